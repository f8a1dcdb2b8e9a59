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

var<workgroup> shared_memory_1098: array<u32, 512>;

var<workgroup> shared_memory_1095: array<u32, 512>;

var<workgroup> shared_memory_1605: array<f32, 2048>;

var<workgroup> shared_memory_1672: array<f32, 384>;

var<workgroup> shared_memory_893: array<f32, 1536>;

var<workgroup> shared_memory_2028: array<f32, 256>;

var<workgroup> shared_memory_2029: array<f32, 128>;

var<workgroup> shared_memory_2448: array<f32, 128>;

var<workgroup> shared_memory_2449: array<f32, 128>;

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
var a_898: array<f32, 20>;

var a_899: array<f32, 20>;

var a_900: array<f32, 1>;

var a_1686: array<f32, 3>;

var a_1694: array<f32, 8>;

var a_1928: array<f32, 3>;

var a_1984: array<f32, 3>;

var a_2043: array<f32, 1>;

var a_2051: array<f32, 8>;

var a_2163: array<f32, 1>;

var a_2197: array<f32, 1>;

var a_2204: array<f32, 8>;

var a_2340: array<f32, 3>;

var a_2341: array<f32, 3>;

var a_2342: array<f32, 3>;

var a_2463: array<f32, 1>;

var a_2471: array<f32, 8>;

var a_2583: array<f32, 1>;

var a_2617: array<f32, 1>;

