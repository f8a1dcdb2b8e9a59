import csv,sys,re
rows=list(csv.reader(open('sass.csv')))
secs=[];cur=None
for r in rows:
    if r and r[0]=='Kernel Name':
        cur={'name':r[1],'ins':[]};secs.append(cur);hdr=None;continue
    if r and r[0]=='Address': hdr=r;continue
    if cur is not None and hdr and len(r)>5:
        d=dict(zip(hdr,r));cur['ins'].append(d)
def num(x):
    try: return float(x.replace(',',''))
    except: return 0.0
for si,s in enumerate(secs):
    ins=s['ins'];tot=sum(num(d['Warp Stall Sampling (All Samples)']) for d in ins)
    ex=sum(num(d['Instructions Executed']) for d in ins)
    print(f"== section {si} {s['name']}: {len(ins)} instr, samples {tot:.0f}, warp-instr executed {ex:.0f}")
    # segments split at BAR
    seg=[];start=0;acc=0;accx=0;ops={}
    for i,d in enumerate(ins):
        src=d['Source'];smp=num(d['Warp Stall Sampling (All Samples)']);acc+=smp;accx+=num(d['Instructions Executed'])
        op=src.split()[0] if src else ''
        if op.startswith('@'): op=src.split()[1]
        op=op.split('.')[0]
        ops[op]=ops.get(op,0)+smp
        if 'BAR' in src or i==len(ins)-1:
            top=sorted(ops.items(),key=lambda x:-x[1])[:5]
            if acc>0.004*tot: print(f"  [{start:5d}-{i:5d}] samples {acc:6.0f} ({100*acc/tot:4.1f}%) exec {accx:8.0f} top {top}")
            start=i+1;acc=0;accx=0;ops={}
