@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<vec4<f32>>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<vec4<f32>>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<vec4<f32>>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<vec4<f32>>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<u32>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<f32>;

@group(0)
@binding(11)
var<storage, read_write> buffer_11_global: array<f32>;

@group(0)
@binding(12)
var<storage, read_write> buffer_12_global: array<f32>;

@group(0)
@binding(13)
var<storage, read_write> buffer_13_global: array<f32>;

@group(0)
@binding(14)
var<storage, read_write> buffer_14_global: array<f32>;

@group(0)
@binding(15)
var<storage, read_write> buffer_15_global: array<f32>;

@group(0)
@binding(16)
var<storage, read_write> buffer_16_global: array<u32>;

@group(0)
@binding(17)
var<storage, read_write> buffer_17_global: array<u32>;

@group(0)
@binding(18)
var<storage, read_write> buffer_18_global: array<u32>;

@group(0)
@binding(19)
var<storage, read_write> buffer_19_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 6>,
   scalars_u32: array<u32, 44>,
   static_meta: array<u32, 40>,
}

@group(0)
@binding(20)
var<storage, read> info: info_st;

var<workgroup> shared_memory_41: array<u32, 1>;

var<workgroup> shared_memory_183: array<u32, 1>;

var<workgroup> shared_memory_47: array<u32, 512>;

var<workgroup> shared_memory_1136: array<u32, 512>;

var<workgroup> shared_memory_1133: array<u32, 512>;

var<workgroup> shared_memory_1643: array<f32, 2048>;

var<workgroup> shared_memory_1710: array<f32, 384>;

var<workgroup> shared_memory_932: array<f32, 1536>;

var<workgroup> shared_memory_2066: array<f32, 256>;

var<workgroup> shared_memory_2067: array<f32, 128>;

var<workgroup> shared_memory_2486: array<f32, 128>;

var<workgroup> shared_memory_2487: array<f32, 128>;

const WORKGROUP_SIZE_X = 512u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(512, 1, 1)
fn block_forward_fill_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_937: array<f32, 20>;

var a_938: array<f32, 20>;

var a_939: array<f32, 1>;

var a_1724: array<f32, 3>;

var a_1732: array<f32, 8>;

var a_1966: array<f32, 3>;

var a_2022: array<f32, 3>;

var a_2081: array<f32, 1>;

var a_2089: array<f32, 8>;

var a_2201: array<f32, 1>;

var a_2235: array<f32, 1>;

var a_2242: array<f32, 8>;

var a_2378: array<f32, 3>;

var a_2379: array<f32, 3>;

var a_2380: array<f32, 3>;

var a_2501: array<f32, 1>;

var a_2509: array<f32, 8>;

var a_2621: array<f32, 1>;

var a_2655: array<f32, 1>;