var a_2625: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_1088: f32;
var l_mut_1089: f32;
var l_mut_1097: bool;
var l_mut_1133: f32;
var l_mut_1134: f32;
var l_mut_1135: f32;
var l_mut_1256: f32;
var l_mut_1257: f32;
var l_mut_1258: f32;
var l_mut_1405: f32;
var l_mut_1406: f32;
var l_mut_1407: f32;
var l_mut_1408: f32;
var l_mut_1419: f32;
var l_mut_1420: f32;
var l_mut_1421: f32;
var l_mut_1422: f32;
var l_mut_1428: f32;
var l_mut_1429: f32;
var l_mut_1430: f32;
var l_mut_1442: f32;
var l_mut_1443: f32;
var l_mut_1444: f32;
var l_mut_157: u32;
var l_mut_158: u32;
var l_mut_193: u32;
var l_mut_2621: u32;
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
var l_mut_594: vec4<f32>;
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
let l_581 = mlff_cos_1_f32(l_580);
let l_582 = l_581 + f32(1.0);
let l_583 = f32(0.5) * l_582;
l_mut_374 = l_583;
let l_584 = f32(-0.5) * info.scalars_f32[4];
let l_585 = l_570 * info.scalars_f32[4];
let l_586 = mlff_sin_1_f32(l_585);
let l_587 = l_584 * l_586;
l_mut_357 = l_587;
}
let l_588 = vec4<f32>(f32(0.0));
l_mut_573 = l_588;
l_mut_572 = l_mut_573;
l_mut_572[u32(0)] = l_mut_374;
l_mut_572[u32(1)] = l_mut_357;
l_mut_572[u32(2)] = f32(0.0);
l_mut_572[u32(3)] = f32(0.0);
let l_589 = l_mut_193 * u32(2);
let l_590 = l_589 + u32(1);
let l_591 = u32(0) + l_590;
buffer_4_global[l_591] = l_mut_572;
let l_592 = vec4<f32>(f32(0.0));
l_mut_573 = l_592;
l_mut_572 = l_mut_573;
let l_593 = vec4<f32>(f32(0.0));
l_mut_573 = l_593;
l_mut_594 = l_mut_573;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_595 = info.scalars_u32[36] + u32(0);
let l_596 = u32(0) + l_595;
let l_597 = buffer_7_global[l_596];
let l_598 = l_597 * l_570;
let l_599 = mlff_sin_1_f32(l_598);
let l_600 = l_597 * l_570;
let l_601 = mlff_cos_1_f32(l_600);
let l_602 = l_599 / l_570;
l_mut_374 = l_602;
let l_603 = l_597 * l_601;
let l_604 = l_603 * l_570;
let l_605 = l_604 - l_599;
let l_606 = l_570 * l_570;
let l_607 = l_605 / l_606;
l_mut_357 = l_607;
l_mut_572[u32(0)] = l_mut_374;
l_mut_594[u32(0)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_608 = info.scalars_u32[36] + u32(1);
let l_609 = u32(0) + l_608;
let l_610 = buffer_7_global[l_609];
let l_611 = l_610 * l_570;
let l_612 = mlff_sin_1_f32(l_611);
let l_613 = l_610 * l_570;
let l_614 = mlff_cos_1_f32(l_613);
let l_615 = l_612 / l_570;
l_mut_374 = l_615;
let l_616 = l_610 * l_614;
let l_617 = l_616 * l_570;
let l_618 = l_617 - l_612;
let l_619 = l_570 * l_570;
let l_620 = l_618 / l_619;
l_mut_357 = l_620;
l_mut_572[u32(1)] = l_mut_374;
l_mut_594[u32(1)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_621 = info.scalars_u32[36] + u32(2);
let l_622 = u32(0) + l_621;
let l_623 = buffer_7_global[l_622];
let l_624 = l_623 * l_570;
let l_625 = mlff_sin_1_f32(l_624);
let l_626 = l_623 * l_570;
let l_627 = mlff_cos_1_f32(l_626);
let l_628 = l_625 / l_570;
l_mut_374 = l_628;
let l_629 = l_623 * l_627;
let l_630 = l_629 * l_570;
let l_631 = l_630 - l_625;
let l_632 = l_570 * l_570;
let l_633 = l_631 / l_632;
l_mut_357 = l_633;
l_mut_572[u32(2)] = l_mut_374;
l_mut_594[u32(2)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_634 = info.scalars_u32[36] + u32(3);
let l_635 = u32(0) + l_634;
let l_636 = buffer_7_global[l_635];
let l_637 = l_636 * l_570;
let l_638 = mlff_sin_1_f32(l_637);
let l_639 = l_636 * l_570;
let l_640 = mlff_cos_1_f32(l_639);
let l_641 = l_638 / l_570;
l_mut_374 = l_641;
let l_642 = l_636 * l_640;
let l_643 = l_642 * l_570;
let l_644 = l_643 - l_638;
let l_645 = l_570 * l_570;
let l_646 = l_644 / l_645;
l_mut_357 = l_646;
l_mut_572[u32(3)] = l_mut_374;
l_mut_594[u32(3)] = l_mut_357;
let l_647 = l_mut_193 * u32(5);
let l_648 = l_647 + u32(0);
let l_649 = u32(0) + l_648;
buffer_5_global[l_649] = l_mut_572;
let l_650 = l_mut_193 * u32(5);
let l_651 = l_650 + u32(0);
let l_652 = u32(0) + l_651;
buffer_6_global[l_652] = l_mut_594;
let l_653 = vec4<f32>(f32(0.0));
l_mut_594 = l_653;
l_mut_573 = l_mut_594;
let l_654 = vec4<f32>(f32(0.0));
l_mut_594 = l_654;
l_mut_572 = l_mut_594;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_655 = info.scalars_u32[36] + u32(4);
let l_656 = u32(0) + l_655;
let l_657 = buffer_7_global[l_656];
let l_658 = l_657 * l_570;
let l_659 = mlff_sin_1_f32(l_658);
let l_660 = l_657 * l_570;
let l_661 = mlff_cos_1_f32(l_660);
let l_662 = l_659 / l_570;
l_mut_374 = l_662;
let l_663 = l_657 * l_661;
let l_664 = l_663 * l_570;
let l_665 = l_664 - l_659;
let l_666 = l_570 * l_570;
let l_667 = l_665 / l_666;
l_mut_357 = l_667;
l_mut_573[u32(0)] = l_mut_374;
l_mut_572[u32(0)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_668 = info.scalars_u32[36] + u32(5);
let l_669 = u32(0) + l_668;
let l_670 = buffer_7_global[l_669];
let l_671 = l_670 * l_570;
let l_672 = mlff_sin_1_f32(l_671);
let l_673 = l_670 * l_570;
let l_674 = mlff_cos_1_f32(l_673);
let l_675 = l_672 / l_570;
l_mut_374 = l_675;
let l_676 = l_670 * l_674;
let l_677 = l_676 * l_570;
let l_678 = l_677 - l_672;
let l_679 = l_570 * l_570;
let l_680 = l_678 / l_679;
l_mut_357 = l_680;
l_mut_573[u32(1)] = l_mut_374;
l_mut_572[u32(1)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_681 = info.scalars_u32[36] + u32(6);
let l_682 = u32(0) + l_681;
let l_683 = buffer_7_global[l_682];
let l_684 = l_683 * l_570;
let l_685 = mlff_sin_1_f32(l_684);
let l_686 = l_683 * l_570;
let l_687 = mlff_cos_1_f32(l_686);
let l_688 = l_685 / l_570;
l_mut_374 = l_688;
let l_689 = l_683 * l_687;
let l_690 = l_689 * l_570;
let l_691 = l_690 - l_685;
let l_692 = l_570 * l_570;
let l_693 = l_691 / l_692;
l_mut_357 = l_693;
l_mut_573[u32(2)] = l_mut_374;
l_mut_572[u32(2)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_694 = info.scalars_u32[36] + u32(7);
let l_695 = u32(0) + l_694;
let l_696 = buffer_7_global[l_695];
let l_697 = l_696 * l_570;
let l_698 = mlff_sin_1_f32(l_697);
let l_699 = l_696 * l_570;
let l_700 = mlff_cos_1_f32(l_699);
let l_701 = l_698 / l_570;
l_mut_374 = l_701;
let l_702 = l_696 * l_700;
let l_703 = l_702 * l_570;
let l_704 = l_703 - l_698;
let l_705 = l_570 * l_570;
let l_706 = l_704 / l_705;
l_mut_357 = l_706;
l_mut_573[u32(3)] = l_mut_374;
l_mut_572[u32(3)] = l_mut_357;
let l_707 = l_mut_193 * u32(5);
let l_708 = l_707 + u32(1);
let l_709 = u32(0) + l_708;
buffer_5_global[l_709] = l_mut_573;
let l_710 = l_mut_193 * u32(5);
let l_711 = l_710 + u32(1);
let l_712 = u32(0) + l_711;
buffer_6_global[l_712] = l_mut_572;
let l_713 = vec4<f32>(f32(0.0));
l_mut_594 = l_713;
l_mut_573 = l_mut_594;
let l_714 = vec4<f32>(f32(0.0));
l_mut_594 = l_714;
l_mut_572 = l_mut_594;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_715 = info.scalars_u32[36] + u32(8);
let l_716 = u32(0) + l_715;
let l_717 = buffer_7_global[l_716];
let l_718 = l_717 * l_570;
let l_719 = mlff_sin_1_f32(l_718);
let l_720 = l_717 * l_570;
let l_721 = mlff_cos_1_f32(l_720);
let l_722 = l_719 / l_570;
l_mut_374 = l_722;
let l_723 = l_717 * l_721;
let l_724 = l_723 * l_570;
let l_725 = l_724 - l_719;
let l_726 = l_570 * l_570;
let l_727 = l_725 / l_726;
l_mut_357 = l_727;
l_mut_573[u32(0)] = l_mut_374;
l_mut_572[u32(0)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_728 = info.scalars_u32[36] + u32(9);
let l_729 = u32(0) + l_728;
let l_730 = buffer_7_global[l_729];
let l_731 = l_730 * l_570;
let l_732 = mlff_sin_1_f32(l_731);
let l_733 = l_730 * l_570;
let l_734 = mlff_cos_1_f32(l_733);
let l_735 = l_732 / l_570;
l_mut_374 = l_735;
let l_736 = l_730 * l_734;
let l_737 = l_736 * l_570;
let l_738 = l_737 - l_732;
let l_739 = l_570 * l_570;
let l_740 = l_738 / l_739;
l_mut_357 = l_740;
l_mut_573[u32(1)] = l_mut_374;
l_mut_572[u32(1)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_741 = info.scalars_u32[36] + u32(10);
let l_742 = u32(0) + l_741;
let l_743 = buffer_7_global[l_742];
let l_744 = l_743 * l_570;
let l_745 = mlff_sin_1_f32(l_744);
let l_746 = l_743 * l_570;
let l_747 = mlff_cos_1_f32(l_746);
let l_748 = l_745 / l_570;
l_mut_374 = l_748;
let l_749 = l_743 * l_747;
let l_750 = l_749 * l_570;
let l_751 = l_750 - l_745;
let l_752 = l_570 * l_570;
let l_753 = l_751 / l_752;
l_mut_357 = l_753;
l_mut_573[u32(2)] = l_mut_374;
l_mut_572[u32(2)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_754 = info.scalars_u32[36] + u32(11);
let l_755 = u32(0) + l_754;
let l_756 = buffer_7_global[l_755];
let l_757 = l_756 * l_570;
let l_758 = mlff_sin_1_f32(l_757);
let l_759 = l_756 * l_570;
let l_760 = mlff_cos_1_f32(l_759);
let l_761 = l_758 / l_570;
l_mut_374 = l_761;
let l_762 = l_756 * l_760;
let l_763 = l_762 * l_570;
let l_764 = l_763 - l_758;
let l_765 = l_570 * l_570;
let l_766 = l_764 / l_765;
l_mut_357 = l_766;
l_mut_573[u32(3)] = l_mut_374;
l_mut_572[u32(3)] = l_mut_357;
let l_767 = l_mut_193 * u32(5);
let l_768 = l_767 + u32(2);
let l_769 = u32(0) + l_768;
buffer_5_global[l_769] = l_mut_573;
let l_770 = l_mut_193 * u32(5);
let l_771 = l_770 + u32(2);
let l_772 = u32(0) + l_771;
buffer_6_global[l_772] = l_mut_572;
let l_773 = vec4<f32>(f32(0.0));
l_mut_594 = l_773;
l_mut_573 = l_mut_594;
let l_774 = vec4<f32>(f32(0.0));
l_mut_594 = l_774;
l_mut_572 = l_mut_594;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_775 = info.scalars_u32[36] + u32(12);
let l_776 = u32(0) + l_775;
let l_777 = buffer_7_global[l_776];
let l_778 = l_777 * l_570;
let l_779 = mlff_sin_1_f32(l_778);
let l_780 = l_777 * l_570;
let l_781 = mlff_cos_1_f32(l_780);
let l_782 = l_779 / l_570;
l_mut_374 = l_782;
let l_783 = l_777 * l_781;
let l_784 = l_783 * l_570;
let l_785 = l_784 - l_779;
let l_786 = l_570 * l_570;
let l_787 = l_785 / l_786;
l_mut_357 = l_787;
l_mut_573[u32(0)] = l_mut_374;
l_mut_572[u32(0)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_788 = info.scalars_u32[36] + u32(13);
let l_789 = u32(0) + l_788;
let l_790 = buffer_7_global[l_789];
let l_791 = l_790 * l_570;
let l_792 = mlff_sin_1_f32(l_791);
let l_793 = l_790 * l_570;
let l_794 = mlff_cos_1_f32(l_793);
let l_795 = l_792 / l_570;
l_mut_374 = l_795;
let l_796 = l_790 * l_794;
let l_797 = l_796 * l_570;
let l_798 = l_797 - l_792;
let l_799 = l_570 * l_570;
let l_800 = l_798 / l_799;
l_mut_357 = l_800;
l_mut_573[u32(1)] = l_mut_374;
l_mut_572[u32(1)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_801 = info.scalars_u32[36] + u32(14);
let l_802 = u32(0) + l_801;
let l_803 = buffer_7_global[l_802];
let l_804 = l_803 * l_570;
let l_805 = mlff_sin_1_f32(l_804);
let l_806 = l_803 * l_570;
let l_807 = mlff_cos_1_f32(l_806);
let l_808 = l_805 / l_570;
l_mut_374 = l_808;
let l_809 = l_803 * l_807;
let l_810 = l_809 * l_570;
let l_811 = l_810 - l_805;
let l_812 = l_570 * l_570;
let l_813 = l_811 / l_812;
l_mut_357 = l_813;
l_mut_573[u32(2)] = l_mut_374;
l_mut_572[u32(2)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_814 = info.scalars_u32[36] + u32(15);
let l_815 = u32(0) + l_814;
let l_816 = buffer_7_global[l_815];
let l_817 = l_816 * l_570;
let l_818 = mlff_sin_1_f32(l_817);
let l_819 = l_816 * l_570;
let l_820 = mlff_cos_1_f32(l_819);
let l_821 = l_818 / l_570;
l_mut_374 = l_821;
let l_822 = l_816 * l_820;
let l_823 = l_822 * l_570;
let l_824 = l_823 - l_818;
let l_825 = l_570 * l_570;
let l_826 = l_824 / l_825;
l_mut_357 = l_826;
l_mut_573[u32(3)] = l_mut_374;
l_mut_572[u32(3)] = l_mut_357;
let l_827 = l_mut_193 * u32(5);
let l_828 = l_827 + u32(3);
let l_829 = u32(0) + l_828;
buffer_5_global[l_829] = l_mut_573;
let l_830 = l_mut_193 * u32(5);
let l_831 = l_830 + u32(3);
let l_832 = u32(0) + l_831;
buffer_6_global[l_832] = l_mut_572;
let l_833 = vec4<f32>(f32(0.0));
l_mut_594 = l_833;
l_mut_573 = l_mut_594;
let l_834 = vec4<f32>(f32(0.0));
l_mut_594 = l_834;
l_mut_572 = l_mut_594;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_835 = info.scalars_u32[36] + u32(16);
let l_836 = u32(0) + l_835;
let l_837 = buffer_7_global[l_836];
let l_838 = l_837 * l_570;
let l_839 = mlff_sin_1_f32(l_838);
let l_840 = l_837 * l_570;
let l_841 = mlff_cos_1_f32(l_840);
let l_842 = l_839 / l_570;
l_mut_374 = l_842;
let l_843 = l_837 * l_841;
let l_844 = l_843 * l_570;
let l_845 = l_844 - l_839;
let l_846 = l_570 * l_570;
let l_847 = l_845 / l_846;
l_mut_357 = l_847;
l_mut_573[u32(0)] = l_mut_374;
l_mut_572[u32(0)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_848 = info.scalars_u32[36] + u32(17);
let l_849 = u32(0) + l_848;
let l_850 = buffer_7_global[l_849];
let l_851 = l_850 * l_570;
let l_852 = mlff_sin_1_f32(l_851);
let l_853 = l_850 * l_570;
let l_854 = mlff_cos_1_f32(l_853);
let l_855 = l_852 / l_570;
l_mut_374 = l_855;
let l_856 = l_850 * l_854;
let l_857 = l_856 * l_570;
let l_858 = l_857 - l_852;
let l_859 = l_570 * l_570;
let l_860 = l_858 / l_859;
l_mut_357 = l_860;
l_mut_573[u32(1)] = l_mut_374;
l_mut_572[u32(1)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_861 = info.scalars_u32[36] + u32(18);
let l_862 = u32(0) + l_861;
let l_863 = buffer_7_global[l_862];
let l_864 = l_863 * l_570;
let l_865 = mlff_sin_1_f32(l_864);
let l_866 = l_863 * l_570;
let l_867 = mlff_cos_1_f32(l_866);
let l_868 = l_865 / l_570;
l_mut_374 = l_868;
let l_869 = l_863 * l_867;
let l_870 = l_869 * l_570;
let l_871 = l_870 - l_865;
let l_872 = l_570 * l_570;
let l_873 = l_871 / l_872;
l_mut_357 = l_873;
l_mut_573[u32(2)] = l_mut_374;
l_mut_572[u32(2)] = l_mut_357;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_874 = info.scalars_u32[36] + u32(19);
let l_875 = u32(0) + l_874;
let l_876 = buffer_7_global[l_875];
let l_877 = l_876 * l_570;
let l_878 = mlff_sin_1_f32(l_877);
let l_879 = l_876 * l_570;
let l_880 = mlff_cos_1_f32(l_879);
let l_881 = l_878 / l_570;
l_mut_374 = l_881;
let l_882 = l_876 * l_880;
let l_883 = l_882 * l_570;
let l_884 = l_883 - l_878;
let l_885 = l_570 * l_570;
let l_886 = l_884 / l_885;
l_mut_357 = l_886;
l_mut_573[u32(3)] = l_mut_374;
l_mut_572[u32(3)] = l_mut_357;
let l_887 = l_mut_193 * u32(5);
let l_888 = l_887 + u32(4);
let l_889 = u32(0) + l_888;
buffer_5_global[l_889] = l_mut_573;
let l_890 = l_mut_193 * u32(5);
let l_891 = l_890 + u32(4);
let l_892 = u32(0) + l_891;
buffer_6_global[l_892] = l_mut_572;
l_mut_193 = l_mut_193 + u32(512);
}
}
storageBarrier();
let l_894 = l_513 + u32(0);
let l_895 = l_894 < info.scalars_u32[35];
if l_895 {
let l_896 = local_idx % u32(128);
let l_897 = local_idx / u32(128);
let l_901 = info.scalars_u32[0] + u32(0);
let l_902 = l_901 + l_896;
let l_903 = u32(0) + l_902;
let l_904 = buffer_7_global[l_903];
a_898[u32(0)] = l_904;
let l_905 = info.scalars_u32[0] + u32(0);
let l_906 = l_905 + u32(128);
let l_907 = l_906 + l_896;
let l_908 = u32(0) + l_907;
let l_909 = buffer_7_global[l_908];
a_899[u32(0)] = l_909;
let l_910 = info.scalars_u32[0] + u32(384);
let l_911 = l_910 + l_896;
let l_912 = u32(0) + l_911;
let l_913 = buffer_7_global[l_912];
a_898[u32(1)] = l_913;
let l_914 = info.scalars_u32[0] + u32(384);
let l_915 = l_914 + u32(128);
let l_916 = l_915 + l_896;
let l_917 = u32(0) + l_916;
let l_918 = buffer_7_global[l_917];
a_899[u32(1)] = l_918;
let l_919 = info.scalars_u32[0] + u32(768);
let l_920 = l_919 + l_896;
let l_921 = u32(0) + l_920;
let l_922 = buffer_7_global[l_921];
a_898[u32(2)] = l_922;
let l_923 = info.scalars_u32[0] + u32(768);
let l_924 = l_923 + u32(128);
let l_925 = l_924 + l_896;
let l_926 = u32(0) + l_925;
let l_927 = buffer_7_global[l_926];
a_899[u32(2)] = l_927;
let l_928 = info.scalars_u32[0] + u32(1152);
let l_929 = l_928 + l_896;
let l_930 = u32(0) + l_929;
let l_931 = buffer_7_global[l_930];
a_898[u32(3)] = l_931;
let l_932 = info.scalars_u32[0] + u32(1152);
let l_933 = l_932 + u32(128);
let l_934 = l_933 + l_896;
let l_935 = u32(0) + l_934;
let l_936 = buffer_7_global[l_935];
a_899[u32(3)] = l_936;
let l_937 = info.scalars_u32[0] + u32(1536);
let l_938 = l_937 + l_896;
let l_939 = u32(0) + l_938;
let l_940 = buffer_7_global[l_939];
a_898[u32(4)] = l_940;
let l_941 = info.scalars_u32[0] + u32(1536);
let l_942 = l_941 + u32(128);
let l_943 = l_942 + l_896;
let l_944 = u32(0) + l_943;
let l_945 = buffer_7_global[l_944];
a_899[u32(4)] = l_945;
let l_946 = info.scalars_u32[0] + u32(1920);
let l_947 = l_946 + l_896;
let l_948 = u32(0) + l_947;
let l_949 = buffer_7_global[l_948];
a_898[u32(5)] = l_949;
let l_950 = info.scalars_u32[0] + u32(1920);
let l_951 = l_950 + u32(128);
let l_952 = l_951 + l_896;
let l_953 = u32(0) + l_952;
let l_954 = buffer_7_global[l_953];
a_899[u32(5)] = l_954;
let l_955 = info.scalars_u32[0] + u32(2304);
let l_956 = l_955 + l_896;
let l_957 = u32(0) + l_956;
let l_958 = buffer_7_global[l_957];
a_898[u32(6)] = l_958;
let l_959 = info.scalars_u32[0] + u32(2304);
let l_960 = l_959 + u32(128);
let l_961 = l_960 + l_896;
let l_962 = u32(0) + l_961;
let l_963 = buffer_7_global[l_962];
a_899[u32(6)] = l_963;
let l_964 = info.scalars_u32[0] + u32(2688);
let l_965 = l_964 + l_896;
let l_966 = u32(0) + l_965;
let l_967 = buffer_7_global[l_966];
a_898[u32(7)] = l_967;
let l_968 = info.scalars_u32[0] + u32(2688);
let l_969 = l_968 + u32(128);
let l_970 = l_969 + l_896;
let l_971 = u32(0) + l_970;
let l_972 = buffer_7_global[l_971];
a_899[u32(7)] = l_972;
let l_973 = info.scalars_u32[0] + u32(3072);
let l_974 = l_973 + l_896;
let l_975 = u32(0) + l_974;
let l_976 = buffer_7_global[l_975];
a_898[u32(8)] = l_976;
let l_977 = info.scalars_u32[0] + u32(3072);
let l_978 = l_977 + u32(128);
let l_979 = l_978 + l_896;
let l_980 = u32(0) + l_979;
let l_981 = buffer_7_global[l_980];
a_899[u32(8)] = l_981;
let l_982 = info.scalars_u32[0] + u32(3456);
let l_983 = l_982 + l_896;
let l_984 = u32(0) + l_983;
let l_985 = buffer_7_global[l_984];
a_898[u32(9)] = l_985;
let l_986 = info.scalars_u32[0] + u32(3456);
let l_987 = l_986 + u32(128);
let l_988 = l_987 + l_896;
let l_989 = u32(0) + l_988;
let l_990 = buffer_7_global[l_989];
a_899[u32(9)] = l_990;
let l_991 = info.scalars_u32[0] + u32(3840);
let l_992 = l_991 + l_896;
let l_993 = u32(0) + l_992;
let l_994 = buffer_7_global[l_993];
a_898[u32(10)] = l_994;
let l_995 = info.scalars_u32[0] + u32(3840);
let l_996 = l_995 + u32(128);
let l_997 = l_996 + l_896;
let l_998 = u32(0) + l_997;
let l_999 = buffer_7_global[l_998];
a_899[u32(10)] = l_999;
let l_1000 = info.scalars_u32[0] + u32(4224);
let l_1001 = l_1000 + l_896;
let l_1002 = u32(0) + l_1001;
let l_1003 = buffer_7_global[l_1002];
a_898[u32(11)] = l_1003;
let l_1004 = info.scalars_u32[0] + u32(4224);
let l_1005 = l_1004 + u32(128);
let l_1006 = l_1005 + l_896;
let l_1007 = u32(0) + l_1006;
let l_1008 = buffer_7_global[l_1007];
a_899[u32(11)] = l_1008;
let l_1009 = info.scalars_u32[0] + u32(4608);
let l_1010 = l_1009 + l_896;
let l_1011 = u32(0) + l_1010;
let l_1012 = buffer_7_global[l_1011];
a_898[u32(12)] = l_1012;
let l_1013 = info.scalars_u32[0] + u32(4608);
let l_1014 = l_1013 + u32(128);
let l_1015 = l_1014 + l_896;
let l_1016 = u32(0) + l_1015;
let l_1017 = buffer_7_global[l_1016];
a_899[u32(12)] = l_1017;
let l_1018 = info.scalars_u32[0] + u32(4992);
let l_1019 = l_1018 + l_896;
let l_1020 = u32(0) + l_1019;
let l_1021 = buffer_7_global[l_1020];
a_898[u32(13)] = l_1021;
let l_1022 = info.scalars_u32[0] + u32(4992);
let l_1023 = l_1022 + u32(128);
let l_1024 = l_1023 + l_896;
let l_1025 = u32(0) + l_1024;
let l_1026 = buffer_7_global[l_1025];
a_899[u32(13)] = l_1026;
let l_1027 = info.scalars_u32[0] + u32(5376);
let l_1028 = l_1027 + l_896;
let l_1029 = u32(0) + l_1028;
let l_1030 = buffer_7_global[l_1029];
a_898[u32(14)] = l_1030;
let l_1031 = info.scalars_u32[0] + u32(5376);
let l_1032 = l_1031 + u32(128);
let l_1033 = l_1032 + l_896;
let l_1034 = u32(0) + l_1033;
let l_1035 = buffer_7_global[l_1034];
a_899[u32(14)] = l_1035;
let l_1036 = info.scalars_u32[0] + u32(5760);
let l_1037 = l_1036 + l_896;
let l_1038 = u32(0) + l_1037;
let l_1039 = buffer_7_global[l_1038];
a_898[u32(15)] = l_1039;
let l_1040 = info.scalars_u32[0] + u32(5760);
let l_1041 = l_1040 + u32(128);
let l_1042 = l_1041 + l_896;
let l_1043 = u32(0) + l_1042;
let l_1044 = buffer_7_global[l_1043];
a_899[u32(15)] = l_1044;
let l_1045 = info.scalars_u32[0] + u32(6144);
let l_1046 = l_1045 + l_896;
let l_1047 = u32(0) + l_1046;
let l_1048 = buffer_7_global[l_1047];
a_898[u32(16)] = l_1048;
let l_1049 = info.scalars_u32[0] + u32(6144);
let l_1050 = l_1049 + u32(128);
let l_1051 = l_1050 + l_896;
let l_1052 = u32(0) + l_1051;
let l_1053 = buffer_7_global[l_1052];
a_899[u32(16)] = l_1053;
let l_1054 = info.scalars_u32[0] + u32(6528);
let l_1055 = l_1054 + l_896;
let l_1056 = u32(0) + l_1055;
let l_1057 = buffer_7_global[l_1056];
a_898[u32(17)] = l_1057;
let l_1058 = info.scalars_u32[0] + u32(6528);
let l_1059 = l_1058 + u32(128);
let l_1060 = l_1059 + l_896;
let l_1061 = u32(0) + l_1060;
let l_1062 = buffer_7_global[l_1061];
a_899[u32(17)] = l_1062;
let l_1063 = info.scalars_u32[0] + u32(6912);
let l_1064 = l_1063 + l_896;
let l_1065 = u32(0) + l_1064;
let l_1066 = buffer_7_global[l_1065];
a_898[u32(18)] = l_1066;
let l_1067 = info.scalars_u32[0] + u32(6912);
let l_1068 = l_1067 + u32(128);
let l_1069 = l_1068 + l_896;
let l_1070 = u32(0) + l_1069;
let l_1071 = buffer_7_global[l_1070];
a_899[u32(18)] = l_1071;
let l_1072 = info.scalars_u32[0] + u32(7296);
let l_1073 = l_1072 + l_896;
let l_1074 = u32(0) + l_1073;
let l_1075 = buffer_7_global[l_1074];
a_898[u32(19)] = l_1075;
let l_1076 = info.scalars_u32[0] + u32(7296);
let l_1077 = l_1076 + u32(128);
let l_1078 = l_1077 + l_896;
let l_1079 = u32(0) + l_1078;
let l_1080 = buffer_7_global[l_1079];
a_899[u32(19)] = l_1080;
a_900[u32(0)] = f32(0.0);
let l_1081 = info.scalars_u32[1] + l_896;
let l_1082 = u32(0) + l_1081;
let l_1083 = buffer_7_global[l_1082];
let l_1084 = info.scalars_u32[1] + u32(128);
let l_1085 = l_1084 + l_896;
let l_1086 = u32(0) + l_1085;
let l_1087 = buffer_7_global[l_1086];
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
l_mut_340 = f32(0.0);
l_mut_1088 = f32(0.0);
l_mut_1089 = f32(0.0);
let l_1090 = u32(0) + l_894;
let l_1091 = buffer_0_global[l_1090];
let l_1092 = l_894 + u32(1);
let l_1093 = u32(0) + l_1092;
let l_1094 = buffer_0_global[l_1093];
let l_1096 = l_1094 - l_1091;
l_mut_193 = l_1096;
l_mut_1097 = bool(true);
l_mut_158 = u32(4294967295);
let l_1099 = l_1094 - l_1091;
let l_1100 = l_1099 <= u32(512);
if l_1100 {
let l_1101 = l_1091 + local_idx;
l_mut_157 = u32(0);
let l_1102 = l_1101 < l_1094;
if l_1102 {
let l_1103 = l_1101 * u32(2);
let l_1104 = l_1103 + u32(1);
let l_1105 = u32(0) + l_1104;
let l_1106 = buffer_4_global[l_1105];
let l_1107 = l_1106[u32(0)];
let l_1108 = l_1107 != f32(0.0);
let l_1109 = l_1106[u32(1)];
let l_1110 = l_1109 != f32(0.0);
let l_1111 = l_1108 || l_1110;
if l_1111 {
l_mut_157 = u32(1);
}
}
shared_memory_1098[local_idx] = l_mut_157;
workgroupBarrier();
l_mut_52 = u32(1);
loop {
let l_1112 = l_mut_52 < u32(512);
let l_1113 = !l_1112;
if l_1113 {
break;
}
let l_1114 = shared_memory_1098[local_idx];
l_mut_51 = l_1114;
let l_1115 = local_idx >= l_mut_52;
if l_1115 {
let l_1116 = local_idx - l_mut_52;
let l_1117 = shared_memory_1098[l_1116];
l_mut_51 = l_mut_51 + l_1117;
}
workgroupBarrier();
shared_memory_1098[local_idx] = l_mut_51;
workgroupBarrier();
l_mut_52 = l_mut_52 * u32(2);
}
let l_1118 = l_mut_157 == u32(1);
if l_1118 {
let l_1119 = shared_memory_1098[local_idx];
let l_1120 = l_1119 - u32(1);
shared_memory_1095[l_1120] = l_1101;
}
let l_1121 = shared_memory_1098[u32(511)];
l_mut_158 = l_1121;
workgroupBarrier();
}
let l_1122 = l_mut_158 != u32(4294967295);
if l_1122 {
l_mut_193 = l_mut_158;
l_mut_1097 = bool(false);
}
l_mut_158 = l_897;
loop {
let l_1123 = l_mut_158 + u32(4);
let l_1124 = l_1123 < l_mut_193;
let l_1125 = !l_1124;
if l_1125 {
break;
}
let l_1126 = l_1091 + l_mut_158;
l_mut_157 = l_1126;
let l_1127 = !l_mut_1097;
if l_1127 {
let l_1128 = shared_memory_1095[l_mut_158];
l_mut_157 = l_1128;
}
let l_1129 = l_mut_158 + u32(4);
let l_1130 = l_1091 + l_1129;
l_mut_52 = l_1130;
let l_1131 = !l_mut_1097;
if l_1131 {
let l_1132 = shared_memory_1095[l_1129];
l_mut_52 = l_1132;
}
l_mut_1133 = l_1083;
l_mut_1134 = l_1087;
l_mut_1135 = l_mut_374;
let l_1136 = l_mut_157 * u32(5);
let l_1137 = l_1136 + u32(0);
let l_1138 = u32(0) + l_1137;
let l_1139 = buffer_5_global[l_1138];
let l_1140 = l_1139[u32(0)];
let l_1141 = a_898[u32(0)];
let l_1142 = l_1141 * l_1140;
l_mut_1133 = l_mut_1133 + l_1142;
let l_1143 = a_899[u32(0)];
let l_1144 = l_1143 * l_1140;
l_mut_1134 = l_mut_1134 + l_1144;
let l_1145 = l_1139[u32(1)];
let l_1146 = a_898[u32(1)];
let l_1147 = l_1146 * l_1145;
l_mut_1133 = l_mut_1133 + l_1147;
let l_1148 = a_899[u32(1)];
let l_1149 = l_1148 * l_1145;
l_mut_1134 = l_mut_1134 + l_1149;
let l_1150 = l_1139[u32(2)];
let l_1151 = a_898[u32(2)];
let l_1152 = l_1151 * l_1150;
l_mut_1133 = l_mut_1133 + l_1152;
let l_1153 = a_899[u32(2)];
let l_1154 = l_1153 * l_1150;
l_mut_1134 = l_mut_1134 + l_1154;
let l_1155 = l_1139[u32(3)];
let l_1156 = a_898[u32(3)];
let l_1157 = l_1156 * l_1155;
l_mut_1133 = l_mut_1133 + l_1157;
let l_1158 = a_899[u32(3)];
let l_1159 = l_1158 * l_1155;
l_mut_1134 = l_mut_1134 + l_1159;
let l_1160 = l_mut_157 * u32(5);
let l_1161 = l_1160 + u32(1);
let l_1162 = u32(0) + l_1161;
let l_1163 = buffer_5_global[l_1162];
let l_1164 = l_1163[u32(0)];
let l_1165 = a_898[u32(4)];
let l_1166 = l_1165 * l_1164;
l_mut_1133 = l_mut_1133 + l_1166;
let l_1167 = a_899[u32(4)];
let l_1168 = l_1167 * l_1164;
l_mut_1134 = l_mut_1134 + l_1168;
let l_1169 = l_1163[u32(1)];
let l_1170 = a_898[u32(5)];
let l_1171 = l_1170 * l_1169;
l_mut_1133 = l_mut_1133 + l_1171;
let l_1172 = a_899[u32(5)];
let l_1173 = l_1172 * l_1169;
l_mut_1134 = l_mut_1134 + l_1173;
let l_1174 = l_1163[u32(2)];
let l_1175 = a_898[u32(6)];
let l_1176 = l_1175 * l_1174;
l_mut_1133 = l_mut_1133 + l_1176;
let l_1177 = a_899[u32(6)];
let l_1178 = l_1177 * l_1174;
l_mut_1134 = l_mut_1134 + l_1178;
let l_1179 = l_1163[u32(3)];
let l_1180 = a_898[u32(7)];
let l_1181 = l_1180 * l_1179;
l_mut_1133 = l_mut_1133 + l_1181;
let l_1182 = a_899[u32(7)];
let l_1183 = l_1182 * l_1179;
l_mut_1134 = l_mut_1134 + l_1183;
let l_1184 = l_mut_157 * u32(5);
let l_1185 = l_1184 + u32(2);
let l_1186 = u32(0) + l_1185;
let l_1187 = buffer_5_global[l_1186];
let l_1188 = l_1187[u32(0)];
let l_1189 = a_898[u32(8)];
let l_1190 = l_1189 * l_1188;
l_mut_1133 = l_mut_1133 + l_1190;
let l_1191 = a_899[u32(8)];
let l_1192 = l_1191 * l_1188;
l_mut_1134 = l_mut_1134 + l_1192;
let l_1193 = l_1187[u32(1)];
let l_1194 = a_898[u32(9)];
let l_1195 = l_1194 * l_1193;
l_mut_1133 = l_mut_1133 + l_1195;
let l_1196 = a_899[u32(9)];
let l_1197 = l_1196 * l_1193;
l_mut_1134 = l_mut_1134 + l_1197;
let l_1198 = l_1187[u32(2)];
let l_1199 = a_898[u32(10)];
let l_1200 = l_1199 * l_1198;
l_mut_1133 = l_mut_1133 + l_1200;
let l_1201 = a_899[u32(10)];
let l_1202 = l_1201 * l_1198;
l_mut_1134 = l_mut_1134 + l_1202;
let l_1203 = l_1187[u32(3)];
let l_1204 = a_898[u32(11)];
let l_1205 = l_1204 * l_1203;
l_mut_1133 = l_mut_1133 + l_1205;
let l_1206 = a_899[u32(11)];
let l_1207 = l_1206 * l_1203;
l_mut_1134 = l_mut_1134 + l_1207;
let l_1208 = l_mut_157 * u32(5);
let l_1209 = l_1208 + u32(3);
let l_1210 = u32(0) + l_1209;
let l_1211 = buffer_5_global[l_1210];
let l_1212 = l_1211[u32(0)];
let l_1213 = a_898[u32(12)];
let l_1214 = l_1213 * l_1212;
l_mut_1133 = l_mut_1133 + l_1214;
let l_1215 = a_899[u32(12)];
let l_1216 = l_1215 * l_1212;
l_mut_1134 = l_mut_1134 + l_1216;
let l_1217 = l_1211[u32(1)];
let l_1218 = a_898[u32(13)];
let l_1219 = l_1218 * l_1217;
l_mut_1133 = l_mut_1133 + l_1219;
let l_1220 = a_899[u32(13)];
let l_1221 = l_1220 * l_1217;
l_mut_1134 = l_mut_1134 + l_1221;
let l_1222 = l_1211[u32(2)];
let l_1223 = a_898[u32(14)];
let l_1224 = l_1223 * l_1222;
l_mut_1133 = l_mut_1133 + l_1224;
let l_1225 = a_899[u32(14)];
let l_1226 = l_1225 * l_1222;
l_mut_1134 = l_mut_1134 + l_1226;
let l_1227 = l_1211[u32(3)];
let l_1228 = a_898[u32(15)];
let l_1229 = l_1228 * l_1227;
l_mut_1133 = l_mut_1133 + l_1229;
let l_1230 = a_899[u32(15)];
let l_1231 = l_1230 * l_1227;
l_mut_1134 = l_mut_1134 + l_1231;
let l_1232 = l_mut_157 * u32(5);
let l_1233 = l_1232 + u32(4);
let l_1234 = u32(0) + l_1233;
let l_1235 = buffer_5_global[l_1234];
let l_1236 = l_1235[u32(0)];
let l_1237 = a_898[u32(16)];
let l_1238 = l_1237 * l_1236;
l_mut_1133 = l_mut_1133 + l_1238;
let l_1239 = a_899[u32(16)];
let l_1240 = l_1239 * l_1236;
l_mut_1134 = l_mut_1134 + l_1240;
let l_1241 = l_1235[u32(1)];
let l_1242 = a_898[u32(17)];
let l_1243 = l_1242 * l_1241;
l_mut_1133 = l_mut_1133 + l_1243;
let l_1244 = a_899[u32(17)];
let l_1245 = l_1244 * l_1241;
l_mut_1134 = l_mut_1134 + l_1245;
let l_1246 = l_1235[u32(2)];
let l_1247 = a_898[u32(18)];
let l_1248 = l_1247 * l_1246;
l_mut_1133 = l_mut_1133 + l_1248;
let l_1249 = a_899[u32(18)];
let l_1250 = l_1249 * l_1246;
l_mut_1134 = l_mut_1134 + l_1250;
let l_1251 = l_1235[u32(3)];
let l_1252 = a_898[u32(19)];
let l_1253 = l_1252 * l_1251;
l_mut_1133 = l_mut_1133 + l_1253;
let l_1254 = a_899[u32(19)];
let l_1255 = l_1254 * l_1251;
l_mut_1134 = l_mut_1134 + l_1255;
l_mut_1256 = l_1083;
l_mut_1257 = l_1087;
l_mut_1258 = l_mut_374;
let l_1259 = l_mut_52 * u32(5);
let l_1260 = l_1259 + u32(0);
let l_1261 = u32(0) + l_1260;
let l_1262 = buffer_5_global[l_1261];
let l_1263 = l_1262[u32(0)];
let l_1264 = a_898[u32(0)];
let l_1265 = l_1264 * l_1263;
l_mut_1256 = l_mut_1256 + l_1265;
let l_1266 = a_899[u32(0)];
let l_1267 = l_1266 * l_1263;
l_mut_1257 = l_mut_1257 + l_1267;
let l_1268 = l_1262[u32(1)];
let l_1269 = a_898[u32(1)];
let l_1270 = l_1269 * l_1268;
l_mut_1256 = l_mut_1256 + l_1270;
let l_1271 = a_899[u32(1)];
let l_1272 = l_1271 * l_1268;
l_mut_1257 = l_mut_1257 + l_1272;
let l_1273 = l_1262[u32(2)];
let l_1274 = a_898[u32(2)];
let l_1275 = l_1274 * l_1273;
l_mut_1256 = l_mut_1256 + l_1275;
let l_1276 = a_899[u32(2)];
let l_1277 = l_1276 * l_1273;
l_mut_1257 = l_mut_1257 + l_1277;
let l_1278 = l_1262[u32(3)];
let l_1279 = a_898[u32(3)];
let l_1280 = l_1279 * l_1278;
l_mut_1256 = l_mut_1256 + l_1280;
let l_1281 = a_899[u32(3)];
let l_1282 = l_1281 * l_1278;
l_mut_1257 = l_mut_1257 + l_1282;
let l_1283 = l_mut_52 * u32(5);
let l_1284 = l_1283 + u32(1);
let l_1285 = u32(0) + l_1284;
let l_1286 = buffer_5_global[l_1285];
let l_1287 = l_1286[u32(0)];
let l_1288 = a_898[u32(4)];
let l_1289 = l_1288 * l_1287;
l_mut_1256 = l_mut_1256 + l_1289;
let l_1290 = a_899[u32(4)];
let l_1291 = l_1290 * l_1287;
l_mut_1257 = l_mut_1257 + l_1291;
let l_1292 = l_1286[u32(1)];
let l_1293 = a_898[u32(5)];
let l_1294 = l_1293 * l_1292;
l_mut_1256 = l_mut_1256 + l_1294;
let l_1295 = a_899[u32(5)];
let l_1296 = l_1295 * l_1292;
l_mut_1257 = l_mut_1257 + l_1296;
let l_1297 = l_1286[u32(2)];
let l_1298 = a_898[u32(6)];
let l_1299 = l_1298 * l_1297;
l_mut_1256 = l_mut_1256 + l_1299;
let l_1300 = a_899[u32(6)];
let l_1301 = l_1300 * l_1297;
l_mut_1257 = l_mut_1257 + l_1301;
let l_1302 = l_1286[u32(3)];
let l_1303 = a_898[u32(7)];
let l_1304 = l_1303 * l_1302;
l_mut_1256 = l_mut_1256 + l_1304;
let l_1305 = a_899[u32(7)];
let l_1306 = l_1305 * l_1302;
l_mut_1257 = l_mut_1257 + l_1306;
let l_1307 = l_mut_52 * u32(5);
let l_1308 = l_1307 + u32(2);
let l_1309 = u32(0) + l_1308;
let l_1310 = buffer_5_global[l_1309];
let l_1311 = l_1310[u32(0)];
let l_1312 = a_898[u32(8)];
let l_1313 = l_1312 * l_1311;
l_mut_1256 = l_mut_1256 + l_1313;
let l_1314 = a_899[u32(8)];
let l_1315 = l_1314 * l_1311;
l_mut_1257 = l_mut_1257 + l_1315;
let l_1316 = l_1310[u32(1)];
let l_1317 = a_898[u32(9)];
let l_1318 = l_1317 * l_1316;
l_mut_1256 = l_mut_1256 + l_1318;
let l_1319 = a_899[u32(9)];
let l_1320 = l_1319 * l_1316;
l_mut_1257 = l_mut_1257 + l_1320;
let l_1321 = l_1310[u32(2)];
let l_1322 = a_898[u32(10)];
let l_1323 = l_1322 * l_1321;
l_mut_1256 = l_mut_1256 + l_1323;
let l_1324 = a_899[u32(10)];
let l_1325 = l_1324 * l_1321;
l_mut_1257 = l_mut_1257 + l_1325;
let l_1326 = l_1310[u32(3)];
let l_1327 = a_898[u32(11)];
let l_1328 = l_1327 * l_1326;
l_mut_1256 = l_mut_1256 + l_1328;
let l_1329 = a_899[u32(11)];
let l_1330 = l_1329 * l_1326;
l_mut_1257 = l_mut_1257 + l_1330;
let l_1331 = l_mut_52 * u32(5);
let l_1332 = l_1331 + u32(3);
let l_1333 = u32(0) + l_1332;
let l_1334 = buffer_5_global[l_1333];
let l_1335 = l_1334[u32(0)];
let l_1336 = a_898[u32(12)];
let l_1337 = l_1336 * l_1335;
l_mut_1256 = l_mut_1256 + l_1337;
let l_1338 = a_899[u32(12)];
let l_1339 = l_1338 * l_1335;
l_mut_1257 = l_mut_1257 + l_1339;
let l_1340 = l_1334[u32(1)];
let l_1341 = a_898[u32(13)];
let l_1342 = l_1341 * l_1340;
l_mut_1256 = l_mut_1256 + l_1342;
let l_1343 = a_899[u32(13)];
let l_1344 = l_1343 * l_1340;
l_mut_1257 = l_mut_1257 + l_1344;
let l_1345 = l_1334[u32(2)];
let l_1346 = a_898[u32(14)];
let l_1347 = l_1346 * l_1345;
l_mut_1256 = l_mut_1256 + l_1347;
let l_1348 = a_899[u32(14)];
let l_1349 = l_1348 * l_1345;
l_mut_1257 = l_mut_1257 + l_1349;
let l_1350 = l_1334[u32(3)];
let l_1351 = a_898[u32(15)];
let l_1352 = l_1351 * l_1350;
l_mut_1256 = l_mut_1256 + l_1352;
let l_1353 = a_899[u32(15)];
let l_1354 = l_1353 * l_1350;
l_mut_1257 = l_mut_1257 + l_1354;
let l_1355 = l_mut_52 * u32(5);
let l_1356 = l_1355 + u32(4);
let l_1357 = u32(0) + l_1356;
let l_1358 = buffer_5_global[l_1357];
let l_1359 = l_1358[u32(0)];
let l_1360 = a_898[u32(16)];
let l_1361 = l_1360 * l_1359;
l_mut_1256 = l_mut_1256 + l_1361;
let l_1362 = a_899[u32(16)];
let l_1363 = l_1362 * l_1359;
l_mut_1257 = l_mut_1257 + l_1363;
let l_1364 = l_1358[u32(1)];
let l_1365 = a_898[u32(17)];
let l_1366 = l_1365 * l_1364;
l_mut_1256 = l_mut_1256 + l_1366;
let l_1367 = a_899[u32(17)];
let l_1368 = l_1367 * l_1364;
l_mut_1257 = l_mut_1257 + l_1368;
let l_1369 = l_1358[u32(2)];
let l_1370 = a_898[u32(18)];
let l_1371 = l_1370 * l_1369;
l_mut_1256 = l_mut_1256 + l_1371;
let l_1372 = a_899[u32(18)];
let l_1373 = l_1372 * l_1369;
l_mut_1257 = l_mut_1257 + l_1373;
let l_1374 = l_1358[u32(3)];
let l_1375 = a_898[u32(19)];
let l_1376 = l_1375 * l_1374;
l_mut_1256 = l_mut_1256 + l_1376;
let l_1377 = a_899[u32(19)];
let l_1378 = l_1377 * l_1374;
l_mut_1257 = l_mut_1257 + l_1378;
let l_1379 = l_mut_157 * u32(2);
let l_1380 = u32(0) + l_1379;
let l_1381 = buffer_4_global[l_1380];
let l_1382 = l_mut_157 * u32(2);
let l_1383 = l_1382 + u32(1);
let l_1384 = u32(0) + l_1383;
let l_1385 = buffer_4_global[l_1384];
let l_1386 = l_1385[u32(0)];
let l_1387 = l_mut_52 * u32(2);
let l_1388 = u32(0) + l_1387;
let l_1389 = buffer_4_global[l_1388];
let l_1390 = l_mut_52 * u32(2);
let l_1391 = l_1390 + u32(1);
let l_1392 = u32(0) + l_1391;
let l_1393 = buffer_4_global[l_1392];
let l_1394 = l_1393[u32(0)];
let l_1395 = u32(0) + l_mut_157;
let l_1396 = buffer_1_global[l_1395];
let l_1397 = l_1396 * u32(3);
let l_1398 = l_1397 * u32(128);
let l_1399 = l_1398 + l_896;
let l_1400 = u32(0) + l_1399;
let l_1401 = buffer_11_global[l_1400];
let l_1402 = l_1399 + u32(128);
let l_1403 = u32(0) + l_1402;
let l_1404 = buffer_11_global[l_1403];
l_mut_1405 = f32(0.0);
l_mut_1406 = f32(0.0);
l_mut_1407 = f32(0.0);
l_mut_1408 = f32(0.0);
let l_1409 = u32(0) + l_mut_52;
let l_1410 = buffer_1_global[l_1409];
let l_1411 = l_1410 * u32(3);
let l_1412 = l_1411 * u32(128);
let l_1413 = l_1412 + l_896;
let l_1414 = u32(0) + l_1413;
let l_1415 = buffer_11_global[l_1414];
let l_1416 = l_1413 + u32(128);
let l_1417 = u32(0) + l_1416;
let l_1418 = buffer_11_global[l_1417];
l_mut_1419 = f32(0.0);
l_mut_1420 = f32(0.0);
l_mut_1421 = f32(0.0);
l_mut_1422 = f32(0.0);
let l_1423 = l_mut_1133 * l_1386;
let l_1424 = l_1423 * l_1401;
let l_1425 = l_mut_357 + l_1424;
let l_1426 = l_mut_1134 * l_1386;
let l_1427 = l_1426 * l_1404;
l_mut_1428 = l_mut_340;
l_mut_1429 = l_mut_1088;
l_mut_1430 = l_mut_1089;
let l_1431 = l_1381[u32(1)];
let l_1432 = l_1427 * l_1431;
l_mut_1428 = l_mut_1428 + l_1432;
let l_1433 = l_1381[u32(2)];
let l_1434 = l_1427 * l_1433;
l_mut_1429 = l_mut_1429 + l_1434;
let l_1435 = l_1381[u32(3)];
let l_1436 = l_1427 * l_1435;
l_mut_1430 = l_mut_1430 + l_1436;
let l_1437 = l_mut_1256 * l_1394;
let l_1438 = l_1437 * l_1415;
let l_1439 = l_1425 + l_1438;
let l_1440 = l_mut_1257 * l_1394;
let l_1441 = l_1440 * l_1418;
l_mut_1442 = l_mut_1428;
l_mut_1443 = l_mut_1429;
l_mut_1444 = l_mut_1430;
let l_1445 = l_1389[u32(1)];
let l_1446 = l_1441 * l_1445;
l_mut_1442 = l_mut_1442 + l_1446;
let l_1447 = l_1389[u32(2)];
let l_1448 = l_1441 * l_1447;
l_mut_1443 = l_mut_1443 + l_1448;
let l_1449 = l_1389[u32(3)];
let l_1450 = l_1441 * l_1449;
l_mut_1444 = l_mut_1444 + l_1450;
l_mut_357 = l_1439;
l_mut_340 = l_mut_1442;
l_mut_1088 = l_mut_1443;
l_mut_1089 = l_mut_1444;
l_mut_158 = l_mut_158 + u32(8);
}
loop {
let l_1451 = l_mut_158 < l_mut_193;
let l_1452 = !l_1451;
if l_1452 {
break;
}
let l_1453 = l_1091 + l_mut_158;
l_mut_157 = l_1453;
let l_1454 = !l_mut_1097;
if l_1454 {
let l_1455 = shared_memory_1095[l_mut_158];
l_mut_157 = l_1455;
}
l_mut_1444 = l_1083;
l_mut_1443 = l_1087;
l_mut_1442 = l_mut_374;
let l_1456 = l_mut_157 * u32(5);
let l_1457 = l_1456 + u32(0);
let l_1458 = u32(0) + l_1457;
let l_1459 = buffer_5_global[l_1458];
let l_1460 = l_1459[u32(0)];
let l_1461 = a_898[u32(0)];
let l_1462 = l_1461 * l_1460;
l_mut_1444 = l_mut_1444 + l_1462;
let l_1463 = a_899[u32(0)];
let l_1464 = l_1463 * l_1460;
l_mut_1443 = l_mut_1443 + l_1464;
let l_1465 = l_1459[u32(1)];
let l_1466 = a_898[u32(1)];
let l_1467 = l_1466 * l_1465;
l_mut_1444 = l_mut_1444 + l_1467;
let l_1468 = a_899[u32(1)];
let l_1469 = l_1468 * l_1465;
l_mut_1443 = l_mut_1443 + l_1469;
let l_1470 = l_1459[u32(2)];
let l_1471 = a_898[u32(2)];
let l_1472 = l_1471 * l_1470;
l_mut_1444 = l_mut_1444 + l_1472;
let l_1473 = a_899[u32(2)];
let l_1474 = l_1473 * l_1470;
l_mut_1443 = l_mut_1443 + l_1474;
let l_1475 = l_1459[u32(3)];
let l_1476 = a_898[u32(3)];
let l_1477 = l_1476 * l_1475;
l_mut_1444 = l_mut_1444 + l_1477;
let l_1478 = a_899[u32(3)];
let l_1479 = l_1478 * l_1475;
l_mut_1443 = l_mut_1443 + l_1479;
let l_1480 = l_mut_157 * u32(5);
let l_1481 = l_1480 + u32(1);
let l_1482 = u32(0) + l_1481;
let l_1483 = buffer_5_global[l_1482];
let l_1484 = l_1483[u32(0)];
let l_1485 = a_898[u32(4)];
let l_1486 = l_1485 * l_1484;
l_mut_1444 = l_mut_1444 + l_1486;
let l_1487 = a_899[u32(4)];
let l_1488 = l_1487 * l_1484;
l_mut_1443 = l_mut_1443 + l_1488;
let l_1489 = l_1483[u32(1)];
let l_1490 = a_898[u32(5)];
let l_1491 = l_1490 * l_1489;
l_mut_1444 = l_mut_1444 + l_1491;
let l_1492 = a_899[u32(5)];
let l_1493 = l_1492 * l_1489;
l_mut_1443 = l_mut_1443 + l_1493;
let l_1494 = l_1483[u32(2)];
let l_1495 = a_898[u32(6)];
let l_1496 = l_1495 * l_1494;
l_mut_1444 = l_mut_1444 + l_1496;
let l_1497 = a_899[u32(6)];
let l_1498 = l_1497 * l_1494;
l_mut_1443 = l_mut_1443 + l_1498;
let l_1499 = l_1483[u32(3)];
let l_1500 = a_898[u32(7)];
let l_1501 = l_1500 * l_1499;
l_mut_1444 = l_mut_1444 + l_1501;
let l_1502 = a_899[u32(7)];
let l_1503 = l_1502 * l_1499;
l_mut_1443 = l_mut_1443 + l_1503;
let l_1504 = l_mut_157 * u32(5);
let l_1505 = l_1504 + u32(2);
let l_1506 = u32(0) + l_1505;
let l_1507 = buffer_5_global[l_1506];
let l_1508 = l_1507[u32(0)];
let l_1509 = a_898[u32(8)];
let l_1510 = l_1509 * l_1508;
l_mut_1444 = l_mut_1444 + l_1510;
let l_1511 = a_899[u32(8)];
let l_1512 = l_1511 * l_1508;
l_mut_1443 = l_mut_1443 + l_1512;
let l_1513 = l_1507[u32(1)];
let l_1514 = a_898[u32(9)];
let l_1515 = l_1514 * l_1513;
l_mut_1444 = l_mut_1444 + l_1515;
let l_1516 = a_899[u32(9)];
let l_1517 = l_1516 * l_1513;
l_mut_1443 = l_mut_1443 + l_1517;
let l_1518 = l_1507[u32(2)];
let l_1519 = a_898[u32(10)];
let l_1520 = l_1519 * l_1518;
l_mut_1444 = l_mut_1444 + l_1520;
let l_1521 = a_899[u32(10)];
let l_1522 = l_1521 * l_1518;
l_mut_1443 = l_mut_1443 + l_1522;
let l_1523 = l_1507[u32(3)];
let l_1524 = a_898[u32(11)];
let l_1525 = l_1524 * l_1523;
l_mut_1444 = l_mut_1444 + l_1525;
let l_1526 = a_899[u32(11)];
let l_1527 = l_1526 * l_1523;
l_mut_1443 = l_mut_1443 + l_1527;
let l_1528 = l_mut_157 * u32(5);
let l_1529 = l_1528 + u32(3);
let l_1530 = u32(0) + l_1529;
let l_1531 = buffer_5_global[l_1530];
let l_1532 = l_1531[u32(0)];
let l_1533 = a_898[u32(12)];
let l_1534 = l_1533 * l_1532;
l_mut_1444 = l_mut_1444 + l_1534;
let l_1535 = a_899[u32(12)];
let l_1536 = l_1535 * l_1532;
l_mut_1443 = l_mut_1443 + l_1536;
let l_1537 = l_1531[u32(1)];
let l_1538 = a_898[u32(13)];
let l_1539 = l_1538 * l_1537;
l_mut_1444 = l_mut_1444 + l_1539;
let l_1540 = a_899[u32(13)];
let l_1541 = l_1540 * l_1537;
l_mut_1443 = l_mut_1443 + l_1541;
let l_1542 = l_1531[u32(2)];
let l_1543 = a_898[u32(14)];
let l_1544 = l_1543 * l_1542;
l_mut_1444 = l_mut_1444 + l_1544;
let l_1545 = a_899[u32(14)];
let l_1546 = l_1545 * l_1542;
l_mut_1443 = l_mut_1443 + l_1546;
let l_1547 = l_1531[u32(3)];
let l_1548 = a_898[u32(15)];
let l_1549 = l_1548 * l_1547;
l_mut_1444 = l_mut_1444 + l_1549;
let l_1550 = a_899[u32(15)];
let l_1551 = l_1550 * l_1547;
l_mut_1443 = l_mut_1443 + l_1551;
let l_1552 = l_mut_157 * u32(5);
let l_1553 = l_1552 + u32(4);
let l_1554 = u32(0) + l_1553;
let l_1555 = buffer_5_global[l_1554];
let l_1556 = l_1555[u32(0)];
let l_1557 = a_898[u32(16)];
let l_1558 = l_1557 * l_1556;
l_mut_1444 = l_mut_1444 + l_1558;
let l_1559 = a_899[u32(16)];
let l_1560 = l_1559 * l_1556;
l_mut_1443 = l_mut_1443 + l_1560;
let l_1561 = l_1555[u32(1)];
let l_1562 = a_898[u32(17)];
let l_1563 = l_1562 * l_1561;
l_mut_1444 = l_mut_1444 + l_1563;
let l_1564 = a_899[u32(17)];
let l_1565 = l_1564 * l_1561;
l_mut_1443 = l_mut_1443 + l_1565;
let l_1566 = l_1555[u32(2)];
let l_1567 = a_898[u32(18)];
let l_1568 = l_1567 * l_1566;
l_mut_1444 = l_mut_1444 + l_1568;
let l_1569 = a_899[u32(18)];
let l_1570 = l_1569 * l_1566;
l_mut_1443 = l_mut_1443 + l_1570;
let l_1571 = l_1555[u32(3)];
let l_1572 = a_898[u32(19)];
let l_1573 = l_1572 * l_1571;
l_mut_1444 = l_mut_1444 + l_1573;
let l_1574 = a_899[u32(19)];
let l_1575 = l_1574 * l_1571;
l_mut_1443 = l_mut_1443 + l_1575;
let l_1576 = l_mut_157 * u32(2);
let l_1577 = u32(0) + l_1576;
let l_1578 = buffer_4_global[l_1577];
let l_1579 = l_mut_157 * u32(2);
let l_1580 = l_1579 + u32(1);
let l_1581 = u32(0) + l_1580;
let l_1582 = buffer_4_global[l_1581];
let l_1583 = l_1582[u32(0)];
let l_1584 = u32(0) + l_mut_157;
let l_1585 = buffer_1_global[l_1584];
let l_1586 = l_1585 * u32(3);
let l_1587 = l_1586 * u32(128);
let l_1588 = l_1587 + l_896;
let l_1589 = u32(0) + l_1588;
let l_1590 = buffer_11_global[l_1589];
let l_1591 = l_1588 + u32(128);
let l_1592 = u32(0) + l_1591;
let l_1593 = buffer_11_global[l_1592];
l_mut_1430 = f32(0.0);
l_mut_1429 = f32(0.0);
l_mut_1428 = f32(0.0);
l_mut_1422 = f32(0.0);
let l_1594 = l_mut_1444 * l_1583;
let l_1595 = l_1594 * l_1590;
let l_1596 = l_mut_357 + l_1595;
let l_1597 = l_mut_1443 * l_1583;
let l_1598 = l_1597 * l_1593;
l_mut_1421 = l_mut_340;
l_mut_1420 = l_mut_1088;
l_mut_1419 = l_mut_1089;
let l_1599 = l_1578[u32(1)];
let l_1600 = l_1598 * l_1599;
l_mut_1421 = l_mut_1421 + l_1600;
let l_1601 = l_1578[u32(2)];
let l_1602 = l_1598 * l_1601;
l_mut_1420 = l_mut_1420 + l_1602;
let l_1603 = l_1578[u32(3)];
let l_1604 = l_1598 * l_1603;
l_mut_1419 = l_mut_1419 + l_1604;
l_mut_357 = l_1596;
l_mut_340 = l_mut_1421;
l_mut_1088 = l_mut_1420;
l_mut_1089 = l_mut_1419;
l_mut_158 = l_mut_158 + u32(4);
}
let l_1606 = l_897 < u32(4);
if l_1606 {
let l_1607 = l_897 * u32(4);
let l_1608 = l_1607 * u32(128);
let l_1609 = l_1608 + l_896;
shared_memory_1605[l_1609] = l_mut_357;
let l_1610 = l_897 * u32(4);
let l_1611 = l_1610 + u32(1);
let l_1612 = l_1611 * u32(128);
let l_1613 = l_1612 + l_896;
shared_memory_1605[l_1613] = l_mut_340;
let l_1614 = l_897 * u32(4);
let l_1615 = l_1614 + u32(2);
let l_1616 = l_1615 * u32(128);
let l_1617 = l_1616 + l_896;
shared_memory_1605[l_1617] = l_mut_1088;
let l_1618 = l_897 * u32(4);
let l_1619 = l_1618 + u32(3);
let l_1620 = l_1619 * u32(128);
let l_1621 = l_1620 + l_896;
shared_memory_1605[l_1621] = l_mut_1089;
}
workgroupBarrier();
let l_1622 = l_897 == u32(0);
if l_1622 {
let l_1623 = u32(512) + l_896;
let l_1624 = shared_memory_1605[l_1623];
l_mut_357 = l_mut_357 + l_1624;
let l_1625 = u32(640) + l_896;
let l_1626 = shared_memory_1605[l_1625];
l_mut_340 = l_mut_340 + l_1626;
let l_1627 = u32(768) + l_896;
let l_1628 = shared_memory_1605[l_1627];
l_mut_1088 = l_mut_1088 + l_1628;
let l_1629 = u32(896) + l_896;
let l_1630 = shared_memory_1605[l_1629];
l_mut_1089 = l_mut_1089 + l_1630;
let l_1631 = u32(1024) + l_896;
let l_1632 = shared_memory_1605[l_1631];
l_mut_357 = l_mut_357 + l_1632;
let l_1633 = u32(1152) + l_896;
let l_1634 = shared_memory_1605[l_1633];
l_mut_340 = l_mut_340 + l_1634;
let l_1635 = u32(1280) + l_896;
let l_1636 = shared_memory_1605[l_1635];
l_mut_1088 = l_mut_1088 + l_1636;
let l_1637 = u32(1408) + l_896;
let l_1638 = shared_memory_1605[l_1637];
l_mut_1089 = l_mut_1089 + l_1638;
let l_1639 = u32(1536) + l_896;
let l_1640 = shared_memory_1605[l_1639];
l_mut_357 = l_mut_357 + l_1640;
let l_1641 = u32(1664) + l_896;
let l_1642 = shared_memory_1605[l_1641];
l_mut_340 = l_mut_340 + l_1642;
let l_1643 = u32(1792) + l_896;
let l_1644 = shared_memory_1605[l_1643];
l_mut_1088 = l_mut_1088 + l_1644;
let l_1645 = u32(1920) + l_896;
let l_1646 = shared_memory_1605[l_1645];
l_mut_1089 = l_mut_1089 + l_1646;
}
workgroupBarrier();
let l_1647 = l_897 == u32(0);
if l_1647 {
let l_1648 = l_894 * u32(128);
let l_1649 = l_1648 + l_896;
let l_1650 = u32(0) + l_1649;
let l_1651 = buffer_12_global[l_1650];
let l_1652 = l_894 * u32(128);
let l_1653 = l_1652 + l_896;
let l_1654 = l_1651 + l_mut_357;
let l_1655 = info.scalars_u32[20] + l_1653;
buffer_14_global[l_1655] = l_1654;
let l_1656 = l_894 * u32(3);
let l_1657 = l_1656 * u32(128);
let l_1658 = l_1657 + l_896;
let l_1659 = info.scalars_u32[21] + l_1658;
buffer_14_global[l_1659] = l_mut_340;
let l_1660 = l_894 * u32(3);
let l_1661 = l_1660 * u32(128);
let l_1662 = l_1661 + u32(128);
let l_1663 = l_1662 + l_896;
let l_1664 = info.scalars_u32[21] + l_1663;
buffer_14_global[l_1664] = l_mut_1088;
let l_1665 = l_894 * u32(3);
let l_1666 = l_1665 * u32(128);
let l_1667 = l_1666 + u32(256);
let l_1668 = l_1667 + l_896;
let l_1669 = info.scalars_u32[21] + l_1668;
buffer_14_global[l_1669] = l_mut_1089;
}
}
storageBarrier();
let l_1670 = u32(3) * info.scalars_u32[35];
let l_1671 = u32(3) * l_513;
l_mut_193 = local_idx;
loop {
let l_1673 = l_mut_193 < u32(384);
let l_1674 = !l_1673;
if l_1674 {
break;
}
let l_1675 = l_mut_193 / u32(128);
let l_1676 = l_1671 + l_1675;
let l_1677 = l_1676 < l_1670;
if l_1677 {
let l_1678 = l_1676 * u32(128);
let l_1679 = l_mut_193 % u32(128);
l_mut_158 = l_1679;
let l_1680 = l_1678 + l_mut_158;
let l_1681 = info.scalars_u32[21] + l_1680;
let l_1682 = buffer_14_global[l_1681];
shared_memory_1672[l_mut_193] = l_1682;
} else {
shared_memory_1672[l_mut_193] = f32(0.0);
}
l_mut_193 = l_mut_193 + u32(512);
}
workgroupBarrier();
let l_1683 = local_idx < u32(512);
if l_1683 {
let l_1684 = local_idx % u32(256);
let l_1685 = local_idx / u32(256);
a_1686[u32(0)] = f32(0.0);
a_1686[u32(1)] = f32(0.0);
a_1686[u32(2)] = f32(0.0);
let l_1687 = l_1685 * u32(64);
l_mut_193 = l_1687;
let l_1688 = l_mut_193 - l_1687;
let l_1689 = l_1688 * u32(256);
let l_1690 = info.scalars_u32[2] + l_1689;
l_mut_193 = l_1684;
l_mut_158 = l_1687;
loop {
let l_1691 = l_1687 + u32(64);
let l_1692 = l_mut_158 < l_1691;
let l_1693 = !l_1692;
if l_1693 {
break;
}
let l_1695 = l_mut_158 + u32(0);
let l_1696 = l_1695 * u32(256);
let l_1697 = l_1690 + l_1696;
let l_1698 = l_1697 + l_mut_193;
let l_1699 = u32(0) + l_1698;
let l_1700 = buffer_7_global[l_1699];
a_1694[u32(0)] = l_1700;
let l_1701 = l_mut_158 + u32(1);
let l_1702 = l_1701 * u32(256);
let l_1703 = l_1690 + l_1702;
let l_1704 = l_1703 + l_mut_193;
let l_1705 = u32(0) + l_1704;
let l_1706 = buffer_7_global[l_1705];
a_1694[u32(1)] = l_1706;
let l_1707 = l_mut_158 + u32(2);
let l_1708 = l_1707 * u32(256);
let l_1709 = l_1690 + l_1708;
let l_1710 = l_1709 + l_mut_193;
let l_1711 = u32(0) + l_1710;
let l_1712 = buffer_7_global[l_1711];
a_1694[u32(2)] = l_1712;
let l_1713 = l_mut_158 + u32(3);
let l_1714 = l_1713 * u32(256);
let l_1715 = l_1690 + l_1714;
let l_1716 = l_1715 + l_mut_193;
let l_1717 = u32(0) + l_1716;
let l_1718 = buffer_7_global[l_1717];
a_1694[u32(3)] = l_1718;
let l_1719 = l_mut_158 + u32(4);
let l_1720 = l_1719 * u32(256);
let l_1721 = l_1690 + l_1720;
let l_1722 = l_1721 + l_mut_193;
let l_1723 = u32(0) + l_1722;
let l_1724 = buffer_7_global[l_1723];
a_1694[u32(4)] = l_1724;
let l_1725 = l_mut_158 + u32(5);
let l_1726 = l_1725 * u32(256);
let l_1727 = l_1690 + l_1726;
let l_1728 = l_1727 + l_mut_193;
let l_1729 = u32(0) + l_1728;
let l_1730 = buffer_7_global[l_1729];
a_1694[u32(5)] = l_1730;
let l_1731 = l_mut_158 + u32(6);
let l_1732 = l_1731 * u32(256);
let l_1733 = l_1690 + l_1732;
let l_1734 = l_1733 + l_mut_193;
let l_1735 = u32(0) + l_1734;
let l_1736 = buffer_7_global[l_1735];
a_1694[u32(6)] = l_1736;
let l_1737 = l_mut_158 + u32(7);
let l_1738 = l_1737 * u32(256);
let l_1739 = l_1690 + l_1738;
let l_1740 = l_1739 + l_mut_193;
let l_1741 = u32(0) + l_1740;
let l_1742 = buffer_7_global[l_1741];
a_1694[u32(7)] = l_1742;
let l_1743 = u32(0) + l_mut_158;
let l_1744 = l_1743 + u32(0);
let l_1745 = shared_memory_1672[l_1744];
let l_1746 = a_1694[u32(0)];
let l_1747 = l_1745 * l_1746;
let l_1748 = a_1686[u32(0)];
let l_1749 = l_1748 + l_1747;
a_1686[u32(0)] = l_1749;
let l_1750 = u32(128) + l_mut_158;
let l_1751 = l_1750 + u32(0);
let l_1752 = shared_memory_1672[l_1751];
let l_1753 = a_1694[u32(0)];
let l_1754 = l_1752 * l_1753;
let l_1755 = a_1686[u32(1)];
let l_1756 = l_1755 + l_1754;
a_1686[u32(1)] = l_1756;
let l_1757 = u32(256) + l_mut_158;
let l_1758 = l_1757 + u32(0);
let l_1759 = shared_memory_1672[l_1758];
let l_1760 = a_1694[u32(0)];
let l_1761 = l_1759 * l_1760;
let l_1762 = a_1686[u32(2)];
let l_1763 = l_1762 + l_1761;
a_1686[u32(2)] = l_1763;
let l_1764 = u32(0) + l_mut_158;
let l_1765 = l_1764 + u32(1);
let l_1766 = shared_memory_1672[l_1765];
let l_1767 = a_1694[u32(1)];
let l_1768 = l_1766 * l_1767;
let l_1769 = a_1686[u32(0)];
let l_1770 = l_1769 + l_1768;
a_1686[u32(0)] = l_1770;
let l_1771 = u32(128) + l_mut_158;
let l_1772 = l_1771 + u32(1);
let l_1773 = shared_memory_1672[l_1772];
let l_1774 = a_1694[u32(1)];
let l_1775 = l_1773 * l_1774;
let l_1776 = a_1686[u32(1)];
let l_1777 = l_1776 + l_1775;
a_1686[u32(1)] = l_1777;
let l_1778 = u32(256) + l_mut_158;
let l_1779 = l_1778 + u32(1);
let l_1780 = shared_memory_1672[l_1779];
let l_1781 = a_1694[u32(1)];
let l_1782 = l_1780 * l_1781;
let l_1783 = a_1686[u32(2)];
let l_1784 = l_1783 + l_1782;
a_1686[u32(2)] = l_1784;
let l_1785 = u32(0) + l_mut_158;
let l_1786 = l_1785 + u32(2);
let l_1787 = shared_memory_1672[l_1786];
let l_1788 = a_1694[u32(2)];
let l_1789 = l_1787 * l_1788;
let l_1790 = a_1686[u32(0)];
let l_1791 = l_1790 + l_1789;
a_1686[u32(0)] = l_1791;
let l_1792 = u32(128) + l_mut_158;
let l_1793 = l_1792 + u32(2);
let l_1794 = shared_memory_1672[l_1793];
let l_1795 = a_1694[u32(2)];
let l_1796 = l_1794 * l_1795;
let l_1797 = a_1686[u32(1)];
let l_1798 = l_1797 + l_1796;
a_1686[u32(1)] = l_1798;
let l_1799 = u32(256) + l_mut_158;
let l_1800 = l_1799 + u32(2);
let l_1801 = shared_memory_1672[l_1800];
let l_1802 = a_1694[u32(2)];
let l_1803 = l_1801 * l_1802;
let l_1804 = a_1686[u32(2)];
let l_1805 = l_1804 + l_1803;
a_1686[u32(2)] = l_1805;
let l_1806 = u32(0) + l_mut_158;
let l_1807 = l_1806 + u32(3);
let l_1808 = shared_memory_1672[l_1807];
let l_1809 = a_1694[u32(3)];
let l_1810 = l_1808 * l_1809;
let l_1811 = a_1686[u32(0)];
let l_1812 = l_1811 + l_1810;
a_1686[u32(0)] = l_1812;
let l_1813 = u32(128) + l_mut_158;
let l_1814 = l_1813 + u32(3);
let l_1815 = shared_memory_1672[l_1814];
let l_1816 = a_1694[u32(3)];
let l_1817 = l_1815 * l_1816;
let l_1818 = a_1686[u32(1)];
let l_1819 = l_1818 + l_1817;
a_1686[u32(1)] = l_1819;
let l_1820 = u32(256) + l_mut_158;
let l_1821 = l_1820 + u32(3);
let l_1822 = shared_memory_1672[l_1821];
let l_1823 = a_1694[u32(3)];
let l_1824 = l_1822 * l_1823;
let l_1825 = a_1686[u32(2)];
let l_1826 = l_1825 + l_1824;
a_1686[u32(2)] = l_1826;
let l_1827 = u32(0) + l_mut_158;
let l_1828 = l_1827 + u32(4);
let l_1829 = shared_memory_1672[l_1828];
let l_1830 = a_1694[u32(4)];
let l_1831 = l_1829 * l_1830;
let l_1832 = a_1686[u32(0)];
let l_1833 = l_1832 + l_1831;
a_1686[u32(0)] = l_1833;
let l_1834 = u32(128) + l_mut_158;
let l_1835 = l_1834 + u32(4);
let l_1836 = shared_memory_1672[l_1835];
let l_1837 = a_1694[u32(4)];
let l_1838 = l_1836 * l_1837;
let l_1839 = a_1686[u32(1)];
let l_1840 = l_1839 + l_1838;
a_1686[u32(1)] = l_1840;
let l_1841 = u32(256) + l_mut_158;
let l_1842 = l_1841 + u32(4);
let l_1843 = shared_memory_1672[l_1842];
let l_1844 = a_1694[u32(4)];
let l_1845 = l_1843 * l_1844;
let l_1846 = a_1686[u32(2)];
let l_1847 = l_1846 + l_1845;
a_1686[u32(2)] = l_1847;
let l_1848 = u32(0) + l_mut_158;
let l_1849 = l_1848 + u32(5);
let l_1850 = shared_memory_1672[l_1849];
let l_1851 = a_1694[u32(5)];
let l_1852 = l_1850 * l_1851;
let l_1853 = a_1686[u32(0)];
let l_1854 = l_1853 + l_1852;
a_1686[u32(0)] = l_1854;
let l_1855 = u32(128) + l_mut_158;
let l_1856 = l_1855 + u32(5);
let l_1857 = shared_memory_1672[l_1856];
let l_1858 = a_1694[u32(5)];
let l_1859 = l_1857 * l_1858;
let l_1860 = a_1686[u32(1)];
let l_1861 = l_1860 + l_1859;
a_1686[u32(1)] = l_1861;
let l_1862 = u32(256) + l_mut_158;
let l_1863 = l_1862 + u32(5);
let l_1864 = shared_memory_1672[l_1863];
let l_1865 = a_1694[u32(5)];
let l_1866 = l_1864 * l_1865;
let l_1867 = a_1686[u32(2)];
let l_1868 = l_1867 + l_1866;
a_1686[u32(2)] = l_1868;
let l_1869 = u32(0) + l_mut_158;
let l_1870 = l_1869 + u32(6);
let l_1871 = shared_memory_1672[l_1870];
let l_1872 = a_1694[u32(6)];
let l_1873 = l_1871 * l_1872;
let l_1874 = a_1686[u32(0)];
let l_1875 = l_1874 + l_1873;
a_1686[u32(0)] = l_1875;
let l_1876 = u32(128) + l_mut_158;
let l_1877 = l_1876 + u32(6);
let l_1878 = shared_memory_1672[l_1877];
let l_1879 = a_1694[u32(6)];
let l_1880 = l_1878 * l_1879;
let l_1881 = a_1686[u32(1)];
let l_1882 = l_1881 + l_1880;
a_1686[u32(1)] = l_1882;
let l_1883 = u32(256) + l_mut_158;
let l_1884 = l_1883 + u32(6);
let l_1885 = shared_memory_1672[l_1884];
let l_1886 = a_1694[u32(6)];
let l_1887 = l_1885 * l_1886;
let l_1888 = a_1686[u32(2)];
let l_1889 = l_1888 + l_1887;
a_1686[u32(2)] = l_1889;
let l_1890 = u32(0) + l_mut_158;
let l_1891 = l_1890 + u32(7);
let l_1892 = shared_memory_1672[l_1891];
let l_1893 = a_1694[u32(7)];
let l_1894 = l_1892 * l_1893;
let l_1895 = a_1686[u32(0)];
let l_1896 = l_1895 + l_1894;
a_1686[u32(0)] = l_1896;
let l_1897 = u32(128) + l_mut_158;
let l_1898 = l_1897 + u32(7);
let l_1899 = shared_memory_1672[l_1898];
let l_1900 = a_1694[u32(7)];
let l_1901 = l_1899 * l_1900;
let l_1902 = a_1686[u32(1)];
let l_1903 = l_1902 + l_1901;
a_1686[u32(1)] = l_1903;
let l_1904 = u32(256) + l_mut_158;
let l_1905 = l_1904 + u32(7);
let l_1906 = shared_memory_1672[l_1905];
let l_1907 = a_1694[u32(7)];
let l_1908 = l_1906 * l_1907;
let l_1909 = a_1686[u32(2)];
let l_1910 = l_1909 + l_1908;
a_1686[u32(2)] = l_1910;
l_mut_158 = l_mut_158 + u32(8);
}
let l_1911 = l_1685 * u32(3);
let l_1912 = l_1911 + u32(0);
let l_1913 = l_1912 * u32(256);
let l_1914 = l_1913 + l_1684;
let l_1915 = a_1686[u32(0)];
shared_memory_893[l_1914] = l_1915;
let l_1916 = l_1685 * u32(3);
let l_1917 = l_1916 + u32(1);
let l_1918 = l_1917 * u32(256);
let l_1919 = l_1918 + l_1684;
let l_1920 = a_1686[u32(1)];
shared_memory_893[l_1919] = l_1920;
let l_1921 = l_1685 * u32(3);
let l_1922 = l_1921 + u32(2);
let l_1923 = l_1922 * u32(256);
let l_1924 = l_1923 + l_1684;
let l_1925 = a_1686[u32(2)];
shared_memory_893[l_1924] = l_1925;
}
workgroupBarrier();
l_mut_193 = local_idx;
loop {
let l_1926 = l_mut_193 < u32(256);
let l_1927 = !l_1926;
if l_1927 {
break;
}
l_mut_1444 = f32(0.0);
let l_1929 = info.scalars_u32[3] + l_mut_193;
let l_1930 = u32(0) + l_1929;
let l_1931 = buffer_7_global[l_1930];
l_mut_1444 = l_1931;
a_1928[u32(0)] = l_mut_1444;
a_1928[u32(1)] = l_mut_1444;
a_1928[u32(2)] = l_mut_1444;
let l_1932 = u32(0) + l_mut_193;
let l_1933 = shared_memory_893[l_1932];
let l_1934 = a_1928[u32(0)];
let l_1935 = l_1934 + l_1933;
a_1928[u32(0)] = l_1935;
let l_1936 = u32(256) + l_mut_193;
let l_1937 = shared_memory_893[l_1936];
let l_1938 = a_1928[u32(1)];
let l_1939 = l_1938 + l_1937;
a_1928[u32(1)] = l_1939;
let l_1940 = u32(512) + l_mut_193;
let l_1941 = shared_memory_893[l_1940];
let l_1942 = a_1928[u32(2)];
let l_1943 = l_1942 + l_1941;
a_1928[u32(2)] = l_1943;
let l_1944 = u32(768) + l_mut_193;
let l_1945 = shared_memory_893[l_1944];
let l_1946 = a_1928[u32(0)];
let l_1947 = l_1946 + l_1945;
a_1928[u32(0)] = l_1947;
let l_1948 = u32(1024) + l_mut_193;
let l_1949 = shared_memory_893[l_1948];
let l_1950 = a_1928[u32(1)];
let l_1951 = l_1950 + l_1949;
a_1928[u32(1)] = l_1951;
let l_1952 = u32(1280) + l_mut_193;
let l_1953 = shared_memory_893[l_1952];
let l_1954 = a_1928[u32(2)];
let l_1955 = l_1954 + l_1953;
a_1928[u32(2)] = l_1955;
let l_1958 = l_1671 + u32(0);
let l_1959 = l_1958 < l_1670;
if l_1959 {
let l_1960 = l_1958 * u32(256);
let l_1961 = l_1960 + l_mut_193;
let l_1962 = a_1928[u32(0)];
l_mut_1443 = l_1962;
let l_1963 = info.scalars_u32[22] + l_1961;
buffer_14_global[l_1963] = l_mut_1443;
}
let l_1964 = l_1671 + u32(1);
let l_1965 = l_1964 < l_1670;
if l_1965 {
let l_1966 = l_1964 * u32(256);
let l_1967 = l_1966 + l_mut_193;
let l_1968 = a_1928[u32(1)];
l_mut_1443 = l_1968;
let l_1969 = info.scalars_u32[22] + l_1967;
buffer_14_global[l_1969] = l_mut_1443;
}
let l_1970 = l_1671 + u32(2);
let l_1971 = l_1970 < l_1670;
if l_1971 {
let l_1972 = l_1970 * u32(256);
let l_1973 = l_1972 + l_mut_193;
let l_1974 = a_1928[u32(2)];
l_mut_1443 = l_1974;
let l_1975 = info.scalars_u32[22] + l_1973;
buffer_14_global[l_1975] = l_mut_1443;
}
l_mut_193 = l_mut_193 + u32(512);
}
storageBarrier();
l_mut_193 = local_idx;
loop {
let l_1976 = l_mut_193 < u32(128);
let l_1977 = !l_1976;
if l_1977 {
break;
}
let l_1978 = l_513 * u32(128);
let l_1979 = l_1978 + l_mut_193;
let l_1980 = info.scalars_u32[35] * u32(128);
let l_1981 = l_1979 < l_1980;
if l_1981 {
let l_1982 = l_1979 / u32(128);
let l_1983 = l_1979 % u32(128);
let l_1985 = l_1982 * u32(3);
let l_1986 = l_1985 + u32(0);
let l_1987 = l_1986 * u32(2);
let l_1988 = l_1987 * u32(128);
let l_1989 = l_1988 + l_1983;
let l_1990 = info.scalars_u32[22] + l_1989;
let l_1991 = buffer_14_global[l_1990];
a_1984[u32(0)] = l_1991;
let l_1992 = l_1982 * u32(3);
let l_1993 = l_1992 + u32(1);
let l_1994 = l_1993 * u32(2);
let l_1995 = l_1994 * u32(128);
let l_1996 = l_1995 + l_1983;
let l_1997 = info.scalars_u32[22] + l_1996;
let l_1998 = buffer_14_global[l_1997];
a_1984[u32(1)] = l_1998;
let l_1999 = l_1982 * u32(3);
let l_2000 = l_1999 + u32(2);
let l_2001 = l_2000 * u32(2);
let l_2002 = l_2001 * u32(128);
let l_2003 = l_2002 + l_1983;
let l_2004 = info.scalars_u32[22] + l_2003;
let l_2005 = buffer_14_global[l_2004];
a_1984[u32(2)] = l_2005;
let l_2006 = info.scalars_u32[20] + l_1979;
let l_2007 = buffer_14_global[l_2006];
l_mut_1444 = info.scalars_f32[0];
let l_2008 = a_1984[u32(0)];
let l_2009 = a_1984[u32(0)];
let l_2010 = l_2008 * l_2009;
l_mut_1444 = l_mut_1444 + l_2010;
let l_2011 = a_1984[u32(1)];
let l_2012 = a_1984[u32(1)];
let l_2013 = l_2011 * l_2012;
l_mut_1444 = l_mut_1444 + l_2013;
let l_2014 = a_1984[u32(2)];
let l_2015 = a_1984[u32(2)];
let l_2016 = l_2014 * l_2015;
l_mut_1444 = l_mut_1444 + l_2016;
let l_2017 = sqrt(l_mut_1444);
let l_2018 = info.scalars_u32[23] + l_1979;
buffer_14_global[l_2018] = l_2017;
let l_2019 = l_1982 * u32(2);
let l_2020 = l_2019 * u32(128);
let l_2021 = l_2020 + l_1983;
let l_2022 = info.scalars_u32[24] + l_2021;
buffer_14_global[l_2022] = l_2007;
let l_2023 = l_1982 * u32(2);
let l_2024 = l_2023 * u32(128);
let l_2025 = l_2024 + u32(128);
let l_2026 = l_2025 + l_1983;
let l_2027 = info.scalars_u32[24] + l_2026;
buffer_14_global[l_2027] = l_2017;
}
l_mut_193 = l_mut_193 + u32(512);
}
storageBarrier();
l_mut_158 = local_idx;
loop {
let l_2030 = l_mut_158 < u32(256);
let l_2031 = !l_2030;
if l_2031 {
break;
}
let l_2032 = l_mut_158 / u32(256);
let l_2033 = l_513 + l_2032;
let l_2034 = l_2033 < info.scalars_u32[35];
if l_2034 {
let l_2035 = l_2033 * u32(256);
let l_2036 = l_mut_158 % u32(256);
l_mut_157 = l_2036;
let l_2037 = l_2035 + l_mut_157;
let l_2038 = info.scalars_u32[24] + l_2037;
let l_2039 = buffer_14_global[l_2038];
shared_memory_2028[l_mut_158] = l_2039;
} else {
shared_memory_2028[l_mut_158] = f32(0.0);
}
l_mut_158 = l_mut_158 + u32(512);
}
workgroupBarrier();
let l_2040 = local_idx < u32(512);
if l_2040 {
let l_2041 = local_idx % u32(128);
let l_2042 = local_idx / u32(128);
a_2043[u32(0)] = f32(0.0);
let l_2044 = l_2042 * u32(64);
l_mut_158 = l_2044;
let l_2045 = l_mut_158 - l_2044;
let l_2046 = l_2045 * u32(128);
let l_2047 = info.scalars_u32[5] + l_2046;
l_mut_158 = l_2041;
l_mut_157 = l_2044;
loop {
let l_2048 = l_2044 + u32(64);
let l_2049 = l_mut_157 < l_2048;
let l_2050 = !l_2049;
if l_2050 {
break;
}
let l_2052 = l_mut_157 + u32(0);
let l_2053 = l_2052 * u32(128);
let l_2054 = l_2047 + l_2053;
let l_2055 = l_2054 + l_mut_158;
let l_2056 = u32(0) + l_2055;
let l_2057 = buffer_7_global[l_2056];
a_2051[u32(0)] = l_2057;
let l_2058 = l_mut_157 + u32(1);
let l_2059 = l_2058 * u32(128);
let l_2060 = l_2047 + l_2059;
let l_2061 = l_2060 + l_mut_158;
let l_2062 = u32(0) + l_2061;
let l_2063 = buffer_7_global[l_2062];
a_2051[u32(1)] = l_2063;
let l_2064 = l_mut_157 + u32(2);
let l_2065 = l_2064 * u32(128);
let l_2066 = l_2047 + l_2065;
let l_2067 = l_2066 + l_mut_158;
let l_2068 = u32(0) + l_2067;
let l_2069 = buffer_7_global[l_2068];
a_2051[u32(2)] = l_2069;
let l_2070 = l_mut_157 + u32(3);
let l_2071 = l_2070 * u32(128);
let l_2072 = l_2047 + l_2071;
let l_2073 = l_2072 + l_mut_158;
let l_2074 = u32(0) + l_2073;
let l_2075 = buffer_7_global[l_2074];
a_2051[u32(3)] = l_2075;
let l_2076 = l_mut_157 + u32(4);
let l_2077 = l_2076 * u32(128);
let l_2078 = l_2047 + l_2077;
let l_2079 = l_2078 + l_mut_158;
let l_2080 = u32(0) + l_2079;
let l_2081 = buffer_7_global[l_2080];
a_2051[u32(4)] = l_2081;
let l_2082 = l_mut_157 + u32(5);
let l_2083 = l_2082 * u32(128);
let l_2084 = l_2047 + l_2083;
let l_2085 = l_2084 + l_mut_158;
let l_2086 = u32(0) + l_2085;
let l_2087 = buffer_7_global[l_2086];
a_2051[u32(5)] = l_2087;
let l_2088 = l_mut_157 + u32(6);
let l_2089 = l_2088 * u32(128);
let l_2090 = l_2047 + l_2089;
let l_2091 = l_2090 + l_mut_158;
let l_2092 = u32(0) + l_2091;
let l_2093 = buffer_7_global[l_2092];
a_2051[u32(6)] = l_2093;
let l_2094 = l_mut_157 + u32(7);
let l_2095 = l_2094 * u32(128);
let l_2096 = l_2047 + l_2095;
let l_2097 = l_2096 + l_mut_158;
let l_2098 = u32(0) + l_2097;
let l_2099 = buffer_7_global[l_2098];
a_2051[u32(7)] = l_2099;
let l_2100 = u32(0) + l_mut_157;
let l_2101 = l_2100 + u32(0);
let l_2102 = shared_memory_2028[l_2101];
let l_2103 = a_2051[u32(0)];
let l_2104 = l_2102 * l_2103;
let l_2105 = a_2043[u32(0)];
let l_2106 = l_2105 + l_2104;
a_2043[u32(0)] = l_2106;
let l_2107 = u32(0) + l_mut_157;
let l_2108 = l_2107 + u32(1);
let l_2109 = shared_memory_2028[l_2108];
let l_2110 = a_2051[u32(1)];
let l_2111 = l_2109 * l_2110;
let l_2112 = a_2043[u32(0)];
let l_2113 = l_2112 + l_2111;
a_2043[u32(0)] = l_2113;
let l_2114 = u32(0) + l_mut_157;
let l_2115 = l_2114 + u32(2);
let l_2116 = shared_memory_2028[l_2115];
let l_2117 = a_2051[u32(2)];
let l_2118 = l_2116 * l_2117;
let l_2119 = a_2043[u32(0)];
let l_2120 = l_2119 + l_2118;
a_2043[u32(0)] = l_2120;
let l_2121 = u32(0) + l_mut_157;
let l_2122 = l_2121 + u32(3);
let l_2123 = shared_memory_2028[l_2122];
let l_2124 = a_2051[u32(3)];
let l_2125 = l_2123 * l_2124;
let l_2126 = a_2043[u32(0)];
let l_2127 = l_2126 + l_2125;
a_2043[u32(0)] = l_2127;
let l_2128 = u32(0) + l_mut_157;
let l_2129 = l_2128 + u32(4);
let l_2130 = shared_memory_2028[l_2129];
let l_2131 = a_2051[u32(4)];
let l_2132 = l_2130 * l_2131;
let l_2133 = a_2043[u32(0)];
let l_2134 = l_2133 + l_2132;
a_2043[u32(0)] = l_2134;
let l_2135 = u32(0) + l_mut_157;
let l_2136 = l_2135 + u32(5);
let l_2137 = shared_memory_2028[l_2136];
let l_2138 = a_2051[u32(5)];
let l_2139 = l_2137 * l_2138;
let l_2140 = a_2043[u32(0)];
let l_2141 = l_2140 + l_2139;
a_2043[u32(0)] = l_2141;
let l_2142 = u32(0) + l_mut_157;
let l_2143 = l_2142 + u32(6);
let l_2144 = shared_memory_2028[l_2143];
let l_2145 = a_2051[u32(6)];
let l_2146 = l_2144 * l_2145;
let l_2147 = a_2043[u32(0)];
let l_2148 = l_2147 + l_2146;
a_2043[u32(0)] = l_2148;
let l_2149 = u32(0) + l_mut_157;
let l_2150 = l_2149 + u32(7);
let l_2151 = shared_memory_2028[l_2150];
let l_2152 = a_2051[u32(7)];
let l_2153 = l_2151 * l_2152;
let l_2154 = a_2043[u32(0)];
let l_2155 = l_2154 + l_2153;
a_2043[u32(0)] = l_2155;
l_mut_157 = l_mut_157 + u32(8);
}
let l_2156 = l_2042 * u32(1);
let l_2157 = l_2156 + u32(0);
let l_2158 = l_2157 * u32(128);
let l_2159 = l_2158 + l_2041;
let l_2160 = a_2043[u32(0)];
shared_memory_893[l_2159] = l_2160;
}
workgroupBarrier();
l_mut_158 = local_idx;
loop {
let l_2161 = l_mut_158 < u32(128);
let l_2162 = !l_2161;
if l_2162 {
break;
}
let l_2164 = info.scalars_u32[6] + l_mut_158;
let l_2165 = u32(0) + l_2164;
let l_2166 = buffer_7_global[l_2165];
a_2163[u32(0)] = l_2166;
let l_2167 = u32(0) + l_mut_158;
let l_2168 = shared_memory_893[l_2167];
let l_2169 = a_2163[u32(0)];
let l_2170 = l_2169 + l_2168;
a_2163[u32(0)] = l_2170;
let l_2171 = u32(128) + l_mut_158;
let l_2172 = shared_memory_893[l_2171];
let l_2173 = a_2163[u32(0)];
let l_2174 = l_2173 + l_2172;
a_2163[u32(0)] = l_2174;
let l_2175 = u32(256) + l_mut_158;
let l_2176 = shared_memory_893[l_2175];
let l_2177 = a_2163[u32(0)];
let l_2178 = l_2177 + l_2176;
a_2163[u32(0)] = l_2178;
let l_2179 = u32(384) + l_mut_158;
let l_2180 = shared_memory_893[l_2179];
let l_2181 = a_2163[u32(0)];
let l_2182 = l_2181 + l_2180;
a_2163[u32(0)] = l_2182;
let l_2183 = a_2163[u32(0)];
let l_2184 = l_513 + u32(0);
let l_2185 = l_2184 < info.scalars_u32[35];
if l_2185 {
let l_2186 = l_2184 * u32(128);
let l_2187 = l_2186 + l_mut_158;
let l_2188 = info.scalars_u32[25] + l_2187;
buffer_14_global[l_2188] = l_2183;
}
let l_2189 = u32(0) + l_mut_158;
let l_2190 = -l_2183;
let l_2191 = exp(l_2190);
let l_2192 = f32(1.0) + l_2191;
let l_2193 = f32(1.0) / l_2192;
let l_2194 = l_2183 * l_2193;
shared_memory_2029[l_2189] = l_2194;
l_mut_158 = l_mut_158 + u32(512);
}
workgroupBarrier();
l_mut_157 = local_idx;
loop {
let l_2195 = l_mut_157 < u32(384);
let l_2196 = !l_2195;
if l_2196 {
break;
}
l_mut_52 = l_mut_157;
let l_2198 = info.scalars_u32[9] + l_mut_52;
let l_2199 = u32(0) + l_2198;
let l_2200 = buffer_7_global[l_2199];
a_2197[u32(0)] = l_2200;
l_mut_51 = l_mut_157;
l_mut_50 = u32(0);
loop {
let l_2201 = u32(0) + u32(128);
let l_2202 = l_mut_50 < l_2201;
let l_2203 = !l_2202;
if l_2203 {
break;
}
let l_2205 = l_mut_50 + u32(0);
let l_2206 = l_2205 * u32(384);
let l_2207 = info.scalars_u32[8] + l_2206;
let l_2208 = l_2207 + l_mut_51;
let l_2209 = u32(0) + l_2208;
let l_2210 = buffer_7_global[l_2209];
a_2204[u32(0)] = l_2210;
let l_2211 = l_mut_50 + u32(1);
let l_2212 = l_2211 * u32(384);
let l_2213 = info.scalars_u32[8] + l_2212;
let l_2214 = l_2213 + l_mut_51;
let l_2215 = u32(0) + l_2214;
let l_2216 = buffer_7_global[l_2215];
a_2204[u32(1)] = l_2216;
let l_2217 = l_mut_50 + u32(2);
let l_2218 = l_2217 * u32(384);
let l_2219 = info.scalars_u32[8] + l_2218;
let l_2220 = l_2219 + l_mut_51;
let l_2221 = u32(0) + l_2220;
let l_2222 = buffer_7_global[l_2221];
a_2204[u32(2)] = l_2222;
let l_2223 = l_mut_50 + u32(3);
let l_2224 = l_2223 * u32(384);
let l_2225 = info.scalars_u32[8] + l_2224;
let l_2226 = l_2225 + l_mut_51;
let l_2227 = u32(0) + l_2226;
let l_2228 = buffer_7_global[l_2227];
a_2204[u32(3)] = l_2228;
let l_2229 = l_mut_50 + u32(4);
let l_2230 = l_2229 * u32(384);
let l_2231 = info.scalars_u32[8] + l_2230;
let l_2232 = l_2231 + l_mut_51;
let l_2233 = u32(0) + l_2232;
let l_2234 = buffer_7_global[l_2233];
a_2204[u32(4)] = l_2234;
let l_2235 = l_mut_50 + u32(5);
let l_2236 = l_2235 * u32(384);
let l_2237 = info.scalars_u32[8] + l_2236;
let l_2238 = l_2237 + l_mut_51;
let l_2239 = u32(0) + l_2238;
let l_2240 = buffer_7_global[l_2239];
a_2204[u32(5)] = l_2240;
let l_2241 = l_mut_50 + u32(6);
let l_2242 = l_2241 * u32(384);
let l_2243 = info.scalars_u32[8] + l_2242;
let l_2244 = l_2243 + l_mut_51;
let l_2245 = u32(0) + l_2244;
let l_2246 = buffer_7_global[l_2245];
a_2204[u32(6)] = l_2246;
let l_2247 = l_mut_50 + u32(7);
let l_2248 = l_2247 * u32(384);
let l_2249 = info.scalars_u32[8] + l_2248;
let l_2250 = l_2249 + l_mut_51;
let l_2251 = u32(0) + l_2250;
let l_2252 = buffer_7_global[l_2251];
a_2204[u32(7)] = l_2252;
let l_2253 = u32(0) + l_mut_50;
let l_2254 = l_2253 + u32(0);
let l_2255 = shared_memory_2029[l_2254];
let l_2256 = a_2204[u32(0)];
let l_2257 = l_2255 * l_2256;
let l_2258 = a_2197[u32(0)];
let l_2259 = l_2258 + l_2257;
a_2197[u32(0)] = l_2259;
let l_2260 = u32(0) + l_mut_50;
let l_2261 = l_2260 + u32(1);
let l_2262 = shared_memory_2029[l_2261];
let l_2263 = a_2204[u32(1)];
let l_2264 = l_2262 * l_2263;
let l_2265 = a_2197[u32(0)];
let l_2266 = l_2265 + l_2264;
a_2197[u32(0)] = l_2266;
let l_2267 = u32(0) + l_mut_50;
let l_2268 = l_2267 + u32(2);
let l_2269 = shared_memory_2029[l_2268];
let l_2270 = a_2204[u32(2)];
let l_2271 = l_2269 * l_2270;
let l_2272 = a_2197[u32(0)];
let l_2273 = l_2272 + l_2271;
a_2197[u32(0)] = l_2273;
let l_2274 = u32(0) + l_mut_50;
let l_2275 = l_2274 + u32(3);
let l_2276 = shared_memory_2029[l_2275];
let l_2277 = a_2204[u32(3)];
let l_2278 = l_2276 * l_2277;
let l_2279 = a_2197[u32(0)];
let l_2280 = l_2279 + l_2278;
a_2197[u32(0)] = l_2280;
let l_2281 = u32(0) + l_mut_50;
let l_2282 = l_2281 + u32(4);
let l_2283 = shared_memory_2029[l_2282];
let l_2284 = a_2204[u32(4)];
let l_2285 = l_2283 * l_2284;
let l_2286 = a_2197[u32(0)];
let l_2287 = l_2286 + l_2285;
a_2197[u32(0)] = l_2287;
let l_2288 = u32(0) + l_mut_50;
let l_2289 = l_2288 + u32(5);
let l_2290 = shared_memory_2029[l_2289];
let l_2291 = a_2204[u32(5)];
let l_2292 = l_2290 * l_2291;
let l_2293 = a_2197[u32(0)];
let l_2294 = l_2293 + l_2292;
a_2197[u32(0)] = l_2294;
let l_2295 = u32(0) + l_mut_50;
let l_2296 = l_2295 + u32(6);
let l_2297 = shared_memory_2029[l_2296];
let l_2298 = a_2204[u32(6)];
let l_2299 = l_2297 * l_2298;
let l_2300 = a_2197[u32(0)];
let l_2301 = l_2300 + l_2299;
a_2197[u32(0)] = l_2301;
let l_2302 = u32(0) + l_mut_50;
let l_2303 = l_2302 + u32(7);
let l_2304 = shared_memory_2029[l_2303];
let l_2305 = a_2204[u32(7)];
let l_2306 = l_2304 * l_2305;
let l_2307 = a_2197[u32(0)];
let l_2308 = l_2307 + l_2306;
a_2197[u32(0)] = l_2308;
l_mut_50 = l_mut_50 + u32(8);
}
let l_2309 = l_513 + u32(0);
let l_2310 = l_2309 < info.scalars_u32[35];
if l_2310 {
let l_2311 = l_2309 * u32(384);
let l_2312 = l_2311 + l_mut_52;
let l_2313 = a_2197[u32(0)];
let l_2314 = info.scalars_u32[26] + l_2312;
buffer_14_global[l_2314] = l_2313;
}
l_mut_157 = l_mut_157 + u32(512);
}
storageBarrier();
l_mut_158 = local_idx;
loop {
let l_2315 = l_mut_158 < u32(128);
let l_2316 = !l_2315;
if l_2316 {
break;
}
let l_2317 = l_513 * u32(128);
let l_2318 = l_2317 + l_mut_158;
let l_2319 = info.scalars_u32[35] * u32(128);
let l_2320 = l_2318 < l_2319;
if l_2320 {
let l_2321 = l_2318 / u32(128);
let l_2322 = l_2318 % u32(128);
let l_2323 = l_2321 * u32(3);
let l_2324 = l_2323 * u32(128);
let l_2325 = l_2324 + l_2322;
let l_2326 = info.scalars_u32[26] + l_2325;
let l_2327 = buffer_14_global[l_2326];
l_mut_1444 = f32(0.0);
let l_2328 = l_2321 * u32(3);
let l_2329 = l_2328 * u32(128);
let l_2330 = l_2329 + u32(128);
let l_2331 = l_2330 + l_2322;
let l_2332 = info.scalars_u32[26] + l_2331;
let l_2333 = buffer_14_global[l_2332];
l_mut_1444 = l_2333;
let l_2334 = l_2321 * u32(3);
let l_2335 = l_2334 * u32(128);
let l_2336 = l_2335 + u32(256);
let l_2337 = l_2336 + l_2322;
let l_2338 = info.scalars_u32[26] + l_2337;
let l_2339 = buffer_14_global[l_2338];
let l_2343 = l_2321 * u32(3);
let l_2344 = l_2343 + u32(0);
let l_2345 = l_2344 * u32(2);
let l_2346 = l_2345 * u32(128);
let l_2347 = l_2346 + l_2322;
let l_2348 = info.scalars_u32[22] + l_2347;
let l_2349 = buffer_14_global[l_2348];
a_2340[u32(0)] = l_2349;
let l_2350 = l_2321 * u32(3);
let l_2351 = l_2350 + u32(0);
let l_2352 = l_2351 * u32(2);
let l_2353 = l_2352 * u32(128);
let l_2354 = l_2353 + u32(128);
let l_2355 = l_2354 + l_2322;
let l_2356 = info.scalars_u32[22] + l_2355;
let l_2357 = buffer_14_global[l_2356];
a_2341[u32(0)] = l_2357;
let l_2358 = l_2321 * u32(3);
let l_2359 = l_2358 + u32(0);
let l_2360 = l_2359 * u32(128);
let l_2361 = l_2360 + l_2322;
let l_2362 = info.scalars_u32[21] + l_2361;
let l_2363 = buffer_14_global[l_2362];
a_2342[u32(0)] = l_2363;
let l_2364 = l_2321 * u32(3);
let l_2365 = l_2364 + u32(1);
let l_2366 = l_2365 * u32(2);
let l_2367 = l_2366 * u32(128);
let l_2368 = l_2367 + l_2322;
let l_2369 = info.scalars_u32[22] + l_2368;
let l_2370 = buffer_14_global[l_2369];
a_2340[u32(1)] = l_2370;
let l_2371 = l_2321 * u32(3);
let l_2372 = l_2371 + u32(1);
let l_2373 = l_2372 * u32(2);
let l_2374 = l_2373 * u32(128);
let l_2375 = l_2374 + u32(128);
let l_2376 = l_2375 + l_2322;
let l_2377 = info.scalars_u32[22] + l_2376;
let l_2378 = buffer_14_global[l_2377];
a_2341[u32(1)] = l_2378;
let l_2379 = l_2321 * u32(3);
let l_2380 = l_2379 + u32(1);
let l_2381 = l_2380 * u32(128);
let l_2382 = l_2381 + l_2322;
let l_2383 = info.scalars_u32[21] + l_2382;
let l_2384 = buffer_14_global[l_2383];
a_2342[u32(1)] = l_2384;
let l_2385 = l_2321 * u32(3);
let l_2386 = l_2385 + u32(2);
let l_2387 = l_2386 * u32(2);
let l_2388 = l_2387 * u32(128);
let l_2389 = l_2388 + l_2322;
let l_2390 = info.scalars_u32[22] + l_2389;
let l_2391 = buffer_14_global[l_2390];
a_2340[u32(2)] = l_2391;
let l_2392 = l_2321 * u32(3);
let l_2393 = l_2392 + u32(2);
let l_2394 = l_2393 * u32(2);
let l_2395 = l_2394 * u32(128);
let l_2396 = l_2395 + u32(128);
let l_2397 = l_2396 + l_2322;
let l_2398 = info.scalars_u32[22] + l_2397;
let l_2399 = buffer_14_global[l_2398];
a_2341[u32(2)] = l_2399;
let l_2400 = l_2321 * u32(3);
let l_2401 = l_2400 + u32(2);
let l_2402 = l_2401 * u32(128);
let l_2403 = l_2402 + l_2322;
let l_2404 = info.scalars_u32[21] + l_2403;
let l_2405 = buffer_14_global[l_2404];
a_2342[u32(2)] = l_2405;
let l_2406 = info.scalars_u32[20] + l_2318;
let l_2407 = buffer_14_global[l_2406];
l_mut_1443 = f32(0.0);
let l_2408 = a_2340[u32(0)];
let l_2409 = a_2341[u32(0)];
let l_2410 = l_2408 * l_2409;
l_mut_1443 = l_mut_1443 + l_2410;
let l_2411 = l_2321 * u32(3);
let l_2412 = l_2411 + u32(0);
let l_2413 = l_2412 * u32(128);
let l_2414 = l_2413 + l_2322;
let l_2415 = a_2342[u32(0)];
let l_2416 = a_2341[u32(0)];
let l_2417 = l_mut_1444 * l_2416;
let l_2418 = l_2415 + l_2417;
let l_2419 = info.scalars_u32[28] + l_2414;
buffer_14_global[l_2419] = l_2418;
let l_2420 = a_2340[u32(1)];
let l_2421 = a_2341[u32(1)];
let l_2422 = l_2420 * l_2421;
l_mut_1443 = l_mut_1443 + l_2422;
let l_2423 = l_2321 * u32(3);
let l_2424 = l_2423 + u32(1);
let l_2425 = l_2424 * u32(128);
let l_2426 = l_2425 + l_2322;
let l_2427 = a_2342[u32(1)];
let l_2428 = a_2341[u32(1)];
let l_2429 = l_mut_1444 * l_2428;
let l_2430 = l_2427 + l_2429;
let l_2431 = info.scalars_u32[28] + l_2426;
buffer_14_global[l_2431] = l_2430;
let l_2432 = a_2340[u32(2)];
let l_2433 = a_2341[u32(2)];
let l_2434 = l_2432 * l_2433;
l_mut_1443 = l_mut_1443 + l_2434;
let l_2435 = l_2321 * u32(3);
let l_2436 = l_2435 + u32(2);
let l_2437 = l_2436 * u32(128);
let l_2438 = l_2437 + l_2322;
let l_2439 = a_2342[u32(2)];
let l_2440 = a_2341[u32(2)];
let l_2441 = l_mut_1444 * l_2440;
let l_2442 = l_2439 + l_2441;
let l_2443 = info.scalars_u32[28] + l_2438;
buffer_14_global[l_2443] = l_2442;
let l_2444 = l_2407 + l_2327;
let l_2445 = l_2339 * l_mut_1443;
let l_2446 = l_2444 + l_2445;
let l_2447 = info.scalars_u32[27] + l_2318;
buffer_14_global[l_2447] = l_2446;
}
l_mut_158 = l_mut_158 + u32(512);
}
storageBarrier();
l_mut_157 = local_idx;
loop {
let l_2450 = l_mut_157 < u32(128);
let l_2451 = !l_2450;
if l_2451 {
break;
}
let l_2452 = l_mut_157 / u32(128);
let l_2453 = l_513 + l_2452;
let l_2454 = l_2453 < info.scalars_u32[35];
if l_2454 {
let l_2455 = l_2453 * u32(128);
let l_2456 = l_mut_157 % u32(128);
l_mut_52 = l_2456;
let l_2457 = l_2455 + l_mut_52;
let l_2458 = info.scalars_u32[27] + l_2457;
let l_2459 = buffer_14_global[l_2458];
shared_memory_2448[l_mut_157] = l_2459;
} else {
shared_memory_2448[l_mut_157] = f32(0.0);
}
l_mut_157 = l_mut_157 + u32(512);
}
workgroupBarrier();
let l_2460 = local_idx < u32(512);
if l_2460 {
let l_2461 = local_idx % u32(128);
let l_2462 = local_idx / u32(128);
a_2463[u32(0)] = f32(0.0);
let l_2464 = l_2462 * u32(32);
l_mut_157 = l_2464;
let l_2465 = l_mut_157 - l_2464;
let l_2466 = l_2465 * u32(128);
let l_2467 = info.scalars_u32[11] + l_2466;
l_mut_157 = l_2461;
l_mut_52 = l_2464;
loop {
let l_2468 = l_2464 + u32(32);
let l_2469 = l_mut_52 < l_2468;
let l_2470 = !l_2469;
if l_2470 {
break;
}
let l_2472 = l_mut_52 + u32(0);
let l_2473 = l_2472 * u32(128);
let l_2474 = l_2467 + l_2473;
let l_2475 = l_2474 + l_mut_157;
let l_2476 = u32(0) + l_2475;
let l_2477 = buffer_7_global[l_2476];
a_2471[u32(0)] = l_2477;
let l_2478 = l_mut_52 + u32(1);
let l_2479 = l_2478 * u32(128);
let l_2480 = l_2467 + l_2479;
let l_2481 = l_2480 + l_mut_157;
let l_2482 = u32(0) + l_2481;
let l_2483 = buffer_7_global[l_2482];
a_2471[u32(1)] = l_2483;
let l_2484 = l_mut_52 + u32(2);
let l_2485 = l_2484 * u32(128);
let l_2486 = l_2467 + l_2485;
let l_2487 = l_2486 + l_mut_157;
let l_2488 = u32(0) + l_2487;
let l_2489 = buffer_7_global[l_2488];
a_2471[u32(2)] = l_2489;
let l_2490 = l_mut_52 + u32(3);
let l_2491 = l_2490 * u32(128);
let l_2492 = l_2467 + l_2491;
let l_2493 = l_2492 + l_mut_157;
let l_2494 = u32(0) + l_2493;
let l_2495 = buffer_7_global[l_2494];
a_2471[u32(3)] = l_2495;
let l_2496 = l_mut_52 + u32(4);
let l_2497 = l_2496 * u32(128);
let l_2498 = l_2467 + l_2497;
let l_2499 = l_2498 + l_mut_157;
let l_2500 = u32(0) + l_2499;
let l_2501 = buffer_7_global[l_2500];
a_2471[u32(4)] = l_2501;
let l_2502 = l_mut_52 + u32(5);
let l_2503 = l_2502 * u32(128);
let l_2504 = l_2467 + l_2503;
let l_2505 = l_2504 + l_mut_157;
let l_2506 = u32(0) + l_2505;
let l_2507 = buffer_7_global[l_2506];
a_2471[u32(5)] = l_2507;
let l_2508 = l_mut_52 + u32(6);
let l_2509 = l_2508 * u32(128);
let l_2510 = l_2467 + l_2509;
let l_2511 = l_2510 + l_mut_157;
let l_2512 = u32(0) + l_2511;
let l_2513 = buffer_7_global[l_2512];
a_2471[u32(6)] = l_2513;
let l_2514 = l_mut_52 + u32(7);
let l_2515 = l_2514 * u32(128);
let l_2516 = l_2467 + l_2515;
let l_2517 = l_2516 + l_mut_157;
let l_2518 = u32(0) + l_2517;
let l_2519 = buffer_7_global[l_2518];
a_2471[u32(7)] = l_2519;
let l_2520 = u32(0) + l_mut_52;
let l_2521 = l_2520 + u32(0);
let l_2522 = shared_memory_2448[l_2521];
let l_2523 = a_2471[u32(0)];
let l_2524 = l_2522 * l_2523;
let l_2525 = a_2463[u32(0)];
let l_2526 = l_2525 + l_2524;
a_2463[u32(0)] = l_2526;
let l_2527 = u32(0) + l_mut_52;
let l_2528 = l_2527 + u32(1);
let l_2529 = shared_memory_2448[l_2528];
let l_2530 = a_2471[u32(1)];
let l_2531 = l_2529 * l_2530;
let l_2532 = a_2463[u32(0)];
let l_2533 = l_2532 + l_2531;
a_2463[u32(0)] = l_2533;
let l_2534 = u32(0) + l_mut_52;
let l_2535 = l_2534 + u32(2);
let l_2536 = shared_memory_2448[l_2535];
let l_2537 = a_2471[u32(2)];
let l_2538 = l_2536 * l_2537;
let l_2539 = a_2463[u32(0)];
let l_2540 = l_2539 + l_2538;
a_2463[u32(0)] = l_2540;
let l_2541 = u32(0) + l_mut_52;
let l_2542 = l_2541 + u32(3);
let l_2543 = shared_memory_2448[l_2542];
let l_2544 = a_2471[u32(3)];
let l_2545 = l_2543 * l_2544;
let l_2546 = a_2463[u32(0)];
let l_2547 = l_2546 + l_2545;
a_2463[u32(0)] = l_2547;
let l_2548 = u32(0) + l_mut_52;
let l_2549 = l_2548 + u32(4);
let l_2550 = shared_memory_2448[l_2549];
let l_2551 = a_2471[u32(4)];
let l_2552 = l_2550 * l_2551;
let l_2553 = a_2463[u32(0)];
let l_2554 = l_2553 + l_2552;
a_2463[u32(0)] = l_2554;
let l_2555 = u32(0) + l_mut_52;
let l_2556 = l_2555 + u32(5);
let l_2557 = shared_memory_2448[l_2556];
let l_2558 = a_2471[u32(5)];
let l_2559 = l_2557 * l_2558;
let l_2560 = a_2463[u32(0)];
let l_2561 = l_2560 + l_2559;
a_2463[u32(0)] = l_2561;
let l_2562 = u32(0) + l_mut_52;
let l_2563 = l_2562 + u32(6);
let l_2564 = shared_memory_2448[l_2563];
let l_2565 = a_2471[u32(6)];
let l_2566 = l_2564 * l_2565;
let l_2567 = a_2463[u32(0)];
let l_2568 = l_2567 + l_2566;
a_2463[u32(0)] = l_2568;
let l_2569 = u32(0) + l_mut_52;
let l_2570 = l_2569 + u32(7);
let l_2571 = shared_memory_2448[l_2570];
let l_2572 = a_2471[u32(7)];
let l_2573 = l_2571 * l_2572;
let l_2574 = a_2463[u32(0)];
let l_2575 = l_2574 + l_2573;
a_2463[u32(0)] = l_2575;
l_mut_52 = l_mut_52 + u32(8);
}
let l_2576 = l_2462 * u32(1);
let l_2577 = l_2576 + u32(0);
let l_2578 = l_2577 * u32(128);
let l_2579 = l_2578 + l_2461;
let l_2580 = a_2463[u32(0)];
shared_memory_893[l_2579] = l_2580;
}
workgroupBarrier();
l_mut_157 = local_idx;
loop {
let l_2581 = l_mut_157 < u32(128);
let l_2582 = !l_2581;
if l_2582 {
break;
}
let l_2584 = info.scalars_u32[12] + l_mut_157;
let l_2585 = u32(0) + l_2584;
let l_2586 = buffer_7_global[l_2585];
a_2583[u32(0)] = l_2586;
let l_2587 = u32(0) + l_mut_157;
let l_2588 = shared_memory_893[l_2587];
let l_2589 = a_2583[u32(0)];
let l_2590 = l_2589 + l_2588;
a_2583[u32(0)] = l_2590;
let l_2591 = u32(128) + l_mut_157;
let l_2592 = shared_memory_893[l_2591];
let l_2593 = a_2583[u32(0)];
let l_2594 = l_2593 + l_2592;
a_2583[u32(0)] = l_2594;
let l_2595 = u32(256) + l_mut_157;
let l_2596 = shared_memory_893[l_2595];
let l_2597 = a_2583[u32(0)];
let l_2598 = l_2597 + l_2596;
a_2583[u32(0)] = l_2598;
let l_2599 = u32(384) + l_mut_157;
let l_2600 = shared_memory_893[l_2599];
let l_2601 = a_2583[u32(0)];
let l_2602 = l_2601 + l_2600;
a_2583[u32(0)] = l_2602;
let l_2603 = a_2583[u32(0)];
let l_2604 = l_513 + u32(0);
let l_2605 = l_2604 < info.scalars_u32[35];
if l_2605 {
let l_2606 = l_2604 * u32(128);
let l_2607 = l_2606 + l_mut_157;
let l_2608 = info.scalars_u32[29] + l_2607;
buffer_14_global[l_2608] = l_2603;
}
let l_2609 = u32(0) + l_mut_157;
let l_2610 = -l_2603;
let l_2611 = exp(l_2610);
let l_2612 = f32(1.0) + l_2611;
let l_2613 = f32(1.0) / l_2612;
let l_2614 = l_2603 * l_2613;
shared_memory_2449[l_2609] = l_2614;
l_mut_157 = l_mut_157 + u32(512);
}
workgroupBarrier();
l_mut_52 = local_idx;
loop {
let l_2615 = l_mut_52 < u32(384);
let l_2616 = !l_2615;
if l_2616 {
break;
}
l_mut_51 = l_mut_52;
let l_2618 = info.scalars_u32[14] + l_mut_51;
let l_2619 = u32(0) + l_2618;
let l_2620 = buffer_7_global[l_2619];
a_2617[u32(0)] = l_2620;
l_mut_50 = l_mut_52;
l_mut_2621 = u32(0);
loop {
let l_2622 = u32(0) + u32(128);
let l_2623 = l_mut_2621 < l_2622;
let l_2624 = !l_2623;
if l_2624 {
break;
}
let l_2626 = l_mut_2621 + u32(0);
let l_2627 = l_2626 * u32(384);
let l_2628 = info.scalars_u32[13] + l_2627;
let l_2629 = l_2628 + l_mut_50;
let l_2630 = u32(0) + l_2629;
let l_2631 = buffer_7_global[l_2630];
a_2625[u32(0)] = l_2631;
let l_2632 = l_mut_2621 + u32(1);
let l_2633 = l_2632 * u32(384);
let l_2634 = info.scalars_u32[13] + l_2633;
let l_2635 = l_2634 + l_mut_50;
let l_2636 = u32(0) + l_2635;
let l_2637 = buffer_7_global[l_2636];
a_2625[u32(1)] = l_2637;
let l_2638 = l_mut_2621 + u32(2);
let l_2639 = l_2638 * u32(384);
let l_2640 = info.scalars_u32[13] + l_2639;
let l_2641 = l_2640 + l_mut_50;
let l_2642 = u32(0) + l_2641;
let l_2643 = buffer_7_global[l_2642];
a_2625[u32(2)] = l_2643;
let l_2644 = l_mut_2621 + u32(3);
let l_2645 = l_2644 * u32(384);
let l_2646 = info.scalars_u32[13] + l_2645;
let l_2647 = l_2646 + l_mut_50;
let l_2648 = u32(0) + l_2647;
let l_2649 = buffer_7_global[l_2648];
a_2625[u32(3)] = l_2649;
let l_2650 = l_mut_2621 + u32(4);
let l_2651 = l_2650 * u32(384);
let l_2652 = info.scalars_u32[13] + l_2651;
let l_2653 = l_2652 + l_mut_50;
let l_2654 = u32(0) + l_2653;
let l_2655 = buffer_7_global[l_2654];
a_2625[u32(4)] = l_2655;
let l_2656 = l_mut_2621 + u32(5);
let l_2657 = l_2656 * u32(384);
let l_2658 = info.scalars_u32[13] + l_2657;
let l_2659 = l_2658 + l_mut_50;
let l_2660 = u32(0) + l_2659;
let l_2661 = buffer_7_global[l_2660];
a_2625[u32(5)] = l_2661;
let l_2662 = l_mut_2621 + u32(6);
let l_2663 = l_2662 * u32(384);
let l_2664 = info.scalars_u32[13] + l_2663;
let l_2665 = l_2664 + l_mut_50;
let l_2666 = u32(0) + l_2665;
let l_2667 = buffer_7_global[l_2666];
a_2625[u32(6)] = l_2667;
let l_2668 = l_mut_2621 + u32(7);
let l_2669 = l_2668 * u32(384);
let l_2670 = info.scalars_u32[13] + l_2669;
let l_2671 = l_2670 + l_mut_50;
let l_2672 = u32(0) + l_2671;
let l_2673 = buffer_7_global[l_2672];
a_2625[u32(7)] = l_2673;
let l_2674 = u32(0) + l_mut_2621;
let l_2675 = l_2674 + u32(0);
let l_2676 = shared_memory_2449[l_2675];
let l_2677 = a_2625[u32(0)];
let l_2678 = l_2676 * l_2677;
let l_2679 = a_2617[u32(0)];
let l_2680 = l_2679 + l_2678;
a_2617[u32(0)] = l_2680;
let l_2681 = u32(0) + l_mut_2621;
let l_2682 = l_2681 + u32(1);
let l_2683 = shared_memory_2449[l_2682];
let l_2684 = a_2625[u32(1)];
let l_2685 = l_2683 * l_2684;
let l_2686 = a_2617[u32(0)];
let l_2687 = l_2686 + l_2685;
a_2617[u32(0)] = l_2687;
let l_2688 = u32(0) + l_mut_2621;
let l_2689 = l_2688 + u32(2);
let l_2690 = shared_memory_2449[l_2689];
let l_2691 = a_2625[u32(2)];
let l_2692 = l_2690 * l_2691;
let l_2693 = a_2617[u32(0)];
let l_2694 = l_2693 + l_2692;
a_2617[u32(0)] = l_2694;
let l_2695 = u32(0) + l_mut_2621;
let l_2696 = l_2695 + u32(3);
let l_2697 = shared_memory_2449[l_2696];
let l_2698 = a_2625[u32(3)];
let l_2699 = l_2697 * l_2698;
let l_2700 = a_2617[u32(0)];
let l_2701 = l_2700 + l_2699;
a_2617[u32(0)] = l_2701;
let l_2702 = u32(0) + l_mut_2621;
let l_2703 = l_2702 + u32(4);
let l_2704 = shared_memory_2449[l_2703];
let l_2705 = a_2625[u32(4)];
let l_2706 = l_2704 * l_2705;
let l_2707 = a_2617[u32(0)];
let l_2708 = l_2707 + l_2706;
a_2617[u32(0)] = l_2708;
let l_2709 = u32(0) + l_mut_2621;
let l_2710 = l_2709 + u32(5);
let l_2711 = shared_memory_2449[l_2710];
let l_2712 = a_2625[u32(5)];
let l_2713 = l_2711 * l_2712;
let l_2714 = a_2617[u32(0)];
let l_2715 = l_2714 + l_2713;
a_2617[u32(0)] = l_2715;
let l_2716 = u32(0) + l_mut_2621;
let l_2717 = l_2716 + u32(6);
let l_2718 = shared_memory_2449[l_2717];
let l_2719 = a_2625[u32(6)];
let l_2720 = l_2718 * l_2719;
let l_2721 = a_2617[u32(0)];
let l_2722 = l_2721 + l_2720;
a_2617[u32(0)] = l_2722;
let l_2723 = u32(0) + l_mut_2621;
let l_2724 = l_2723 + u32(7);
let l_2725 = shared_memory_2449[l_2724];
let l_2726 = a_2625[u32(7)];
let l_2727 = l_2725 * l_2726;
let l_2728 = a_2617[u32(0)];
let l_2729 = l_2728 + l_2727;
a_2617[u32(0)] = l_2729;
l_mut_2621 = l_mut_2621 + u32(8);
}
let l_2730 = l_513 + u32(0);
let l_2731 = l_2730 < info.scalars_u32[35];
if l_2731 {
let l_2732 = l_2730 * u32(384);
let l_2733 = l_2732 + l_mut_51;
let l_2734 = a_2617[u32(0)];
let l_2735 = info.scalars_u32[30] + l_2733;
buffer_14_global[l_2735] = l_2734;
}
l_mut_52 = l_mut_52 + u32(512);
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


fn mlff_sin_primitive_f32(x: f32) -> f32 { return mlff_sin_cos(x).x; }


fn mlff_sin_1_f32(x: f32, ) -> f32{
    return mlff_sin_primitive_f32(x, );
}
