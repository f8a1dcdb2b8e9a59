@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

var<workgroup> shared_memory_1: array<f32, 64>;

var<workgroup> shared_memory_2: array<f32, 64>;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn csvr_alpha_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_114: u32;
var l_mut_36: f32;
var l_mut_38: u32;
var l_mut_41: u32;
var l_mut_5: f32;
var l_mut_58: u32;
var l_mut_8: u32;
let l_0 = workgroup_id_no_axis >= info.scalars_u32[0];
if l_0 {
return;
}
let l_3 = buffer_3_global[workgroup_id_no_axis];
let l_4 = u32(l_3);
l_mut_5 = f32(0.0);
let l_6 = buffer_2_global[workgroup_id_no_axis];
let l_7 = l_6 + local_idx;
l_mut_8 = l_7;
loop {
let l_9 = workgroup_id_no_axis + u32(1);
let l_10 = buffer_2_global[l_9];
let l_11 = l_mut_8 < l_10;
let l_12 = !l_11;
if l_12 {
break;
}
let l_13 = l_mut_8 * u32(3);
let l_14 = buffer_0_global[l_13];
let l_15 = l_mut_8 * u32(3);
let l_16 = buffer_0_global[l_15];
let l_17 = l_14 * l_16;
let l_18 = l_mut_8 * u32(3);
let l_19 = l_18 + u32(1);
let l_20 = buffer_0_global[l_19];
let l_21 = l_mut_8 * u32(3);
let l_22 = l_21 + u32(1);
let l_23 = buffer_0_global[l_22];
let l_24 = l_20 * l_23;
let l_25 = l_17 + l_24;
let l_26 = l_mut_8 * u32(3);
let l_27 = l_26 + u32(2);
let l_28 = buffer_0_global[l_27];
let l_29 = l_mut_8 * u32(3);
let l_30 = l_29 + u32(2);
let l_31 = buffer_0_global[l_30];
let l_32 = l_28 * l_31;
let l_33 = l_25 + l_32;
let l_34 = buffer_1_global[l_mut_8];
let l_35 = l_33 / l_34;
l_mut_5 = l_mut_5 + l_35;
l_mut_8 = l_mut_8 + u32(64);
}
l_mut_36 = f32(0.0);
let l_37 = local_idx + u32(1);
l_mut_38 = l_37;
loop {
let l_39 = l_mut_38 < l_4;
let l_40 = !l_39;
if l_40 {
break;
}
l_mut_41 = info.scalars_u32[1];
let l_42 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_42;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_43 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_43;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_44 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_44;
let l_45 = info.scalars_u32[2] ^ l_mut_41;
l_mut_41 = l_45;
let l_46 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_46;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_47 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_47;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_48 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_48;
let l_49 = workgroup_id_no_axis ^ l_mut_41;
l_mut_41 = l_49;
let l_50 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_50;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_51 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_51;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_52 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_52;
let l_53 = l_mut_38 ^ l_mut_41;
l_mut_41 = l_53;
let l_54 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_54;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_55 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_55;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_56 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_56;
let l_57 = l_mut_41 ^ u32(2769414579);
l_mut_58 = l_57;
let l_59 = l_mut_58 >> u32(16);
l_mut_58 = l_mut_58 ^ l_59;
l_mut_58 = l_mut_58 * u32(2146121005);
let l_60 = l_mut_58 >> u32(15);
l_mut_58 = l_mut_58 ^ l_60;
l_mut_58 = l_mut_58 * u32(2221713035);
let l_61 = l_mut_58 >> u32(16);
l_mut_58 = l_mut_58 ^ l_61;
let l_62 = l_mut_58 >> u32(8);
let l_63 = l_62 + u32(1);
let l_64 = f32(l_63);
let l_65 = l_64 / f32(16777216.0);
let l_66 = l_mut_41 ^ u32(1675113877);
l_mut_58 = l_66;
let l_67 = l_mut_58 >> u32(16);
l_mut_58 = l_mut_58 ^ l_67;
l_mut_58 = l_mut_58 * u32(2146121005);
let l_68 = l_mut_58 >> u32(15);
l_mut_58 = l_mut_58 ^ l_68;
l_mut_58 = l_mut_58 * u32(2221713035);
let l_69 = l_mut_58 >> u32(16);
l_mut_58 = l_mut_58 ^ l_69;
let l_70 = l_mut_58 >> u32(8);
let l_71 = f32(l_70);
let l_72 = l_71 / f32(16777216.0);
let l_73 = log(l_65);
let l_74 = f32(-2.0) * l_73;
let l_75 = sqrt(l_74);
let l_76 = f32(6.2831854820251465) * l_72;
let l_77 = mlff_cos_1_f32(l_76);
let l_78 = l_75 * l_77;
let l_79 = l_78 * l_78;
l_mut_36 = l_mut_36 + l_79;
l_mut_38 = l_mut_38 + u32(64);
}
shared_memory_1[local_idx] = l_mut_5;
shared_memory_2[local_idx] = l_mut_36;
workgroupBarrier();
let l_80 = workgroup_size_no_axis / u32(2);
l_mut_58 = l_80;
loop {
let l_81 = l_mut_58 > u32(0);
let l_82 = !l_81;
if l_82 {
break;
}
let l_83 = local_idx < l_mut_58;
if l_83 {
let l_84 = local_idx + l_mut_58;
let l_85 = shared_memory_1[l_84];
let l_86 = shared_memory_1[local_idx];
let l_87 = l_86 + l_85;
shared_memory_1[local_idx] = l_87;
let l_88 = local_idx + l_mut_58;
let l_89 = shared_memory_2[l_88];
let l_90 = shared_memory_2[local_idx];
let l_91 = l_90 + l_89;
shared_memory_2[local_idx] = l_91;
}
workgroupBarrier();
l_mut_58 = l_mut_58 / u32(2);
}
let l_92 = local_idx == u32(0);
if l_92 {
let l_93 = shared_memory_1[u32(0)];
let l_94 = f32(0.5) * l_93;
l_mut_36 = f32(1.0);
let l_95 = l_94 > f32(0.0);
let l_96 = l_3 > f32(0.0);
let l_97 = l_95 && l_96;
if l_97 {
l_mut_41 = info.scalars_u32[1];
let l_98 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_98;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_99 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_99;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_100 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_100;
let l_101 = info.scalars_u32[2] ^ l_mut_41;
l_mut_41 = l_101;
let l_102 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_102;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_103 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_103;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_104 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_104;
let l_105 = workgroup_id_no_axis ^ l_mut_41;
l_mut_41 = l_105;
let l_106 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_106;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_107 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_107;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_108 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_108;
let l_109 = u32(0) ^ l_mut_41;
l_mut_41 = l_109;
let l_110 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_110;
l_mut_41 = l_mut_41 * u32(2146121005);
let l_111 = l_mut_41 >> u32(15);
l_mut_41 = l_mut_41 ^ l_111;
l_mut_41 = l_mut_41 * u32(2221713035);
let l_112 = l_mut_41 >> u32(16);
l_mut_41 = l_mut_41 ^ l_112;
let l_113 = l_mut_41 ^ u32(2769414579);
l_mut_114 = l_113;
let l_115 = l_mut_114 >> u32(16);
l_mut_114 = l_mut_114 ^ l_115;
l_mut_114 = l_mut_114 * u32(2146121005);
let l_116 = l_mut_114 >> u32(15);
l_mut_114 = l_mut_114 ^ l_116;
l_mut_114 = l_mut_114 * u32(2221713035);
let l_117 = l_mut_114 >> u32(16);
l_mut_114 = l_mut_114 ^ l_117;
let l_118 = l_mut_114 >> u32(8);
let l_119 = l_118 + u32(1);
let l_120 = f32(l_119);
let l_121 = l_120 / f32(16777216.0);
let l_122 = l_mut_41 ^ u32(1675113877);
l_mut_114 = l_122;
let l_123 = l_mut_114 >> u32(16);
l_mut_114 = l_mut_114 ^ l_123;
l_mut_114 = l_mut_114 * u32(2146121005);
let l_124 = l_mut_114 >> u32(15);
l_mut_114 = l_mut_114 ^ l_124;
l_mut_114 = l_mut_114 * u32(2221713035);
let l_125 = l_mut_114 >> u32(16);
l_mut_114 = l_mut_114 ^ l_125;
let l_126 = l_mut_114 >> u32(8);
let l_127 = f32(l_126);
let l_128 = l_127 / f32(16777216.0);
let l_129 = log(l_121);
let l_130 = f32(-2.0) * l_129;
let l_131 = sqrt(l_130);
let l_132 = f32(6.2831854820251465) * l_128;
let l_133 = mlff_cos_1_f32(l_132);
let l_134 = l_131 * l_133;
let l_135 = f32(0.5) * l_3;
let l_136 = l_135 * info.scalars_f32[1];
let l_137 = info.scalars_f32[0] * l_94;
let l_138 = f32(1.0) - info.scalars_f32[0];
let l_139 = l_138 * l_136;
let l_140 = l_134 * l_134;
let l_141 = shared_memory_2[u32(0)];
let l_142 = l_140 + l_141;
let l_143 = l_139 * l_142;
let l_144 = l_143 / l_3;
let l_145 = l_137 + l_144;
let l_146 = f32(2.0) * l_134;
let l_147 = f32(1.0) - info.scalars_f32[0];
let l_148 = info.scalars_f32[0] * l_147;
let l_149 = l_148 * l_136;
let l_150 = l_149 * l_94;
let l_151 = l_150 / l_3;
let l_152 = sqrt(l_151);
let l_153 = l_146 * l_152;
let l_154 = l_145 + l_153;
l_mut_5 = l_154;
let l_155 = l_mut_5 < f32(0.0);
if l_155 {
l_mut_5 = f32(0.0);
}
let l_156 = l_mut_5 / l_94;
let l_157 = sqrt(l_156);
l_mut_36 = l_157;
let l_158 = info.scalars_f32[0] * l_3;
let l_159 = l_158 * l_94;
let l_160 = f32(1.0) - info.scalars_f32[0];
let l_161 = l_160 * l_136;
let l_162 = l_159 / l_161;
let l_163 = sqrt(l_162);
let l_164 = l_134 + l_163;
let l_165 = l_164 < f32(0.0);
if l_165 {
let l_166 = -l_mut_36;
l_mut_36 = l_166;
}
}
buffer_4_global[workgroup_id_no_axis] = l_mut_36;
let l_167 = l_mut_36 * l_mut_36;
let l_168 = f32(1.0) - l_167;
let l_169 = l_94 * l_168;
let l_170 = buffer_5_global[workgroup_id_no_axis];
let l_171 = l_170 + l_169;
buffer_5_global[workgroup_id_no_axis] = l_171;
}
}
fn mlff_sin_cos(x: f32) -> vec2<f32> {
    let ax = abs(x);
    var j = u32(ax * 1.2732395447351628);
    var y = f32(j);
    if (j & 1u) == 1u {
        j = j + 1u;
        y = y + 1.0;
    }
    j = j & 7u;
    let r = ((ax - y * 0.78515625) - y * 2.4187564849853515625e-4) - y * 3.77489497744594108e-8;
    let z = r * r;
    let ps = ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r;
    let pc = ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z - 0.5 * z + 1.0;
    // Octants 4..7 are 0..3 with both signs flipped; in octants 1 and 2 sine and cosine swap.
    var sin_sign = 1.0;
    var cos_sign = 1.0;
    if j > 3u {
        j = j - 4u;
        sin_sign = -1.0;
        cos_sign = -1.0;
    }
    if j > 1u {
        cos_sign = -cos_sign;
    }
    if x < 0.0 {
        sin_sign = -sin_sign;
    }
    let swap = j == 1u || j == 2u;
    return vec2<f32>(select(ps, pc, swap) * sin_sign, select(pc, ps, swap) * cos_sign);
}


fn mlff_cos_primitive_f32(x: f32) -> f32 { return mlff_sin_cos(x).y; }


fn mlff_cos_1_f32(x: f32, ) -> f32{
    return mlff_cos_primitive_f32(x, );
}