var a_2663: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_1127: f32;
var l_mut_1135: bool;
var l_mut_1171: f32;
var l_mut_1172: f32;
var l_mut_1173: f32;
var l_mut_1294: f32;
var l_mut_1295: f32;
var l_mut_1296: f32;
var l_mut_1443: f32;
var l_mut_1444: f32;
var l_mut_1445: f32;
var l_mut_1446: f32;
var l_mut_1457: f32;
var l_mut_1458: f32;
var l_mut_1459: f32;
var l_mut_1460: f32;
var l_mut_1466: f32;
var l_mut_1467: f32;
var l_mut_1468: f32;
var l_mut_1480: f32;
var l_mut_1481: f32;
var l_mut_1482: f32;
var l_mut_157: u32;
var l_mut_158: u32;
var l_mut_193: u32;
var l_mut_2659: u32;
var l_mut_340: f32;
var l_mut_357: f32;
var l_mut_374: f32;
var l_mut_391: i32;
var l_mut_398: i32;
var l_mut_403: i32;
var l_mut_50: u32;
var l_mut_51: u32;
var l_mut_52: u32;
var l_mut_572: vec4<f32>;
var l_mut_573: vec4<f32>;
var l_mut_610: f32;
var l_mut_633: vec4<f32>;
let l_0 = info.static_meta[u32(20)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(21)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(22)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(23)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(24)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(25)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(26)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(27)];
let l_15 = l_14 - u32(0);
let l_16 = info.static_meta[u32(28)];
let l_17 = l_16 - u32(0);
let l_18 = info.static_meta[u32(29)];
let l_19 = l_18 - u32(0);
let l_20 = info.static_meta[u32(30)];
let l_21 = l_20 - u32(0);
let l_22 = info.static_meta[u32(31)];
let l_23 = l_22 - u32(0);
let l_24 = info.static_meta[u32(32)];
let l_25 = l_24 - u32(0);
let l_26 = info.static_meta[u32(33)];
let l_27 = l_26 - u32(0);
let l_28 = info.static_meta[u32(35)];
let l_29 = l_28 - u32(0);
let l_30 = info.static_meta[u32(36)];
let l_31 = l_30 - u32(0);
let l_32 = info.static_meta[u32(37)];
let l_33 = l_32 - u32(0);
let l_34 = info.static_meta[u32(38)];
let l_35 = l_34 - u32(0);
let l_36 = info.scalars_u32[35] + u32(1);
let l_37 = l_36 - u32(1);
let l_38 = l_37 / u32(1);
let l_39 = workgroup_id_no_axis < l_38;
if l_39 {
let l_40 = workgroup_id_no_axis * u32(1);
let l_42 = local_idx == u32(0);
if l_42 {
let l_43 = &buffer_19_global[u32(8)];
let l_44 = atomicLoad(l_43);
shared_memory_41[u32(0)] = l_44;
}
workgroupBarrier();
let l_45 = shared_memory_41[u32(0)];
let l_46 = l_45 != u32(0);
if l_46 {
let l_48 = workgroup_id_no_axis == u32(0);
let l_49 = info.scalars_u32[35] * info.scalars_u32[42];
l_mut_50 = u32(0);
l_mut_51 = u32(4294967295);
l_mut_52 = u32(0);
let l_53 = local_idx * u32(8);
let l_54 = l_53 + u32(0);
let l_55 = l_54 < l_49;
if l_55 {
let l_56 = u32(0) + l_54;
let l_57 = buffer_16_global[l_56];
let l_58 = l_57 & u32(1073741823);
l_mut_50 = l_mut_50 + l_58;
let l_59 = l_57 & u32(1073741824);
let l_60 = l_59 != u32(0);
let l_61 = l_mut_51 == u32(4294967295);
let l_62 = l_60 && l_61;
if l_62 {
let l_63 = l_54 / info.scalars_u32[42];
l_mut_51 = l_63;
}
let l_64 = l_57 & u32(2147483648);
let l_65 = l_64 != u32(0);
if l_65 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_66 = local_idx * u32(8);
let l_67 = l_66 + u32(1);
let l_68 = l_67 < l_49;
if l_68 {
let l_69 = u32(0) + l_67;
let l_70 = buffer_16_global[l_69];
let l_71 = l_70 & u32(1073741823);
l_mut_50 = l_mut_50 + l_71;
let l_72 = l_70 & u32(1073741824);
let l_73 = l_72 != u32(0);
let l_74 = l_mut_51 == u32(4294967295);
let l_75 = l_73 && l_74;
if l_75 {
let l_76 = l_67 / info.scalars_u32[42];
l_mut_51 = l_76;
}
let l_77 = l_70 & u32(2147483648);
let l_78 = l_77 != u32(0);
if l_78 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_79 = local_idx * u32(8);
let l_80 = l_79 + u32(2);
let l_81 = l_80 < l_49;
if l_81 {
let l_82 = u32(0) + l_80;
let l_83 = buffer_16_global[l_82];
let l_84 = l_83 & u32(1073741823);
l_mut_50 = l_mut_50 + l_84;
let l_85 = l_83 & u32(1073741824);
let l_86 = l_85 != u32(0);
let l_87 = l_mut_51 == u32(4294967295);
let l_88 = l_86 && l_87;
if l_88 {
let l_89 = l_80 / info.scalars_u32[42];
l_mut_51 = l_89;
}
let l_90 = l_83 & u32(2147483648);
let l_91 = l_90 != u32(0);
if l_91 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_92 = local_idx * u32(8);
let l_93 = l_92 + u32(3);
let l_94 = l_93 < l_49;
if l_94 {
let l_95 = u32(0) + l_93;
let l_96 = buffer_16_global[l_95];
let l_97 = l_96 & u32(1073741823);
l_mut_50 = l_mut_50 + l_97;
let l_98 = l_96 & u32(1073741824);
let l_99 = l_98 != u32(0);
let l_100 = l_mut_51 == u32(4294967295);
let l_101 = l_99 && l_100;
if l_101 {
let l_102 = l_93 / info.scalars_u32[42];
l_mut_51 = l_102;
}
let l_103 = l_96 & u32(2147483648);
let l_104 = l_103 != u32(0);
if l_104 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_105 = local_idx * u32(8);
let l_106 = l_105 + u32(4);
let l_107 = l_106 < l_49;
if l_107 {
let l_108 = u32(0) + l_106;
let l_109 = buffer_16_global[l_108];
let l_110 = l_109 & u32(1073741823);
l_mut_50 = l_mut_50 + l_110;
let l_111 = l_109 & u32(1073741824);
let l_112 = l_111 != u32(0);
let l_113 = l_mut_51 == u32(4294967295);
let l_114 = l_112 && l_113;
if l_114 {
let l_115 = l_106 / info.scalars_u32[42];
l_mut_51 = l_115;
}
let l_116 = l_109 & u32(2147483648);
let l_117 = l_116 != u32(0);
if l_117 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_118 = local_idx * u32(8);
let l_119 = l_118 + u32(5);
let l_120 = l_119 < l_49;
if l_120 {
let l_121 = u32(0) + l_119;
let l_122 = buffer_16_global[l_121];
let l_123 = l_122 & u32(1073741823);
l_mut_50 = l_mut_50 + l_123;
let l_124 = l_122 & u32(1073741824);
let l_125 = l_124 != u32(0);
let l_126 = l_mut_51 == u32(4294967295);
let l_127 = l_125 && l_126;
if l_127 {
let l_128 = l_119 / info.scalars_u32[42];
l_mut_51 = l_128;
}
let l_129 = l_122 & u32(2147483648);
let l_130 = l_129 != u32(0);
if l_130 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_131 = local_idx * u32(8);
let l_132 = l_131 + u32(6);
let l_133 = l_132 < l_49;
if l_133 {
let l_134 = u32(0) + l_132;
let l_135 = buffer_16_global[l_134];
let l_136 = l_135 & u32(1073741823);
l_mut_50 = l_mut_50 + l_136;
let l_137 = l_135 & u32(1073741824);
let l_138 = l_137 != u32(0);
let l_139 = l_mut_51 == u32(4294967295);
let l_140 = l_138 && l_139;
if l_140 {
let l_141 = l_132 / info.scalars_u32[42];
l_mut_51 = l_141;
}
let l_142 = l_135 & u32(2147483648);
let l_143 = l_142 != u32(0);
if l_143 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_144 = local_idx * u32(8);
let l_145 = l_144 + u32(7);
let l_146 = l_145 < l_49;
if l_146 {
let l_147 = u32(0) + l_145;
let l_148 = buffer_16_global[l_147];
let l_149 = l_148 & u32(1073741823);
l_mut_50 = l_mut_50 + l_149;
let l_150 = l_148 & u32(1073741824);
let l_151 = l_150 != u32(0);
let l_152 = l_mut_51 == u32(4294967295);
let l_153 = l_151 && l_152;
if l_153 {
let l_154 = l_145 / info.scalars_u32[42];
l_mut_51 = l_154;
}
let l_155 = l_148 & u32(2147483648);
let l_156 = l_155 != u32(0);
if l_156 {
l_mut_52 = l_mut_52 + u32(1);
}
}
l_mut_157 = u32(4294967295);
l_mut_158 = local_idx;
loop {
let l_159 = l_mut_158 < info.scalars_u32[35];
let l_160 = !l_159;
if l_160 {
break;
}
let l_161 = u32(3) * l_mut_158;
let l_162 = u32(0) + l_161;
let l_163 = buffer_2_global[l_162];
let l_164 = u32(3) * l_mut_158;
let l_165 = l_164 + u32(1);
let l_166 = u32(0) + l_165;
let l_167 = buffer_2_global[l_166];
let l_168 = u32(3) * l_mut_158;
let l_169 = l_168 + u32(2);
let l_170 = u32(0) + l_169;
let l_171 = buffer_2_global[l_170];
let l_172 = abs(l_163);
let l_173 = l_172 <= f32(1000000.0);
let l_174 = abs(l_167);
let l_175 = l_174 <= f32(1000000.0);
let l_176 = l_173 && l_175;
let l_177 = abs(l_171);
let l_178 = l_177 <= f32(1000000.0);
let l_179 = l_176 && l_178;
let l_180 = !l_179;
let l_181 = l_mut_157 == u32(4294967295);
let l_182 = l_180 && l_181;
if l_182 {
l_mut_157 = l_mut_158;
}
l_mut_158 = l_mut_158 + u32(512);
}
let l_184 = local_idx == u32(0);
if l_184 {
shared_memory_183[u32(0)] = u32(0);
}
shared_memory_47[local_idx] = l_mut_50;
workgroupBarrier();
let l_185 = l_mut_51 != u32(4294967295);
let l_186 = l_mut_157 != u32(4294967295);
let l_187 = l_185 || l_186;
let l_188 = l_mut_52 != u32(0);
let l_189 = l_187 || l_188;
if l_189 {
shared_memory_183[u32(0)] = u32(1);
}
let l_190 = workgroup_size_no_axis / u32(512);
l_mut_50 = l_190;
loop {
let l_191 = l_mut_50 < u32(512);
let l_192 = !l_191;
if l_192 {
break;
}
l_mut_193 = u32(0);
let l_194 = local_idx >= l_mut_50;
if l_194 {
let l_195 = local_idx - l_mut_50;
let l_196 = shared_memory_47[l_195];
l_mut_193 = l_196;
}
workgroupBarrier();
let l_197 = shared_memory_47[local_idx];
let l_198 = l_197 + l_mut_193;
shared_memory_47[local_idx] = l_198;
workgroupBarrier();
l_mut_50 = l_mut_50 * u32(2);
}
let l_199 = shared_memory_47[u32(511)];
let l_200 = &buffer_19_global[u32(3)];
let l_201 = atomicLoad(l_200);
let l_202 = l_201 != u32(4294967295);
let l_203 = &buffer_19_global[u32(4)];
let l_204 = atomicLoad(l_203);
let l_205 = l_204 != u32(4294967295);
let l_206 = l_202 || l_205;
let l_207 = &buffer_19_global[u32(7)];
let l_208 = atomicLoad(l_207);
let l_209 = l_208 != u32(0);
let l_210 = l_206 || l_209;
let l_211 = shared_memory_183[u32(0)];
let l_212 = l_211 != u32(0);
let l_213 = l_210 || l_212;
let l_214 = l_48 && l_189;
if l_214 {
let l_215 = l_mut_51 != u32(4294967295);
if l_215 {
let l_216 = &buffer_19_global[u32(3)];
let l_217 = atomicMin(l_216, l_mut_51);}
let l_218 = l_mut_157 != u32(4294967295);
if l_218 {
let l_219 = &buffer_19_global[u32(4)];
let l_220 = atomicMin(l_219, l_mut_157);}
let l_221 = l_mut_52 != u32(0);
if l_221 {
let l_222 = &buffer_19_global[u32(7)];
let l_223 = atomicAdd(l_222, l_mut_52);}
}
let l_224 = local_idx == u32(0);
let l_225 = l_48 && l_224;
if l_225 {
let l_226 = &buffer_19_global[u32(0)];
atomicStore(l_226,l_199);
let l_227 = &buffer_19_global[u32(1)];
let l_228 = atomicMax(l_227, l_199);let l_229 = &buffer_19_global[u32(6)];
let l_230 = atomicAdd(l_229, u32(1));let l_231 = l_199 > info.scalars_u32[41];
if l_231 {
let l_232 = &buffer_19_global[u32(2)];
let l_233 = atomicAdd(l_232, u32(1));}
}
l_mut_193 = l_199;
let l_234 = l_199 > info.scalars_u32[41];
let l_235 = l_213 || l_234;
if l_235 {
l_mut_193 = u32(4294967295);
}
let l_236 = l_40 + u32(1);
l_mut_158 = l_236;
let l_237 = l_mut_158 > info.scalars_u32[35];
if l_237 {
l_mut_158 = info.scalars_u32[35];
}
let l_238 = l_mut_193 == u32(4294967295);
if l_238 {
let l_239 = l_40 + local_idx;
l_mut_157 = l_239;
loop {
let l_240 = l_mut_157 <= l_mut_158;
let l_241 = !l_240;
if l_241 {
break;
}
let l_242 = u32(0) + l_mut_157;
buffer_0_global[l_242] = u32(0);
l_mut_157 = l_mut_157 + u32(512);
}
} else {
let l_243 = workgroup_id_no_axis == u32(0);
let l_244 = local_idx == u32(0);
let l_245 = l_243 && l_244;
if l_245 {
let l_246 = &buffer_19_global[u32(8)];
atomicStore(l_246,u32(2));
}
let l_247 = l_40 * info.scalars_u32[42];
let l_248 = l_247 + local_idx;
l_mut_157 = l_248;
loop {
let l_249 = l_mut_158 * info.scalars_u32[42];
let l_250 = l_mut_157 < l_249;
let l_251 = !l_250;
if l_251 {
break;
}
let l_252 = l_mut_157 / u32(8);
l_mut_52 = u32(0);
let l_253 = l_252 > u32(0);
if l_253 {
let l_254 = l_252 - u32(1);
let l_255 = shared_memory_47[l_254];
l_mut_52 = l_255;
}
let l_256 = l_252 * u32(8);

for (var l_mut_257: u32 = l_256; l_mut_257 < l_mut_157; l_mut_257++) {
let l_258 = u32(0) + l_mut_257;
let l_259 = buffer_16_global[l_258];
let l_260 = l_259 & u32(1073741823);
l_mut_52 = l_mut_52 + l_260;
}
let l_261 = l_mut_157 / info.scalars_u32[42];
let l_262 = l_mut_157 % info.scalars_u32[42];
let l_263 = l_262 == u32(0);
if l_263 {
let l_264 = u32(0) + l_261;
buffer_0_global[l_264] = l_mut_52;
}
let l_265 = l_262 * info.scalars_u32[35];
let l_266 = l_265 / info.scalars_u32[42];
let l_267 = l_262 + u32(1);
let l_268 = l_267 * info.scalars_u32[35];
let l_269 = l_268 / info.scalars_u32[42];
let l_270 = i32(info.scalars_u32[38]);
let l_271 = i32(info.scalars_u32[39]);
let l_272 = i32(info.scalars_u32[40]);
let l_273 = u32(3) * l_261;
let l_274 = u32(0) + l_273;
let l_275 = buffer_2_global[l_274];
let l_276 = u32(3) * l_261;
let l_277 = l_276 + u32(1);
let l_278 = u32(0) + l_277;
let l_279 = buffer_2_global[l_278];
let l_280 = u32(3) * l_261;
let l_281 = l_280 + u32(2);
let l_282 = u32(0) + l_281;
let l_283 = buffer_2_global[l_282];
let l_284 = u32(0) + u32(9);
let l_285 = buffer_15_global[l_284];
let l_286 = u32(0) + u32(10);
let l_287 = buffer_15_global[l_286];
let l_288 = u32(0) + u32(11);
let l_289 = buffer_15_global[l_288];
let l_290 = u32(0) + u32(12);
let l_291 = buffer_15_global[l_290];
let l_292 = u32(0) + u32(13);
let l_293 = buffer_15_global[l_292];
let l_294 = u32(0) + u32(14);
let l_295 = buffer_15_global[l_294];
let l_296 = u32(0) + u32(15);
let l_297 = buffer_15_global[l_296];
let l_298 = u32(0) + u32(16);
let l_299 = buffer_15_global[l_298];
let l_300 = u32(0) + u32(17);
let l_301 = buffer_15_global[l_300];
let l_302 = i32(2) * l_271;
let l_303 = l_302 + i32(1);
let l_304 = i32(2) * l_272;
let l_305 = l_304 + i32(1);
let l_306 = i32(2) * l_270;
let l_307 = l_306 + i32(1);
let l_308 = l_307 * l_303;
let l_309 = l_308 * l_305;
let l_310 = u32(l_309);
l_mut_51 = u32(0);
l_mut_50 = u32(0);

for (var l_mut_311: u32 = l_266; l_mut_311 < l_269; l_mut_311++) {
let l_312 = u32(3) * l_mut_311;
let l_313 = u32(0) + l_312;
let l_314 = buffer_2_global[l_313];
let l_315 = l_314 - l_275;
let l_316 = u32(3) * l_mut_311;
let l_317 = l_316 + u32(1);
let l_318 = u32(0) + l_317;
let l_319 = buffer_2_global[l_318];
let l_320 = l_319 - l_279;
let l_321 = u32(3) * l_mut_311;
let l_322 = l_321 + u32(2);
let l_323 = u32(0) + l_322;
let l_324 = buffer_2_global[l_323];
let l_325 = l_324 - l_283;
let l_326 = u32(0) + u32(0);
let l_327 = buffer_15_global[l_326];
let l_328 = l_315 * l_327;
let l_329 = u32(0) + u32(3);
let l_330 = buffer_15_global[l_329];
let l_331 = l_320 * l_330;
let l_332 = l_328 + l_331;
let l_333 = u32(0) + u32(6);
let l_334 = buffer_15_global[l_333];
let l_335 = l_325 * l_334;
let l_336 = l_332 + l_335;
let l_337 = abs(l_336);
let l_338 = l_337 + f32(0.5);
let l_339 = floor(l_338);
l_mut_340 = l_339;
let l_341 = l_336 < f32(0.0);
if l_341 {
let l_342 = -l_339;
l_mut_340 = l_342;
}
let l_343 = u32(0) + u32(1);
let l_344 = buffer_15_global[l_343];
let l_345 = l_315 * l_344;
let l_346 = u32(0) + u32(4);
let l_347 = buffer_15_global[l_346];
let l_348 = l_320 * l_347;
let l_349 = l_345 + l_348;
let l_350 = u32(0) + u32(7);
let l_351 = buffer_15_global[l_350];
let l_352 = l_325 * l_351;
let l_353 = l_349 + l_352;
let l_354 = abs(l_353);
let l_355 = l_354 + f32(0.5);
let l_356 = floor(l_355);
l_mut_357 = l_356;
let l_358 = l_353 < f32(0.0);
if l_358 {
let l_359 = -l_356;
l_mut_357 = l_359;
}
let l_360 = u32(0) + u32(2);
let l_361 = buffer_15_global[l_360];
let l_362 = l_315 * l_361;
let l_363 = u32(0) + u32(5);
let l_364 = buffer_15_global[l_363];
let l_365 = l_320 * l_364;
let l_366 = l_362 + l_365;
let l_367 = u32(0) + u32(8);
let l_368 = buffer_15_global[l_367];
let l_369 = l_325 * l_368;
let l_370 = l_366 + l_369;
let l_371 = abs(l_370);
let l_372 = l_371 + f32(0.5);
let l_373 = floor(l_372);
l_mut_374 = l_373;
let l_375 = l_370 < f32(0.0);
if l_375 {
let l_376 = -l_373;
l_mut_374 = l_376;
}
let l_377 = abs(l_mut_340);
let l_378 = l_377 < f32(4194304.0);
let l_379 = abs(l_mut_357);
let l_380 = l_379 < f32(4194304.0);
let l_381 = abs(l_mut_374);
let l_382 = l_381 < f32(4194304.0);
let l_383 = l_378 && l_380;
let l_384 = l_383 && l_382;
if l_384 {
let l_385 = i32(l_mut_340);
let l_386 = -l_385;
let l_387 = i32(l_mut_357);
let l_388 = -l_387;
let l_389 = i32(l_mut_374);
let l_390 = -l_389;
l_mut_391 = i32(0);
loop {
let l_392 = i32(2) * l_270;
let l_393 = l_392 + i32(1);
let l_394 = l_mut_391 < l_393;
let l_395 = !l_394;
if l_395 {
break;
}
let l_396 = l_386 - l_270;
let l_397 = l_396 + l_mut_391;
l_mut_398 = i32(0);
loop {
let l_399 = l_mut_398 < l_303;
let l_400 = !l_399;
if l_400 {
break;
}
let l_401 = l_388 - l_271;
let l_402 = l_401 + l_mut_398;
l_mut_403 = i32(0);
loop {
let l_404 = l_mut_403 < l_305;
let l_405 = !l_404;
if l_405 {
break;
}
let l_406 = l_390 - l_272;
let l_407 = l_406 + l_mut_403;
let l_408 = l_397 == i32(0);
let l_409 = l_402 == i32(0);
let l_410 = l_408 && l_409;
let l_411 = l_407 == i32(0);
let l_412 = l_410 && l_411;
let l_413 = l_mut_311 == l_261;
let l_414 = l_412 && l_413;
let l_415 = !l_414;
if l_415 {
let l_416 = f32(l_397);
let l_417 = f32(l_402);
let l_418 = f32(l_407);
let l_419 = l_416 * l_285;
let l_420 = l_417 * l_291;
let l_421 = l_419 + l_420;
let l_422 = l_418 * l_297;
let l_423 = l_421 + l_422;
let l_424 = l_315 + l_423;
let l_425 = l_416 * l_287;
let l_426 = l_417 * l_293;
let l_427 = l_425 + l_426;
let l_428 = l_418 * l_299;
let l_429 = l_427 + l_428;
let l_430 = l_320 + l_429;
let l_431 = l_416 * l_289;
let l_432 = l_417 * l_295;
let l_433 = l_431 + l_432;
let l_434 = l_418 * l_301;
let l_435 = l_433 + l_434;
let l_436 = l_325 + l_435;
let l_437 = l_424 * l_424;
let l_438 = l_430 * l_430;
let l_439 = l_437 + l_438;
let l_440 = l_436 * l_436;
let l_441 = l_439 + l_440;
let l_442 = l_441 < info.scalars_f32[5];
if l_442 {
let l_443 = l_mut_52 + l_mut_51;
let l_444 = u32(0) + l_443;
buffer_17_global[l_444] = l_261;
let l_445 = u32(0) + l_443;
buffer_1_global[l_445] = l_mut_311;
let l_446 = u32(3) * l_443;
let l_447 = l_416 * l_285;
let l_448 = l_417 * l_291;
let l_449 = l_447 + l_448;
let l_450 = l_418 * l_297;
let l_451 = l_449 + l_450;
let l_452 = u32(0) + l_446;
buffer_3_global[l_452] = l_451;
let l_453 = u32(3) * l_443;
let l_454 = l_453 + u32(1);
let l_455 = l_416 * l_287;
let l_456 = l_417 * l_293;
let l_457 = l_455 + l_456;
let l_458 = l_418 * l_299;
let l_459 = l_457 + l_458;
let l_460 = u32(0) + l_454;
buffer_3_global[l_460] = l_459;
let l_461 = u32(3) * l_443;
let l_462 = l_461 + u32(2);
let l_463 = l_416 * l_289;
let l_464 = l_417 * l_295;
let l_465 = l_463 + l_464;
let l_466 = l_418 * l_301;
let l_467 = l_465 + l_466;
let l_468 = u32(0) + l_462;
buffer_3_global[l_468] = l_467;
let l_469 = l_mut_311 * l_310;
let l_470 = l_mut_391 * l_303;
let l_471 = l_470 + l_mut_398;
let l_472 = l_471 * l_305;
let l_473 = l_472 + l_mut_403;
let l_474 = u32(l_473);
let l_475 = l_469 + l_474;
let l_476 = u32(0) + l_443;
buffer_18_global[l_476] = l_475;
l_mut_51 = l_mut_51 + u32(1);
}
}
l_mut_403 = l_mut_403 + i32(1);
}
l_mut_398 = l_mut_398 + i32(1);
}
l_mut_391 = l_mut_391 + i32(1);
}
} else {
l_mut_50 = l_mut_50 | u32(2147483648);
}
}
let l_477 = l_mut_51 | l_mut_50;
l_mut_157 = l_mut_157 + u32(512);
}
let l_478 = local_idx == u32(0);
let l_479 = l_40 < l_mut_158;
let l_480 = l_478 && l_479;
if l_480 {
l_mut_52 = l_mut_193;
let l_481 = l_mut_158 < info.scalars_u32[35];
if l_481 {
let l_482 = l_mut_158 * info.scalars_u32[42];
let l_483 = l_482 / u32(8);
l_mut_193 = u32(0);
let l_484 = l_483 > u32(0);
if l_484 {
let l_485 = l_483 - u32(1);
let l_486 = shared_memory_47[l_485];
l_mut_193 = l_486;
}
let l_487 = l_483 * u32(8);

for (var l_mut_488: u32 = l_487; l_mut_488 < l_482; l_mut_488++) {
let l_489 = u32(0) + l_mut_488;
let l_490 = buffer_16_global[l_489];
let l_491 = l_490 & u32(1073741823);
l_mut_193 = l_mut_193 + l_491;
}
l_mut_52 = l_mut_193;
}
let l_492 = u32(0) + l_mut_158;
buffer_0_global[l_492] = l_mut_52;
}
}
storageBarrier();
}
}
let l_493 = info.static_meta[u32(34)];
let l_494 = l_493 - info.scalars_u32[20];
let l_495 = l_493 - info.scalars_u32[21];
let l_496 = l_493 - info.scalars_u32[22];
let l_497 = l_493 - info.scalars_u32[23];
let l_498 = l_493 - info.scalars_u32[24];
let l_499 = l_493 - info.scalars_u32[25];
let l_500 = l_493 - info.scalars_u32[26];
let l_501 = l_493 - info.scalars_u32[27];
let l_502 = l_493 - info.scalars_u32[28];
let l_503 = l_493 - info.scalars_u32[29];
let l_504 = l_493 - info.scalars_u32[30];
let l_505 = l_493 - info.scalars_u32[31];
let l_506 = l_493 - info.scalars_u32[32];
let l_507 = l_493 - info.scalars_u32[33];
let l_508 = l_493 - info.scalars_u32[34];
let l_509 = info.scalars_u32[35] + u32(1);
let l_510 = l_509 - u32(1);
let l_511 = l_510 / u32(1);
let l_512 = workgroup_id_no_axis >= l_511;
if l_512 {
return;
}
let l_513 = workgroup_id_no_axis * u32(1);
let l_514 = l_513 + u32(0);
let l_515 = l_514 < info.scalars_u32[35];
if l_515 {
let l_516 = u32(0) + l_514;
let l_517 = buffer_0_global[l_516];
let l_518 = l_517 + local_idx;
l_mut_193 = l_518;
let l_519 = l_514 + u32(1);
let l_520 = u32(0) + l_519;
let l_521 = buffer_0_global[l_520];
loop {
let l_522 = l_mut_193 < l_521;
let l_523 = !l_522;
if l_523 {
break;
}
let l_524 = u32(0) + l_mut_193;
let l_525 = buffer_1_global[l_524];
let l_526 = l_525 * u32(3);
let l_527 = u32(0) + l_526;
let l_528 = buffer_2_global[l_527];
let l_529 = l_514 * u32(3);
let l_530 = u32(0) + l_529;
let l_531 = buffer_2_global[l_530];
let l_532 = l_528 - l_531;
let l_533 = l_mut_193 * u32(3);
let l_534 = u32(0) + l_533;
let l_535 = buffer_3_global[l_534];
let l_536 = l_532 + l_535;
let l_537 = l_525 * u32(3);
let l_538 = l_537 + u32(1);
let l_539 = u32(0) + l_538;
let l_540 = buffer_2_global[l_539];
let l_541 = l_514 * u32(3);
let l_542 = l_541 + u32(1);
let l_543 = u32(0) + l_542;
let l_544 = buffer_2_global[l_543];
let l_545 = l_540 - l_544;
let l_546 = l_mut_193 * u32(3);
let l_547 = l_546 + u32(1);
let l_548 = u32(0) + l_547;
let l_549 = buffer_3_global[l_548];
let l_550 = l_545 + l_549;
let l_551 = l_525 * u32(3);
let l_552 = l_551 + u32(2);
let l_553 = u32(0) + l_552;
let l_554 = buffer_2_global[l_553];
let l_555 = l_514 * u32(3);
let l_556 = l_555 + u32(2);
let l_557 = u32(0) + l_556;
let l_558 = buffer_2_global[l_557];
let l_559 = l_554 - l_558;
let l_560 = l_mut_193 * u32(3);
let l_561 = l_560 + u32(2);
let l_562 = u32(0) + l_561;
let l_563 = buffer_3_global[l_562];
let l_564 = l_559 + l_563;
let l_565 = l_536 * l_536;
let l_566 = l_550 * l_550;
let l_567 = l_565 + l_566;
let l_568 = l_564 * l_564;
let l_569 = l_567 + l_568;
let l_570 = sqrt(l_569);
let l_571 = vec4<f32>(f32(0.0));
l_mut_572 = l_571;
l_mut_573 = l_mut_572;
l_mut_573[u32(0)] = l_570;
let l_574 = l_536 / l_570;
l_mut_573[u32(1)] = l_574;
let l_575 = l_550 / l_570;
l_mut_573[u32(2)] = l_575;
let l_576 = l_564 / l_570;
l_mut_573[u32(3)] = l_576;
let l_577 = l_mut_193 * u32(2);
let l_578 = u32(0) + l_577;
buffer_4_global[l_578] = l_mut_573;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_579 = l_570 < info.scalars_f32[3];
if l_579 {
let l_580 = l_570 * info.scalars_f32[4];
let l_581 = abs(l_580);
let l_582 = l_581 * f32(1.2732394933700562);
let l_583 = u32(l_582);
l_mut_158 = l_583;
let l_584 = f32(l_mut_158);
l_mut_340 = l_584;
let l_585 = l_mut_158 % u32(2);
let l_586 = l_585 == u32(1);
if l_586 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_340 = l_mut_340 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_587 = l_mut_340 * f32(0.78515625);
let l_588 = l_581 - l_587;
let l_589 = l_mut_340 * f32(0.00024187564849853516);
let l_590 = l_588 - l_589;
let l_591 = l_mut_340 * f32(3.774895063202166e-8);
let l_592 = l_590 - l_591;
let l_593 = l_592 * l_592;
let l_594 = f32(-0.00019515295571181923) * l_593;
let l_595 = l_594 + f32(0.008332161232829094);
let l_596 = l_595 * l_593;
let l_597 = l_596 - f32(0.16666655242443085);
let l_598 = l_597 * l_593;
let l_599 = l_598 * l_592;
let l_600 = l_599 + l_592;
let l_601 = f32(2.44331567955669e-5) * l_593;
let l_602 = l_601 - f32(0.0013887316454201937);
let l_603 = l_602 * l_593;
let l_604 = l_603 + f32(0.04166664555668831);
let l_605 = l_604 * l_593;
let l_606 = l_605 * l_593;
let l_607 = f32(0.5) * l_593;
let l_608 = l_606 - l_607;
let l_609 = l_608 + f32(1.0);
l_mut_340 = f32(1.0);
l_mut_610 = f32(1.0);
let l_611 = l_mut_158 > u32(3);
if l_611 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_340 = f32(-1.0);
l_mut_610 = f32(-1.0);
}
let l_612 = l_mut_158 > u32(1);
if l_612 {
let l_613 = -l_mut_610;
l_mut_610 = l_613;
}
let l_614 = l_580 < f32(0.0);
if l_614 {
let l_615 = -l_mut_340;
l_mut_340 = l_615;
}
let l_616 = l_mut_158 == u32(1);
let l_617 = l_mut_158 == u32(2);
let l_618 = l_616 || l_617;
let l_619 = select(l_600, l_609, l_618);
let l_620 = l_619 * l_mut_340;
let l_621 = select(l_609, l_600, l_618);
let l_622 = l_621 * l_mut_610;
let l_623 = l_622 + f32(1.0);
let l_624 = f32(0.5) * l_623;
l_mut_374 = l_624;
let l_625 = f32(-0.5) * info.scalars_f32[4];
let l_626 = l_625 * l_620;
l_mut_357 = l_626;
}
let l_627 = vec4<f32>(f32(0.0));
l_mut_573 = l_627;
l_mut_572 = l_mut_573;
l_mut_572[u32(0)] = l_mut_374;
l_mut_572[u32(1)] = l_mut_357;
l_mut_572[u32(2)] = f32(0.0);
l_mut_572[u32(3)] = f32(0.0);
let l_628 = l_mut_193 * u32(2);
let l_629 = l_628 + u32(1);
let l_630 = u32(0) + l_629;
buffer_4_global[l_630] = l_mut_572;
let l_631 = vec4<f32>(f32(0.0));
l_mut_573 = l_631;
l_mut_572 = l_mut_573;
let l_632 = vec4<f32>(f32(0.0));
l_mut_573 = l_632;
l_mut_633 = l_mut_573;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_634 = info.scalars_u32[36] + u32(0);
let l_635 = u32(0) + l_634;
let l_636 = buffer_7_global[l_635];
let l_637 = l_570 - l_636;
let l_638 = info.scalars_u32[37] + u32(0);
let l_639 = u32(0) + l_638;
let l_640 = buffer_7_global[l_639];
let l_641 = l_640 * l_637;
let l_642 = l_641 * l_637;
let l_643 = exp(l_642);
l_mut_610 = l_643;
let l_644 = l_mut_610 * f32(2.0);
let l_645 = l_644 * l_640;
let l_646 = l_645 * l_637;
l_mut_374 = l_646;
l_mut_572[u32(0)] = l_mut_610;
l_mut_633[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_647 = info.scalars_u32[36] + u32(1);
let l_648 = u32(0) + l_647;
let l_649 = buffer_7_global[l_648];
let l_650 = l_570 - l_649;
let l_651 = info.scalars_u32[37] + u32(1);
let l_652 = u32(0) + l_651;
let l_653 = buffer_7_global[l_652];
let l_654 = l_653 * l_650;
let l_655 = l_654 * l_650;
let l_656 = exp(l_655);
l_mut_610 = l_656;
let l_657 = l_mut_610 * f32(2.0);
let l_658 = l_657 * l_653;
let l_659 = l_658 * l_650;
l_mut_374 = l_659;
l_mut_572[u32(1)] = l_mut_610;
l_mut_633[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_660 = info.scalars_u32[36] + u32(2);
let l_661 = u32(0) + l_660;
let l_662 = buffer_7_global[l_661];
let l_663 = l_570 - l_662;
let l_664 = info.scalars_u32[37] + u32(2);
let l_665 = u32(0) + l_664;
let l_666 = buffer_7_global[l_665];
let l_667 = l_666 * l_663;
let l_668 = l_667 * l_663;
let l_669 = exp(l_668);
l_mut_610 = l_669;
let l_670 = l_mut_610 * f32(2.0);
let l_671 = l_670 * l_666;
let l_672 = l_671 * l_663;
l_mut_374 = l_672;
l_mut_572[u32(2)] = l_mut_610;
l_mut_633[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_673 = info.scalars_u32[36] + u32(3);
let l_674 = u32(0) + l_673;
let l_675 = buffer_7_global[l_674];
let l_676 = l_570 - l_675;
let l_677 = info.scalars_u32[37] + u32(3);
let l_678 = u32(0) + l_677;
let l_679 = buffer_7_global[l_678];
let l_680 = l_679 * l_676;
let l_681 = l_680 * l_676;
let l_682 = exp(l_681);
l_mut_610 = l_682;
let l_683 = l_mut_610 * f32(2.0);
let l_684 = l_683 * l_679;
let l_685 = l_684 * l_676;
l_mut_374 = l_685;
l_mut_572[u32(3)] = l_mut_610;
l_mut_633[u32(3)] = l_mut_374;
let l_686 = l_mut_193 * u32(5);
let l_687 = l_686 + u32(0);
let l_688 = u32(0) + l_687;
buffer_5_global[l_688] = l_mut_572;
let l_689 = l_mut_193 * u32(5);
let l_690 = l_689 + u32(0);
let l_691 = u32(0) + l_690;
buffer_6_global[l_691] = l_mut_633;
let l_692 = vec4<f32>(f32(0.0));
l_mut_633 = l_692;
l_mut_573 = l_mut_633;
let l_693 = vec4<f32>(f32(0.0));
l_mut_633 = l_693;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_694 = info.scalars_u32[36] + u32(4);
let l_695 = u32(0) + l_694;
let l_696 = buffer_7_global[l_695];
let l_697 = l_570 - l_696;
let l_698 = info.scalars_u32[37] + u32(4);
let l_699 = u32(0) + l_698;
let l_700 = buffer_7_global[l_699];
let l_701 = l_700 * l_697;
let l_702 = l_701 * l_697;
let l_703 = exp(l_702);
l_mut_610 = l_703;
let l_704 = l_mut_610 * f32(2.0);
let l_705 = l_704 * l_700;
let l_706 = l_705 * l_697;
l_mut_374 = l_706;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_707 = info.scalars_u32[36] + u32(5);
let l_708 = u32(0) + l_707;
let l_709 = buffer_7_global[l_708];
let l_710 = l_570 - l_709;
let l_711 = info.scalars_u32[37] + u32(5);
let l_712 = u32(0) + l_711;
let l_713 = buffer_7_global[l_712];
let l_714 = l_713 * l_710;
let l_715 = l_714 * l_710;
let l_716 = exp(l_715);
l_mut_610 = l_716;
let l_717 = l_mut_610 * f32(2.0);
let l_718 = l_717 * l_713;
let l_719 = l_718 * l_710;
l_mut_374 = l_719;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_720 = info.scalars_u32[36] + u32(6);
let l_721 = u32(0) + l_720;
let l_722 = buffer_7_global[l_721];
let l_723 = l_570 - l_722;
let l_724 = info.scalars_u32[37] + u32(6);
let l_725 = u32(0) + l_724;
let l_726 = buffer_7_global[l_725];
let l_727 = l_726 * l_723;
let l_728 = l_727 * l_723;
let l_729 = exp(l_728);
l_mut_610 = l_729;
let l_730 = l_mut_610 * f32(2.0);
let l_731 = l_730 * l_726;
let l_732 = l_731 * l_723;
l_mut_374 = l_732;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_733 = info.scalars_u32[36] + u32(7);
let l_734 = u32(0) + l_733;
let l_735 = buffer_7_global[l_734];
let l_736 = l_570 - l_735;
let l_737 = info.scalars_u32[37] + u32(7);
let l_738 = u32(0) + l_737;
let l_739 = buffer_7_global[l_738];
let l_740 = l_739 * l_736;
let l_741 = l_740 * l_736;
let l_742 = exp(l_741);
l_mut_610 = l_742;
let l_743 = l_mut_610 * f32(2.0);
let l_744 = l_743 * l_739;
let l_745 = l_744 * l_736;
l_mut_374 = l_745;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_746 = l_mut_193 * u32(5);
let l_747 = l_746 + u32(1);
let l_748 = u32(0) + l_747;
buffer_5_global[l_748] = l_mut_573;
let l_749 = l_mut_193 * u32(5);
let l_750 = l_749 + u32(1);
let l_751 = u32(0) + l_750;
buffer_6_global[l_751] = l_mut_572;
let l_752 = vec4<f32>(f32(0.0));
l_mut_633 = l_752;
l_mut_573 = l_mut_633;
let l_753 = vec4<f32>(f32(0.0));
l_mut_633 = l_753;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_754 = info.scalars_u32[36] + u32(8);
let l_755 = u32(0) + l_754;
let l_756 = buffer_7_global[l_755];
let l_757 = l_570 - l_756;
let l_758 = info.scalars_u32[37] + u32(8);
let l_759 = u32(0) + l_758;
let l_760 = buffer_7_global[l_759];
let l_761 = l_760 * l_757;
let l_762 = l_761 * l_757;
let l_763 = exp(l_762);
l_mut_610 = l_763;
let l_764 = l_mut_610 * f32(2.0);
let l_765 = l_764 * l_760;
let l_766 = l_765 * l_757;
l_mut_374 = l_766;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_767 = info.scalars_u32[36] + u32(9);
let l_768 = u32(0) + l_767;
let l_769 = buffer_7_global[l_768];
let l_770 = l_570 - l_769;
let l_771 = info.scalars_u32[37] + u32(9);
let l_772 = u32(0) + l_771;
let l_773 = buffer_7_global[l_772];
let l_774 = l_773 * l_770;
let l_775 = l_774 * l_770;
let l_776 = exp(l_775);
l_mut_610 = l_776;
let l_777 = l_mut_610 * f32(2.0);
let l_778 = l_777 * l_773;
let l_779 = l_778 * l_770;
l_mut_374 = l_779;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_780 = info.scalars_u32[36] + u32(10);
let l_781 = u32(0) + l_780;
let l_782 = buffer_7_global[l_781];
let l_783 = l_570 - l_782;
let l_784 = info.scalars_u32[37] + u32(10);
let l_785 = u32(0) + l_784;
let l_786 = buffer_7_global[l_785];
let l_787 = l_786 * l_783;
let l_788 = l_787 * l_783;
let l_789 = exp(l_788);
l_mut_610 = l_789;
let l_790 = l_mut_610 * f32(2.0);
let l_791 = l_790 * l_786;
let l_792 = l_791 * l_783;
l_mut_374 = l_792;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_793 = info.scalars_u32[36] + u32(11);
let l_794 = u32(0) + l_793;
let l_795 = buffer_7_global[l_794];
let l_796 = l_570 - l_795;
let l_797 = info.scalars_u32[37] + u32(11);
let l_798 = u32(0) + l_797;
let l_799 = buffer_7_global[l_798];
let l_800 = l_799 * l_796;
let l_801 = l_800 * l_796;
let l_802 = exp(l_801);
l_mut_610 = l_802;
let l_803 = l_mut_610 * f32(2.0);
let l_804 = l_803 * l_799;
let l_805 = l_804 * l_796;
l_mut_374 = l_805;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_806 = l_mut_193 * u32(5);
let l_807 = l_806 + u32(2);
let l_808 = u32(0) + l_807;
buffer_5_global[l_808] = l_mut_573;
let l_809 = l_mut_193 * u32(5);
let l_810 = l_809 + u32(2);
let l_811 = u32(0) + l_810;
buffer_6_global[l_811] = l_mut_572;
let l_812 = vec4<f32>(f32(0.0));
l_mut_633 = l_812;
l_mut_573 = l_mut_633;
let l_813 = vec4<f32>(f32(0.0));
l_mut_633 = l_813;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_814 = info.scalars_u32[36] + u32(12);
let l_815 = u32(0) + l_814;
let l_816 = buffer_7_global[l_815];
let l_817 = l_570 - l_816;
let l_818 = info.scalars_u32[37] + u32(12);
let l_819 = u32(0) + l_818;
let l_820 = buffer_7_global[l_819];
let l_821 = l_820 * l_817;
let l_822 = l_821 * l_817;
let l_823 = exp(l_822);
l_mut_610 = l_823;
let l_824 = l_mut_610 * f32(2.0);
let l_825 = l_824 * l_820;
let l_826 = l_825 * l_817;
l_mut_374 = l_826;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_827 = info.scalars_u32[36] + u32(13);
let l_828 = u32(0) + l_827;
let l_829 = buffer_7_global[l_828];
let l_830 = l_570 - l_829;
let l_831 = info.scalars_u32[37] + u32(13);
let l_832 = u32(0) + l_831;
let l_833 = buffer_7_global[l_832];
let l_834 = l_833 * l_830;
let l_835 = l_834 * l_830;
let l_836 = exp(l_835);
l_mut_610 = l_836;
let l_837 = l_mut_610 * f32(2.0);
let l_838 = l_837 * l_833;
let l_839 = l_838 * l_830;
l_mut_374 = l_839;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_840 = info.scalars_u32[36] + u32(14);
let l_841 = u32(0) + l_840;
let l_842 = buffer_7_global[l_841];
let l_843 = l_570 - l_842;
let l_844 = info.scalars_u32[37] + u32(14);
let l_845 = u32(0) + l_844;
let l_846 = buffer_7_global[l_845];
let l_847 = l_846 * l_843;
let l_848 = l_847 * l_843;
let l_849 = exp(l_848);
l_mut_610 = l_849;
let l_850 = l_mut_610 * f32(2.0);
let l_851 = l_850 * l_846;
let l_852 = l_851 * l_843;
l_mut_374 = l_852;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_853 = info.scalars_u32[36] + u32(15);
let l_854 = u32(0) + l_853;
let l_855 = buffer_7_global[l_854];
let l_856 = l_570 - l_855;
let l_857 = info.scalars_u32[37] + u32(15);
let l_858 = u32(0) + l_857;
let l_859 = buffer_7_global[l_858];
let l_860 = l_859 * l_856;
let l_861 = l_860 * l_856;
let l_862 = exp(l_861);
l_mut_610 = l_862;
let l_863 = l_mut_610 * f32(2.0);
let l_864 = l_863 * l_859;
let l_865 = l_864 * l_856;
l_mut_374 = l_865;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_866 = l_mut_193 * u32(5);
let l_867 = l_866 + u32(3);
let l_868 = u32(0) + l_867;
buffer_5_global[l_868] = l_mut_573;
let l_869 = l_mut_193 * u32(5);
let l_870 = l_869 + u32(3);
let l_871 = u32(0) + l_870;
buffer_6_global[l_871] = l_mut_572;
let l_872 = vec4<f32>(f32(0.0));
l_mut_633 = l_872;
l_mut_573 = l_mut_633;
let l_873 = vec4<f32>(f32(0.0));
l_mut_633 = l_873;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_874 = info.scalars_u32[36] + u32(16);
let l_875 = u32(0) + l_874;
let l_876 = buffer_7_global[l_875];
let l_877 = l_570 - l_876;
let l_878 = info.scalars_u32[37] + u32(16);
let l_879 = u32(0) + l_878;
let l_880 = buffer_7_global[l_879];
let l_881 = l_880 * l_877;
let l_882 = l_881 * l_877;
let l_883 = exp(l_882);
l_mut_610 = l_883;
let l_884 = l_mut_610 * f32(2.0);
let l_885 = l_884 * l_880;
let l_886 = l_885 * l_877;
l_mut_374 = l_886;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_887 = info.scalars_u32[36] + u32(17);
let l_888 = u32(0) + l_887;
let l_889 = buffer_7_global[l_888];
let l_890 = l_570 - l_889;
let l_891 = info.scalars_u32[37] + u32(17);
let l_892 = u32(0) + l_891;
let l_893 = buffer_7_global[l_892];
let l_894 = l_893 * l_890;
let l_895 = l_894 * l_890;
let l_896 = exp(l_895);
l_mut_610 = l_896;
let l_897 = l_mut_610 * f32(2.0);
let l_898 = l_897 * l_893;
let l_899 = l_898 * l_890;
l_mut_374 = l_899;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_900 = info.scalars_u32[36] + u32(18);
let l_901 = u32(0) + l_900;
let l_902 = buffer_7_global[l_901];
let l_903 = l_570 - l_902;
let l_904 = info.scalars_u32[37] + u32(18);
let l_905 = u32(0) + l_904;
let l_906 = buffer_7_global[l_905];
let l_907 = l_906 * l_903;
let l_908 = l_907 * l_903;
let l_909 = exp(l_908);
l_mut_610 = l_909;
let l_910 = l_mut_610 * f32(2.0);
let l_911 = l_910 * l_906;
let l_912 = l_911 * l_903;
l_mut_374 = l_912;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_913 = info.scalars_u32[36] + u32(19);
let l_914 = u32(0) + l_913;
let l_915 = buffer_7_global[l_914];
let l_916 = l_570 - l_915;
let l_917 = info.scalars_u32[37] + u32(19);
let l_918 = u32(0) + l_917;
let l_919 = buffer_7_global[l_918];
let l_920 = l_919 * l_916;
let l_921 = l_920 * l_916;
let l_922 = exp(l_921);
l_mut_610 = l_922;
let l_923 = l_mut_610 * f32(2.0);
let l_924 = l_923 * l_919;
let l_925 = l_924 * l_916;
l_mut_374 = l_925;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_926 = l_mut_193 * u32(5);
let l_927 = l_926 + u32(4);
let l_928 = u32(0) + l_927;
buffer_5_global[l_928] = l_mut_573;
let l_929 = l_mut_193 * u32(5);
let l_930 = l_929 + u32(4);
let l_931 = u32(0) + l_930;
buffer_6_global[l_931] = l_mut_572;
l_mut_193 = l_mut_193 + u32(512);
}
}
storageBarrier();
let l_933 = l_513 + u32(0);
let l_934 = l_933 < info.scalars_u32[35];
if l_934 {
let l_935 = local_idx % u32(128);
let l_936 = local_idx / u32(128);
let l_940 = info.scalars_u32[0] + u32(0);
let l_941 = l_940 + l_935;
let l_942 = u32(0) + l_941;
let l_943 = buffer_7_global[l_942];
a_937[u32(0)] = l_943;
let l_944 = info.scalars_u32[0] + u32(0);
let l_945 = l_944 + u32(128);
let l_946 = l_945 + l_935;
let l_947 = u32(0) + l_946;
let l_948 = buffer_7_global[l_947];
a_938[u32(0)] = l_948;
let l_949 = info.scalars_u32[0] + u32(384);
let l_950 = l_949 + l_935;
let l_951 = u32(0) + l_950;
let l_952 = buffer_7_global[l_951];
a_937[u32(1)] = l_952;
let l_953 = info.scalars_u32[0] + u32(384);
let l_954 = l_953 + u32(128);
let l_955 = l_954 + l_935;
let l_956 = u32(0) + l_955;
let l_957 = buffer_7_global[l_956];
a_938[u32(1)] = l_957;
let l_958 = info.scalars_u32[0] + u32(768);
let l_959 = l_958 + l_935;
let l_960 = u32(0) + l_959;
let l_961 = buffer_7_global[l_960];
a_937[u32(2)] = l_961;
let l_962 = info.scalars_u32[0] + u32(768);
let l_963 = l_962 + u32(128);
let l_964 = l_963 + l_935;
let l_965 = u32(0) + l_964;
let l_966 = buffer_7_global[l_965];
a_938[u32(2)] = l_966;
let l_967 = info.scalars_u32[0] + u32(1152);
let l_968 = l_967 + l_935;
let l_969 = u32(0) + l_968;
let l_970 = buffer_7_global[l_969];
a_937[u32(3)] = l_970;
let l_971 = info.scalars_u32[0] + u32(1152);
let l_972 = l_971 + u32(128);
let l_973 = l_972 + l_935;
let l_974 = u32(0) + l_973;
let l_975 = buffer_7_global[l_974];
a_938[u32(3)] = l_975;
let l_976 = info.scalars_u32[0] + u32(1536);
let l_977 = l_976 + l_935;
let l_978 = u32(0) + l_977;
let l_979 = buffer_7_global[l_978];
a_937[u32(4)] = l_979;
let l_980 = info.scalars_u32[0] + u32(1536);
let l_981 = l_980 + u32(128);
let l_982 = l_981 + l_935;
let l_983 = u32(0) + l_982;
let l_984 = buffer_7_global[l_983];
a_938[u32(4)] = l_984;
let l_985 = info.scalars_u32[0] + u32(1920);
let l_986 = l_985 + l_935;
let l_987 = u32(0) + l_986;
let l_988 = buffer_7_global[l_987];
a_937[u32(5)] = l_988;
let l_989 = info.scalars_u32[0] + u32(1920);
let l_990 = l_989 + u32(128);
let l_991 = l_990 + l_935;
let l_992 = u32(0) + l_991;
let l_993 = buffer_7_global[l_992];
a_938[u32(5)] = l_993;
let l_994 = info.scalars_u32[0] + u32(2304);
let l_995 = l_994 + l_935;
let l_996 = u32(0) + l_995;
let l_997 = buffer_7_global[l_996];
a_937[u32(6)] = l_997;
let l_998 = info.scalars_u32[0] + u32(2304);
let l_999 = l_998 + u32(128);
let l_1000 = l_999 + l_935;
let l_1001 = u32(0) + l_1000;
let l_1002 = buffer_7_global[l_1001];
a_938[u32(6)] = l_1002;
let l_1003 = info.scalars_u32[0] + u32(2688);
let l_1004 = l_1003 + l_935;
let l_1005 = u32(0) + l_1004;
let l_1006 = buffer_7_global[l_1005];
a_937[u32(7)] = l_1006;
let l_1007 = info.scalars_u32[0] + u32(2688);
let l_1008 = l_1007 + u32(128);
let l_1009 = l_1008 + l_935;
let l_1010 = u32(0) + l_1009;
let l_1011 = buffer_7_global[l_1010];
a_938[u32(7)] = l_1011;
let l_1012 = info.scalars_u32[0] + u32(3072);
let l_1013 = l_1012 + l_935;
let l_1014 = u32(0) + l_1013;
let l_1015 = buffer_7_global[l_1014];
a_937[u32(8)] = l_1015;
let l_1016 = info.scalars_u32[0] + u32(3072);
let l_1017 = l_1016 + u32(128);
let l_1018 = l_1017 + l_935;
let l_1019 = u32(0) + l_1018;
let l_1020 = buffer_7_global[l_1019];
a_938[u32(8)] = l_1020;
let l_1021 = info.scalars_u32[0] + u32(3456);
let l_1022 = l_1021 + l_935;
let l_1023 = u32(0) + l_1022;
let l_1024 = buffer_7_global[l_1023];
a_937[u32(9)] = l_1024;
let l_1025 = info.scalars_u32[0] + u32(3456);
let l_1026 = l_1025 + u32(128);
let l_1027 = l_1026 + l_935;
let l_1028 = u32(0) + l_1027;
let l_1029 = buffer_7_global[l_1028];
a_938[u32(9)] = l_1029;
let l_1030 = info.scalars_u32[0] + u32(3840);
let l_1031 = l_1030 + l_935;
let l_1032 = u32(0) + l_1031;
let l_1033 = buffer_7_global[l_1032];
a_937[u32(10)] = l_1033;
let l_1034 = info.scalars_u32[0] + u32(3840);
let l_1035 = l_1034 + u32(128);
let l_1036 = l_1035 + l_935;
let l_1037 = u32(0) + l_1036;
let l_1038 = buffer_7_global[l_1037];
a_938[u32(10)] = l_1038;
let l_1039 = info.scalars_u32[0] + u32(4224);
let l_1040 = l_1039 + l_935;
let l_1041 = u32(0) + l_1040;
let l_1042 = buffer_7_global[l_1041];
a_937[u32(11)] = l_1042;
let l_1043 = info.scalars_u32[0] + u32(4224);
let l_1044 = l_1043 + u32(128);
let l_1045 = l_1044 + l_935;
let l_1046 = u32(0) + l_1045;
let l_1047 = buffer_7_global[l_1046];
a_938[u32(11)] = l_1047;
let l_1048 = info.scalars_u32[0] + u32(4608);
let l_1049 = l_1048 + l_935;
let l_1050 = u32(0) + l_1049;
let l_1051 = buffer_7_global[l_1050];
a_937[u32(12)] = l_1051;
let l_1052 = info.scalars_u32[0] + u32(4608);
let l_1053 = l_1052 + u32(128);
let l_1054 = l_1053 + l_935;
let l_1055 = u32(0) + l_1054;
let l_1056 = buffer_7_global[l_1055];
a_938[u32(12)] = l_1056;
let l_1057 = info.scalars_u32[0] + u32(4992);
let l_1058 = l_1057 + l_935;
let l_1059 = u32(0) + l_1058;
let l_1060 = buffer_7_global[l_1059];
a_937[u32(13)] = l_1060;
let l_1061 = info.scalars_u32[0] + u32(4992);
let l_1062 = l_1061 + u32(128);
let l_1063 = l_1062 + l_935;
let l_1064 = u32(0) + l_1063;
let l_1065 = buffer_7_global[l_1064];
a_938[u32(13)] = l_1065;
let l_1066 = info.scalars_u32[0] + u32(5376);
let l_1067 = l_1066 + l_935;
let l_1068 = u32(0) + l_1067;
let l_1069 = buffer_7_global[l_1068];
a_937[u32(14)] = l_1069;
let l_1070 = info.scalars_u32[0] + u32(5376);
let l_1071 = l_1070 + u32(128);
let l_1072 = l_1071 + l_935;
let l_1073 = u32(0) + l_1072;
let l_1074 = buffer_7_global[l_1073];
a_938[u32(14)] = l_1074;
let l_1075 = info.scalars_u32[0] + u32(5760);
let l_1076 = l_1075 + l_935;
let l_1077 = u32(0) + l_1076;
let l_1078 = buffer_7_global[l_1077];
a_937[u32(15)] = l_1078;
let l_1079 = info.scalars_u32[0] + u32(5760);
let l_1080 = l_1079 + u32(128);
let l_1081 = l_1080 + l_935;
let l_1082 = u32(0) + l_1081;
let l_1083 = buffer_7_global[l_1082];
a_938[u32(15)] = l_1083;
let l_1084 = info.scalars_u32[0] + u32(6144);
let l_1085 = l_1084 + l_935;
let l_1086 = u32(0) + l_1085;
let l_1087 = buffer_7_global[l_1086];
a_937[u32(16)] = l_1087;
let l_1088 = info.scalars_u32[0] + u32(6144);
let l_1089 = l_1088 + u32(128);
let l_1090 = l_1089 + l_935;
let l_1091 = u32(0) + l_1090;
let l_1092 = buffer_7_global[l_1091];
a_938[u32(16)] = l_1092;
let l_1093 = info.scalars_u32[0] + u32(6528);
let l_1094 = l_1093 + l_935;
let l_1095 = u32(0) + l_1094;
let l_1096 = buffer_7_global[l_1095];
a_937[u32(17)] = l_1096;
let l_1097 = info.scalars_u32[0] + u32(6528);
let l_1098 = l_1097 + u32(128);
let l_1099 = l_1098 + l_935;
let l_1100 = u32(0) + l_1099;
let l_1101 = buffer_7_global[l_1100];
a_938[u32(17)] = l_1101;
let l_1102 = info.scalars_u32[0] + u32(6912);
let l_1103 = l_1102 + l_935;
let l_1104 = u32(0) + l_1103;
let l_1105 = buffer_7_global[l_1104];
a_937[u32(18)] = l_1105;
let l_1106 = info.scalars_u32[0] + u32(6912);
let l_1107 = l_1106 + u32(128);
let l_1108 = l_1107 + l_935;
let l_1109 = u32(0) + l_1108;
let l_1110 = buffer_7_global[l_1109];
a_938[u32(18)] = l_1110;
let l_1111 = info.scalars_u32[0] + u32(7296);
let l_1112 = l_1111 + l_935;
let l_1113 = u32(0) + l_1112;
let l_1114 = buffer_7_global[l_1113];
a_937[u32(19)] = l_1114;
let l_1115 = info.scalars_u32[0] + u32(7296);
let l_1116 = l_1115 + u32(128);
let l_1117 = l_1116 + l_935;
let l_1118 = u32(0) + l_1117;
let l_1119 = buffer_7_global[l_1118];
a_938[u32(19)] = l_1119;
a_939[u32(0)] = f32(0.0);
let l_1120 = info.scalars_u32[1] + l_935;
let l_1121 = u32(0) + l_1120;
let l_1122 = buffer_7_global[l_1121];
let l_1123 = info.scalars_u32[1] + u32(128);
let l_1124 = l_1123 + l_935;
let l_1125 = u32(0) + l_1124;
let l_1126 = buffer_7_global[l_1125];
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
l_mut_340 = f32(0.0);
l_mut_1127 = f32(0.0);
let l_1128 = u32(0) + l_933;
let l_1129 = buffer_0_global[l_1128];
let l_1130 = l_933 + u32(1);
let l_1131 = u32(0) + l_1130;
let l_1132 = buffer_0_global[l_1131];
let l_1134 = l_1132 - l_1129;
l_mut_193 = l_1134;
l_mut_1135 = bool(true);
l_mut_158 = u32(4294967295);
let l_1137 = l_1132 - l_1129;
let l_1138 = l_1137 <= u32(512);
if l_1138 {
let l_1139 = l_1129 + local_idx;
l_mut_157 = u32(0);
let l_1140 = l_1139 < l_1132;
if l_1140 {
let l_1141 = l_1139 * u32(2);
let l_1142 = l_1141 + u32(1);
let l_1143 = u32(0) + l_1142;
let l_1144 = buffer_4_global[l_1143];
let l_1145 = l_1144[u32(0)];
let l_1146 = l_1145 != f32(0.0);
let l_1147 = l_1144[u32(1)];
let l_1148 = l_1147 != f32(0.0);
let l_1149 = l_1146 || l_1148;
if l_1149 {
l_mut_157 = u32(1);
}
}
shared_memory_1136[local_idx] = l_mut_157;
workgroupBarrier();
l_mut_52 = u32(1);
loop {
let l_1150 = l_mut_52 < u32(512);
let l_1151 = !l_1150;
if l_1151 {
break;
}
let l_1152 = shared_memory_1136[local_idx];
l_mut_51 = l_1152;
let l_1153 = local_idx >= l_mut_52;
if l_1153 {
let l_1154 = local_idx - l_mut_52;
let l_1155 = shared_memory_1136[l_1154];
l_mut_51 = l_mut_51 + l_1155;
}
workgroupBarrier();
shared_memory_1136[local_idx] = l_mut_51;
workgroupBarrier();
l_mut_52 = l_mut_52 * u32(2);
}
let l_1156 = l_mut_157 == u32(1);
if l_1156 {
let l_1157 = shared_memory_1136[local_idx];
let l_1158 = l_1157 - u32(1);
shared_memory_1133[l_1158] = l_1139;
}
let l_1159 = shared_memory_1136[u32(511)];
l_mut_158 = l_1159;
workgroupBarrier();
}
let l_1160 = l_mut_158 != u32(4294967295);
if l_1160 {
l_mut_193 = l_mut_158;
l_mut_1135 = bool(false);
}
l_mut_158 = l_936;
loop {
let l_1161 = l_mut_158 + u32(4);
let l_1162 = l_1161 < l_mut_193;
let l_1163 = !l_1162;
if l_1163 {
break;
}
let l_1164 = l_1129 + l_mut_158;
l_mut_157 = l_1164;
let l_1165 = !l_mut_1135;
if l_1165 {
let l_1166 = shared_memory_1133[l_mut_158];
l_mut_157 = l_1166;
}
let l_1167 = l_mut_158 + u32(4);
let l_1168 = l_1129 + l_1167;
l_mut_52 = l_1168;
let l_1169 = !l_mut_1135;
if l_1169 {
let l_1170 = shared_memory_1133[l_1167];
l_mut_52 = l_1170;
}
l_mut_1171 = l_1122;
l_mut_1172 = l_1126;
l_mut_1173 = l_mut_610;
let l_1174 = l_mut_157 * u32(5);
let l_1175 = l_1174 + u32(0);
let l_1176 = u32(0) + l_1175;
let l_1177 = buffer_5_global[l_1176];
let l_1178 = l_1177[u32(0)];
let l_1179 = a_937[u32(0)];
let l_1180 = l_1179 * l_1178;
l_mut_1171 = l_mut_1171 + l_1180;
let l_1181 = a_938[u32(0)];
let l_1182 = l_1181 * l_1178;
l_mut_1172 = l_mut_1172 + l_1182;
let l_1183 = l_1177[u32(1)];
let l_1184 = a_937[u32(1)];
let l_1185 = l_1184 * l_1183;
l_mut_1171 = l_mut_1171 + l_1185;
let l_1186 = a_938[u32(1)];
let l_1187 = l_1186 * l_1183;
l_mut_1172 = l_mut_1172 + l_1187;
let l_1188 = l_1177[u32(2)];
let l_1189 = a_937[u32(2)];
let l_1190 = l_1189 * l_1188;
l_mut_1171 = l_mut_1171 + l_1190;
let l_1191 = a_938[u32(2)];
let l_1192 = l_1191 * l_1188;
l_mut_1172 = l_mut_1172 + l_1192;
let l_1193 = l_1177[u32(3)];
let l_1194 = a_937[u32(3)];
let l_1195 = l_1194 * l_1193;
l_mut_1171 = l_mut_1171 + l_1195;
let l_1196 = a_938[u32(3)];
let l_1197 = l_1196 * l_1193;
l_mut_1172 = l_mut_1172 + l_1197;
let l_1198 = l_mut_157 * u32(5);
let l_1199 = l_1198 + u32(1);
let l_1200 = u32(0) + l_1199;
let l_1201 = buffer_5_global[l_1200];
let l_1202 = l_1201[u32(0)];
let l_1203 = a_937[u32(4)];
let l_1204 = l_1203 * l_1202;
l_mut_1171 = l_mut_1171 + l_1204;
let l_1205 = a_938[u32(4)];
let l_1206 = l_1205 * l_1202;
l_mut_1172 = l_mut_1172 + l_1206;
let l_1207 = l_1201[u32(1)];
let l_1208 = a_937[u32(5)];
let l_1209 = l_1208 * l_1207;
l_mut_1171 = l_mut_1171 + l_1209;
let l_1210 = a_938[u32(5)];
let l_1211 = l_1210 * l_1207;
l_mut_1172 = l_mut_1172 + l_1211;
let l_1212 = l_1201[u32(2)];
let l_1213 = a_937[u32(6)];
let l_1214 = l_1213 * l_1212;
l_mut_1171 = l_mut_1171 + l_1214;
let l_1215 = a_938[u32(6)];
let l_1216 = l_1215 * l_1212;
l_mut_1172 = l_mut_1172 + l_1216;
let l_1217 = l_1201[u32(3)];
let l_1218 = a_937[u32(7)];
let l_1219 = l_1218 * l_1217;
l_mut_1171 = l_mut_1171 + l_1219;
let l_1220 = a_938[u32(7)];
let l_1221 = l_1220 * l_1217;
l_mut_1172 = l_mut_1172 + l_1221;
let l_1222 = l_mut_157 * u32(5);
let l_1223 = l_1222 + u32(2);
let l_1224 = u32(0) + l_1223;
let l_1225 = buffer_5_global[l_1224];
let l_1226 = l_1225[u32(0)];
let l_1227 = a_937[u32(8)];
let l_1228 = l_1227 * l_1226;
l_mut_1171 = l_mut_1171 + l_1228;
let l_1229 = a_938[u32(8)];
let l_1230 = l_1229 * l_1226;
l_mut_1172 = l_mut_1172 + l_1230;
let l_1231 = l_1225[u32(1)];
let l_1232 = a_937[u32(9)];
let l_1233 = l_1232 * l_1231;
l_mut_1171 = l_mut_1171 + l_1233;
let l_1234 = a_938[u32(9)];
let l_1235 = l_1234 * l_1231;
l_mut_1172 = l_mut_1172 + l_1235;
let l_1236 = l_1225[u32(2)];
let l_1237 = a_937[u32(10)];
let l_1238 = l_1237 * l_1236;
l_mut_1171 = l_mut_1171 + l_1238;
let l_1239 = a_938[u32(10)];
let l_1240 = l_1239 * l_1236;
l_mut_1172 = l_mut_1172 + l_1240;
let l_1241 = l_1225[u32(3)];
let l_1242 = a_937[u32(11)];
let l_1243 = l_1242 * l_1241;
l_mut_1171 = l_mut_1171 + l_1243;
let l_1244 = a_938[u32(11)];
let l_1245 = l_1244 * l_1241;
l_mut_1172 = l_mut_1172 + l_1245;
let l_1246 = l_mut_157 * u32(5);
let l_1247 = l_1246 + u32(3);
let l_1248 = u32(0) + l_1247;
let l_1249 = buffer_5_global[l_1248];
let l_1250 = l_1249[u32(0)];
let l_1251 = a_937[u32(12)];
let l_1252 = l_1251 * l_1250;
l_mut_1171 = l_mut_1171 + l_1252;
let l_1253 = a_938[u32(12)];
let l_1254 = l_1253 * l_1250;
l_mut_1172 = l_mut_1172 + l_1254;
let l_1255 = l_1249[u32(1)];
let l_1256 = a_937[u32(13)];
let l_1257 = l_1256 * l_1255;
l_mut_1171 = l_mut_1171 + l_1257;
let l_1258 = a_938[u32(13)];
let l_1259 = l_1258 * l_1255;
l_mut_1172 = l_mut_1172 + l_1259;
let l_1260 = l_1249[u32(2)];
let l_1261 = a_937[u32(14)];
let l_1262 = l_1261 * l_1260;
l_mut_1171 = l_mut_1171 + l_1262;
let l_1263 = a_938[u32(14)];
let l_1264 = l_1263 * l_1260;
l_mut_1172 = l_mut_1172 + l_1264;
let l_1265 = l_1249[u32(3)];
let l_1266 = a_937[u32(15)];
let l_1267 = l_1266 * l_1265;
l_mut_1171 = l_mut_1171 + l_1267;
let l_1268 = a_938[u32(15)];
let l_1269 = l_1268 * l_1265;
l_mut_1172 = l_mut_1172 + l_1269;
let l_1270 = l_mut_157 * u32(5);
let l_1271 = l_1270 + u32(4);
let l_1272 = u32(0) + l_1271;
let l_1273 = buffer_5_global[l_1272];
let l_1274 = l_1273[u32(0)];
let l_1275 = a_937[u32(16)];
let l_1276 = l_1275 * l_1274;
l_mut_1171 = l_mut_1171 + l_1276;
let l_1277 = a_938[u32(16)];
let l_1278 = l_1277 * l_1274;
l_mut_1172 = l_mut_1172 + l_1278;
let l_1279 = l_1273[u32(1)];
let l_1280 = a_937[u32(17)];
let l_1281 = l_1280 * l_1279;
l_mut_1171 = l_mut_1171 + l_1281;
let l_1282 = a_938[u32(17)];
let l_1283 = l_1282 * l_1279;
l_mut_1172 = l_mut_1172 + l_1283;
let l_1284 = l_1273[u32(2)];
let l_1285 = a_937[u32(18)];
let l_1286 = l_1285 * l_1284;
l_mut_1171 = l_mut_1171 + l_1286;
let l_1287 = a_938[u32(18)];
let l_1288 = l_1287 * l_1284;
l_mut_1172 = l_mut_1172 + l_1288;
let l_1289 = l_1273[u32(3)];
let l_1290 = a_937[u32(19)];
let l_1291 = l_1290 * l_1289;
l_mut_1171 = l_mut_1171 + l_1291;
let l_1292 = a_938[u32(19)];
let l_1293 = l_1292 * l_1289;
l_mut_1172 = l_mut_1172 + l_1293;
l_mut_1294 = l_1122;
l_mut_1295 = l_1126;
l_mut_1296 = l_mut_610;
let l_1297 = l_mut_52 * u32(5);
let l_1298 = l_1297 + u32(0);
let l_1299 = u32(0) + l_1298;
let l_1300 = buffer_5_global[l_1299];
let l_1301 = l_1300[u32(0)];
let l_1302 = a_937[u32(0)];
let l_1303 = l_1302 * l_1301;
l_mut_1294 = l_mut_1294 + l_1303;
let l_1304 = a_938[u32(0)];
let l_1305 = l_1304 * l_1301;
l_mut_1295 = l_mut_1295 + l_1305;
let l_1306 = l_1300[u32(1)];
let l_1307 = a_937[u32(1)];
let l_1308 = l_1307 * l_1306;
l_mut_1294 = l_mut_1294 + l_1308;
let l_1309 = a_938[u32(1)];
let l_1310 = l_1309 * l_1306;
l_mut_1295 = l_mut_1295 + l_1310;
let l_1311 = l_1300[u32(2)];
let l_1312 = a_937[u32(2)];
let l_1313 = l_1312 * l_1311;
l_mut_1294 = l_mut_1294 + l_1313;
let l_1314 = a_938[u32(2)];
let l_1315 = l_1314 * l_1311;
l_mut_1295 = l_mut_1295 + l_1315;
let l_1316 = l_1300[u32(3)];
let l_1317 = a_937[u32(3)];
let l_1318 = l_1317 * l_1316;
l_mut_1294 = l_mut_1294 + l_1318;
let l_1319 = a_938[u32(3)];
let l_1320 = l_1319 * l_1316;
l_mut_1295 = l_mut_1295 + l_1320;
let l_1321 = l_mut_52 * u32(5);
let l_1322 = l_1321 + u32(1);
let l_1323 = u32(0) + l_1322;
let l_1324 = buffer_5_global[l_1323];
let l_1325 = l_1324[u32(0)];
let l_1326 = a_937[u32(4)];
let l_1327 = l_1326 * l_1325;
l_mut_1294 = l_mut_1294 + l_1327;
let l_1328 = a_938[u32(4)];
let l_1329 = l_1328 * l_1325;
l_mut_1295 = l_mut_1295 + l_1329;
let l_1330 = l_1324[u32(1)];
let l_1331 = a_937[u32(5)];
let l_1332 = l_1331 * l_1330;
l_mut_1294 = l_mut_1294 + l_1332;
let l_1333 = a_938[u32(5)];
let l_1334 = l_1333 * l_1330;
l_mut_1295 = l_mut_1295 + l_1334;
let l_1335 = l_1324[u32(2)];
let l_1336 = a_937[u32(6)];
let l_1337 = l_1336 * l_1335;
l_mut_1294 = l_mut_1294 + l_1337;
let l_1338 = a_938[u32(6)];
let l_1339 = l_1338 * l_1335;
l_mut_1295 = l_mut_1295 + l_1339;
let l_1340 = l_1324[u32(3)];
let l_1341 = a_937[u32(7)];
let l_1342 = l_1341 * l_1340;
l_mut_1294 = l_mut_1294 + l_1342;
let l_1343 = a_938[u32(7)];
let l_1344 = l_1343 * l_1340;
l_mut_1295 = l_mut_1295 + l_1344;
let l_1345 = l_mut_52 * u32(5);
let l_1346 = l_1345 + u32(2);
let l_1347 = u32(0) + l_1346;
let l_1348 = buffer_5_global[l_1347];
let l_1349 = l_1348[u32(0)];
let l_1350 = a_937[u32(8)];
let l_1351 = l_1350 * l_1349;
l_mut_1294 = l_mut_1294 + l_1351;
let l_1352 = a_938[u32(8)];
let l_1353 = l_1352 * l_1349;
l_mut_1295 = l_mut_1295 + l_1353;
let l_1354 = l_1348[u32(1)];
let l_1355 = a_937[u32(9)];
let l_1356 = l_1355 * l_1354;
l_mut_1294 = l_mut_1294 + l_1356;
let l_1357 = a_938[u32(9)];
let l_1358 = l_1357 * l_1354;
l_mut_1295 = l_mut_1295 + l_1358;
let l_1359 = l_1348[u32(2)];
let l_1360 = a_937[u32(10)];
let l_1361 = l_1360 * l_1359;
l_mut_1294 = l_mut_1294 + l_1361;
let l_1362 = a_938[u32(10)];
let l_1363 = l_1362 * l_1359;
l_mut_1295 = l_mut_1295 + l_1363;
let l_1364 = l_1348[u32(3)];
let l_1365 = a_937[u32(11)];
let l_1366 = l_1365 * l_1364;
l_mut_1294 = l_mut_1294 + l_1366;
let l_1367 = a_938[u32(11)];
let l_1368 = l_1367 * l_1364;
l_mut_1295 = l_mut_1295 + l_1368;
let l_1369 = l_mut_52 * u32(5);
let l_1370 = l_1369 + u32(3);
let l_1371 = u32(0) + l_1370;
let l_1372 = buffer_5_global[l_1371];
let l_1373 = l_1372[u32(0)];
let l_1374 = a_937[u32(12)];
let l_1375 = l_1374 * l_1373;
l_mut_1294 = l_mut_1294 + l_1375;
let l_1376 = a_938[u32(12)];
let l_1377 = l_1376 * l_1373;
l_mut_1295 = l_mut_1295 + l_1377;
let l_1378 = l_1372[u32(1)];
let l_1379 = a_937[u32(13)];
let l_1380 = l_1379 * l_1378;
l_mut_1294 = l_mut_1294 + l_1380;
let l_1381 = a_938[u32(13)];
let l_1382 = l_1381 * l_1378;
l_mut_1295 = l_mut_1295 + l_1382;
let l_1383 = l_1372[u32(2)];
let l_1384 = a_937[u32(14)];
let l_1385 = l_1384 * l_1383;
l_mut_1294 = l_mut_1294 + l_1385;
let l_1386 = a_938[u32(14)];
let l_1387 = l_1386 * l_1383;
l_mut_1295 = l_mut_1295 + l_1387;
let l_1388 = l_1372[u32(3)];
let l_1389 = a_937[u32(15)];
let l_1390 = l_1389 * l_1388;
l_mut_1294 = l_mut_1294 + l_1390;
let l_1391 = a_938[u32(15)];
let l_1392 = l_1391 * l_1388;
l_mut_1295 = l_mut_1295 + l_1392;
let l_1393 = l_mut_52 * u32(5);
let l_1394 = l_1393 + u32(4);
let l_1395 = u32(0) + l_1394;
let l_1396 = buffer_5_global[l_1395];
let l_1397 = l_1396[u32(0)];
let l_1398 = a_937[u32(16)];
let l_1399 = l_1398 * l_1397;
l_mut_1294 = l_mut_1294 + l_1399;
let l_1400 = a_938[u32(16)];
let l_1401 = l_1400 * l_1397;
l_mut_1295 = l_mut_1295 + l_1401;
let l_1402 = l_1396[u32(1)];
let l_1403 = a_937[u32(17)];
let l_1404 = l_1403 * l_1402;
l_mut_1294 = l_mut_1294 + l_1404;
let l_1405 = a_938[u32(17)];
let l_1406 = l_1405 * l_1402;
l_mut_1295 = l_mut_1295 + l_1406;
let l_1407 = l_1396[u32(2)];
let l_1408 = a_937[u32(18)];
let l_1409 = l_1408 * l_1407;
l_mut_1294 = l_mut_1294 + l_1409;
let l_1410 = a_938[u32(18)];
let l_1411 = l_1410 * l_1407;
l_mut_1295 = l_mut_1295 + l_1411;
let l_1412 = l_1396[u32(3)];
let l_1413 = a_937[u32(19)];
let l_1414 = l_1413 * l_1412;
l_mut_1294 = l_mut_1294 + l_1414;
let l_1415 = a_938[u32(19)];
let l_1416 = l_1415 * l_1412;
l_mut_1295 = l_mut_1295 + l_1416;
let l_1417 = l_mut_157 * u32(2);
let l_1418 = u32(0) + l_1417;
let l_1419 = buffer_4_global[l_1418];
let l_1420 = l_mut_157 * u32(2);
let l_1421 = l_1420 + u32(1);
let l_1422 = u32(0) + l_1421;
let l_1423 = buffer_4_global[l_1422];
let l_1424 = l_1423[u32(0)];
let l_1425 = l_mut_52 * u32(2);
let l_1426 = u32(0) + l_1425;
let l_1427 = buffer_4_global[l_1426];
let l_1428 = l_mut_52 * u32(2);
let l_1429 = l_1428 + u32(1);
let l_1430 = u32(0) + l_1429;
let l_1431 = buffer_4_global[l_1430];
let l_1432 = l_1431[u32(0)];
let l_1433 = u32(0) + l_mut_157;
let l_1434 = buffer_1_global[l_1433];
let l_1435 = l_1434 * u32(3);
let l_1436 = l_1435 * u32(128);
let l_1437 = l_1436 + l_935;
let l_1438 = u32(0) + l_1437;
let l_1439 = buffer_11_global[l_1438];
let l_1440 = l_1437 + u32(128);
let l_1441 = u32(0) + l_1440;
let l_1442 = buffer_11_global[l_1441];
l_mut_1443 = f32(0.0);
l_mut_1444 = f32(0.0);
l_mut_1445 = f32(0.0);
l_mut_1446 = f32(0.0);
let l_1447 = u32(0) + l_mut_52;
let l_1448 = buffer_1_global[l_1447];
let l_1449 = l_1448 * u32(3);
let l_1450 = l_1449 * u32(128);
let l_1451 = l_1450 + l_935;
let l_1452 = u32(0) + l_1451;
let l_1453 = buffer_11_global[l_1452];
let l_1454 = l_1451 + u32(128);
let l_1455 = u32(0) + l_1454;
let l_1456 = buffer_11_global[l_1455];
l_mut_1457 = f32(0.0);
l_mut_1458 = f32(0.0);
l_mut_1459 = f32(0.0);
l_mut_1460 = f32(0.0);
let l_1461 = l_mut_1171 * l_1424;
let l_1462 = l_1461 * l_1439;
let l_1463 = l_mut_374 + l_1462;
let l_1464 = l_mut_1172 * l_1424;
let l_1465 = l_1464 * l_1442;
l_mut_1466 = l_mut_357;
l_mut_1467 = l_mut_340;
l_mut_1468 = l_mut_1127;
let l_1469 = l_1419[u32(1)];
let l_1470 = l_1465 * l_1469;
l_mut_1466 = l_mut_1466 + l_1470;
let l_1471 = l_1419[u32(2)];
let l_1472 = l_1465 * l_1471;
l_mut_1467 = l_mut_1467 + l_1472;
let l_1473 = l_1419[u32(3)];
let l_1474 = l_1465 * l_1473;
l_mut_1468 = l_mut_1468 + l_1474;
let l_1475 = l_mut_1294 * l_1432;
let l_1476 = l_1475 * l_1453;
let l_1477 = l_1463 + l_1476;
let l_1478 = l_mut_1295 * l_1432;
let l_1479 = l_1478 * l_1456;
l_mut_1480 = l_mut_1466;
l_mut_1481 = l_mut_1467;
l_mut_1482 = l_mut_1468;
let l_1483 = l_1427[u32(1)];
let l_1484 = l_1479 * l_1483;
l_mut_1480 = l_mut_1480 + l_1484;
let l_1485 = l_1427[u32(2)];
let l_1486 = l_1479 * l_1485;
l_mut_1481 = l_mut_1481 + l_1486;
let l_1487 = l_1427[u32(3)];
let l_1488 = l_1479 * l_1487;
l_mut_1482 = l_mut_1482 + l_1488;
l_mut_374 = l_1477;
l_mut_357 = l_mut_1480;
l_mut_340 = l_mut_1481;
l_mut_1127 = l_mut_1482;
l_mut_158 = l_mut_158 + u32(8);
}
loop {
let l_1489 = l_mut_158 < l_mut_193;
let l_1490 = !l_1489;
if l_1490 {
break;
}
let l_1491 = l_1129 + l_mut_158;
l_mut_157 = l_1491;
let l_1492 = !l_mut_1135;
if l_1492 {
let l_1493 = shared_memory_1133[l_mut_158];
l_mut_157 = l_1493;
}
l_mut_1482 = l_1122;
l_mut_1481 = l_1126;
l_mut_1480 = l_mut_610;
let l_1494 = l_mut_157 * u32(5);
let l_1495 = l_1494 + u32(0);
let l_1496 = u32(0) + l_1495;
let l_1497 = buffer_5_global[l_1496];
let l_1498 = l_1497[u32(0)];
let l_1499 = a_937[u32(0)];
let l_1500 = l_1499 * l_1498;
l_mut_1482 = l_mut_1482 + l_1500;
let l_1501 = a_938[u32(0)];
let l_1502 = l_1501 * l_1498;
l_mut_1481 = l_mut_1481 + l_1502;
let l_1503 = l_1497[u32(1)];
let l_1504 = a_937[u32(1)];
let l_1505 = l_1504 * l_1503;
l_mut_1482 = l_mut_1482 + l_1505;
let l_1506 = a_938[u32(1)];
let l_1507 = l_1506 * l_1503;
l_mut_1481 = l_mut_1481 + l_1507;
let l_1508 = l_1497[u32(2)];
let l_1509 = a_937[u32(2)];
let l_1510 = l_1509 * l_1508;
l_mut_1482 = l_mut_1482 + l_1510;
let l_1511 = a_938[u32(2)];
let l_1512 = l_1511 * l_1508;
l_mut_1481 = l_mut_1481 + l_1512;
let l_1513 = l_1497[u32(3)];
let l_1514 = a_937[u32(3)];
let l_1515 = l_1514 * l_1513;
l_mut_1482 = l_mut_1482 + l_1515;
let l_1516 = a_938[u32(3)];
let l_1517 = l_1516 * l_1513;
l_mut_1481 = l_mut_1481 + l_1517;
let l_1518 = l_mut_157 * u32(5);
let l_1519 = l_1518 + u32(1);
let l_1520 = u32(0) + l_1519;
let l_1521 = buffer_5_global[l_1520];
let l_1522 = l_1521[u32(0)];
let l_1523 = a_937[u32(4)];
let l_1524 = l_1523 * l_1522;
l_mut_1482 = l_mut_1482 + l_1524;
let l_1525 = a_938[u32(4)];
let l_1526 = l_1525 * l_1522;
l_mut_1481 = l_mut_1481 + l_1526;
let l_1527 = l_1521[u32(1)];
let l_1528 = a_937[u32(5)];
let l_1529 = l_1528 * l_1527;
l_mut_1482 = l_mut_1482 + l_1529;
let l_1530 = a_938[u32(5)];
let l_1531 = l_1530 * l_1527;
l_mut_1481 = l_mut_1481 + l_1531;
let l_1532 = l_1521[u32(2)];
let l_1533 = a_937[u32(6)];
let l_1534 = l_1533 * l_1532;
l_mut_1482 = l_mut_1482 + l_1534;
let l_1535 = a_938[u32(6)];
let l_1536 = l_1535 * l_1532;
l_mut_1481 = l_mut_1481 + l_1536;
let l_1537 = l_1521[u32(3)];
let l_1538 = a_937[u32(7)];
let l_1539 = l_1538 * l_1537;
l_mut_1482 = l_mut_1482 + l_1539;
let l_1540 = a_938[u32(7)];
let l_1541 = l_1540 * l_1537;
l_mut_1481 = l_mut_1481 + l_1541;
let l_1542 = l_mut_157 * u32(5);
let l_1543 = l_1542 + u32(2);
let l_1544 = u32(0) + l_1543;
let l_1545 = buffer_5_global[l_1544];
let l_1546 = l_1545[u32(0)];
let l_1547 = a_937[u32(8)];
let l_1548 = l_1547 * l_1546;
l_mut_1482 = l_mut_1482 + l_1548;
let l_1549 = a_938[u32(8)];
let l_1550 = l_1549 * l_1546;
l_mut_1481 = l_mut_1481 + l_1550;
let l_1551 = l_1545[u32(1)];
let l_1552 = a_937[u32(9)];
let l_1553 = l_1552 * l_1551;
l_mut_1482 = l_mut_1482 + l_1553;
let l_1554 = a_938[u32(9)];
let l_1555 = l_1554 * l_1551;
l_mut_1481 = l_mut_1481 + l_1555;
let l_1556 = l_1545[u32(2)];
let l_1557 = a_937[u32(10)];
let l_1558 = l_1557 * l_1556;
l_mut_1482 = l_mut_1482 + l_1558;
let l_1559 = a_938[u32(10)];
let l_1560 = l_1559 * l_1556;
l_mut_1481 = l_mut_1481 + l_1560;
let l_1561 = l_1545[u32(3)];
let l_1562 = a_937[u32(11)];
let l_1563 = l_1562 * l_1561;
l_mut_1482 = l_mut_1482 + l_1563;
let l_1564 = a_938[u32(11)];
let l_1565 = l_1564 * l_1561;
l_mut_1481 = l_mut_1481 + l_1565;
let l_1566 = l_mut_157 * u32(5);
let l_1567 = l_1566 + u32(3);
let l_1568 = u32(0) + l_1567;
let l_1569 = buffer_5_global[l_1568];
let l_1570 = l_1569[u32(0)];
let l_1571 = a_937[u32(12)];
let l_1572 = l_1571 * l_1570;
l_mut_1482 = l_mut_1482 + l_1572;
let l_1573 = a_938[u32(12)];
let l_1574 = l_1573 * l_1570;
l_mut_1481 = l_mut_1481 + l_1574;
let l_1575 = l_1569[u32(1)];
let l_1576 = a_937[u32(13)];
let l_1577 = l_1576 * l_1575;
l_mut_1482 = l_mut_1482 + l_1577;
let l_1578 = a_938[u32(13)];
let l_1579 = l_1578 * l_1575;
l_mut_1481 = l_mut_1481 + l_1579;
let l_1580 = l_1569[u32(2)];
let l_1581 = a_937[u32(14)];
let l_1582 = l_1581 * l_1580;
l_mut_1482 = l_mut_1482 + l_1582;
let l_1583 = a_938[u32(14)];
let l_1584 = l_1583 * l_1580;
l_mut_1481 = l_mut_1481 + l_1584;
let l_1585 = l_1569[u32(3)];
let l_1586 = a_937[u32(15)];
let l_1587 = l_1586 * l_1585;
l_mut_1482 = l_mut_1482 + l_1587;
let l_1588 = a_938[u32(15)];
let l_1589 = l_1588 * l_1585;
l_mut_1481 = l_mut_1481 + l_1589;
let l_1590 = l_mut_157 * u32(5);
let l_1591 = l_1590 + u32(4);
let l_1592 = u32(0) + l_1591;
let l_1593 = buffer_5_global[l_1592];
let l_1594 = l_1593[u32(0)];
let l_1595 = a_937[u32(16)];
let l_1596 = l_1595 * l_1594;
l_mut_1482 = l_mut_1482 + l_1596;
let l_1597 = a_938[u32(16)];
let l_1598 = l_1597 * l_1594;
l_mut_1481 = l_mut_1481 + l_1598;
let l_1599 = l_1593[u32(1)];
let l_1600 = a_937[u32(17)];
let l_1601 = l_1600 * l_1599;
l_mut_1482 = l_mut_1482 + l_1601;
let l_1602 = a_938[u32(17)];
let l_1603 = l_1602 * l_1599;
l_mut_1481 = l_mut_1481 + l_1603;
let l_1604 = l_1593[u32(2)];
let l_1605 = a_937[u32(18)];
let l_1606 = l_1605 * l_1604;
l_mut_1482 = l_mut_1482 + l_1606;
let l_1607 = a_938[u32(18)];
let l_1608 = l_1607 * l_1604;
l_mut_1481 = l_mut_1481 + l_1608;
let l_1609 = l_1593[u32(3)];
let l_1610 = a_937[u32(19)];
let l_1611 = l_1610 * l_1609;
l_mut_1482 = l_mut_1482 + l_1611;
let l_1612 = a_938[u32(19)];
let l_1613 = l_1612 * l_1609;
l_mut_1481 = l_mut_1481 + l_1613;
let l_1614 = l_mut_157 * u32(2);
let l_1615 = u32(0) + l_1614;
let l_1616 = buffer_4_global[l_1615];
let l_1617 = l_mut_157 * u32(2);
let l_1618 = l_1617 + u32(1);
let l_1619 = u32(0) + l_1618;
let l_1620 = buffer_4_global[l_1619];
let l_1621 = l_1620[u32(0)];
let l_1622 = u32(0) + l_mut_157;
let l_1623 = buffer_1_global[l_1622];
let l_1624 = l_1623 * u32(3);
let l_1625 = l_1624 * u32(128);
let l_1626 = l_1625 + l_935;
let l_1627 = u32(0) + l_1626;
let l_1628 = buffer_11_global[l_1627];
let l_1629 = l_1626 + u32(128);
let l_1630 = u32(0) + l_1629;
let l_1631 = buffer_11_global[l_1630];
l_mut_1468 = f32(0.0);
l_mut_1467 = f32(0.0);
l_mut_1466 = f32(0.0);
l_mut_1460 = f32(0.0);
let l_1632 = l_mut_1482 * l_1621;
let l_1633 = l_1632 * l_1628;
let l_1634 = l_mut_374 + l_1633;
let l_1635 = l_mut_1481 * l_1621;
let l_1636 = l_1635 * l_1631;
l_mut_1459 = l_mut_357;
l_mut_1458 = l_mut_340;
l_mut_1457 = l_mut_1127;
let l_1637 = l_1616[u32(1)];
let l_1638 = l_1636 * l_1637;
l_mut_1459 = l_mut_1459 + l_1638;
let l_1639 = l_1616[u32(2)];
let l_1640 = l_1636 * l_1639;
l_mut_1458 = l_mut_1458 + l_1640;
let l_1641 = l_1616[u32(3)];
let l_1642 = l_1636 * l_1641;
l_mut_1457 = l_mut_1457 + l_1642;
l_mut_374 = l_1634;
l_mut_357 = l_mut_1459;
l_mut_340 = l_mut_1458;
l_mut_1127 = l_mut_1457;
l_mut_158 = l_mut_158 + u32(4);
}
let l_1644 = l_936 < u32(4);
if l_1644 {
let l_1645 = l_936 * u32(4);
let l_1646 = l_1645 * u32(128);
let l_1647 = l_1646 + l_935;
shared_memory_1643[l_1647] = l_mut_374;
let l_1648 = l_936 * u32(4);
let l_1649 = l_1648 + u32(1);
let l_1650 = l_1649 * u32(128);
let l_1651 = l_1650 + l_935;
shared_memory_1643[l_1651] = l_mut_357;
let l_1652 = l_936 * u32(4);
let l_1653 = l_1652 + u32(2);
let l_1654 = l_1653 * u32(128);
let l_1655 = l_1654 + l_935;
shared_memory_1643[l_1655] = l_mut_340;
let l_1656 = l_936 * u32(4);
let l_1657 = l_1656 + u32(3);
let l_1658 = l_1657 * u32(128);
let l_1659 = l_1658 + l_935;
shared_memory_1643[l_1659] = l_mut_1127;
}
workgroupBarrier();
let l_1660 = l_936 == u32(0);
if l_1660 {
let l_1661 = u32(512) + l_935;
let l_1662 = shared_memory_1643[l_1661];
l_mut_374 = l_mut_374 + l_1662;
let l_1663 = u32(640) + l_935;
let l_1664 = shared_memory_1643[l_1663];
l_mut_357 = l_mut_357 + l_1664;
let l_1665 = u32(768) + l_935;
let l_1666 = shared_memory_1643[l_1665];
l_mut_340 = l_mut_340 + l_1666;
let l_1667 = u32(896) + l_935;
let l_1668 = shared_memory_1643[l_1667];
l_mut_1127 = l_mut_1127 + l_1668;
let l_1669 = u32(1024) + l_935;
let l_1670 = shared_memory_1643[l_1669];
l_mut_374 = l_mut_374 + l_1670;
let l_1671 = u32(1152) + l_935;
let l_1672 = shared_memory_1643[l_1671];
l_mut_357 = l_mut_357 + l_1672;
let l_1673 = u32(1280) + l_935;
let l_1674 = shared_memory_1643[l_1673];
l_mut_340 = l_mut_340 + l_1674;
let l_1675 = u32(1408) + l_935;
let l_1676 = shared_memory_1643[l_1675];
l_mut_1127 = l_mut_1127 + l_1676;
let l_1677 = u32(1536) + l_935;
let l_1678 = shared_memory_1643[l_1677];
l_mut_374 = l_mut_374 + l_1678;
let l_1679 = u32(1664) + l_935;
let l_1680 = shared_memory_1643[l_1679];
l_mut_357 = l_mut_357 + l_1680;
let l_1681 = u32(1792) + l_935;
let l_1682 = shared_memory_1643[l_1681];
l_mut_340 = l_mut_340 + l_1682;
let l_1683 = u32(1920) + l_935;
let l_1684 = shared_memory_1643[l_1683];
l_mut_1127 = l_mut_1127 + l_1684;
}
workgroupBarrier();
let l_1685 = l_936 == u32(0);
if l_1685 {
let l_1686 = l_933 * u32(128);
let l_1687 = l_1686 + l_935;
let l_1688 = u32(0) + l_1687;
let l_1689 = buffer_12_global[l_1688];
let l_1690 = l_933 * u32(128);
let l_1691 = l_1690 + l_935;
let l_1692 = l_1689 + l_mut_374;
let l_1693 = info.scalars_u32[20] + l_1691;
buffer_14_global[l_1693] = l_1692;
let l_1694 = l_933 * u32(3);
let l_1695 = l_1694 * u32(128);
let l_1696 = l_1695 + l_935;
let l_1697 = info.scalars_u32[21] + l_1696;
buffer_14_global[l_1697] = l_mut_357;
let l_1698 = l_933 * u32(3);
let l_1699 = l_1698 * u32(128);
let l_1700 = l_1699 + u32(128);
let l_1701 = l_1700 + l_935;
let l_1702 = info.scalars_u32[21] + l_1701;
buffer_14_global[l_1702] = l_mut_340;
let l_1703 = l_933 * u32(3);
let l_1704 = l_1703 * u32(128);
let l_1705 = l_1704 + u32(256);
let l_1706 = l_1705 + l_935;
let l_1707 = info.scalars_u32[21] + l_1706;
buffer_14_global[l_1707] = l_mut_1127;
}
}
storageBarrier();
let l_1708 = u32(3) * info.scalars_u32[35];
let l_1709 = u32(3) * l_513;
l_mut_193 = local_idx;
loop {
let l_1711 = l_mut_193 < u32(384);
let l_1712 = !l_1711;
if l_1712 {
break;
}
let l_1713 = l_mut_193 / u32(128);
let l_1714 = l_1709 + l_1713;
let l_1715 = l_1714 < l_1708;
if l_1715 {
let l_1716 = l_1714 * u32(128);
let l_1717 = l_mut_193 % u32(128);
l_mut_158 = l_1717;
let l_1718 = l_1716 + l_mut_158;
let l_1719 = info.scalars_u32[21] + l_1718;
let l_1720 = buffer_14_global[l_1719];
shared_memory_1710[l_mut_193] = l_1720;
} else {
shared_memory_1710[l_mut_193] = f32(0.0);
}
l_mut_193 = l_mut_193 + u32(512);
}
workgroupBarrier();
let l_1721 = local_idx < u32(512);
if l_1721 {
let l_1722 = local_idx % u32(256);
let l_1723 = local_idx / u32(256);
a_1724[u32(0)] = f32(0.0);
a_1724[u32(1)] = f32(0.0);
a_1724[u32(2)] = f32(0.0);
let l_1725 = l_1723 * u32(64);
l_mut_193 = l_1725;
let l_1726 = l_mut_193 - l_1725;
let l_1727 = l_1726 * u32(256);
let l_1728 = info.scalars_u32[2] + l_1727;
l_mut_193 = l_1722;
l_mut_158 = l_1725;
loop {
let l_1729 = l_1725 + u32(64);
let l_1730 = l_mut_158 < l_1729;
let l_1731 = !l_1730;
if l_1731 {
break;
}
let l_1733 = l_mut_158 + u32(0);
let l_1734 = l_1733 * u32(256);
let l_1735 = l_1728 + l_1734;
let l_1736 = l_1735 + l_mut_193;
let l_1737 = u32(0) + l_1736;
let l_1738 = buffer_7_global[l_1737];
a_1732[u32(0)] = l_1738;
let l_1739 = l_mut_158 + u32(1);
let l_1740 = l_1739 * u32(256);
let l_1741 = l_1728 + l_1740;
let l_1742 = l_1741 + l_mut_193;
let l_1743 = u32(0) + l_1742;
let l_1744 = buffer_7_global[l_1743];
a_1732[u32(1)] = l_1744;
let l_1745 = l_mut_158 + u32(2);
let l_1746 = l_1745 * u32(256);
let l_1747 = l_1728 + l_1746;
let l_1748 = l_1747 + l_mut_193;
let l_1749 = u32(0) + l_1748;
let l_1750 = buffer_7_global[l_1749];
a_1732[u32(2)] = l_1750;
let l_1751 = l_mut_158 + u32(3);
let l_1752 = l_1751 * u32(256);
let l_1753 = l_1728 + l_1752;
let l_1754 = l_1753 + l_mut_193;
let l_1755 = u32(0) + l_1754;
let l_1756 = buffer_7_global[l_1755];
a_1732[u32(3)] = l_1756;
let l_1757 = l_mut_158 + u32(4);
let l_1758 = l_1757 * u32(256);
let l_1759 = l_1728 + l_1758;
let l_1760 = l_1759 + l_mut_193;
let l_1761 = u32(0) + l_1760;
let l_1762 = buffer_7_global[l_1761];
a_1732[u32(4)] = l_1762;
let l_1763 = l_mut_158 + u32(5);
let l_1764 = l_1763 * u32(256);
let l_1765 = l_1728 + l_1764;
let l_1766 = l_1765 + l_mut_193;
let l_1767 = u32(0) + l_1766;
let l_1768 = buffer_7_global[l_1767];
a_1732[u32(5)] = l_1768;
let l_1769 = l_mut_158 + u32(6);
let l_1770 = l_1769 * u32(256);
let l_1771 = l_1728 + l_1770;
let l_1772 = l_1771 + l_mut_193;
let l_1773 = u32(0) + l_1772;
let l_1774 = buffer_7_global[l_1773];
a_1732[u32(6)] = l_1774;
let l_1775 = l_mut_158 + u32(7);
let l_1776 = l_1775 * u32(256);
let l_1777 = l_1728 + l_1776;
let l_1778 = l_1777 + l_mut_193;
let l_1779 = u32(0) + l_1778;
let l_1780 = buffer_7_global[l_1779];
a_1732[u32(7)] = l_1780;
let l_1781 = u32(0) + l_mut_158;
let l_1782 = l_1781 + u32(0);
let l_1783 = shared_memory_1710[l_1782];
let l_1784 = a_1732[u32(0)];
let l_1785 = l_1783 * l_1784;
let l_1786 = a_1724[u32(0)];
let l_1787 = l_1786 + l_1785;
a_1724[u32(0)] = l_1787;
let l_1788 = u32(128) + l_mut_158;
let l_1789 = l_1788 + u32(0);
let l_1790 = shared_memory_1710[l_1789];
let l_1791 = a_1732[u32(0)];
let l_1792 = l_1790 * l_1791;
let l_1793 = a_1724[u32(1)];
let l_1794 = l_1793 + l_1792;
a_1724[u32(1)] = l_1794;
let l_1795 = u32(256) + l_mut_158;
let l_1796 = l_1795 + u32(0);
let l_1797 = shared_memory_1710[l_1796];
let l_1798 = a_1732[u32(0)];
let l_1799 = l_1797 * l_1798;
let l_1800 = a_1724[u32(2)];
let l_1801 = l_1800 + l_1799;
a_1724[u32(2)] = l_1801;
let l_1802 = u32(0) + l_mut_158;
let l_1803 = l_1802 + u32(1);
let l_1804 = shared_memory_1710[l_1803];
let l_1805 = a_1732[u32(1)];
let l_1806 = l_1804 * l_1805;
let l_1807 = a_1724[u32(0)];
let l_1808 = l_1807 + l_1806;
a_1724[u32(0)] = l_1808;
let l_1809 = u32(128) + l_mut_158;
let l_1810 = l_1809 + u32(1);
let l_1811 = shared_memory_1710[l_1810];
let l_1812 = a_1732[u32(1)];
let l_1813 = l_1811 * l_1812;
let l_1814 = a_1724[u32(1)];
let l_1815 = l_1814 + l_1813;
a_1724[u32(1)] = l_1815;
let l_1816 = u32(256) + l_mut_158;
let l_1817 = l_1816 + u32(1);
let l_1818 = shared_memory_1710[l_1817];
let l_1819 = a_1732[u32(1)];
let l_1820 = l_1818 * l_1819;
let l_1821 = a_1724[u32(2)];
let l_1822 = l_1821 + l_1820;
a_1724[u32(2)] = l_1822;
let l_1823 = u32(0) + l_mut_158;
let l_1824 = l_1823 + u32(2);
let l_1825 = shared_memory_1710[l_1824];
let l_1826 = a_1732[u32(2)];
let l_1827 = l_1825 * l_1826;
let l_1828 = a_1724[u32(0)];
let l_1829 = l_1828 + l_1827;
a_1724[u32(0)] = l_1829;
let l_1830 = u32(128) + l_mut_158;
let l_1831 = l_1830 + u32(2);
let l_1832 = shared_memory_1710[l_1831];
let l_1833 = a_1732[u32(2)];
let l_1834 = l_1832 * l_1833;
let l_1835 = a_1724[u32(1)];
let l_1836 = l_1835 + l_1834;
a_1724[u32(1)] = l_1836;
let l_1837 = u32(256) + l_mut_158;
let l_1838 = l_1837 + u32(2);
let l_1839 = shared_memory_1710[l_1838];
let l_1840 = a_1732[u32(2)];
let l_1841 = l_1839 * l_1840;
let l_1842 = a_1724[u32(2)];
let l_1843 = l_1842 + l_1841;
a_1724[u32(2)] = l_1843;
let l_1844 = u32(0) + l_mut_158;
let l_1845 = l_1844 + u32(3);
let l_1846 = shared_memory_1710[l_1845];
let l_1847 = a_1732[u32(3)];
let l_1848 = l_1846 * l_1847;
let l_1849 = a_1724[u32(0)];
let l_1850 = l_1849 + l_1848;
a_1724[u32(0)] = l_1850;
let l_1851 = u32(128) + l_mut_158;
let l_1852 = l_1851 + u32(3);
let l_1853 = shared_memory_1710[l_1852];
let l_1854 = a_1732[u32(3)];
let l_1855 = l_1853 * l_1854;
let l_1856 = a_1724[u32(1)];
let l_1857 = l_1856 + l_1855;
a_1724[u32(1)] = l_1857;
let l_1858 = u32(256) + l_mut_158;
let l_1859 = l_1858 + u32(3);
let l_1860 = shared_memory_1710[l_1859];
let l_1861 = a_1732[u32(3)];
let l_1862 = l_1860 * l_1861;
let l_1863 = a_1724[u32(2)];
let l_1864 = l_1863 + l_1862;
a_1724[u32(2)] = l_1864;
let l_1865 = u32(0) + l_mut_158;
let l_1866 = l_1865 + u32(4);
let l_1867 = shared_memory_1710[l_1866];
let l_1868 = a_1732[u32(4)];
let l_1869 = l_1867 * l_1868;
let l_1870 = a_1724[u32(0)];
let l_1871 = l_1870 + l_1869;
a_1724[u32(0)] = l_1871;
let l_1872 = u32(128) + l_mut_158;
let l_1873 = l_1872 + u32(4);
let l_1874 = shared_memory_1710[l_1873];
let l_1875 = a_1732[u32(4)];
let l_1876 = l_1874 * l_1875;
let l_1877 = a_1724[u32(1)];
let l_1878 = l_1877 + l_1876;
a_1724[u32(1)] = l_1878;
let l_1879 = u32(256) + l_mut_158;
let l_1880 = l_1879 + u32(4);
let l_1881 = shared_memory_1710[l_1880];
let l_1882 = a_1732[u32(4)];
let l_1883 = l_1881 * l_1882;
let l_1884 = a_1724[u32(2)];
let l_1885 = l_1884 + l_1883;
a_1724[u32(2)] = l_1885;
let l_1886 = u32(0) + l_mut_158;
let l_1887 = l_1886 + u32(5);
let l_1888 = shared_memory_1710[l_1887];
let l_1889 = a_1732[u32(5)];
let l_1890 = l_1888 * l_1889;
let l_1891 = a_1724[u32(0)];
let l_1892 = l_1891 + l_1890;
a_1724[u32(0)] = l_1892;
let l_1893 = u32(128) + l_mut_158;
let l_1894 = l_1893 + u32(5);
let l_1895 = shared_memory_1710[l_1894];
let l_1896 = a_1732[u32(5)];
let l_1897 = l_1895 * l_1896;
let l_1898 = a_1724[u32(1)];
let l_1899 = l_1898 + l_1897;
a_1724[u32(1)] = l_1899;
let l_1900 = u32(256) + l_mut_158;
let l_1901 = l_1900 + u32(5);
let l_1902 = shared_memory_1710[l_1901];
let l_1903 = a_1732[u32(5)];
let l_1904 = l_1902 * l_1903;
let l_1905 = a_1724[u32(2)];
let l_1906 = l_1905 + l_1904;
a_1724[u32(2)] = l_1906;
let l_1907 = u32(0) + l_mut_158;
let l_1908 = l_1907 + u32(6);
let l_1909 = shared_memory_1710[l_1908];
let l_1910 = a_1732[u32(6)];
let l_1911 = l_1909 * l_1910;
let l_1912 = a_1724[u32(0)];
let l_1913 = l_1912 + l_1911;
a_1724[u32(0)] = l_1913;
let l_1914 = u32(128) + l_mut_158;
let l_1915 = l_1914 + u32(6);
let l_1916 = shared_memory_1710[l_1915];
let l_1917 = a_1732[u32(6)];
let l_1918 = l_1916 * l_1917;
let l_1919 = a_1724[u32(1)];
let l_1920 = l_1919 + l_1918;
a_1724[u32(1)] = l_1920;
let l_1921 = u32(256) + l_mut_158;
let l_1922 = l_1921 + u32(6);
let l_1923 = shared_memory_1710[l_1922];
let l_1924 = a_1732[u32(6)];
let l_1925 = l_1923 * l_1924;
let l_1926 = a_1724[u32(2)];
let l_1927 = l_1926 + l_1925;
a_1724[u32(2)] = l_1927;
let l_1928 = u32(0) + l_mut_158;
let l_1929 = l_1928 + u32(7);
let l_1930 = shared_memory_1710[l_1929];
let l_1931 = a_1732[u32(7)];
let l_1932 = l_1930 * l_1931;
let l_1933 = a_1724[u32(0)];
let l_1934 = l_1933 + l_1932;
a_1724[u32(0)] = l_1934;
let l_1935 = u32(128) + l_mut_158;
let l_1936 = l_1935 + u32(7);
let l_1937 = shared_memory_1710[l_1936];
let l_1938 = a_1732[u32(7)];
let l_1939 = l_1937 * l_1938;
let l_1940 = a_1724[u32(1)];
let l_1941 = l_1940 + l_1939;
a_1724[u32(1)] = l_1941;
let l_1942 = u32(256) + l_mut_158;
let l_1943 = l_1942 + u32(7);
let l_1944 = shared_memory_1710[l_1943];
let l_1945 = a_1732[u32(7)];
let l_1946 = l_1944 * l_1945;
let l_1947 = a_1724[u32(2)];
let l_1948 = l_1947 + l_1946;
a_1724[u32(2)] = l_1948;
l_mut_158 = l_mut_158 + u32(8);
}
let l_1949 = l_1723 * u32(3);
let l_1950 = l_1949 + u32(0);
let l_1951 = l_1950 * u32(256);
let l_1952 = l_1951 + l_1722;
let l_1953 = a_1724[u32(0)];
shared_memory_932[l_1952] = l_1953;
let l_1954 = l_1723 * u32(3);
let l_1955 = l_1954 + u32(1);
let l_1956 = l_1955 * u32(256);
let l_1957 = l_1956 + l_1722;
let l_1958 = a_1724[u32(1)];
shared_memory_932[l_1957] = l_1958;
let l_1959 = l_1723 * u32(3);
let l_1960 = l_1959 + u32(2);
let l_1961 = l_1960 * u32(256);
let l_1962 = l_1961 + l_1722;
let l_1963 = a_1724[u32(2)];
shared_memory_932[l_1962] = l_1963;
}
workgroupBarrier();
l_mut_193 = local_idx;
loop {
let l_1964 = l_mut_193 < u32(256);
let l_1965 = !l_1964;
if l_1965 {
break;
}
l_mut_1482 = f32(0.0);
let l_1967 = info.scalars_u32[3] + l_mut_193;
let l_1968 = u32(0) + l_1967;
let l_1969 = buffer_7_global[l_1968];
l_mut_1482 = l_1969;
a_1966[u32(0)] = l_mut_1482;
a_1966[u32(1)] = l_mut_1482;
a_1966[u32(2)] = l_mut_1482;
let l_1970 = u32(0) + l_mut_193;
let l_1971 = shared_memory_932[l_1970];
let l_1972 = a_1966[u32(0)];
let l_1973 = l_1972 + l_1971;
a_1966[u32(0)] = l_1973;
let l_1974 = u32(256) + l_mut_193;
let l_1975 = shared_memory_932[l_1974];
let l_1976 = a_1966[u32(1)];
let l_1977 = l_1976 + l_1975;
a_1966[u32(1)] = l_1977;
let l_1978 = u32(512) + l_mut_193;
let l_1979 = shared_memory_932[l_1978];
let l_1980 = a_1966[u32(2)];
let l_1981 = l_1980 + l_1979;
a_1966[u32(2)] = l_1981;
let l_1982 = u32(768) + l_mut_193;
let l_1983 = shared_memory_932[l_1982];
let l_1984 = a_1966[u32(0)];
let l_1985 = l_1984 + l_1983;
a_1966[u32(0)] = l_1985;
let l_1986 = u32(1024) + l_mut_193;
let l_1987 = shared_memory_932[l_1986];
let l_1988 = a_1966[u32(1)];
let l_1989 = l_1988 + l_1987;
a_1966[u32(1)] = l_1989;
let l_1990 = u32(1280) + l_mut_193;
let l_1991 = shared_memory_932[l_1990];
let l_1992 = a_1966[u32(2)];
let l_1993 = l_1992 + l_1991;
a_1966[u32(2)] = l_1993;
let l_1996 = l_1709 + u32(0);
let l_1997 = l_1996 < l_1708;
if l_1997 {
let l_1998 = l_1996 * u32(256);
let l_1999 = l_1998 + l_mut_193;
let l_2000 = a_1966[u32(0)];
l_mut_1481 = l_2000;
let l_2001 = info.scalars_u32[22] + l_1999;
buffer_14_global[l_2001] = l_mut_1481;
}
let l_2002 = l_1709 + u32(1);
let l_2003 = l_2002 < l_1708;
if l_2003 {
let l_2004 = l_2002 * u32(256);
let l_2005 = l_2004 + l_mut_193;
let l_2006 = a_1966[u32(1)];
l_mut_1481 = l_2006;
let l_2007 = info.scalars_u32[22] + l_2005;
buffer_14_global[l_2007] = l_mut_1481;
}
let l_2008 = l_1709 + u32(2);
let l_2009 = l_2008 < l_1708;
if l_2009 {
let l_2010 = l_2008 * u32(256);
let l_2011 = l_2010 + l_mut_193;
let l_2012 = a_1966[u32(2)];
l_mut_1481 = l_2012;
let l_2013 = info.scalars_u32[22] + l_2011;
buffer_14_global[l_2013] = l_mut_1481;
}
l_mut_193 = l_mut_193 + u32(512);
}
storageBarrier();
l_mut_193 = local_idx;
loop {
let l_2014 = l_mut_193 < u32(128);
let l_2015 = !l_2014;
if l_2015 {
break;
}
let l_2016 = l_513 * u32(128);
let l_2017 = l_2016 + l_mut_193;
let l_2018 = info.scalars_u32[35] * u32(128);
let l_2019 = l_2017 < l_2018;
if l_2019 {
let l_2020 = l_2017 / u32(128);
let l_2021 = l_2017 % u32(128);
let l_2023 = l_2020 * u32(3);
let l_2024 = l_2023 + u32(0);
let l_2025 = l_2024 * u32(2);
let l_2026 = l_2025 * u32(128);
let l_2027 = l_2026 + l_2021;
let l_2028 = info.scalars_u32[22] + l_2027;
let l_2029 = buffer_14_global[l_2028];
a_2022[u32(0)] = l_2029;
let l_2030 = l_2020 * u32(3);
let l_2031 = l_2030 + u32(1);
let l_2032 = l_2031 * u32(2);
let l_2033 = l_2032 * u32(128);
let l_2034 = l_2033 + l_2021;
let l_2035 = info.scalars_u32[22] + l_2034;
let l_2036 = buffer_14_global[l_2035];
a_2022[u32(1)] = l_2036;
let l_2037 = l_2020 * u32(3);
let l_2038 = l_2037 + u32(2);
let l_2039 = l_2038 * u32(2);
let l_2040 = l_2039 * u32(128);
let l_2041 = l_2040 + l_2021;
let l_2042 = info.scalars_u32[22] + l_2041;
let l_2043 = buffer_14_global[l_2042];
a_2022[u32(2)] = l_2043;
let l_2044 = info.scalars_u32[20] + l_2017;
let l_2045 = buffer_14_global[l_2044];
l_mut_1482 = info.scalars_f32[0];
let l_2046 = a_2022[u32(0)];
let l_2047 = a_2022[u32(0)];
let l_2048 = l_2046 * l_2047;
l_mut_1482 = l_mut_1482 + l_2048;
let l_2049 = a_2022[u32(1)];
let l_2050 = a_2022[u32(1)];
let l_2051 = l_2049 * l_2050;
l_mut_1482 = l_mut_1482 + l_2051;
let l_2052 = a_2022[u32(2)];
let l_2053 = a_2022[u32(2)];
let l_2054 = l_2052 * l_2053;
l_mut_1482 = l_mut_1482 + l_2054;
let l_2055 = sqrt(l_mut_1482);
let l_2056 = info.scalars_u32[23] + l_2017;
buffer_14_global[l_2056] = l_2055;
let l_2057 = l_2020 * u32(2);
let l_2058 = l_2057 * u32(128);
let l_2059 = l_2058 + l_2021;
let l_2060 = info.scalars_u32[24] + l_2059;
buffer_14_global[l_2060] = l_2045;
let l_2061 = l_2020 * u32(2);
let l_2062 = l_2061 * u32(128);
let l_2063 = l_2062 + u32(128);
let l_2064 = l_2063 + l_2021;
let l_2065 = info.scalars_u32[24] + l_2064;
buffer_14_global[l_2065] = l_2055;
}
l_mut_193 = l_mut_193 + u32(512);
}
storageBarrier();
l_mut_158 = local_idx;
loop {
let l_2068 = l_mut_158 < u32(256);
let l_2069 = !l_2068;
if l_2069 {
break;
}
let l_2070 = l_mut_158 / u32(256);
let l_2071 = l_513 + l_2070;
let l_2072 = l_2071 < info.scalars_u32[35];
if l_2072 {
let l_2073 = l_2071 * u32(256);
let l_2074 = l_mut_158 % u32(256);
l_mut_157 = l_2074;
let l_2075 = l_2073 + l_mut_157;
let l_2076 = info.scalars_u32[24] + l_2075;
let l_2077 = buffer_14_global[l_2076];
shared_memory_2066[l_mut_158] = l_2077;
} else {
shared_memory_2066[l_mut_158] = f32(0.0);
}
l_mut_158 = l_mut_158 + u32(512);
}
workgroupBarrier();
let l_2078 = local_idx < u32(512);
if l_2078 {
let l_2079 = local_idx % u32(128);
let l_2080 = local_idx / u32(128);
a_2081[u32(0)] = f32(0.0);
let l_2082 = l_2080 * u32(64);
l_mut_158 = l_2082;
let l_2083 = l_mut_158 - l_2082;
let l_2084 = l_2083 * u32(128);
let l_2085 = info.scalars_u32[5] + l_2084;
l_mut_158 = l_2079;
l_mut_157 = l_2082;
loop {
let l_2086 = l_2082 + u32(64);
let l_2087 = l_mut_157 < l_2086;
let l_2088 = !l_2087;
if l_2088 {
break;
}
let l_2090 = l_mut_157 + u32(0);
let l_2091 = l_2090 * u32(128);
let l_2092 = l_2085 + l_2091;
let l_2093 = l_2092 + l_mut_158;
let l_2094 = u32(0) + l_2093;
let l_2095 = buffer_7_global[l_2094];
a_2089[u32(0)] = l_2095;
let l_2096 = l_mut_157 + u32(1);
let l_2097 = l_2096 * u32(128);
let l_2098 = l_2085 + l_2097;
let l_2099 = l_2098 + l_mut_158;
let l_2100 = u32(0) + l_2099;
let l_2101 = buffer_7_global[l_2100];
a_2089[u32(1)] = l_2101;
let l_2102 = l_mut_157 + u32(2);
let l_2103 = l_2102 * u32(128);
let l_2104 = l_2085 + l_2103;
let l_2105 = l_2104 + l_mut_158;
let l_2106 = u32(0) + l_2105;
let l_2107 = buffer_7_global[l_2106];
a_2089[u32(2)] = l_2107;
let l_2108 = l_mut_157 + u32(3);
let l_2109 = l_2108 * u32(128);
let l_2110 = l_2085 + l_2109;
let l_2111 = l_2110 + l_mut_158;
let l_2112 = u32(0) + l_2111;
let l_2113 = buffer_7_global[l_2112];
a_2089[u32(3)] = l_2113;
let l_2114 = l_mut_157 + u32(4);
let l_2115 = l_2114 * u32(128);
let l_2116 = l_2085 + l_2115;
let l_2117 = l_2116 + l_mut_158;
let l_2118 = u32(0) + l_2117;
let l_2119 = buffer_7_global[l_2118];
a_2089[u32(4)] = l_2119;
let l_2120 = l_mut_157 + u32(5);
let l_2121 = l_2120 * u32(128);
let l_2122 = l_2085 + l_2121;
let l_2123 = l_2122 + l_mut_158;
let l_2124 = u32(0) + l_2123;
let l_2125 = buffer_7_global[l_2124];
a_2089[u32(5)] = l_2125;
let l_2126 = l_mut_157 + u32(6);
let l_2127 = l_2126 * u32(128);
let l_2128 = l_2085 + l_2127;
let l_2129 = l_2128 + l_mut_158;
let l_2130 = u32(0) + l_2129;
let l_2131 = buffer_7_global[l_2130];
a_2089[u32(6)] = l_2131;
let l_2132 = l_mut_157 + u32(7);
let l_2133 = l_2132 * u32(128);
let l_2134 = l_2085 + l_2133;
let l_2135 = l_2134 + l_mut_158;
let l_2136 = u32(0) + l_2135;
let l_2137 = buffer_7_global[l_2136];
a_2089[u32(7)] = l_2137;
let l_2138 = u32(0) + l_mut_157;
let l_2139 = l_2138 + u32(0);
let l_2140 = shared_memory_2066[l_2139];
let l_2141 = a_2089[u32(0)];
let l_2142 = l_2140 * l_2141;
let l_2143 = a_2081[u32(0)];
let l_2144 = l_2143 + l_2142;
a_2081[u32(0)] = l_2144;
let l_2145 = u32(0) + l_mut_157;
let l_2146 = l_2145 + u32(1);
let l_2147 = shared_memory_2066[l_2146];
let l_2148 = a_2089[u32(1)];
let l_2149 = l_2147 * l_2148;
let l_2150 = a_2081[u32(0)];
let l_2151 = l_2150 + l_2149;
a_2081[u32(0)] = l_2151;
let l_2152 = u32(0) + l_mut_157;
let l_2153 = l_2152 + u32(2);
let l_2154 = shared_memory_2066[l_2153];
let l_2155 = a_2089[u32(2)];
let l_2156 = l_2154 * l_2155;
let l_2157 = a_2081[u32(0)];
let l_2158 = l_2157 + l_2156;
a_2081[u32(0)] = l_2158;
let l_2159 = u32(0) + l_mut_157;
let l_2160 = l_2159 + u32(3);
let l_2161 = shared_memory_2066[l_2160];
let l_2162 = a_2089[u32(3)];
let l_2163 = l_2161 * l_2162;
let l_2164 = a_2081[u32(0)];
let l_2165 = l_2164 + l_2163;
a_2081[u32(0)] = l_2165;
let l_2166 = u32(0) + l_mut_157;
let l_2167 = l_2166 + u32(4);
let l_2168 = shared_memory_2066[l_2167];
let l_2169 = a_2089[u32(4)];
let l_2170 = l_2168 * l_2169;
let l_2171 = a_2081[u32(0)];
let l_2172 = l_2171 + l_2170;
a_2081[u32(0)] = l_2172;
let l_2173 = u32(0) + l_mut_157;
let l_2174 = l_2173 + u32(5);
let l_2175 = shared_memory_2066[l_2174];
let l_2176 = a_2089[u32(5)];
let l_2177 = l_2175 * l_2176;
let l_2178 = a_2081[u32(0)];
let l_2179 = l_2178 + l_2177;
a_2081[u32(0)] = l_2179;
let l_2180 = u32(0) + l_mut_157;
let l_2181 = l_2180 + u32(6);
let l_2182 = shared_memory_2066[l_2181];
let l_2183 = a_2089[u32(6)];
let l_2184 = l_2182 * l_2183;
let l_2185 = a_2081[u32(0)];
let l_2186 = l_2185 + l_2184;
a_2081[u32(0)] = l_2186;
let l_2187 = u32(0) + l_mut_157;
let l_2188 = l_2187 + u32(7);
let l_2189 = shared_memory_2066[l_2188];
let l_2190 = a_2089[u32(7)];
let l_2191 = l_2189 * l_2190;
let l_2192 = a_2081[u32(0)];
let l_2193 = l_2192 + l_2191;
a_2081[u32(0)] = l_2193;
l_mut_157 = l_mut_157 + u32(8);
}
let l_2194 = l_2080 * u32(1);
let l_2195 = l_2194 + u32(0);
let l_2196 = l_2195 * u32(128);
let l_2197 = l_2196 + l_2079;
let l_2198 = a_2081[u32(0)];
shared_memory_932[l_2197] = l_2198;
}
workgroupBarrier();
l_mut_158 = local_idx;
loop {
let l_2199 = l_mut_158 < u32(128);
let l_2200 = !l_2199;
if l_2200 {
break;
}
let l_2202 = info.scalars_u32[6] + l_mut_158;
let l_2203 = u32(0) + l_2202;
let l_2204 = buffer_7_global[l_2203];
a_2201[u32(0)] = l_2204;
let l_2205 = u32(0) + l_mut_158;
let l_2206 = shared_memory_932[l_2205];
let l_2207 = a_2201[u32(0)];
let l_2208 = l_2207 + l_2206;
a_2201[u32(0)] = l_2208;
let l_2209 = u32(128) + l_mut_158;
let l_2210 = shared_memory_932[l_2209];
let l_2211 = a_2201[u32(0)];
let l_2212 = l_2211 + l_2210;
a_2201[u32(0)] = l_2212;
let l_2213 = u32(256) + l_mut_158;
let l_2214 = shared_memory_932[l_2213];
let l_2215 = a_2201[u32(0)];
let l_2216 = l_2215 + l_2214;
a_2201[u32(0)] = l_2216;
let l_2217 = u32(384) + l_mut_158;
let l_2218 = shared_memory_932[l_2217];
let l_2219 = a_2201[u32(0)];
let l_2220 = l_2219 + l_2218;
a_2201[u32(0)] = l_2220;
let l_2221 = a_2201[u32(0)];
let l_2222 = l_513 + u32(0);
let l_2223 = l_2222 < info.scalars_u32[35];
if l_2223 {
let l_2224 = l_2222 * u32(128);
let l_2225 = l_2224 + l_mut_158;
let l_2226 = info.scalars_u32[25] + l_2225;
buffer_14_global[l_2226] = l_2221;
}
let l_2227 = u32(0) + l_mut_158;
let l_2228 = -l_2221;
let l_2229 = exp(l_2228);
let l_2230 = f32(1.0) + l_2229;
let l_2231 = f32(1.0) / l_2230;
let l_2232 = l_2221 * l_2231;
shared_memory_2067[l_2227] = l_2232;
l_mut_158 = l_mut_158 + u32(512);
}
workgroupBarrier();
l_mut_157 = local_idx;
loop {
let l_2233 = l_mut_157 < u32(384);
let l_2234 = !l_2233;
if l_2234 {
break;
}
l_mut_52 = l_mut_157;
let l_2236 = info.scalars_u32[9] + l_mut_52;
let l_2237 = u32(0) + l_2236;
let l_2238 = buffer_7_global[l_2237];
a_2235[u32(0)] = l_2238;
l_mut_51 = l_mut_157;
l_mut_50 = u32(0);
loop {
let l_2239 = u32(0) + u32(128);
let l_2240 = l_mut_50 < l_2239;
let l_2241 = !l_2240;
if l_2241 {
break;
}
let l_2243 = l_mut_50 + u32(0);
let l_2244 = l_2243 * u32(384);
let l_2245 = info.scalars_u32[8] + l_2244;
let l_2246 = l_2245 + l_mut_51;
let l_2247 = u32(0) + l_2246;
let l_2248 = buffer_7_global[l_2247];
a_2242[u32(0)] = l_2248;
let l_2249 = l_mut_50 + u32(1);
let l_2250 = l_2249 * u32(384);
let l_2251 = info.scalars_u32[8] + l_2250;
let l_2252 = l_2251 + l_mut_51;
let l_2253 = u32(0) + l_2252;
let l_2254 = buffer_7_global[l_2253];
a_2242[u32(1)] = l_2254;
let l_2255 = l_mut_50 + u32(2);
let l_2256 = l_2255 * u32(384);
let l_2257 = info.scalars_u32[8] + l_2256;
let l_2258 = l_2257 + l_mut_51;
let l_2259 = u32(0) + l_2258;
let l_2260 = buffer_7_global[l_2259];
a_2242[u32(2)] = l_2260;
let l_2261 = l_mut_50 + u32(3);
let l_2262 = l_2261 * u32(384);
let l_2263 = info.scalars_u32[8] + l_2262;
let l_2264 = l_2263 + l_mut_51;
let l_2265 = u32(0) + l_2264;
let l_2266 = buffer_7_global[l_2265];
a_2242[u32(3)] = l_2266;
let l_2267 = l_mut_50 + u32(4);
let l_2268 = l_2267 * u32(384);
let l_2269 = info.scalars_u32[8] + l_2268;
let l_2270 = l_2269 + l_mut_51;
let l_2271 = u32(0) + l_2270;
let l_2272 = buffer_7_global[l_2271];
a_2242[u32(4)] = l_2272;
let l_2273 = l_mut_50 + u32(5);
let l_2274 = l_2273 * u32(384);
let l_2275 = info.scalars_u32[8] + l_2274;
let l_2276 = l_2275 + l_mut_51;
let l_2277 = u32(0) + l_2276;
let l_2278 = buffer_7_global[l_2277];
a_2242[u32(5)] = l_2278;
let l_2279 = l_mut_50 + u32(6);
let l_2280 = l_2279 * u32(384);
let l_2281 = info.scalars_u32[8] + l_2280;
let l_2282 = l_2281 + l_mut_51;
let l_2283 = u32(0) + l_2282;
let l_2284 = buffer_7_global[l_2283];
a_2242[u32(6)] = l_2284;
let l_2285 = l_mut_50 + u32(7);
let l_2286 = l_2285 * u32(384);
let l_2287 = info.scalars_u32[8] + l_2286;
let l_2288 = l_2287 + l_mut_51;
let l_2289 = u32(0) + l_2288;
let l_2290 = buffer_7_global[l_2289];
a_2242[u32(7)] = l_2290;
let l_2291 = u32(0) + l_mut_50;
let l_2292 = l_2291 + u32(0);
let l_2293 = shared_memory_2067[l_2292];
let l_2294 = a_2242[u32(0)];
let l_2295 = l_2293 * l_2294;
let l_2296 = a_2235[u32(0)];
let l_2297 = l_2296 + l_2295;
a_2235[u32(0)] = l_2297;
let l_2298 = u32(0) + l_mut_50;
let l_2299 = l_2298 + u32(1);
let l_2300 = shared_memory_2067[l_2299];
let l_2301 = a_2242[u32(1)];
let l_2302 = l_2300 * l_2301;
let l_2303 = a_2235[u32(0)];
let l_2304 = l_2303 + l_2302;
a_2235[u32(0)] = l_2304;
let l_2305 = u32(0) + l_mut_50;
let l_2306 = l_2305 + u32(2);
let l_2307 = shared_memory_2067[l_2306];
let l_2308 = a_2242[u32(2)];
let l_2309 = l_2307 * l_2308;
let l_2310 = a_2235[u32(0)];
let l_2311 = l_2310 + l_2309;
a_2235[u32(0)] = l_2311;
let l_2312 = u32(0) + l_mut_50;
let l_2313 = l_2312 + u32(3);
let l_2314 = shared_memory_2067[l_2313];
let l_2315 = a_2242[u32(3)];
let l_2316 = l_2314 * l_2315;
let l_2317 = a_2235[u32(0)];
let l_2318 = l_2317 + l_2316;
a_2235[u32(0)] = l_2318;
let l_2319 = u32(0) + l_mut_50;
let l_2320 = l_2319 + u32(4);
let l_2321 = shared_memory_2067[l_2320];
let l_2322 = a_2242[u32(4)];
let l_2323 = l_2321 * l_2322;
let l_2324 = a_2235[u32(0)];
let l_2325 = l_2324 + l_2323;
a_2235[u32(0)] = l_2325;
let l_2326 = u32(0) + l_mut_50;
let l_2327 = l_2326 + u32(5);
let l_2328 = shared_memory_2067[l_2327];
let l_2329 = a_2242[u32(5)];
let l_2330 = l_2328 * l_2329;
let l_2331 = a_2235[u32(0)];
let l_2332 = l_2331 + l_2330;
a_2235[u32(0)] = l_2332;
let l_2333 = u32(0) + l_mut_50;
let l_2334 = l_2333 + u32(6);
let l_2335 = shared_memory_2067[l_2334];
let l_2336 = a_2242[u32(6)];
let l_2337 = l_2335 * l_2336;
let l_2338 = a_2235[u32(0)];
let l_2339 = l_2338 + l_2337;
a_2235[u32(0)] = l_2339;
let l_2340 = u32(0) + l_mut_50;
let l_2341 = l_2340 + u32(7);
let l_2342 = shared_memory_2067[l_2341];
let l_2343 = a_2242[u32(7)];
let l_2344 = l_2342 * l_2343;
let l_2345 = a_2235[u32(0)];
let l_2346 = l_2345 + l_2344;
a_2235[u32(0)] = l_2346;
l_mut_50 = l_mut_50 + u32(8);
}
let l_2347 = l_513 + u32(0);
let l_2348 = l_2347 < info.scalars_u32[35];
if l_2348 {
let l_2349 = l_2347 * u32(384);
let l_2350 = l_2349 + l_mut_52;
let l_2351 = a_2235[u32(0)];
let l_2352 = info.scalars_u32[26] + l_2350;
buffer_14_global[l_2352] = l_2351;
}
l_mut_157 = l_mut_157 + u32(512);
}
storageBarrier();
l_mut_158 = local_idx;
loop {
let l_2353 = l_mut_158 < u32(128);
let l_2354 = !l_2353;
if l_2354 {
break;
}
let l_2355 = l_513 * u32(128);
let l_2356 = l_2355 + l_mut_158;
let l_2357 = info.scalars_u32[35] * u32(128);
let l_2358 = l_2356 < l_2357;
if l_2358 {
let l_2359 = l_2356 / u32(128);
let l_2360 = l_2356 % u32(128);
let l_2361 = l_2359 * u32(3);
let l_2362 = l_2361 * u32(128);
let l_2363 = l_2362 + l_2360;
let l_2364 = info.scalars_u32[26] + l_2363;
let l_2365 = buffer_14_global[l_2364];
l_mut_1482 = f32(0.0);
let l_2366 = l_2359 * u32(3);
let l_2367 = l_2366 * u32(128);
let l_2368 = l_2367 + u32(128);
let l_2369 = l_2368 + l_2360;
let l_2370 = info.scalars_u32[26] + l_2369;
let l_2371 = buffer_14_global[l_2370];
l_mut_1482 = l_2371;
let l_2372 = l_2359 * u32(3);
let l_2373 = l_2372 * u32(128);
let l_2374 = l_2373 + u32(256);
let l_2375 = l_2374 + l_2360;
let l_2376 = info.scalars_u32[26] + l_2375;
let l_2377 = buffer_14_global[l_2376];
let l_2381 = l_2359 * u32(3);
let l_2382 = l_2381 + u32(0);
let l_2383 = l_2382 * u32(2);
let l_2384 = l_2383 * u32(128);
let l_2385 = l_2384 + l_2360;
let l_2386 = info.scalars_u32[22] + l_2385;
let l_2387 = buffer_14_global[l_2386];
a_2378[u32(0)] = l_2387;
let l_2388 = l_2359 * u32(3);
let l_2389 = l_2388 + u32(0);
let l_2390 = l_2389 * u32(2);
let l_2391 = l_2390 * u32(128);
let l_2392 = l_2391 + u32(128);
let l_2393 = l_2392 + l_2360;
let l_2394 = info.scalars_u32[22] + l_2393;
let l_2395 = buffer_14_global[l_2394];
a_2379[u32(0)] = l_2395;
let l_2396 = l_2359 * u32(3);
let l_2397 = l_2396 + u32(0);
let l_2398 = l_2397 * u32(128);
let l_2399 = l_2398 + l_2360;
let l_2400 = info.scalars_u32[21] + l_2399;
let l_2401 = buffer_14_global[l_2400];
a_2380[u32(0)] = l_2401;
let l_2402 = l_2359 * u32(3);
let l_2403 = l_2402 + u32(1);
let l_2404 = l_2403 * u32(2);
let l_2405 = l_2404 * u32(128);
let l_2406 = l_2405 + l_2360;
let l_2407 = info.scalars_u32[22] + l_2406;
let l_2408 = buffer_14_global[l_2407];
a_2378[u32(1)] = l_2408;
let l_2409 = l_2359 * u32(3);
let l_2410 = l_2409 + u32(1);
let l_2411 = l_2410 * u32(2);
let l_2412 = l_2411 * u32(128);
let l_2413 = l_2412 + u32(128);
let l_2414 = l_2413 + l_2360;
let l_2415 = info.scalars_u32[22] + l_2414;
let l_2416 = buffer_14_global[l_2415];
a_2379[u32(1)] = l_2416;
let l_2417 = l_2359 * u32(3);
let l_2418 = l_2417 + u32(1);
let l_2419 = l_2418 * u32(128);
let l_2420 = l_2419 + l_2360;
let l_2421 = info.scalars_u32[21] + l_2420;
let l_2422 = buffer_14_global[l_2421];
a_2380[u32(1)] = l_2422;
let l_2423 = l_2359 * u32(3);
let l_2424 = l_2423 + u32(2);
let l_2425 = l_2424 * u32(2);
let l_2426 = l_2425 * u32(128);
let l_2427 = l_2426 + l_2360;
let l_2428 = info.scalars_u32[22] + l_2427;
let l_2429 = buffer_14_global[l_2428];
a_2378[u32(2)] = l_2429;
let l_2430 = l_2359 * u32(3);
let l_2431 = l_2430 + u32(2);
let l_2432 = l_2431 * u32(2);
let l_2433 = l_2432 * u32(128);
let l_2434 = l_2433 + u32(128);
let l_2435 = l_2434 + l_2360;
let l_2436 = info.scalars_u32[22] + l_2435;
let l_2437 = buffer_14_global[l_2436];
a_2379[u32(2)] = l_2437;
let l_2438 = l_2359 * u32(3);
let l_2439 = l_2438 + u32(2);
let l_2440 = l_2439 * u32(128);
let l_2441 = l_2440 + l_2360;
let l_2442 = info.scalars_u32[21] + l_2441;
let l_2443 = buffer_14_global[l_2442];
a_2380[u32(2)] = l_2443;
let l_2444 = info.scalars_u32[20] + l_2356;
let l_2445 = buffer_14_global[l_2444];
l_mut_1481 = f32(0.0);
let l_2446 = a_2378[u32(0)];
let l_2447 = a_2379[u32(0)];
let l_2448 = l_2446 * l_2447;
l_mut_1481 = l_mut_1481 + l_2448;
let l_2449 = l_2359 * u32(3);
let l_2450 = l_2449 + u32(0);
let l_2451 = l_2450 * u32(128);
let l_2452 = l_2451 + l_2360;
let l_2453 = a_2380[u32(0)];
let l_2454 = a_2379[u32(0)];
let l_2455 = l_mut_1482 * l_2454;
let l_2456 = l_2453 + l_2455;
let l_2457 = info.scalars_u32[28] + l_2452;
buffer_14_global[l_2457] = l_2456;
let l_2458 = a_2378[u32(1)];
let l_2459 = a_2379[u32(1)];
let l_2460 = l_2458 * l_2459;
l_mut_1481 = l_mut_1481 + l_2460;
let l_2461 = l_2359 * u32(3);
let l_2462 = l_2461 + u32(1);
let l_2463 = l_2462 * u32(128);
let l_2464 = l_2463 + l_2360;
let l_2465 = a_2380[u32(1)];
let l_2466 = a_2379[u32(1)];
let l_2467 = l_mut_1482 * l_2466;
let l_2468 = l_2465 + l_2467;
let l_2469 = info.scalars_u32[28] + l_2464;
buffer_14_global[l_2469] = l_2468;
let l_2470 = a_2378[u32(2)];
let l_2471 = a_2379[u32(2)];
let l_2472 = l_2470 * l_2471;
l_mut_1481 = l_mut_1481 + l_2472;
let l_2473 = l_2359 * u32(3);
let l_2474 = l_2473 + u32(2);
let l_2475 = l_2474 * u32(128);
let l_2476 = l_2475 + l_2360;
let l_2477 = a_2380[u32(2)];
let l_2478 = a_2379[u32(2)];
let l_2479 = l_mut_1482 * l_2478;
let l_2480 = l_2477 + l_2479;
let l_2481 = info.scalars_u32[28] + l_2476;
buffer_14_global[l_2481] = l_2480;
let l_2482 = l_2445 + l_2365;
let l_2483 = l_2377 * l_mut_1481;
let l_2484 = l_2482 + l_2483;
let l_2485 = info.scalars_u32[27] + l_2356;
buffer_14_global[l_2485] = l_2484;
}
l_mut_158 = l_mut_158 + u32(512);
}
storageBarrier();
l_mut_157 = local_idx;
loop {
let l_2488 = l_mut_157 < u32(128);
let l_2489 = !l_2488;
if l_2489 {
break;
}
let l_2490 = l_mut_157 / u32(128);
let l_2491 = l_513 + l_2490;
let l_2492 = l_2491 < info.scalars_u32[35];
if l_2492 {
let l_2493 = l_2491 * u32(128);
let l_2494 = l_mut_157 % u32(128);
l_mut_52 = l_2494;
let l_2495 = l_2493 + l_mut_52;
let l_2496 = info.scalars_u32[27] + l_2495;
let l_2497 = buffer_14_global[l_2496];
shared_memory_2486[l_mut_157] = l_2497;
} else {
shared_memory_2486[l_mut_157] = f32(0.0);
}
l_mut_157 = l_mut_157 + u32(512);
}
workgroupBarrier();
let l_2498 = local_idx < u32(512);
if l_2498 {
let l_2499 = local_idx % u32(128);
let l_2500 = local_idx / u32(128);
a_2501[u32(0)] = f32(0.0);
let l_2502 = l_2500 * u32(32);
l_mut_157 = l_2502;
let l_2503 = l_mut_157 - l_2502;
let l_2504 = l_2503 * u32(128);
let l_2505 = info.scalars_u32[11] + l_2504;
l_mut_157 = l_2499;
l_mut_52 = l_2502;
loop {
let l_2506 = l_2502 + u32(32);
let l_2507 = l_mut_52 < l_2506;
let l_2508 = !l_2507;
if l_2508 {
break;
}
let l_2510 = l_mut_52 + u32(0);
let l_2511 = l_2510 * u32(128);
let l_2512 = l_2505 + l_2511;
let l_2513 = l_2512 + l_mut_157;
let l_2514 = u32(0) + l_2513;
let l_2515 = buffer_7_global[l_2514];
a_2509[u32(0)] = l_2515;
let l_2516 = l_mut_52 + u32(1);
let l_2517 = l_2516 * u32(128);
let l_2518 = l_2505 + l_2517;
let l_2519 = l_2518 + l_mut_157;
let l_2520 = u32(0) + l_2519;
let l_2521 = buffer_7_global[l_2520];
a_2509[u32(1)] = l_2521;
let l_2522 = l_mut_52 + u32(2);
let l_2523 = l_2522 * u32(128);
let l_2524 = l_2505 + l_2523;
let l_2525 = l_2524 + l_mut_157;
let l_2526 = u32(0) + l_2525;
let l_2527 = buffer_7_global[l_2526];
a_2509[u32(2)] = l_2527;
let l_2528 = l_mut_52 + u32(3);
let l_2529 = l_2528 * u32(128);
let l_2530 = l_2505 + l_2529;
let l_2531 = l_2530 + l_mut_157;
let l_2532 = u32(0) + l_2531;
let l_2533 = buffer_7_global[l_2532];
a_2509[u32(3)] = l_2533;
let l_2534 = l_mut_52 + u32(4);
let l_2535 = l_2534 * u32(128);
let l_2536 = l_2505 + l_2535;
let l_2537 = l_2536 + l_mut_157;
let l_2538 = u32(0) + l_2537;
let l_2539 = buffer_7_global[l_2538];
a_2509[u32(4)] = l_2539;
let l_2540 = l_mut_52 + u32(5);
let l_2541 = l_2540 * u32(128);
let l_2542 = l_2505 + l_2541;
let l_2543 = l_2542 + l_mut_157;
let l_2544 = u32(0) + l_2543;
let l_2545 = buffer_7_global[l_2544];
a_2509[u32(5)] = l_2545;
let l_2546 = l_mut_52 + u32(6);
let l_2547 = l_2546 * u32(128);
let l_2548 = l_2505 + l_2547;
let l_2549 = l_2548 + l_mut_157;
let l_2550 = u32(0) + l_2549;
let l_2551 = buffer_7_global[l_2550];
a_2509[u32(6)] = l_2551;
let l_2552 = l_mut_52 + u32(7);
let l_2553 = l_2552 * u32(128);
let l_2554 = l_2505 + l_2553;
let l_2555 = l_2554 + l_mut_157;
let l_2556 = u32(0) + l_2555;
let l_2557 = buffer_7_global[l_2556];
a_2509[u32(7)] = l_2557;
let l_2558 = u32(0) + l_mut_52;
let l_2559 = l_2558 + u32(0);
let l_2560 = shared_memory_2486[l_2559];
let l_2561 = a_2509[u32(0)];
let l_2562 = l_2560 * l_2561;
let l_2563 = a_2501[u32(0)];
let l_2564 = l_2563 + l_2562;
a_2501[u32(0)] = l_2564;
let l_2565 = u32(0) + l_mut_52;
let l_2566 = l_2565 + u32(1);
let l_2567 = shared_memory_2486[l_2566];
let l_2568 = a_2509[u32(1)];
let l_2569 = l_2567 * l_2568;
let l_2570 = a_2501[u32(0)];
let l_2571 = l_2570 + l_2569;
a_2501[u32(0)] = l_2571;
let l_2572 = u32(0) + l_mut_52;
let l_2573 = l_2572 + u32(2);
let l_2574 = shared_memory_2486[l_2573];
let l_2575 = a_2509[u32(2)];
let l_2576 = l_2574 * l_2575;
let l_2577 = a_2501[u32(0)];
let l_2578 = l_2577 + l_2576;
a_2501[u32(0)] = l_2578;
let l_2579 = u32(0) + l_mut_52;
let l_2580 = l_2579 + u32(3);
let l_2581 = shared_memory_2486[l_2580];
let l_2582 = a_2509[u32(3)];
let l_2583 = l_2581 * l_2582;
let l_2584 = a_2501[u32(0)];
let l_2585 = l_2584 + l_2583;
a_2501[u32(0)] = l_2585;
let l_2586 = u32(0) + l_mut_52;
let l_2587 = l_2586 + u32(4);
let l_2588 = shared_memory_2486[l_2587];
let l_2589 = a_2509[u32(4)];
let l_2590 = l_2588 * l_2589;
let l_2591 = a_2501[u32(0)];
let l_2592 = l_2591 + l_2590;
a_2501[u32(0)] = l_2592;
let l_2593 = u32(0) + l_mut_52;
let l_2594 = l_2593 + u32(5);
let l_2595 = shared_memory_2486[l_2594];
let l_2596 = a_2509[u32(5)];
let l_2597 = l_2595 * l_2596;
let l_2598 = a_2501[u32(0)];
let l_2599 = l_2598 + l_2597;
a_2501[u32(0)] = l_2599;
let l_2600 = u32(0) + l_mut_52;
let l_2601 = l_2600 + u32(6);
let l_2602 = shared_memory_2486[l_2601];
let l_2603 = a_2509[u32(6)];
let l_2604 = l_2602 * l_2603;
let l_2605 = a_2501[u32(0)];
let l_2606 = l_2605 + l_2604;
a_2501[u32(0)] = l_2606;
let l_2607 = u32(0) + l_mut_52;
let l_2608 = l_2607 + u32(7);
let l_2609 = shared_memory_2486[l_2608];
let l_2610 = a_2509[u32(7)];
let l_2611 = l_2609 * l_2610;
let l_2612 = a_2501[u32(0)];
let l_2613 = l_2612 + l_2611;
a_2501[u32(0)] = l_2613;
l_mut_52 = l_mut_52 + u32(8);
}
let l_2614 = l_2500 * u32(1);
let l_2615 = l_2614 + u32(0);
let l_2616 = l_2615 * u32(128);
let l_2617 = l_2616 + l_2499;
let l_2618 = a_2501[u32(0)];
shared_memory_932[l_2617] = l_2618;
}
workgroupBarrier();
l_mut_157 = local_idx;
loop {
let l_2619 = l_mut_157 < u32(128);
let l_2620 = !l_2619;
if l_2620 {
break;
}
let l_2622 = info.scalars_u32[12] + l_mut_157;
let l_2623 = u32(0) + l_2622;
let l_2624 = buffer_7_global[l_2623];
a_2621[u32(0)] = l_2624;
let l_2625 = u32(0) + l_mut_157;
let l_2626 = shared_memory_932[l_2625];
let l_2627 = a_2621[u32(0)];
let l_2628 = l_2627 + l_2626;
a_2621[u32(0)] = l_2628;
let l_2629 = u32(128) + l_mut_157;
let l_2630 = shared_memory_932[l_2629];
let l_2631 = a_2621[u32(0)];
let l_2632 = l_2631 + l_2630;
a_2621[u32(0)] = l_2632;
let l_2633 = u32(256) + l_mut_157;
let l_2634 = shared_memory_932[l_2633];
let l_2635 = a_2621[u32(0)];
let l_2636 = l_2635 + l_2634;
a_2621[u32(0)] = l_2636;
let l_2637 = u32(384) + l_mut_157;
let l_2638 = shared_memory_932[l_2637];
let l_2639 = a_2621[u32(0)];
let l_2640 = l_2639 + l_2638;
a_2621[u32(0)] = l_2640;
let l_2641 = a_2621[u32(0)];
let l_2642 = l_513 + u32(0);
let l_2643 = l_2642 < info.scalars_u32[35];
if l_2643 {
let l_2644 = l_2642 * u32(128);
let l_2645 = l_2644 + l_mut_157;
let l_2646 = info.scalars_u32[29] + l_2645;
buffer_14_global[l_2646] = l_2641;
}
let l_2647 = u32(0) + l_mut_157;
let l_2648 = -l_2641;
let l_2649 = exp(l_2648);
let l_2650 = f32(1.0) + l_2649;
let l_2651 = f32(1.0) / l_2650;
let l_2652 = l_2641 * l_2651;
shared_memory_2487[l_2647] = l_2652;
l_mut_157 = l_mut_157 + u32(512);
}
workgroupBarrier();
l_mut_52 = local_idx;
loop {
let l_2653 = l_mut_52 < u32(384);
let l_2654 = !l_2653;
if l_2654 {
break;
}
l_mut_51 = l_mut_52;
let l_2656 = info.scalars_u32[14] + l_mut_51;
let l_2657 = u32(0) + l_2656;
let l_2658 = buffer_7_global[l_2657];
a_2655[u32(0)] = l_2658;
l_mut_50 = l_mut_52;
l_mut_2659 = u32(0);
loop {
let l_2660 = u32(0) + u32(128);
let l_2661 = l_mut_2659 < l_2660;
let l_2662 = !l_2661;
if l_2662 {
break;
}
let l_2664 = l_mut_2659 + u32(0);
let l_2665 = l_2664 * u32(384);
let l_2666 = info.scalars_u32[13] + l_2665;
let l_2667 = l_2666 + l_mut_50;
let l_2668 = u32(0) + l_2667;
let l_2669 = buffer_7_global[l_2668];
a_2663[u32(0)] = l_2669;
let l_2670 = l_mut_2659 + u32(1);
let l_2671 = l_2670 * u32(384);
let l_2672 = info.scalars_u32[13] + l_2671;
let l_2673 = l_2672 + l_mut_50;
let l_2674 = u32(0) + l_2673;
let l_2675 = buffer_7_global[l_2674];
a_2663[u32(1)] = l_2675;
let l_2676 = l_mut_2659 + u32(2);
let l_2677 = l_2676 * u32(384);
let l_2678 = info.scalars_u32[13] + l_2677;
let l_2679 = l_2678 + l_mut_50;
let l_2680 = u32(0) + l_2679;
let l_2681 = buffer_7_global[l_2680];
a_2663[u32(2)] = l_2681;
let l_2682 = l_mut_2659 + u32(3);
let l_2683 = l_2682 * u32(384);
let l_2684 = info.scalars_u32[13] + l_2683;
let l_2685 = l_2684 + l_mut_50;
let l_2686 = u32(0) + l_2685;
let l_2687 = buffer_7_global[l_2686];
a_2663[u32(3)] = l_2687;
let l_2688 = l_mut_2659 + u32(4);
let l_2689 = l_2688 * u32(384);
let l_2690 = info.scalars_u32[13] + l_2689;
let l_2691 = l_2690 + l_mut_50;
let l_2692 = u32(0) + l_2691;
let l_2693 = buffer_7_global[l_2692];
a_2663[u32(4)] = l_2693;
let l_2694 = l_mut_2659 + u32(5);
let l_2695 = l_2694 * u32(384);
let l_2696 = info.scalars_u32[13] + l_2695;
let l_2697 = l_2696 + l_mut_50;
let l_2698 = u32(0) + l_2697;
let l_2699 = buffer_7_global[l_2698];
a_2663[u32(5)] = l_2699;
let l_2700 = l_mut_2659 + u32(6);
let l_2701 = l_2700 * u32(384);
let l_2702 = info.scalars_u32[13] + l_2701;
let l_2703 = l_2702 + l_mut_50;
let l_2704 = u32(0) + l_2703;
let l_2705 = buffer_7_global[l_2704];
a_2663[u32(6)] = l_2705;
let l_2706 = l_mut_2659 + u32(7);
let l_2707 = l_2706 * u32(384);
let l_2708 = info.scalars_u32[13] + l_2707;
let l_2709 = l_2708 + l_mut_50;
let l_2710 = u32(0) + l_2709;
let l_2711 = buffer_7_global[l_2710];
a_2663[u32(7)] = l_2711;
let l_2712 = u32(0) + l_mut_2659;
let l_2713 = l_2712 + u32(0);
let l_2714 = shared_memory_2487[l_2713];
let l_2715 = a_2663[u32(0)];
let l_2716 = l_2714 * l_2715;
let l_2717 = a_2655[u32(0)];
let l_2718 = l_2717 + l_2716;
a_2655[u32(0)] = l_2718;
let l_2719 = u32(0) + l_mut_2659;
let l_2720 = l_2719 + u32(1);
let l_2721 = shared_memory_2487[l_2720];
let l_2722 = a_2663[u32(1)];
let l_2723 = l_2721 * l_2722;
let l_2724 = a_2655[u32(0)];
let l_2725 = l_2724 + l_2723;
a_2655[u32(0)] = l_2725;
let l_2726 = u32(0) + l_mut_2659;
let l_2727 = l_2726 + u32(2);
let l_2728 = shared_memory_2487[l_2727];
let l_2729 = a_2663[u32(2)];
let l_2730 = l_2728 * l_2729;
let l_2731 = a_2655[u32(0)];
let l_2732 = l_2731 + l_2730;
a_2655[u32(0)] = l_2732;
let l_2733 = u32(0) + l_mut_2659;
let l_2734 = l_2733 + u32(3);
let l_2735 = shared_memory_2487[l_2734];
let l_2736 = a_2663[u32(3)];
let l_2737 = l_2735 * l_2736;
let l_2738 = a_2655[u32(0)];
let l_2739 = l_2738 + l_2737;
a_2655[u32(0)] = l_2739;
let l_2740 = u32(0) + l_mut_2659;
let l_2741 = l_2740 + u32(4);
let l_2742 = shared_memory_2487[l_2741];
let l_2743 = a_2663[u32(4)];
let l_2744 = l_2742 * l_2743;
let l_2745 = a_2655[u32(0)];
let l_2746 = l_2745 + l_2744;
a_2655[u32(0)] = l_2746;
let l_2747 = u32(0) + l_mut_2659;
let l_2748 = l_2747 + u32(5);
let l_2749 = shared_memory_2487[l_2748];
let l_2750 = a_2663[u32(5)];
let l_2751 = l_2749 * l_2750;
let l_2752 = a_2655[u32(0)];
let l_2753 = l_2752 + l_2751;
a_2655[u32(0)] = l_2753;
let l_2754 = u32(0) + l_mut_2659;
let l_2755 = l_2754 + u32(6);
let l_2756 = shared_memory_2487[l_2755];
let l_2757 = a_2663[u32(6)];
let l_2758 = l_2756 * l_2757;
let l_2759 = a_2655[u32(0)];
let l_2760 = l_2759 + l_2758;
a_2655[u32(0)] = l_2760;
let l_2761 = u32(0) + l_mut_2659;
let l_2762 = l_2761 + u32(7);
let l_2763 = shared_memory_2487[l_2762];
let l_2764 = a_2663[u32(7)];
let l_2765 = l_2763 * l_2764;
let l_2766 = a_2655[u32(0)];
let l_2767 = l_2766 + l_2765;
a_2655[u32(0)] = l_2767;
l_mut_2659 = l_mut_2659 + u32(8);
}
let l_2768 = l_513 + u32(0);
let l_2769 = l_2768 < info.scalars_u32[35];
if l_2769 {
let l_2770 = l_2768 * u32(384);
let l_2771 = l_2770 + l_mut_51;
let l_2772 = a_2655[u32(0)];
let l_2773 = info.scalars_u32[30] + l_2771;
buffer_14_global[l_2773] = l_2772;
}
l_mut_52 = l_mut_52 + u32(512);
}
}
