import csv,sys
rows=list(csv.reader(open('sass.csv')))
secs=[];cur=None
for r in rows:
    if r and r[0]=='Kernel Name':
        cur={'name':r[1],'ins':[]};secs.append(cur);hdr=None;continue
    if r and r[0]=='Address': hdr=r;continue
    if cur is not None and hdr and len(r)>5: cur['ins'].append(dict(zip(hdr,r)))
def num(x):
    try: return float(x.replace(',',''))
    except: return 0.0
si=int(sys.argv[1]); lo=int(sys.argv[2]); hi=int(sys.argv[3])
ins=secs[si]['ins']
reasons=[k for k in ins[0] if k.startswith('stall_') and 'Not Issued' not in k]
tot={r:0 for r in reasons}
for d in ins[lo:hi+1]:
    for r in reasons: tot[r]+=num(d[r])
print(sorted([(r,int(v)) for r,v in tot.items() if v>0],key=lambda x:-x[1]))
if len(sys.argv)>4:
  for i in range(lo,hi+1):
    d=ins[i]; s=num(d['Warp Stall Sampling (All Samples)'])
    rs=sorted([(r[6:],int(num(d[r]))) for r in reasons if num(d[r])>0],key=lambda x:-x[1])[:3]
    print(f"{i:5d} {s:5.0f} {int(num(d['Instructions Executed'])):7d} {d['Source'][:60]:60s} {rs}")
