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

var<workgroup> shared_memory_180: array<u32, 1>;

var<workgroup> shared_memory_44: array<u32, 512>;

var<workgroup> shared_memory_1095: array<u32, 512>;

var<workgroup> shared_memory_1092: array<u32, 512>;

var<workgroup> shared_memory_1602: array<f32, 2048>;

var<workgroup> shared_memory_1669: array<f32, 384>;

var<workgroup> shared_memory_890: array<f32, 1536>;

var<workgroup> shared_memory_2025: array<f32, 256>;

var<workgroup> shared_memory_2026: array<f32, 128>;

var<workgroup> shared_memory_2445: array<f32, 128>;

var<workgroup> shared_memory_2446: array<f32, 128>;

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
var a_895: array<f32, 20>;

var a_896: array<f32, 20>;

var a_897: array<f32, 1>;

var a_1683: array<f32, 3>;

var a_1691: array<f32, 8>;

var a_1925: array<f32, 3>;

var a_1981: array<f32, 3>;

var a_2040: array<f32, 1>;

var a_2048: array<f32, 8>;

var a_2160: array<f32, 1>;

var a_2194: array<f32, 1>;

var a_2201: array<f32, 8>;

var a_2337: array<f32, 3>;

var a_2338: array<f32, 3>;

var a_2339: array<f32, 3>;

var a_2460: array<f32, 1>;

var a_2468: array<f32, 8>;

var a_2580: array<f32, 1>;

var a_2614: array<f32, 1>;

var a_2622: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_1085: f32;
var l_mut_1086: f32;
var l_mut_1094: bool;
var l_mut_1130: f32;
var l_mut_1131: f32;
var l_mut_1132: f32;
var l_mut_1253: f32;
var l_mut_1254: f32;
var l_mut_1255: f32;
var l_mut_1402: f32;
var l_mut_1403: f32;
var l_mut_1404: f32;
var l_mut_1405: f32;
var l_mut_1416: f32;
var l_mut_1417: f32;
var l_mut_1418: f32;
var l_mut_1419: f32;
var l_mut_1425: f32;
var l_mut_1426: f32;
var l_mut_1427: f32;
var l_mut_1439: f32;
var l_mut_1440: f32;
var l_mut_1441: f32;
var l_mut_154: u32;
var l_mut_155: u32;
var l_mut_190: u32;
var l_mut_2618: u32;
var l_mut_337: f32;
var l_mut_354: f32;
var l_mut_371: f32;
var l_mut_388: i32;
var l_mut_395: i32;
var l_mut_400: i32;
var l_mut_47: u32;
var l_mut_48: u32;
var l_mut_49: u32;
var l_mut_569: vec4<f32>;
var l_mut_570: vec4<f32>;
var l_mut_591: vec4<f32>;
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
let l_41 = &buffer_19_global[u32(8)];
let l_42 = atomicLoad(l_41);
let l_43 = l_42 != u32(0);
if l_43 {
let l_45 = workgroup_id_no_axis == u32(0);
let l_46 = info.scalars_u32[35] * info.scalars_u32[42];
l_mut_47 = u32(0);
l_mut_48 = u32(4294967295);
l_mut_49 = u32(0);
let l_50 = local_idx * u32(8);
let l_51 = l_50 + u32(0);
let l_52 = l_51 < l_46;
if l_52 {
let l_53 = u32(0) + l_51;
let l_54 = buffer_16_global[l_53];
let l_55 = l_54 & u32(1073741823);
l_mut_47 = l_mut_47 + l_55;
let l_56 = l_54 & u32(1073741824);
let l_57 = l_56 != u32(0);
let l_58 = l_mut_48 == u32(4294967295);
let l_59 = l_57 && l_58;
if l_59 {
let l_60 = l_51 / info.scalars_u32[42];
l_mut_48 = l_60;
}
let l_61 = l_54 & u32(2147483648);
let l_62 = l_61 != u32(0);
if l_62 {
l_mut_49 = l_mut_49 + u32(1);
}
}
let l_63 = local_idx * u32(8);
let l_64 = l_63 + u32(1);
let l_65 = l_64 < l_46;
if l_65 {
let l_66 = u32(0) + l_64;
let l_67 = buffer_16_global[l_66];
let l_68 = l_67 & u32(1073741823);
l_mut_47 = l_mut_47 + l_68;
let l_69 = l_67 & u32(1073741824);
let l_70 = l_69 != u32(0);
let l_71 = l_mut_48 == u32(4294967295);
let l_72 = l_70 && l_71;
if l_72 {
let l_73 = l_64 / info.scalars_u32[42];
l_mut_48 = l_73;
}
let l_74 = l_67 & u32(2147483648);
let l_75 = l_74 != u32(0);
if l_75 {
l_mut_49 = l_mut_49 + u32(1);
}
}
let l_76 = local_idx * u32(8);
let l_77 = l_76 + u32(2);
let l_78 = l_77 < l_46;
if l_78 {
let l_79 = u32(0) + l_77;
let l_80 = buffer_16_global[l_79];
let l_81 = l_80 & u32(1073741823);
l_mut_47 = l_mut_47 + l_81;
let l_82 = l_80 & u32(1073741824);
let l_83 = l_82 != u32(0);
let l_84 = l_mut_48 == u32(4294967295);
let l_85 = l_83 && l_84;
if l_85 {
let l_86 = l_77 / info.scalars_u32[42];
l_mut_48 = l_86;
}
let l_87 = l_80 & u32(2147483648);
let l_88 = l_87 != u32(0);
if l_88 {
l_mut_49 = l_mut_49 + u32(1);
}
}
let l_89 = local_idx * u32(8);
let l_90 = l_89 + u32(3);
let l_91 = l_90 < l_46;
if l_91 {
let l_92 = u32(0) + l_90;
let l_93 = buffer_16_global[l_92];
let l_94 = l_93 & u32(1073741823);
l_mut_47 = l_mut_47 + l_94;
let l_95 = l_93 & u32(1073741824);
let l_96 = l_95 != u32(0);
let l_97 = l_mut_48 == u32(4294967295);
let l_98 = l_96 && l_97;
if l_98 {
let l_99 = l_90 / info.scalars_u32[42];
l_mut_48 = l_99;
}
let l_100 = l_93 & u32(2147483648);
let l_101 = l_100 != u32(0);
if l_101 {
l_mut_49 = l_mut_49 + u32(1);
}
}
let l_102 = local_idx * u32(8);
let l_103 = l_102 + u32(4);
let l_104 = l_103 < l_46;
if l_104 {
let l_105 = u32(0) + l_103;
let l_106 = buffer_16_global[l_105];
let l_107 = l_106 & u32(1073741823);
l_mut_47 = l_mut_47 + l_107;
let l_108 = l_106 & u32(1073741824);
let l_109 = l_108 != u32(0);
let l_110 = l_mut_48 == u32(4294967295);
let l_111 = l_109 && l_110;
if l_111 {
let l_112 = l_103 / info.scalars_u32[42];
l_mut_48 = l_112;
}
let l_113 = l_106 & u32(2147483648);
let l_114 = l_113 != u32(0);
if l_114 {
l_mut_49 = l_mut_49 + u32(1);
}
}
let l_115 = local_idx * u32(8);
let l_116 = l_115 + u32(5);
let l_117 = l_116 < l_46;
if l_117 {
let l_118 = u32(0) + l_116;
let l_119 = buffer_16_global[l_118];
let l_120 = l_119 & u32(1073741823);
l_mut_47 = l_mut_47 + l_120;
let l_121 = l_119 & u32(1073741824);
let l_122 = l_121 != u32(0);
let l_123 = l_mut_48 == u32(4294967295);
let l_124 = l_122 && l_123;
if l_124 {
let l_125 = l_116 / info.scalars_u32[42];
l_mut_48 = l_125;
}
let l_126 = l_119 & u32(2147483648);
let l_127 = l_126 != u32(0);
if l_127 {
l_mut_49 = l_mut_49 + u32(1);
}
}
let l_128 = local_idx * u32(8);
let l_129 = l_128 + u32(6);
let l_130 = l_129 < l_46;
if l_130 {
let l_131 = u32(0) + l_129;
let l_132 = buffer_16_global[l_131];
let l_133 = l_132 & u32(1073741823);
l_mut_47 = l_mut_47 + l_133;
let l_134 = l_132 & u32(1073741824);
let l_135 = l_134 != u32(0);
let l_136 = l_mut_48 == u32(4294967295);
let l_137 = l_135 && l_136;
if l_137 {
let l_138 = l_129 / info.scalars_u32[42];
l_mut_48 = l_138;
}
let l_139 = l_132 & u32(2147483648);
let l_140 = l_139 != u32(0);
if l_140 {
l_mut_49 = l_mut_49 + u32(1);
}
}
let l_141 = local_idx * u32(8);
let l_142 = l_141 + u32(7);
let l_143 = l_142 < l_46;
if l_143 {
let l_144 = u32(0) + l_142;
let l_145 = buffer_16_global[l_144];
let l_146 = l_145 & u32(1073741823);
l_mut_47 = l_mut_47 + l_146;
let l_147 = l_145 & u32(1073741824);
let l_148 = l_147 != u32(0);
let l_149 = l_mut_48 == u32(4294967295);
let l_150 = l_148 && l_149;
if l_150 {
let l_151 = l_142 / info.scalars_u32[42];
l_mut_48 = l_151;
}
let l_152 = l_145 & u32(2147483648);
let l_153 = l_152 != u32(0);
if l_153 {
l_mut_49 = l_mut_49 + u32(1);
}
}
l_mut_154 = u32(4294967295);
l_mut_155 = local_idx;
loop {
let l_156 = l_mut_155 < info.scalars_u32[35];
let l_157 = !l_156;
if l_157 {
break;
}
let l_158 = u32(3) * l_mut_155;
let l_159 = u32(0) + l_158;
let l_160 = buffer_2_global[l_159];
let l_161 = u32(3) * l_mut_155;
let l_162 = l_161 + u32(1);
let l_163 = u32(0) + l_162;
let l_164 = buffer_2_global[l_163];
let l_165 = u32(3) * l_mut_155;
let l_166 = l_165 + u32(2);
let l_167 = u32(0) + l_166;
let l_168 = buffer_2_global[l_167];
let l_169 = abs(l_160);
let l_170 = l_169 <= f32(1000000.0);
let l_171 = abs(l_164);
let l_172 = l_171 <= f32(1000000.0);
let l_173 = l_170 && l_172;
let l_174 = abs(l_168);
let l_175 = l_174 <= f32(1000000.0);
let l_176 = l_173 && l_175;
let l_177 = !l_176;
let l_178 = l_mut_154 == u32(4294967295);
let l_179 = l_177 && l_178;
if l_179 {
l_mut_154 = l_mut_155;
}
l_mut_155 = l_mut_155 + u32(512);
}
let l_181 = local_idx == u32(0);
if l_181 {
shared_memory_180[u32(0)] = u32(0);
}
shared_memory_44[local_idx] = l_mut_47;
workgroupBarrier();
let l_182 = l_mut_48 != u32(4294967295);
let l_183 = l_mut_154 != u32(4294967295);
let l_184 = l_182 || l_183;
let l_185 = l_mut_49 != u32(0);
let l_186 = l_184 || l_185;
if l_186 {
shared_memory_180[u32(0)] = u32(1);
}
let l_187 = workgroup_size_no_axis / u32(512);
l_mut_47 = l_187;
loop {
let l_188 = l_mut_47 < u32(512);
let l_189 = !l_188;
if l_189 {
break;
}
l_mut_190 = u32(0);
let l_191 = local_idx >= l_mut_47;
if l_191 {
let l_192 = local_idx - l_mut_47;
let l_193 = shared_memory_44[l_192];
l_mut_190 = l_193;
}
workgroupBarrier();
let l_194 = shared_memory_44[local_idx];
let l_195 = l_194 + l_mut_190;
shared_memory_44[local_idx] = l_195;
workgroupBarrier();
l_mut_47 = l_mut_47 * u32(2);
}
let l_196 = shared_memory_44[u32(511)];
let l_197 = &buffer_19_global[u32(3)];
let l_198 = atomicLoad(l_197);
let l_199 = l_198 != u32(4294967295);
let l_200 = &buffer_19_global[u32(4)];
let l_201 = atomicLoad(l_200);
let l_202 = l_201 != u32(4294967295);
let l_203 = l_199 || l_202;
let l_204 = &buffer_19_global[u32(7)];
let l_205 = atomicLoad(l_204);
let l_206 = l_205 != u32(0);
let l_207 = l_203 || l_206;
let l_208 = shared_memory_180[u32(0)];
let l_209 = l_208 != u32(0);
let l_210 = l_207 || l_209;
let l_211 = l_45 && l_186;
if l_211 {
let l_212 = l_mut_48 != u32(4294967295);
if l_212 {
let l_213 = &buffer_19_global[u32(3)];
let l_214 = atomicMin(l_213, l_mut_48);}
let l_215 = l_mut_154 != u32(4294967295);
if l_215 {
let l_216 = &buffer_19_global[u32(4)];
let l_217 = atomicMin(l_216, l_mut_154);}
let l_218 = l_mut_49 != u32(0);
if l_218 {
let l_219 = &buffer_19_global[u32(7)];
let l_220 = atomicAdd(l_219, l_mut_49);}
}
let l_221 = local_idx == u32(0);
let l_222 = l_45 && l_221;
if l_222 {
let l_223 = &buffer_19_global[u32(0)];
atomicStore(l_223,l_196);
let l_224 = &buffer_19_global[u32(1)];
let l_225 = atomicMax(l_224, l_196);let l_226 = &buffer_19_global[u32(6)];
let l_227 = atomicAdd(l_226, u32(1));let l_228 = l_196 > info.scalars_u32[41];
if l_228 {
let l_229 = &buffer_19_global[u32(2)];
let l_230 = atomicAdd(l_229, u32(1));}
}
l_mut_190 = l_196;
let l_231 = l_196 > info.scalars_u32[41];
let l_232 = l_210 || l_231;
if l_232 {
l_mut_190 = u32(4294967295);
}
let l_233 = l_40 + u32(1);
l_mut_155 = l_233;
let l_234 = l_mut_155 > info.scalars_u32[35];
if l_234 {
l_mut_155 = info.scalars_u32[35];
}
let l_235 = l_mut_190 == u32(4294967295);
if l_235 {
let l_236 = l_40 + local_idx;
l_mut_154 = l_236;
loop {
let l_237 = l_mut_154 <= l_mut_155;
let l_238 = !l_237;
if l_238 {
break;
}
let l_239 = u32(0) + l_mut_154;
buffer_0_global[l_239] = u32(0);
l_mut_154 = l_mut_154 + u32(512);
}
} else {
let l_240 = workgroup_id_no_axis == u32(0);
let l_241 = local_idx == u32(0);
let l_242 = l_240 && l_241;
if l_242 {
let l_243 = &buffer_19_global[u32(8)];
atomicStore(l_243,u32(2));
}
let l_244 = l_40 * info.scalars_u32[42];
let l_245 = l_244 + local_idx;
l_mut_154 = l_245;
loop {
let l_246 = l_mut_155 * info.scalars_u32[42];
let l_247 = l_mut_154 < l_246;
let l_248 = !l_247;
if l_248 {
break;
}
let l_249 = l_mut_154 / u32(8);
l_mut_49 = u32(0);
let l_250 = l_249 > u32(0);
if l_250 {
let l_251 = l_249 - u32(1);
let l_252 = shared_memory_44[l_251];
l_mut_49 = l_252;
}
let l_253 = l_249 * u32(8);

for (var l_mut_254: u32 = l_253; l_mut_254 < l_mut_154; l_mut_254++) {
let l_255 = u32(0) + l_mut_254;
let l_256 = buffer_16_global[l_255];
let l_257 = l_256 & u32(1073741823);
l_mut_49 = l_mut_49 + l_257;
}
let l_258 = l_mut_154 / info.scalars_u32[42];
let l_259 = l_mut_154 % info.scalars_u32[42];
let l_260 = l_259 == u32(0);
if l_260 {
let l_261 = u32(0) + l_258;
buffer_0_global[l_261] = l_mut_49;
}
let l_262 = l_259 * info.scalars_u32[35];
let l_263 = l_262 / info.scalars_u32[42];
let l_264 = l_259 + u32(1);
let l_265 = l_264 * info.scalars_u32[35];
let l_266 = l_265 / info.scalars_u32[42];
let l_267 = i32(info.scalars_u32[38]);
let l_268 = i32(info.scalars_u32[39]);
let l_269 = i32(info.scalars_u32[40]);
let l_270 = u32(3) * l_258;
let l_271 = u32(0) + l_270;
let l_272 = buffer_2_global[l_271];
let l_273 = u32(3) * l_258;
let l_274 = l_273 + u32(1);
let l_275 = u32(0) + l_274;
let l_276 = buffer_2_global[l_275];
let l_277 = u32(3) * l_258;
let l_278 = l_277 + u32(2);
let l_279 = u32(0) + l_278;
let l_280 = buffer_2_global[l_279];
let l_281 = u32(0) + u32(9);
let l_282 = buffer_15_global[l_281];
let l_283 = u32(0) + u32(10);
let l_284 = buffer_15_global[l_283];
let l_285 = u32(0) + u32(11);
let l_286 = buffer_15_global[l_285];
let l_287 = u32(0) + u32(12);
let l_288 = buffer_15_global[l_287];
let l_289 = u32(0) + u32(13);
let l_290 = buffer_15_global[l_289];
let l_291 = u32(0) + u32(14);
let l_292 = buffer_15_global[l_291];
let l_293 = u32(0) + u32(15);
let l_294 = buffer_15_global[l_293];
let l_295 = u32(0) + u32(16);
let l_296 = buffer_15_global[l_295];
let l_297 = u32(0) + u32(17);
let l_298 = buffer_15_global[l_297];
let l_299 = i32(2) * l_268;
let l_300 = l_299 + i32(1);
let l_301 = i32(2) * l_269;
let l_302 = l_301 + i32(1);
let l_303 = i32(2) * l_267;
let l_304 = l_303 + i32(1);
let l_305 = l_304 * l_300;
let l_306 = l_305 * l_302;
let l_307 = u32(l_306);
l_mut_48 = u32(0);
l_mut_47 = u32(0);

for (var l_mut_308: u32 = l_263; l_mut_308 < l_266; l_mut_308++) {
let l_309 = u32(3) * l_mut_308;
let l_310 = u32(0) + l_309;
let l_311 = buffer_2_global[l_310];
let l_312 = l_311 - l_272;
let l_313 = u32(3) * l_mut_308;
let l_314 = l_313 + u32(1);
let l_315 = u32(0) + l_314;
let l_316 = buffer_2_global[l_315];
let l_317 = l_316 - l_276;
let l_318 = u32(3) * l_mut_308;
let l_319 = l_318 + u32(2);
let l_320 = u32(0) + l_319;
let l_321 = buffer_2_global[l_320];
let l_322 = l_321 - l_280;
let l_323 = u32(0) + u32(0);
let l_324 = buffer_15_global[l_323];
let l_325 = l_312 * l_324;
let l_326 = u32(0) + u32(3);
let l_327 = buffer_15_global[l_326];
let l_328 = l_317 * l_327;
let l_329 = l_325 + l_328;
let l_330 = u32(0) + u32(6);
let l_331 = buffer_15_global[l_330];
let l_332 = l_322 * l_331;
let l_333 = l_329 + l_332;
let l_334 = abs(l_333);
let l_335 = l_334 + f32(0.5);
let l_336 = floor(l_335);
l_mut_337 = l_336;
let l_338 = l_333 < f32(0.0);
if l_338 {
let l_339 = -l_336;
l_mut_337 = l_339;
}
let l_340 = u32(0) + u32(1);
let l_341 = buffer_15_global[l_340];
let l_342 = l_312 * l_341;
let l_343 = u32(0) + u32(4);
let l_344 = buffer_15_global[l_343];
let l_345 = l_317 * l_344;
let l_346 = l_342 + l_345;
let l_347 = u32(0) + u32(7);
let l_348 = buffer_15_global[l_347];
let l_349 = l_322 * l_348;
let l_350 = l_346 + l_349;
let l_351 = abs(l_350);
let l_352 = l_351 + f32(0.5);
let l_353 = floor(l_352);
l_mut_354 = l_353;
let l_355 = l_350 < f32(0.0);
if l_355 {
let l_356 = -l_353;
l_mut_354 = l_356;
}
let l_357 = u32(0) + u32(2);
let l_358 = buffer_15_global[l_357];
let l_359 = l_312 * l_358;
let l_360 = u32(0) + u32(5);
let l_361 = buffer_15_global[l_360];
let l_362 = l_317 * l_361;
let l_363 = l_359 + l_362;
let l_364 = u32(0) + u32(8);
let l_365 = buffer_15_global[l_364];
let l_366 = l_322 * l_365;
let l_367 = l_363 + l_366;
let l_368 = abs(l_367);
let l_369 = l_368 + f32(0.5);
let l_370 = floor(l_369);
l_mut_371 = l_370;
let l_372 = l_367 < f32(0.0);
if l_372 {
let l_373 = -l_370;
l_mut_371 = l_373;
}
let l_374 = abs(l_mut_337);
let l_375 = l_374 < f32(4194304.0);
let l_376 = abs(l_mut_354);
let l_377 = l_376 < f32(4194304.0);
let l_378 = abs(l_mut_371);
let l_379 = l_378 < f32(4194304.0);
let l_380 = l_375 && l_377;
let l_381 = l_380 && l_379;
if l_381 {
let l_382 = i32(l_mut_337);
let l_383 = -l_382;
let l_384 = i32(l_mut_354);
let l_385 = -l_384;
let l_386 = i32(l_mut_371);
let l_387 = -l_386;
l_mut_388 = i32(0);
loop {
let l_389 = i32(2) * l_267;
let l_390 = l_389 + i32(1);
let l_391 = l_mut_388 < l_390;
let l_392 = !l_391;
if l_392 {
break;
}
let l_393 = l_383 - l_267;
let l_394 = l_393 + l_mut_388;
l_mut_395 = i32(0);
loop {
let l_396 = l_mut_395 < l_300;
let l_397 = !l_396;
if l_397 {
break;
}
let l_398 = l_385 - l_268;
let l_399 = l_398 + l_mut_395;
l_mut_400 = i32(0);
loop {
let l_401 = l_mut_400 < l_302;
let l_402 = !l_401;
if l_402 {
break;
}
let l_403 = l_387 - l_269;
let l_404 = l_403 + l_mut_400;
let l_405 = l_394 == i32(0);
let l_406 = l_399 == i32(0);
let l_407 = l_405 && l_406;
let l_408 = l_404 == i32(0);
let l_409 = l_407 && l_408;
let l_410 = l_mut_308 == l_258;
let l_411 = l_409 && l_410;
let l_412 = !l_411;
if l_412 {
let l_413 = f32(l_394);
let l_414 = f32(l_399);
let l_415 = f32(l_404);
let l_416 = l_413 * l_282;
let l_417 = l_414 * l_288;
let l_418 = l_416 + l_417;
let l_419 = l_415 * l_294;
let l_420 = l_418 + l_419;
let l_421 = l_312 + l_420;
let l_422 = l_413 * l_284;
let l_423 = l_414 * l_290;
let l_424 = l_422 + l_423;
let l_425 = l_415 * l_296;
let l_426 = l_424 + l_425;
let l_427 = l_317 + l_426;
let l_428 = l_413 * l_286;
let l_429 = l_414 * l_292;
let l_430 = l_428 + l_429;
let l_431 = l_415 * l_298;
let l_432 = l_430 + l_431;
let l_433 = l_322 + l_432;
let l_434 = l_421 * l_421;
let l_435 = l_427 * l_427;
let l_436 = l_434 + l_435;
let l_437 = l_433 * l_433;
let l_438 = l_436 + l_437;
let l_439 = l_438 < info.scalars_f32[5];
if l_439 {
let l_440 = l_mut_49 + l_mut_48;
let l_441 = u32(0) + l_440;
buffer_17_global[l_441] = l_258;
let l_442 = u32(0) + l_440;
buffer_1_global[l_442] = l_mut_308;
let l_443 = u32(3) * l_440;
let l_444 = l_413 * l_282;
let l_445 = l_414 * l_288;
let l_446 = l_444 + l_445;
let l_447 = l_415 * l_294;
let l_448 = l_446 + l_447;
let l_449 = u32(0) + l_443;
buffer_3_global[l_449] = l_448;
let l_450 = u32(3) * l_440;
let l_451 = l_450 + u32(1);
let l_452 = l_413 * l_284;
let l_453 = l_414 * l_290;
let l_454 = l_452 + l_453;
let l_455 = l_415 * l_296;
let l_456 = l_454 + l_455;
let l_457 = u32(0) + l_451;
buffer_3_global[l_457] = l_456;
let l_458 = u32(3) * l_440;
let l_459 = l_458 + u32(2);
let l_460 = l_413 * l_286;
let l_461 = l_414 * l_292;
let l_462 = l_460 + l_461;
let l_463 = l_415 * l_298;
let l_464 = l_462 + l_463;
let l_465 = u32(0) + l_459;
buffer_3_global[l_465] = l_464;
let l_466 = l_mut_308 * l_307;
let l_467 = l_mut_388 * l_300;
let l_468 = l_467 + l_mut_395;
let l_469 = l_468 * l_302;
let l_470 = l_469 + l_mut_400;
let l_471 = u32(l_470);
let l_472 = l_466 + l_471;
let l_473 = u32(0) + l_440;
buffer_18_global[l_473] = l_472;
l_mut_48 = l_mut_48 + u32(1);
}
}
l_mut_400 = l_mut_400 + i32(1);
}
l_mut_395 = l_mut_395 + i32(1);
}
l_mut_388 = l_mut_388 + i32(1);
}
} else {
l_mut_47 = l_mut_47 | u32(2147483648);
}
}
let l_474 = l_mut_48 | l_mut_47;
l_mut_154 = l_mut_154 + u32(512);
}
let l_475 = local_idx == u32(0);
let l_476 = l_40 < l_mut_155;
let l_477 = l_475 && l_476;
if l_477 {
l_mut_49 = l_mut_190;
let l_478 = l_mut_155 < info.scalars_u32[35];
if l_478 {
let l_479 = l_mut_155 * info.scalars_u32[42];
let l_480 = l_479 / u32(8);
l_mut_190 = u32(0);
let l_481 = l_480 > u32(0);
if l_481 {
let l_482 = l_480 - u32(1);
let l_483 = shared_memory_44[l_482];
l_mut_190 = l_483;
}
let l_484 = l_480 * u32(8);

for (var l_mut_485: u32 = l_484; l_mut_485 < l_479; l_mut_485++) {
let l_486 = u32(0) + l_mut_485;
let l_487 = buffer_16_global[l_486];
let l_488 = l_487 & u32(1073741823);
l_mut_190 = l_mut_190 + l_488;
}
l_mut_49 = l_mut_190;
}
let l_489 = u32(0) + l_mut_155;
buffer_0_global[l_489] = l_mut_49;
}
}
storageBarrier();
}
}
let l_490 = info.static_meta[u32(34)];
let l_491 = l_490 - info.scalars_u32[20];
let l_492 = l_490 - info.scalars_u32[21];
let l_493 = l_490 - info.scalars_u32[22];
let l_494 = l_490 - info.scalars_u32[23];
let l_495 = l_490 - info.scalars_u32[24];
let l_496 = l_490 - info.scalars_u32[25];
let l_497 = l_490 - info.scalars_u32[26];
let l_498 = l_490 - info.scalars_u32[27];
let l_499 = l_490 - info.scalars_u32[28];
let l_500 = l_490 - info.scalars_u32[29];
let l_501 = l_490 - info.scalars_u32[30];
let l_502 = l_490 - info.scalars_u32[31];
let l_503 = l_490 - info.scalars_u32[32];
let l_504 = l_490 - info.scalars_u32[33];
let l_505 = l_490 - info.scalars_u32[34];
let l_506 = info.scalars_u32[35] + u32(1);
let l_507 = l_506 - u32(1);
let l_508 = l_507 / u32(1);
let l_509 = workgroup_id_no_axis >= l_508;
if l_509 {
return;
}
let l_510 = workgroup_id_no_axis * u32(1);
let l_511 = l_510 + u32(0);
let l_512 = l_511 < info.scalars_u32[35];
if l_512 {
let l_513 = u32(0) + l_511;
let l_514 = buffer_0_global[l_513];
let l_515 = l_514 + local_idx;
l_mut_190 = l_515;
let l_516 = l_511 + u32(1);
let l_517 = u32(0) + l_516;
let l_518 = buffer_0_global[l_517];
loop {
let l_519 = l_mut_190 < l_518;
let l_520 = !l_519;
if l_520 {
break;
}
let l_521 = u32(0) + l_mut_190;
let l_522 = buffer_1_global[l_521];
let l_523 = l_522 * u32(3);
let l_524 = u32(0) + l_523;
let l_525 = buffer_2_global[l_524];
let l_526 = l_511 * u32(3);
let l_527 = u32(0) + l_526;
let l_528 = buffer_2_global[l_527];
let l_529 = l_525 - l_528;
let l_530 = l_mut_190 * u32(3);
let l_531 = u32(0) + l_530;
let l_532 = buffer_3_global[l_531];
let l_533 = l_529 + l_532;
let l_534 = l_522 * u32(3);
let l_535 = l_534 + u32(1);
let l_536 = u32(0) + l_535;
let l_537 = buffer_2_global[l_536];
let l_538 = l_511 * u32(3);
let l_539 = l_538 + u32(1);
let l_540 = u32(0) + l_539;
let l_541 = buffer_2_global[l_540];
let l_542 = l_537 - l_541;
let l_543 = l_mut_190 * u32(3);
let l_544 = l_543 + u32(1);
let l_545 = u32(0) + l_544;
let l_546 = buffer_3_global[l_545];
let l_547 = l_542 + l_546;
let l_548 = l_522 * u32(3);
let l_549 = l_548 + u32(2);
let l_550 = u32(0) + l_549;
let l_551 = buffer_2_global[l_550];
let l_552 = l_511 * u32(3);
let l_553 = l_552 + u32(2);
let l_554 = u32(0) + l_553;
let l_555 = buffer_2_global[l_554];
let l_556 = l_551 - l_555;
let l_557 = l_mut_190 * u32(3);
let l_558 = l_557 + u32(2);
let l_559 = u32(0) + l_558;
let l_560 = buffer_3_global[l_559];
let l_561 = l_556 + l_560;
let l_562 = l_533 * l_533;
let l_563 = l_547 * l_547;
let l_564 = l_562 + l_563;
let l_565 = l_561 * l_561;
let l_566 = l_564 + l_565;
let l_567 = sqrt(l_566);
let l_568 = vec4<f32>(f32(0.0));
l_mut_569 = l_568;
l_mut_570 = l_mut_569;
l_mut_570[u32(0)] = l_567;
let l_571 = l_533 / l_567;
l_mut_570[u32(1)] = l_571;
let l_572 = l_547 / l_567;
l_mut_570[u32(2)] = l_572;
let l_573 = l_561 / l_567;
l_mut_570[u32(3)] = l_573;
let l_574 = l_mut_190 * u32(2);
let l_575 = u32(0) + l_574;
buffer_4_global[l_575] = l_mut_570;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_576 = l_567 < info.scalars_f32[3];
if l_576 {
let l_577 = l_567 * info.scalars_f32[4];
let l_578 = cos(l_577);
let l_579 = l_578 + f32(1.0);
let l_580 = f32(0.5) * l_579;
l_mut_371 = l_580;
let l_581 = f32(-0.5) * info.scalars_f32[4];
let l_582 = l_567 * info.scalars_f32[4];
let l_583 = sin(l_582);
let l_584 = l_581 * l_583;
l_mut_354 = l_584;
}
let l_585 = vec4<f32>(f32(0.0));
l_mut_570 = l_585;
l_mut_569 = l_mut_570;
l_mut_569[u32(0)] = l_mut_371;
l_mut_569[u32(1)] = l_mut_354;
l_mut_569[u32(2)] = f32(0.0);
l_mut_569[u32(3)] = f32(0.0);
let l_586 = l_mut_190 * u32(2);
let l_587 = l_586 + u32(1);
let l_588 = u32(0) + l_587;
buffer_4_global[l_588] = l_mut_569;
let l_589 = vec4<f32>(f32(0.0));
l_mut_570 = l_589;
l_mut_569 = l_mut_570;
let l_590 = vec4<f32>(f32(0.0));
l_mut_570 = l_590;
l_mut_591 = l_mut_570;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_592 = info.scalars_u32[36] + u32(0);
let l_593 = u32(0) + l_592;
let l_594 = buffer_7_global[l_593];
let l_595 = l_594 * l_567;
let l_596 = sin(l_595);
let l_597 = l_594 * l_567;
let l_598 = cos(l_597);
let l_599 = l_596 / l_567;
l_mut_371 = l_599;
let l_600 = l_594 * l_598;
let l_601 = l_600 * l_567;
let l_602 = l_601 - l_596;
let l_603 = l_567 * l_567;
let l_604 = l_602 / l_603;
l_mut_354 = l_604;
l_mut_569[u32(0)] = l_mut_371;
l_mut_591[u32(0)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_605 = info.scalars_u32[36] + u32(1);
let l_606 = u32(0) + l_605;
let l_607 = buffer_7_global[l_606];
let l_608 = l_607 * l_567;
let l_609 = sin(l_608);
let l_610 = l_607 * l_567;
let l_611 = cos(l_610);
let l_612 = l_609 / l_567;
l_mut_371 = l_612;
let l_613 = l_607 * l_611;
let l_614 = l_613 * l_567;
let l_615 = l_614 - l_609;
let l_616 = l_567 * l_567;
let l_617 = l_615 / l_616;
l_mut_354 = l_617;
l_mut_569[u32(1)] = l_mut_371;
l_mut_591[u32(1)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_618 = info.scalars_u32[36] + u32(2);
let l_619 = u32(0) + l_618;
let l_620 = buffer_7_global[l_619];
let l_621 = l_620 * l_567;
let l_622 = sin(l_621);
let l_623 = l_620 * l_567;
let l_624 = cos(l_623);
let l_625 = l_622 / l_567;
l_mut_371 = l_625;
let l_626 = l_620 * l_624;
let l_627 = l_626 * l_567;
let l_628 = l_627 - l_622;
let l_629 = l_567 * l_567;
let l_630 = l_628 / l_629;
l_mut_354 = l_630;
l_mut_569[u32(2)] = l_mut_371;
l_mut_591[u32(2)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_631 = info.scalars_u32[36] + u32(3);
let l_632 = u32(0) + l_631;
let l_633 = buffer_7_global[l_632];
let l_634 = l_633 * l_567;
let l_635 = sin(l_634);
let l_636 = l_633 * l_567;
let l_637 = cos(l_636);
let l_638 = l_635 / l_567;
l_mut_371 = l_638;
let l_639 = l_633 * l_637;
let l_640 = l_639 * l_567;
let l_641 = l_640 - l_635;
let l_642 = l_567 * l_567;
let l_643 = l_641 / l_642;
l_mut_354 = l_643;
l_mut_569[u32(3)] = l_mut_371;
l_mut_591[u32(3)] = l_mut_354;
let l_644 = l_mut_190 * u32(5);
let l_645 = l_644 + u32(0);
let l_646 = u32(0) + l_645;
buffer_5_global[l_646] = l_mut_569;
let l_647 = l_mut_190 * u32(5);
let l_648 = l_647 + u32(0);
let l_649 = u32(0) + l_648;
buffer_6_global[l_649] = l_mut_591;
let l_650 = vec4<f32>(f32(0.0));
l_mut_591 = l_650;
l_mut_570 = l_mut_591;
let l_651 = vec4<f32>(f32(0.0));
l_mut_591 = l_651;
l_mut_569 = l_mut_591;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_652 = info.scalars_u32[36] + u32(4);
let l_653 = u32(0) + l_652;
let l_654 = buffer_7_global[l_653];
let l_655 = l_654 * l_567;
let l_656 = sin(l_655);
let l_657 = l_654 * l_567;
let l_658 = cos(l_657);
let l_659 = l_656 / l_567;
l_mut_371 = l_659;
let l_660 = l_654 * l_658;
let l_661 = l_660 * l_567;
let l_662 = l_661 - l_656;
let l_663 = l_567 * l_567;
let l_664 = l_662 / l_663;
l_mut_354 = l_664;
l_mut_570[u32(0)] = l_mut_371;
l_mut_569[u32(0)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_665 = info.scalars_u32[36] + u32(5);
let l_666 = u32(0) + l_665;
let l_667 = buffer_7_global[l_666];
let l_668 = l_667 * l_567;
let l_669 = sin(l_668);
let l_670 = l_667 * l_567;
let l_671 = cos(l_670);
let l_672 = l_669 / l_567;
l_mut_371 = l_672;
let l_673 = l_667 * l_671;
let l_674 = l_673 * l_567;
let l_675 = l_674 - l_669;
let l_676 = l_567 * l_567;
let l_677 = l_675 / l_676;
l_mut_354 = l_677;
l_mut_570[u32(1)] = l_mut_371;
l_mut_569[u32(1)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_678 = info.scalars_u32[36] + u32(6);
let l_679 = u32(0) + l_678;
let l_680 = buffer_7_global[l_679];
let l_681 = l_680 * l_567;
let l_682 = sin(l_681);
let l_683 = l_680 * l_567;
let l_684 = cos(l_683);
let l_685 = l_682 / l_567;
l_mut_371 = l_685;
let l_686 = l_680 * l_684;
let l_687 = l_686 * l_567;
let l_688 = l_687 - l_682;
let l_689 = l_567 * l_567;
let l_690 = l_688 / l_689;
l_mut_354 = l_690;
l_mut_570[u32(2)] = l_mut_371;
l_mut_569[u32(2)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_691 = info.scalars_u32[36] + u32(7);
let l_692 = u32(0) + l_691;
let l_693 = buffer_7_global[l_692];
let l_694 = l_693 * l_567;
let l_695 = sin(l_694);
let l_696 = l_693 * l_567;
let l_697 = cos(l_696);
let l_698 = l_695 / l_567;
l_mut_371 = l_698;
let l_699 = l_693 * l_697;
let l_700 = l_699 * l_567;
let l_701 = l_700 - l_695;
let l_702 = l_567 * l_567;
let l_703 = l_701 / l_702;
l_mut_354 = l_703;
l_mut_570[u32(3)] = l_mut_371;
l_mut_569[u32(3)] = l_mut_354;
let l_704 = l_mut_190 * u32(5);
let l_705 = l_704 + u32(1);
let l_706 = u32(0) + l_705;
buffer_5_global[l_706] = l_mut_570;
let l_707 = l_mut_190 * u32(5);
let l_708 = l_707 + u32(1);
let l_709 = u32(0) + l_708;
buffer_6_global[l_709] = l_mut_569;
let l_710 = vec4<f32>(f32(0.0));
l_mut_591 = l_710;
l_mut_570 = l_mut_591;
let l_711 = vec4<f32>(f32(0.0));
l_mut_591 = l_711;
l_mut_569 = l_mut_591;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_712 = info.scalars_u32[36] + u32(8);
let l_713 = u32(0) + l_712;
let l_714 = buffer_7_global[l_713];
let l_715 = l_714 * l_567;
let l_716 = sin(l_715);
let l_717 = l_714 * l_567;
let l_718 = cos(l_717);
let l_719 = l_716 / l_567;
l_mut_371 = l_719;
let l_720 = l_714 * l_718;
let l_721 = l_720 * l_567;
let l_722 = l_721 - l_716;
let l_723 = l_567 * l_567;
let l_724 = l_722 / l_723;
l_mut_354 = l_724;
l_mut_570[u32(0)] = l_mut_371;
l_mut_569[u32(0)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_725 = info.scalars_u32[36] + u32(9);
let l_726 = u32(0) + l_725;
let l_727 = buffer_7_global[l_726];
let l_728 = l_727 * l_567;
let l_729 = sin(l_728);
let l_730 = l_727 * l_567;
let l_731 = cos(l_730);
let l_732 = l_729 / l_567;
l_mut_371 = l_732;
let l_733 = l_727 * l_731;
let l_734 = l_733 * l_567;
let l_735 = l_734 - l_729;
let l_736 = l_567 * l_567;
let l_737 = l_735 / l_736;
l_mut_354 = l_737;
l_mut_570[u32(1)] = l_mut_371;
l_mut_569[u32(1)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_738 = info.scalars_u32[36] + u32(10);
let l_739 = u32(0) + l_738;
let l_740 = buffer_7_global[l_739];
let l_741 = l_740 * l_567;
let l_742 = sin(l_741);
let l_743 = l_740 * l_567;
let l_744 = cos(l_743);
let l_745 = l_742 / l_567;
l_mut_371 = l_745;
let l_746 = l_740 * l_744;
let l_747 = l_746 * l_567;
let l_748 = l_747 - l_742;
let l_749 = l_567 * l_567;
let l_750 = l_748 / l_749;
l_mut_354 = l_750;
l_mut_570[u32(2)] = l_mut_371;
l_mut_569[u32(2)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_751 = info.scalars_u32[36] + u32(11);
let l_752 = u32(0) + l_751;
let l_753 = buffer_7_global[l_752];
let l_754 = l_753 * l_567;
let l_755 = sin(l_754);
let l_756 = l_753 * l_567;
let l_757 = cos(l_756);
let l_758 = l_755 / l_567;
l_mut_371 = l_758;
let l_759 = l_753 * l_757;
let l_760 = l_759 * l_567;
let l_761 = l_760 - l_755;
let l_762 = l_567 * l_567;
let l_763 = l_761 / l_762;
l_mut_354 = l_763;
l_mut_570[u32(3)] = l_mut_371;
l_mut_569[u32(3)] = l_mut_354;
let l_764 = l_mut_190 * u32(5);
let l_765 = l_764 + u32(2);
let l_766 = u32(0) + l_765;
buffer_5_global[l_766] = l_mut_570;
let l_767 = l_mut_190 * u32(5);
let l_768 = l_767 + u32(2);
let l_769 = u32(0) + l_768;
buffer_6_global[l_769] = l_mut_569;
let l_770 = vec4<f32>(f32(0.0));
l_mut_591 = l_770;
l_mut_570 = l_mut_591;
let l_771 = vec4<f32>(f32(0.0));
l_mut_591 = l_771;
l_mut_569 = l_mut_591;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_772 = info.scalars_u32[36] + u32(12);
let l_773 = u32(0) + l_772;
let l_774 = buffer_7_global[l_773];
let l_775 = l_774 * l_567;
let l_776 = sin(l_775);
let l_777 = l_774 * l_567;
let l_778 = cos(l_777);
let l_779 = l_776 / l_567;
l_mut_371 = l_779;
let l_780 = l_774 * l_778;
let l_781 = l_780 * l_567;
let l_782 = l_781 - l_776;
let l_783 = l_567 * l_567;
let l_784 = l_782 / l_783;
l_mut_354 = l_784;
l_mut_570[u32(0)] = l_mut_371;
l_mut_569[u32(0)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_785 = info.scalars_u32[36] + u32(13);
let l_786 = u32(0) + l_785;
let l_787 = buffer_7_global[l_786];
let l_788 = l_787 * l_567;
let l_789 = sin(l_788);
let l_790 = l_787 * l_567;
let l_791 = cos(l_790);
let l_792 = l_789 / l_567;
l_mut_371 = l_792;
let l_793 = l_787 * l_791;
let l_794 = l_793 * l_567;
let l_795 = l_794 - l_789;
let l_796 = l_567 * l_567;
let l_797 = l_795 / l_796;
l_mut_354 = l_797;
l_mut_570[u32(1)] = l_mut_371;
l_mut_569[u32(1)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_798 = info.scalars_u32[36] + u32(14);
let l_799 = u32(0) + l_798;
let l_800 = buffer_7_global[l_799];
let l_801 = l_800 * l_567;
let l_802 = sin(l_801);
let l_803 = l_800 * l_567;
let l_804 = cos(l_803);
let l_805 = l_802 / l_567;
l_mut_371 = l_805;
let l_806 = l_800 * l_804;
let l_807 = l_806 * l_567;
let l_808 = l_807 - l_802;
let l_809 = l_567 * l_567;
let l_810 = l_808 / l_809;
l_mut_354 = l_810;
l_mut_570[u32(2)] = l_mut_371;
l_mut_569[u32(2)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_811 = info.scalars_u32[36] + u32(15);
let l_812 = u32(0) + l_811;
let l_813 = buffer_7_global[l_812];
let l_814 = l_813 * l_567;
let l_815 = sin(l_814);
let l_816 = l_813 * l_567;
let l_817 = cos(l_816);
let l_818 = l_815 / l_567;
l_mut_371 = l_818;
let l_819 = l_813 * l_817;
let l_820 = l_819 * l_567;
let l_821 = l_820 - l_815;
let l_822 = l_567 * l_567;
let l_823 = l_821 / l_822;
l_mut_354 = l_823;
l_mut_570[u32(3)] = l_mut_371;
l_mut_569[u32(3)] = l_mut_354;
let l_824 = l_mut_190 * u32(5);
let l_825 = l_824 + u32(3);
let l_826 = u32(0) + l_825;
buffer_5_global[l_826] = l_mut_570;
let l_827 = l_mut_190 * u32(5);
let l_828 = l_827 + u32(3);
let l_829 = u32(0) + l_828;
buffer_6_global[l_829] = l_mut_569;
let l_830 = vec4<f32>(f32(0.0));
l_mut_591 = l_830;
l_mut_570 = l_mut_591;
let l_831 = vec4<f32>(f32(0.0));
l_mut_591 = l_831;
l_mut_569 = l_mut_591;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_832 = info.scalars_u32[36] + u32(16);
let l_833 = u32(0) + l_832;
let l_834 = buffer_7_global[l_833];
let l_835 = l_834 * l_567;
let l_836 = sin(l_835);
let l_837 = l_834 * l_567;
let l_838 = cos(l_837);
let l_839 = l_836 / l_567;
l_mut_371 = l_839;
let l_840 = l_834 * l_838;
let l_841 = l_840 * l_567;
let l_842 = l_841 - l_836;
let l_843 = l_567 * l_567;
let l_844 = l_842 / l_843;
l_mut_354 = l_844;
l_mut_570[u32(0)] = l_mut_371;
l_mut_569[u32(0)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_845 = info.scalars_u32[36] + u32(17);
let l_846 = u32(0) + l_845;
let l_847 = buffer_7_global[l_846];
let l_848 = l_847 * l_567;
let l_849 = sin(l_848);
let l_850 = l_847 * l_567;
let l_851 = cos(l_850);
let l_852 = l_849 / l_567;
l_mut_371 = l_852;
let l_853 = l_847 * l_851;
let l_854 = l_853 * l_567;
let l_855 = l_854 - l_849;
let l_856 = l_567 * l_567;
let l_857 = l_855 / l_856;
l_mut_354 = l_857;
l_mut_570[u32(1)] = l_mut_371;
l_mut_569[u32(1)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_858 = info.scalars_u32[36] + u32(18);
let l_859 = u32(0) + l_858;
let l_860 = buffer_7_global[l_859];
let l_861 = l_860 * l_567;
let l_862 = sin(l_861);
let l_863 = l_860 * l_567;
let l_864 = cos(l_863);
let l_865 = l_862 / l_567;
l_mut_371 = l_865;
let l_866 = l_860 * l_864;
let l_867 = l_866 * l_567;
let l_868 = l_867 - l_862;
let l_869 = l_567 * l_567;
let l_870 = l_868 / l_869;
l_mut_354 = l_870;
l_mut_570[u32(2)] = l_mut_371;
l_mut_569[u32(2)] = l_mut_354;
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
let l_871 = info.scalars_u32[36] + u32(19);
let l_872 = u32(0) + l_871;
let l_873 = buffer_7_global[l_872];
let l_874 = l_873 * l_567;
let l_875 = sin(l_874);
let l_876 = l_873 * l_567;
let l_877 = cos(l_876);
let l_878 = l_875 / l_567;
l_mut_371 = l_878;
let l_879 = l_873 * l_877;
let l_880 = l_879 * l_567;
let l_881 = l_880 - l_875;
let l_882 = l_567 * l_567;
let l_883 = l_881 / l_882;
l_mut_354 = l_883;
l_mut_570[u32(3)] = l_mut_371;
l_mut_569[u32(3)] = l_mut_354;
let l_884 = l_mut_190 * u32(5);
let l_885 = l_884 + u32(4);
let l_886 = u32(0) + l_885;
buffer_5_global[l_886] = l_mut_570;
let l_887 = l_mut_190 * u32(5);
let l_888 = l_887 + u32(4);
let l_889 = u32(0) + l_888;
buffer_6_global[l_889] = l_mut_569;
l_mut_190 = l_mut_190 + u32(512);
}
}
storageBarrier();
let l_891 = l_510 + u32(0);
let l_892 = l_891 < info.scalars_u32[35];
if l_892 {
let l_893 = local_idx % u32(128);
let l_894 = local_idx / u32(128);
let l_898 = info.scalars_u32[0] + u32(0);
let l_899 = l_898 + l_893;
let l_900 = u32(0) + l_899;
let l_901 = buffer_7_global[l_900];
a_895[u32(0)] = l_901;
let l_902 = info.scalars_u32[0] + u32(0);
let l_903 = l_902 + u32(128);
let l_904 = l_903 + l_893;
let l_905 = u32(0) + l_904;
let l_906 = buffer_7_global[l_905];
a_896[u32(0)] = l_906;
let l_907 = info.scalars_u32[0] + u32(384);
let l_908 = l_907 + l_893;
let l_909 = u32(0) + l_908;
let l_910 = buffer_7_global[l_909];
a_895[u32(1)] = l_910;
let l_911 = info.scalars_u32[0] + u32(384);
let l_912 = l_911 + u32(128);
let l_913 = l_912 + l_893;
let l_914 = u32(0) + l_913;
let l_915 = buffer_7_global[l_914];
a_896[u32(1)] = l_915;
let l_916 = info.scalars_u32[0] + u32(768);
let l_917 = l_916 + l_893;
let l_918 = u32(0) + l_917;
let l_919 = buffer_7_global[l_918];
a_895[u32(2)] = l_919;
let l_920 = info.scalars_u32[0] + u32(768);
let l_921 = l_920 + u32(128);
let l_922 = l_921 + l_893;
let l_923 = u32(0) + l_922;
let l_924 = buffer_7_global[l_923];
a_896[u32(2)] = l_924;
let l_925 = info.scalars_u32[0] + u32(1152);
let l_926 = l_925 + l_893;
let l_927 = u32(0) + l_926;
let l_928 = buffer_7_global[l_927];
a_895[u32(3)] = l_928;
let l_929 = info.scalars_u32[0] + u32(1152);
let l_930 = l_929 + u32(128);
let l_931 = l_930 + l_893;
let l_932 = u32(0) + l_931;
let l_933 = buffer_7_global[l_932];
a_896[u32(3)] = l_933;
let l_934 = info.scalars_u32[0] + u32(1536);
let l_935 = l_934 + l_893;
let l_936 = u32(0) + l_935;
let l_937 = buffer_7_global[l_936];
a_895[u32(4)] = l_937;
let l_938 = info.scalars_u32[0] + u32(1536);
let l_939 = l_938 + u32(128);
let l_940 = l_939 + l_893;
let l_941 = u32(0) + l_940;
let l_942 = buffer_7_global[l_941];
a_896[u32(4)] = l_942;
let l_943 = info.scalars_u32[0] + u32(1920);
let l_944 = l_943 + l_893;
let l_945 = u32(0) + l_944;
let l_946 = buffer_7_global[l_945];
a_895[u32(5)] = l_946;
let l_947 = info.scalars_u32[0] + u32(1920);
let l_948 = l_947 + u32(128);
let l_949 = l_948 + l_893;
let l_950 = u32(0) + l_949;
let l_951 = buffer_7_global[l_950];
a_896[u32(5)] = l_951;
let l_952 = info.scalars_u32[0] + u32(2304);
let l_953 = l_952 + l_893;
let l_954 = u32(0) + l_953;
let l_955 = buffer_7_global[l_954];
a_895[u32(6)] = l_955;
let l_956 = info.scalars_u32[0] + u32(2304);
let l_957 = l_956 + u32(128);
let l_958 = l_957 + l_893;
let l_959 = u32(0) + l_958;
let l_960 = buffer_7_global[l_959];
a_896[u32(6)] = l_960;
let l_961 = info.scalars_u32[0] + u32(2688);
let l_962 = l_961 + l_893;
let l_963 = u32(0) + l_962;
let l_964 = buffer_7_global[l_963];
a_895[u32(7)] = l_964;
let l_965 = info.scalars_u32[0] + u32(2688);
let l_966 = l_965 + u32(128);
let l_967 = l_966 + l_893;
let l_968 = u32(0) + l_967;
let l_969 = buffer_7_global[l_968];
a_896[u32(7)] = l_969;
let l_970 = info.scalars_u32[0] + u32(3072);
let l_971 = l_970 + l_893;
let l_972 = u32(0) + l_971;
let l_973 = buffer_7_global[l_972];
a_895[u32(8)] = l_973;
let l_974 = info.scalars_u32[0] + u32(3072);
let l_975 = l_974 + u32(128);
let l_976 = l_975 + l_893;
let l_977 = u32(0) + l_976;
let l_978 = buffer_7_global[l_977];
a_896[u32(8)] = l_978;
let l_979 = info.scalars_u32[0] + u32(3456);
let l_980 = l_979 + l_893;
let l_981 = u32(0) + l_980;
let l_982 = buffer_7_global[l_981];
a_895[u32(9)] = l_982;
let l_983 = info.scalars_u32[0] + u32(3456);
let l_984 = l_983 + u32(128);
let l_985 = l_984 + l_893;
let l_986 = u32(0) + l_985;
let l_987 = buffer_7_global[l_986];
a_896[u32(9)] = l_987;
let l_988 = info.scalars_u32[0] + u32(3840);
let l_989 = l_988 + l_893;
let l_990 = u32(0) + l_989;
let l_991 = buffer_7_global[l_990];
a_895[u32(10)] = l_991;
let l_992 = info.scalars_u32[0] + u32(3840);
let l_993 = l_992 + u32(128);
let l_994 = l_993 + l_893;
let l_995 = u32(0) + l_994;
let l_996 = buffer_7_global[l_995];
a_896[u32(10)] = l_996;
let l_997 = info.scalars_u32[0] + u32(4224);
let l_998 = l_997 + l_893;
let l_999 = u32(0) + l_998;
let l_1000 = buffer_7_global[l_999];
a_895[u32(11)] = l_1000;
let l_1001 = info.scalars_u32[0] + u32(4224);
let l_1002 = l_1001 + u32(128);
let l_1003 = l_1002 + l_893;
let l_1004 = u32(0) + l_1003;
let l_1005 = buffer_7_global[l_1004];
a_896[u32(11)] = l_1005;
let l_1006 = info.scalars_u32[0] + u32(4608);
let l_1007 = l_1006 + l_893;
let l_1008 = u32(0) + l_1007;
let l_1009 = buffer_7_global[l_1008];
a_895[u32(12)] = l_1009;
let l_1010 = info.scalars_u32[0] + u32(4608);
let l_1011 = l_1010 + u32(128);
let l_1012 = l_1011 + l_893;
let l_1013 = u32(0) + l_1012;
let l_1014 = buffer_7_global[l_1013];
a_896[u32(12)] = l_1014;
let l_1015 = info.scalars_u32[0] + u32(4992);
let l_1016 = l_1015 + l_893;
let l_1017 = u32(0) + l_1016;
let l_1018 = buffer_7_global[l_1017];
a_895[u32(13)] = l_1018;
let l_1019 = info.scalars_u32[0] + u32(4992);
let l_1020 = l_1019 + u32(128);
let l_1021 = l_1020 + l_893;
let l_1022 = u32(0) + l_1021;
let l_1023 = buffer_7_global[l_1022];
a_896[u32(13)] = l_1023;
let l_1024 = info.scalars_u32[0] + u32(5376);
let l_1025 = l_1024 + l_893;
let l_1026 = u32(0) + l_1025;
let l_1027 = buffer_7_global[l_1026];
a_895[u32(14)] = l_1027;
let l_1028 = info.scalars_u32[0] + u32(5376);
let l_1029 = l_1028 + u32(128);
let l_1030 = l_1029 + l_893;
let l_1031 = u32(0) + l_1030;
let l_1032 = buffer_7_global[l_1031];
a_896[u32(14)] = l_1032;
let l_1033 = info.scalars_u32[0] + u32(5760);
let l_1034 = l_1033 + l_893;
let l_1035 = u32(0) + l_1034;
let l_1036 = buffer_7_global[l_1035];
a_895[u32(15)] = l_1036;
let l_1037 = info.scalars_u32[0] + u32(5760);
let l_1038 = l_1037 + u32(128);
let l_1039 = l_1038 + l_893;
let l_1040 = u32(0) + l_1039;
let l_1041 = buffer_7_global[l_1040];
a_896[u32(15)] = l_1041;
let l_1042 = info.scalars_u32[0] + u32(6144);
let l_1043 = l_1042 + l_893;
let l_1044 = u32(0) + l_1043;
let l_1045 = buffer_7_global[l_1044];
a_895[u32(16)] = l_1045;
let l_1046 = info.scalars_u32[0] + u32(6144);
let l_1047 = l_1046 + u32(128);
let l_1048 = l_1047 + l_893;
let l_1049 = u32(0) + l_1048;
let l_1050 = buffer_7_global[l_1049];
a_896[u32(16)] = l_1050;
let l_1051 = info.scalars_u32[0] + u32(6528);
let l_1052 = l_1051 + l_893;
let l_1053 = u32(0) + l_1052;
let l_1054 = buffer_7_global[l_1053];
a_895[u32(17)] = l_1054;
let l_1055 = info.scalars_u32[0] + u32(6528);
let l_1056 = l_1055 + u32(128);
let l_1057 = l_1056 + l_893;
let l_1058 = u32(0) + l_1057;
let l_1059 = buffer_7_global[l_1058];
a_896[u32(17)] = l_1059;
let l_1060 = info.scalars_u32[0] + u32(6912);
let l_1061 = l_1060 + l_893;
let l_1062 = u32(0) + l_1061;
let l_1063 = buffer_7_global[l_1062];
a_895[u32(18)] = l_1063;
let l_1064 = info.scalars_u32[0] + u32(6912);
let l_1065 = l_1064 + u32(128);
let l_1066 = l_1065 + l_893;
let l_1067 = u32(0) + l_1066;
let l_1068 = buffer_7_global[l_1067];
a_896[u32(18)] = l_1068;
let l_1069 = info.scalars_u32[0] + u32(7296);
let l_1070 = l_1069 + l_893;
let l_1071 = u32(0) + l_1070;
let l_1072 = buffer_7_global[l_1071];
a_895[u32(19)] = l_1072;
let l_1073 = info.scalars_u32[0] + u32(7296);
let l_1074 = l_1073 + u32(128);
let l_1075 = l_1074 + l_893;
let l_1076 = u32(0) + l_1075;
let l_1077 = buffer_7_global[l_1076];
a_896[u32(19)] = l_1077;
a_897[u32(0)] = f32(0.0);
let l_1078 = info.scalars_u32[1] + l_893;
let l_1079 = u32(0) + l_1078;
let l_1080 = buffer_7_global[l_1079];
let l_1081 = info.scalars_u32[1] + u32(128);
let l_1082 = l_1081 + l_893;
let l_1083 = u32(0) + l_1082;
let l_1084 = buffer_7_global[l_1083];
l_mut_371 = f32(0.0);
l_mut_354 = f32(0.0);
l_mut_337 = f32(0.0);
l_mut_1085 = f32(0.0);
l_mut_1086 = f32(0.0);
let l_1087 = u32(0) + l_891;
let l_1088 = buffer_0_global[l_1087];
let l_1089 = l_891 + u32(1);
let l_1090 = u32(0) + l_1089;
let l_1091 = buffer_0_global[l_1090];
let l_1093 = l_1091 - l_1088;
l_mut_190 = l_1093;
l_mut_1094 = bool(true);
l_mut_155 = u32(4294967295);
let l_1096 = l_1091 - l_1088;
let l_1097 = l_1096 <= u32(512);
if l_1097 {
let l_1098 = l_1088 + local_idx;
l_mut_154 = u32(0);
let l_1099 = l_1098 < l_1091;
if l_1099 {
let l_1100 = l_1098 * u32(2);
let l_1101 = l_1100 + u32(1);
let l_1102 = u32(0) + l_1101;
let l_1103 = buffer_4_global[l_1102];
let l_1104 = l_1103[u32(0)];
let l_1105 = l_1104 != f32(0.0);
let l_1106 = l_1103[u32(1)];
let l_1107 = l_1106 != f32(0.0);
let l_1108 = l_1105 || l_1107;
if l_1108 {
l_mut_154 = u32(1);
}
}
shared_memory_1095[local_idx] = l_mut_154;
workgroupBarrier();
l_mut_49 = u32(1);
loop {
let l_1109 = l_mut_49 < u32(512);
let l_1110 = !l_1109;
if l_1110 {
break;
}
let l_1111 = shared_memory_1095[local_idx];
l_mut_48 = l_1111;
let l_1112 = local_idx >= l_mut_49;
if l_1112 {
let l_1113 = local_idx - l_mut_49;
let l_1114 = shared_memory_1095[l_1113];
l_mut_48 = l_mut_48 + l_1114;
}
workgroupBarrier();
shared_memory_1095[local_idx] = l_mut_48;
workgroupBarrier();
l_mut_49 = l_mut_49 * u32(2);
}
let l_1115 = l_mut_154 == u32(1);
if l_1115 {
let l_1116 = shared_memory_1095[local_idx];
let l_1117 = l_1116 - u32(1);
shared_memory_1092[l_1117] = l_1098;
}
let l_1118 = shared_memory_1095[u32(511)];
l_mut_155 = l_1118;
workgroupBarrier();
}
let l_1119 = l_mut_155 != u32(4294967295);
if l_1119 {
l_mut_190 = l_mut_155;
l_mut_1094 = bool(false);
}
l_mut_155 = l_894;
loop {
let l_1120 = l_mut_155 + u32(4);
let l_1121 = l_1120 < l_mut_190;
let l_1122 = !l_1121;
if l_1122 {
break;
}
let l_1123 = l_1088 + l_mut_155;
l_mut_154 = l_1123;
let l_1124 = !l_mut_1094;
if l_1124 {
let l_1125 = shared_memory_1092[l_mut_155];
l_mut_154 = l_1125;
}
let l_1126 = l_mut_155 + u32(4);
let l_1127 = l_1088 + l_1126;
l_mut_49 = l_1127;
let l_1128 = !l_mut_1094;
if l_1128 {
let l_1129 = shared_memory_1092[l_1126];
l_mut_49 = l_1129;
}
l_mut_1130 = l_1080;
l_mut_1131 = l_1084;
l_mut_1132 = l_mut_371;
let l_1133 = l_mut_154 * u32(5);
let l_1134 = l_1133 + u32(0);
let l_1135 = u32(0) + l_1134;
let l_1136 = buffer_5_global[l_1135];
let l_1137 = l_1136[u32(0)];
let l_1138 = a_895[u32(0)];
let l_1139 = l_1138 * l_1137;
l_mut_1130 = l_mut_1130 + l_1139;
let l_1140 = a_896[u32(0)];
let l_1141 = l_1140 * l_1137;
l_mut_1131 = l_mut_1131 + l_1141;
let l_1142 = l_1136[u32(1)];
let l_1143 = a_895[u32(1)];
let l_1144 = l_1143 * l_1142;
l_mut_1130 = l_mut_1130 + l_1144;
let l_1145 = a_896[u32(1)];
let l_1146 = l_1145 * l_1142;
l_mut_1131 = l_mut_1131 + l_1146;
let l_1147 = l_1136[u32(2)];
let l_1148 = a_895[u32(2)];
let l_1149 = l_1148 * l_1147;
l_mut_1130 = l_mut_1130 + l_1149;
let l_1150 = a_896[u32(2)];
let l_1151 = l_1150 * l_1147;
l_mut_1131 = l_mut_1131 + l_1151;
let l_1152 = l_1136[u32(3)];
let l_1153 = a_895[u32(3)];
let l_1154 = l_1153 * l_1152;
l_mut_1130 = l_mut_1130 + l_1154;
let l_1155 = a_896[u32(3)];
let l_1156 = l_1155 * l_1152;
l_mut_1131 = l_mut_1131 + l_1156;
let l_1157 = l_mut_154 * u32(5);
let l_1158 = l_1157 + u32(1);
let l_1159 = u32(0) + l_1158;
let l_1160 = buffer_5_global[l_1159];
let l_1161 = l_1160[u32(0)];
let l_1162 = a_895[u32(4)];
let l_1163 = l_1162 * l_1161;
l_mut_1130 = l_mut_1130 + l_1163;
let l_1164 = a_896[u32(4)];
let l_1165 = l_1164 * l_1161;
l_mut_1131 = l_mut_1131 + l_1165;
let l_1166 = l_1160[u32(1)];
let l_1167 = a_895[u32(5)];
let l_1168 = l_1167 * l_1166;
l_mut_1130 = l_mut_1130 + l_1168;
let l_1169 = a_896[u32(5)];
let l_1170 = l_1169 * l_1166;
l_mut_1131 = l_mut_1131 + l_1170;
let l_1171 = l_1160[u32(2)];
let l_1172 = a_895[u32(6)];
let l_1173 = l_1172 * l_1171;
l_mut_1130 = l_mut_1130 + l_1173;
let l_1174 = a_896[u32(6)];
let l_1175 = l_1174 * l_1171;
l_mut_1131 = l_mut_1131 + l_1175;
let l_1176 = l_1160[u32(3)];
let l_1177 = a_895[u32(7)];
let l_1178 = l_1177 * l_1176;
l_mut_1130 = l_mut_1130 + l_1178;
let l_1179 = a_896[u32(7)];
let l_1180 = l_1179 * l_1176;
l_mut_1131 = l_mut_1131 + l_1180;
let l_1181 = l_mut_154 * u32(5);
let l_1182 = l_1181 + u32(2);
let l_1183 = u32(0) + l_1182;
let l_1184 = buffer_5_global[l_1183];
let l_1185 = l_1184[u32(0)];
let l_1186 = a_895[u32(8)];
let l_1187 = l_1186 * l_1185;
l_mut_1130 = l_mut_1130 + l_1187;
let l_1188 = a_896[u32(8)];
let l_1189 = l_1188 * l_1185;
l_mut_1131 = l_mut_1131 + l_1189;
let l_1190 = l_1184[u32(1)];
let l_1191 = a_895[u32(9)];
let l_1192 = l_1191 * l_1190;
l_mut_1130 = l_mut_1130 + l_1192;
let l_1193 = a_896[u32(9)];
let l_1194 = l_1193 * l_1190;
l_mut_1131 = l_mut_1131 + l_1194;
let l_1195 = l_1184[u32(2)];
let l_1196 = a_895[u32(10)];
let l_1197 = l_1196 * l_1195;
l_mut_1130 = l_mut_1130 + l_1197;
let l_1198 = a_896[u32(10)];
let l_1199 = l_1198 * l_1195;
l_mut_1131 = l_mut_1131 + l_1199;
let l_1200 = l_1184[u32(3)];
let l_1201 = a_895[u32(11)];
let l_1202 = l_1201 * l_1200;
l_mut_1130 = l_mut_1130 + l_1202;
let l_1203 = a_896[u32(11)];
let l_1204 = l_1203 * l_1200;
l_mut_1131 = l_mut_1131 + l_1204;
let l_1205 = l_mut_154 * u32(5);
let l_1206 = l_1205 + u32(3);
let l_1207 = u32(0) + l_1206;
let l_1208 = buffer_5_global[l_1207];
let l_1209 = l_1208[u32(0)];
let l_1210 = a_895[u32(12)];
let l_1211 = l_1210 * l_1209;
l_mut_1130 = l_mut_1130 + l_1211;
let l_1212 = a_896[u32(12)];
let l_1213 = l_1212 * l_1209;
l_mut_1131 = l_mut_1131 + l_1213;
let l_1214 = l_1208[u32(1)];
let l_1215 = a_895[u32(13)];
let l_1216 = l_1215 * l_1214;
l_mut_1130 = l_mut_1130 + l_1216;
let l_1217 = a_896[u32(13)];
let l_1218 = l_1217 * l_1214;
l_mut_1131 = l_mut_1131 + l_1218;
let l_1219 = l_1208[u32(2)];
let l_1220 = a_895[u32(14)];
let l_1221 = l_1220 * l_1219;
l_mut_1130 = l_mut_1130 + l_1221;
let l_1222 = a_896[u32(14)];
let l_1223 = l_1222 * l_1219;
l_mut_1131 = l_mut_1131 + l_1223;
let l_1224 = l_1208[u32(3)];
let l_1225 = a_895[u32(15)];
let l_1226 = l_1225 * l_1224;
l_mut_1130 = l_mut_1130 + l_1226;
let l_1227 = a_896[u32(15)];
let l_1228 = l_1227 * l_1224;
l_mut_1131 = l_mut_1131 + l_1228;
let l_1229 = l_mut_154 * u32(5);
let l_1230 = l_1229 + u32(4);
let l_1231 = u32(0) + l_1230;
let l_1232 = buffer_5_global[l_1231];
let l_1233 = l_1232[u32(0)];
let l_1234 = a_895[u32(16)];
let l_1235 = l_1234 * l_1233;
l_mut_1130 = l_mut_1130 + l_1235;
let l_1236 = a_896[u32(16)];
let l_1237 = l_1236 * l_1233;
l_mut_1131 = l_mut_1131 + l_1237;
let l_1238 = l_1232[u32(1)];
let l_1239 = a_895[u32(17)];
let l_1240 = l_1239 * l_1238;
l_mut_1130 = l_mut_1130 + l_1240;
let l_1241 = a_896[u32(17)];
let l_1242 = l_1241 * l_1238;
l_mut_1131 = l_mut_1131 + l_1242;
let l_1243 = l_1232[u32(2)];
let l_1244 = a_895[u32(18)];
let l_1245 = l_1244 * l_1243;
l_mut_1130 = l_mut_1130 + l_1245;
let l_1246 = a_896[u32(18)];
let l_1247 = l_1246 * l_1243;
l_mut_1131 = l_mut_1131 + l_1247;
let l_1248 = l_1232[u32(3)];
let l_1249 = a_895[u32(19)];
let l_1250 = l_1249 * l_1248;
l_mut_1130 = l_mut_1130 + l_1250;
let l_1251 = a_896[u32(19)];
let l_1252 = l_1251 * l_1248;
l_mut_1131 = l_mut_1131 + l_1252;
l_mut_1253 = l_1080;
l_mut_1254 = l_1084;
l_mut_1255 = l_mut_371;
let l_1256 = l_mut_49 * u32(5);
let l_1257 = l_1256 + u32(0);
let l_1258 = u32(0) + l_1257;
let l_1259 = buffer_5_global[l_1258];
let l_1260 = l_1259[u32(0)];
let l_1261 = a_895[u32(0)];
let l_1262 = l_1261 * l_1260;
l_mut_1253 = l_mut_1253 + l_1262;
let l_1263 = a_896[u32(0)];
let l_1264 = l_1263 * l_1260;
l_mut_1254 = l_mut_1254 + l_1264;
let l_1265 = l_1259[u32(1)];
let l_1266 = a_895[u32(1)];
let l_1267 = l_1266 * l_1265;
l_mut_1253 = l_mut_1253 + l_1267;
let l_1268 = a_896[u32(1)];
let l_1269 = l_1268 * l_1265;
l_mut_1254 = l_mut_1254 + l_1269;
let l_1270 = l_1259[u32(2)];
let l_1271 = a_895[u32(2)];
let l_1272 = l_1271 * l_1270;
l_mut_1253 = l_mut_1253 + l_1272;
let l_1273 = a_896[u32(2)];
let l_1274 = l_1273 * l_1270;
l_mut_1254 = l_mut_1254 + l_1274;
let l_1275 = l_1259[u32(3)];
let l_1276 = a_895[u32(3)];
let l_1277 = l_1276 * l_1275;
l_mut_1253 = l_mut_1253 + l_1277;
let l_1278 = a_896[u32(3)];
let l_1279 = l_1278 * l_1275;
l_mut_1254 = l_mut_1254 + l_1279;
let l_1280 = l_mut_49 * u32(5);
let l_1281 = l_1280 + u32(1);
let l_1282 = u32(0) + l_1281;
let l_1283 = buffer_5_global[l_1282];
let l_1284 = l_1283[u32(0)];
let l_1285 = a_895[u32(4)];
let l_1286 = l_1285 * l_1284;
l_mut_1253 = l_mut_1253 + l_1286;
let l_1287 = a_896[u32(4)];
let l_1288 = l_1287 * l_1284;
l_mut_1254 = l_mut_1254 + l_1288;
let l_1289 = l_1283[u32(1)];
let l_1290 = a_895[u32(5)];
let l_1291 = l_1290 * l_1289;
l_mut_1253 = l_mut_1253 + l_1291;
let l_1292 = a_896[u32(5)];
let l_1293 = l_1292 * l_1289;
l_mut_1254 = l_mut_1254 + l_1293;
let l_1294 = l_1283[u32(2)];
let l_1295 = a_895[u32(6)];
let l_1296 = l_1295 * l_1294;
l_mut_1253 = l_mut_1253 + l_1296;
let l_1297 = a_896[u32(6)];
let l_1298 = l_1297 * l_1294;
l_mut_1254 = l_mut_1254 + l_1298;
let l_1299 = l_1283[u32(3)];
let l_1300 = a_895[u32(7)];
let l_1301 = l_1300 * l_1299;
l_mut_1253 = l_mut_1253 + l_1301;
let l_1302 = a_896[u32(7)];
let l_1303 = l_1302 * l_1299;
l_mut_1254 = l_mut_1254 + l_1303;
let l_1304 = l_mut_49 * u32(5);
let l_1305 = l_1304 + u32(2);
let l_1306 = u32(0) + l_1305;
let l_1307 = buffer_5_global[l_1306];
let l_1308 = l_1307[u32(0)];
let l_1309 = a_895[u32(8)];
let l_1310 = l_1309 * l_1308;
l_mut_1253 = l_mut_1253 + l_1310;
let l_1311 = a_896[u32(8)];
let l_1312 = l_1311 * l_1308;
l_mut_1254 = l_mut_1254 + l_1312;
let l_1313 = l_1307[u32(1)];
let l_1314 = a_895[u32(9)];
let l_1315 = l_1314 * l_1313;
l_mut_1253 = l_mut_1253 + l_1315;
let l_1316 = a_896[u32(9)];
let l_1317 = l_1316 * l_1313;
l_mut_1254 = l_mut_1254 + l_1317;
let l_1318 = l_1307[u32(2)];
let l_1319 = a_895[u32(10)];
let l_1320 = l_1319 * l_1318;
l_mut_1253 = l_mut_1253 + l_1320;
let l_1321 = a_896[u32(10)];
let l_1322 = l_1321 * l_1318;
l_mut_1254 = l_mut_1254 + l_1322;
let l_1323 = l_1307[u32(3)];
let l_1324 = a_895[u32(11)];
let l_1325 = l_1324 * l_1323;
l_mut_1253 = l_mut_1253 + l_1325;
let l_1326 = a_896[u32(11)];
let l_1327 = l_1326 * l_1323;
l_mut_1254 = l_mut_1254 + l_1327;
let l_1328 = l_mut_49 * u32(5);
let l_1329 = l_1328 + u32(3);
let l_1330 = u32(0) + l_1329;
let l_1331 = buffer_5_global[l_1330];
let l_1332 = l_1331[u32(0)];
let l_1333 = a_895[u32(12)];
let l_1334 = l_1333 * l_1332;
l_mut_1253 = l_mut_1253 + l_1334;
let l_1335 = a_896[u32(12)];
let l_1336 = l_1335 * l_1332;
l_mut_1254 = l_mut_1254 + l_1336;
let l_1337 = l_1331[u32(1)];
let l_1338 = a_895[u32(13)];
let l_1339 = l_1338 * l_1337;
l_mut_1253 = l_mut_1253 + l_1339;
let l_1340 = a_896[u32(13)];
let l_1341 = l_1340 * l_1337;
l_mut_1254 = l_mut_1254 + l_1341;
let l_1342 = l_1331[u32(2)];
let l_1343 = a_895[u32(14)];
let l_1344 = l_1343 * l_1342;
l_mut_1253 = l_mut_1253 + l_1344;
let l_1345 = a_896[u32(14)];
let l_1346 = l_1345 * l_1342;
l_mut_1254 = l_mut_1254 + l_1346;
let l_1347 = l_1331[u32(3)];
let l_1348 = a_895[u32(15)];
let l_1349 = l_1348 * l_1347;
l_mut_1253 = l_mut_1253 + l_1349;
let l_1350 = a_896[u32(15)];
let l_1351 = l_1350 * l_1347;
l_mut_1254 = l_mut_1254 + l_1351;
let l_1352 = l_mut_49 * u32(5);
let l_1353 = l_1352 + u32(4);
let l_1354 = u32(0) + l_1353;
let l_1355 = buffer_5_global[l_1354];
let l_1356 = l_1355[u32(0)];
let l_1357 = a_895[u32(16)];
let l_1358 = l_1357 * l_1356;
l_mut_1253 = l_mut_1253 + l_1358;
let l_1359 = a_896[u32(16)];
let l_1360 = l_1359 * l_1356;
l_mut_1254 = l_mut_1254 + l_1360;
let l_1361 = l_1355[u32(1)];
let l_1362 = a_895[u32(17)];
let l_1363 = l_1362 * l_1361;
l_mut_1253 = l_mut_1253 + l_1363;
let l_1364 = a_896[u32(17)];
let l_1365 = l_1364 * l_1361;
l_mut_1254 = l_mut_1254 + l_1365;
let l_1366 = l_1355[u32(2)];
let l_1367 = a_895[u32(18)];
let l_1368 = l_1367 * l_1366;
l_mut_1253 = l_mut_1253 + l_1368;
let l_1369 = a_896[u32(18)];
let l_1370 = l_1369 * l_1366;
l_mut_1254 = l_mut_1254 + l_1370;
let l_1371 = l_1355[u32(3)];
let l_1372 = a_895[u32(19)];
let l_1373 = l_1372 * l_1371;
l_mut_1253 = l_mut_1253 + l_1373;
let l_1374 = a_896[u32(19)];
let l_1375 = l_1374 * l_1371;
l_mut_1254 = l_mut_1254 + l_1375;
let l_1376 = l_mut_154 * u32(2);
let l_1377 = u32(0) + l_1376;
let l_1378 = buffer_4_global[l_1377];
let l_1379 = l_mut_154 * u32(2);
let l_1380 = l_1379 + u32(1);
let l_1381 = u32(0) + l_1380;
let l_1382 = buffer_4_global[l_1381];
let l_1383 = l_1382[u32(0)];
let l_1384 = l_mut_49 * u32(2);
let l_1385 = u32(0) + l_1384;
let l_1386 = buffer_4_global[l_1385];
let l_1387 = l_mut_49 * u32(2);
let l_1388 = l_1387 + u32(1);
let l_1389 = u32(0) + l_1388;
let l_1390 = buffer_4_global[l_1389];
let l_1391 = l_1390[u32(0)];
let l_1392 = u32(0) + l_mut_154;
let l_1393 = buffer_1_global[l_1392];
let l_1394 = l_1393 * u32(3);
let l_1395 = l_1394 * u32(128);
let l_1396 = l_1395 + l_893;
let l_1397 = u32(0) + l_1396;
let l_1398 = buffer_11_global[l_1397];
let l_1399 = l_1396 + u32(128);
let l_1400 = u32(0) + l_1399;
let l_1401 = buffer_11_global[l_1400];
l_mut_1402 = f32(0.0);
l_mut_1403 = f32(0.0);
l_mut_1404 = f32(0.0);
l_mut_1405 = f32(0.0);
let l_1406 = u32(0) + l_mut_49;
let l_1407 = buffer_1_global[l_1406];
let l_1408 = l_1407 * u32(3);
let l_1409 = l_1408 * u32(128);
let l_1410 = l_1409 + l_893;
let l_1411 = u32(0) + l_1410;
let l_1412 = buffer_11_global[l_1411];
let l_1413 = l_1410 + u32(128);
let l_1414 = u32(0) + l_1413;
let l_1415 = buffer_11_global[l_1414];
l_mut_1416 = f32(0.0);
l_mut_1417 = f32(0.0);
l_mut_1418 = f32(0.0);
l_mut_1419 = f32(0.0);
let l_1420 = l_mut_1130 * l_1383;
let l_1421 = l_1420 * l_1398;
let l_1422 = l_mut_354 + l_1421;
let l_1423 = l_mut_1131 * l_1383;
let l_1424 = l_1423 * l_1401;
l_mut_1425 = l_mut_337;
l_mut_1426 = l_mut_1085;
l_mut_1427 = l_mut_1086;
let l_1428 = l_1378[u32(1)];
let l_1429 = l_1424 * l_1428;
l_mut_1425 = l_mut_1425 + l_1429;
let l_1430 = l_1378[u32(2)];
let l_1431 = l_1424 * l_1430;
l_mut_1426 = l_mut_1426 + l_1431;
let l_1432 = l_1378[u32(3)];
let l_1433 = l_1424 * l_1432;
l_mut_1427 = l_mut_1427 + l_1433;
let l_1434 = l_mut_1253 * l_1391;
let l_1435 = l_1434 * l_1412;
let l_1436 = l_1422 + l_1435;
let l_1437 = l_mut_1254 * l_1391;
let l_1438 = l_1437 * l_1415;
l_mut_1439 = l_mut_1425;
l_mut_1440 = l_mut_1426;
l_mut_1441 = l_mut_1427;
let l_1442 = l_1386[u32(1)];
let l_1443 = l_1438 * l_1442;
l_mut_1439 = l_mut_1439 + l_1443;
let l_1444 = l_1386[u32(2)];
let l_1445 = l_1438 * l_1444;
l_mut_1440 = l_mut_1440 + l_1445;
let l_1446 = l_1386[u32(3)];
let l_1447 = l_1438 * l_1446;
l_mut_1441 = l_mut_1441 + l_1447;
l_mut_354 = l_1436;
l_mut_337 = l_mut_1439;
l_mut_1085 = l_mut_1440;
l_mut_1086 = l_mut_1441;
l_mut_155 = l_mut_155 + u32(8);
}
loop {
let l_1448 = l_mut_155 < l_mut_190;
let l_1449 = !l_1448;
if l_1449 {
break;
}
let l_1450 = l_1088 + l_mut_155;
l_mut_154 = l_1450;
let l_1451 = !l_mut_1094;
if l_1451 {
let l_1452 = shared_memory_1092[l_mut_155];
l_mut_154 = l_1452;
}
l_mut_1441 = l_1080;
l_mut_1440 = l_1084;
l_mut_1439 = l_mut_371;
let l_1453 = l_mut_154 * u32(5);
let l_1454 = l_1453 + u32(0);
let l_1455 = u32(0) + l_1454;
let l_1456 = buffer_5_global[l_1455];
let l_1457 = l_1456[u32(0)];
let l_1458 = a_895[u32(0)];
let l_1459 = l_1458 * l_1457;
l_mut_1441 = l_mut_1441 + l_1459;
let l_1460 = a_896[u32(0)];
let l_1461 = l_1460 * l_1457;
l_mut_1440 = l_mut_1440 + l_1461;
let l_1462 = l_1456[u32(1)];
let l_1463 = a_895[u32(1)];
let l_1464 = l_1463 * l_1462;
l_mut_1441 = l_mut_1441 + l_1464;
let l_1465 = a_896[u32(1)];
let l_1466 = l_1465 * l_1462;
l_mut_1440 = l_mut_1440 + l_1466;
let l_1467 = l_1456[u32(2)];
let l_1468 = a_895[u32(2)];
let l_1469 = l_1468 * l_1467;
l_mut_1441 = l_mut_1441 + l_1469;
let l_1470 = a_896[u32(2)];
let l_1471 = l_1470 * l_1467;
l_mut_1440 = l_mut_1440 + l_1471;
let l_1472 = l_1456[u32(3)];
let l_1473 = a_895[u32(3)];
let l_1474 = l_1473 * l_1472;
l_mut_1441 = l_mut_1441 + l_1474;
let l_1475 = a_896[u32(3)];
let l_1476 = l_1475 * l_1472;
l_mut_1440 = l_mut_1440 + l_1476;
let l_1477 = l_mut_154 * u32(5);
let l_1478 = l_1477 + u32(1);
let l_1479 = u32(0) + l_1478;
let l_1480 = buffer_5_global[l_1479];
let l_1481 = l_1480[u32(0)];
let l_1482 = a_895[u32(4)];
let l_1483 = l_1482 * l_1481;
l_mut_1441 = l_mut_1441 + l_1483;
let l_1484 = a_896[u32(4)];
let l_1485 = l_1484 * l_1481;
l_mut_1440 = l_mut_1440 + l_1485;
let l_1486 = l_1480[u32(1)];
let l_1487 = a_895[u32(5)];
let l_1488 = l_1487 * l_1486;
l_mut_1441 = l_mut_1441 + l_1488;
let l_1489 = a_896[u32(5)];
let l_1490 = l_1489 * l_1486;
l_mut_1440 = l_mut_1440 + l_1490;
let l_1491 = l_1480[u32(2)];
let l_1492 = a_895[u32(6)];
let l_1493 = l_1492 * l_1491;
l_mut_1441 = l_mut_1441 + l_1493;
let l_1494 = a_896[u32(6)];
let l_1495 = l_1494 * l_1491;
l_mut_1440 = l_mut_1440 + l_1495;
let l_1496 = l_1480[u32(3)];
let l_1497 = a_895[u32(7)];
let l_1498 = l_1497 * l_1496;
l_mut_1441 = l_mut_1441 + l_1498;
let l_1499 = a_896[u32(7)];
let l_1500 = l_1499 * l_1496;
l_mut_1440 = l_mut_1440 + l_1500;
let l_1501 = l_mut_154 * u32(5);
let l_1502 = l_1501 + u32(2);
let l_1503 = u32(0) + l_1502;
let l_1504 = buffer_5_global[l_1503];
let l_1505 = l_1504[u32(0)];
let l_1506 = a_895[u32(8)];
let l_1507 = l_1506 * l_1505;
l_mut_1441 = l_mut_1441 + l_1507;
let l_1508 = a_896[u32(8)];
let l_1509 = l_1508 * l_1505;
l_mut_1440 = l_mut_1440 + l_1509;
let l_1510 = l_1504[u32(1)];
let l_1511 = a_895[u32(9)];
let l_1512 = l_1511 * l_1510;
l_mut_1441 = l_mut_1441 + l_1512;
let l_1513 = a_896[u32(9)];
let l_1514 = l_1513 * l_1510;
l_mut_1440 = l_mut_1440 + l_1514;
let l_1515 = l_1504[u32(2)];
let l_1516 = a_895[u32(10)];
let l_1517 = l_1516 * l_1515;
l_mut_1441 = l_mut_1441 + l_1517;
let l_1518 = a_896[u32(10)];
let l_1519 = l_1518 * l_1515;
l_mut_1440 = l_mut_1440 + l_1519;
let l_1520 = l_1504[u32(3)];
let l_1521 = a_895[u32(11)];
let l_1522 = l_1521 * l_1520;
l_mut_1441 = l_mut_1441 + l_1522;
let l_1523 = a_896[u32(11)];
let l_1524 = l_1523 * l_1520;
l_mut_1440 = l_mut_1440 + l_1524;
let l_1525 = l_mut_154 * u32(5);
let l_1526 = l_1525 + u32(3);
let l_1527 = u32(0) + l_1526;
let l_1528 = buffer_5_global[l_1527];
let l_1529 = l_1528[u32(0)];
let l_1530 = a_895[u32(12)];
let l_1531 = l_1530 * l_1529;
l_mut_1441 = l_mut_1441 + l_1531;
let l_1532 = a_896[u32(12)];
let l_1533 = l_1532 * l_1529;
l_mut_1440 = l_mut_1440 + l_1533;
let l_1534 = l_1528[u32(1)];
let l_1535 = a_895[u32(13)];
let l_1536 = l_1535 * l_1534;
l_mut_1441 = l_mut_1441 + l_1536;
let l_1537 = a_896[u32(13)];
let l_1538 = l_1537 * l_1534;
l_mut_1440 = l_mut_1440 + l_1538;
let l_1539 = l_1528[u32(2)];
let l_1540 = a_895[u32(14)];
let l_1541 = l_1540 * l_1539;
l_mut_1441 = l_mut_1441 + l_1541;
let l_1542 = a_896[u32(14)];
let l_1543 = l_1542 * l_1539;
l_mut_1440 = l_mut_1440 + l_1543;
let l_1544 = l_1528[u32(3)];
let l_1545 = a_895[u32(15)];
let l_1546 = l_1545 * l_1544;
l_mut_1441 = l_mut_1441 + l_1546;
let l_1547 = a_896[u32(15)];
let l_1548 = l_1547 * l_1544;
l_mut_1440 = l_mut_1440 + l_1548;
let l_1549 = l_mut_154 * u32(5);
let l_1550 = l_1549 + u32(4);
let l_1551 = u32(0) + l_1550;
let l_1552 = buffer_5_global[l_1551];
let l_1553 = l_1552[u32(0)];
let l_1554 = a_895[u32(16)];
let l_1555 = l_1554 * l_1553;
l_mut_1441 = l_mut_1441 + l_1555;
let l_1556 = a_896[u32(16)];
let l_1557 = l_1556 * l_1553;
l_mut_1440 = l_mut_1440 + l_1557;
let l_1558 = l_1552[u32(1)];
let l_1559 = a_895[u32(17)];
let l_1560 = l_1559 * l_1558;
l_mut_1441 = l_mut_1441 + l_1560;
let l_1561 = a_896[u32(17)];
let l_1562 = l_1561 * l_1558;
l_mut_1440 = l_mut_1440 + l_1562;
let l_1563 = l_1552[u32(2)];
let l_1564 = a_895[u32(18)];
let l_1565 = l_1564 * l_1563;
l_mut_1441 = l_mut_1441 + l_1565;
let l_1566 = a_896[u32(18)];
let l_1567 = l_1566 * l_1563;
l_mut_1440 = l_mut_1440 + l_1567;
let l_1568 = l_1552[u32(3)];
let l_1569 = a_895[u32(19)];
let l_1570 = l_1569 * l_1568;
l_mut_1441 = l_mut_1441 + l_1570;
let l_1571 = a_896[u32(19)];
let l_1572 = l_1571 * l_1568;
l_mut_1440 = l_mut_1440 + l_1572;
let l_1573 = l_mut_154 * u32(2);
let l_1574 = u32(0) + l_1573;
let l_1575 = buffer_4_global[l_1574];
let l_1576 = l_mut_154 * u32(2);
let l_1577 = l_1576 + u32(1);
let l_1578 = u32(0) + l_1577;
let l_1579 = buffer_4_global[l_1578];
let l_1580 = l_1579[u32(0)];
let l_1581 = u32(0) + l_mut_154;
let l_1582 = buffer_1_global[l_1581];
let l_1583 = l_1582 * u32(3);
let l_1584 = l_1583 * u32(128);
let l_1585 = l_1584 + l_893;
let l_1586 = u32(0) + l_1585;
let l_1587 = buffer_11_global[l_1586];
let l_1588 = l_1585 + u32(128);
let l_1589 = u32(0) + l_1588;
let l_1590 = buffer_11_global[l_1589];
l_mut_1427 = f32(0.0);
l_mut_1426 = f32(0.0);
l_mut_1425 = f32(0.0);
l_mut_1419 = f32(0.0);
let l_1591 = l_mut_1441 * l_1580;
let l_1592 = l_1591 * l_1587;
let l_1593 = l_mut_354 + l_1592;
let l_1594 = l_mut_1440 * l_1580;
let l_1595 = l_1594 * l_1590;
l_mut_1418 = l_mut_337;
l_mut_1417 = l_mut_1085;
l_mut_1416 = l_mut_1086;
let l_1596 = l_1575[u32(1)];
let l_1597 = l_1595 * l_1596;
l_mut_1418 = l_mut_1418 + l_1597;
let l_1598 = l_1575[u32(2)];
let l_1599 = l_1595 * l_1598;
l_mut_1417 = l_mut_1417 + l_1599;
let l_1600 = l_1575[u32(3)];
let l_1601 = l_1595 * l_1600;
l_mut_1416 = l_mut_1416 + l_1601;
l_mut_354 = l_1593;
l_mut_337 = l_mut_1418;
l_mut_1085 = l_mut_1417;
l_mut_1086 = l_mut_1416;
l_mut_155 = l_mut_155 + u32(4);
}
let l_1603 = l_894 < u32(4);
if l_1603 {
let l_1604 = l_894 * u32(4);
let l_1605 = l_1604 * u32(128);
let l_1606 = l_1605 + l_893;
shared_memory_1602[l_1606] = l_mut_354;
let l_1607 = l_894 * u32(4);
let l_1608 = l_1607 + u32(1);
let l_1609 = l_1608 * u32(128);
let l_1610 = l_1609 + l_893;
shared_memory_1602[l_1610] = l_mut_337;
let l_1611 = l_894 * u32(4);
let l_1612 = l_1611 + u32(2);
let l_1613 = l_1612 * u32(128);
let l_1614 = l_1613 + l_893;
shared_memory_1602[l_1614] = l_mut_1085;
let l_1615 = l_894 * u32(4);
let l_1616 = l_1615 + u32(3);
let l_1617 = l_1616 * u32(128);
let l_1618 = l_1617 + l_893;
shared_memory_1602[l_1618] = l_mut_1086;
}
workgroupBarrier();
let l_1619 = l_894 == u32(0);
if l_1619 {
let l_1620 = u32(512) + l_893;
let l_1621 = shared_memory_1602[l_1620];
l_mut_354 = l_mut_354 + l_1621;
let l_1622 = u32(640) + l_893;
let l_1623 = shared_memory_1602[l_1622];
l_mut_337 = l_mut_337 + l_1623;
let l_1624 = u32(768) + l_893;
let l_1625 = shared_memory_1602[l_1624];
l_mut_1085 = l_mut_1085 + l_1625;
let l_1626 = u32(896) + l_893;
let l_1627 = shared_memory_1602[l_1626];
l_mut_1086 = l_mut_1086 + l_1627;
let l_1628 = u32(1024) + l_893;
let l_1629 = shared_memory_1602[l_1628];
l_mut_354 = l_mut_354 + l_1629;
let l_1630 = u32(1152) + l_893;
let l_1631 = shared_memory_1602[l_1630];
l_mut_337 = l_mut_337 + l_1631;
let l_1632 = u32(1280) + l_893;
let l_1633 = shared_memory_1602[l_1632];
l_mut_1085 = l_mut_1085 + l_1633;
let l_1634 = u32(1408) + l_893;
let l_1635 = shared_memory_1602[l_1634];
l_mut_1086 = l_mut_1086 + l_1635;
let l_1636 = u32(1536) + l_893;
let l_1637 = shared_memory_1602[l_1636];
l_mut_354 = l_mut_354 + l_1637;
let l_1638 = u32(1664) + l_893;
let l_1639 = shared_memory_1602[l_1638];
l_mut_337 = l_mut_337 + l_1639;
let l_1640 = u32(1792) + l_893;
let l_1641 = shared_memory_1602[l_1640];
l_mut_1085 = l_mut_1085 + l_1641;
let l_1642 = u32(1920) + l_893;
let l_1643 = shared_memory_1602[l_1642];
l_mut_1086 = l_mut_1086 + l_1643;
}
workgroupBarrier();
let l_1644 = l_894 == u32(0);
if l_1644 {
let l_1645 = l_891 * u32(128);
let l_1646 = l_1645 + l_893;
let l_1647 = u32(0) + l_1646;
let l_1648 = buffer_12_global[l_1647];
let l_1649 = l_891 * u32(128);
let l_1650 = l_1649 + l_893;
let l_1651 = l_1648 + l_mut_354;
let l_1652 = info.scalars_u32[20] + l_1650;
buffer_14_global[l_1652] = l_1651;
let l_1653 = l_891 * u32(3);
let l_1654 = l_1653 * u32(128);
let l_1655 = l_1654 + l_893;
let l_1656 = info.scalars_u32[21] + l_1655;
buffer_14_global[l_1656] = l_mut_337;
let l_1657 = l_891 * u32(3);
let l_1658 = l_1657 * u32(128);
let l_1659 = l_1658 + u32(128);
let l_1660 = l_1659 + l_893;
let l_1661 = info.scalars_u32[21] + l_1660;
buffer_14_global[l_1661] = l_mut_1085;
let l_1662 = l_891 * u32(3);
let l_1663 = l_1662 * u32(128);
let l_1664 = l_1663 + u32(256);
let l_1665 = l_1664 + l_893;
let l_1666 = info.scalars_u32[21] + l_1665;
buffer_14_global[l_1666] = l_mut_1086;
}
}
storageBarrier();
let l_1667 = u32(3) * info.scalars_u32[35];
let l_1668 = u32(3) * l_510;
l_mut_190 = local_idx;
loop {
let l_1670 = l_mut_190 < u32(384);
let l_1671 = !l_1670;
if l_1671 {
break;
}
let l_1672 = l_mut_190 / u32(128);
let l_1673 = l_1668 + l_1672;
let l_1674 = l_1673 < l_1667;
if l_1674 {
let l_1675 = l_1673 * u32(128);
let l_1676 = l_mut_190 % u32(128);
l_mut_155 = l_1676;
let l_1677 = l_1675 + l_mut_155;
let l_1678 = info.scalars_u32[21] + l_1677;
let l_1679 = buffer_14_global[l_1678];
shared_memory_1669[l_mut_190] = l_1679;
} else {
shared_memory_1669[l_mut_190] = f32(0.0);
}
l_mut_190 = l_mut_190 + u32(512);
}
workgroupBarrier();
let l_1680 = local_idx < u32(512);
if l_1680 {
let l_1681 = local_idx % u32(256);
let l_1682 = local_idx / u32(256);
a_1683[u32(0)] = f32(0.0);
a_1683[u32(1)] = f32(0.0);
a_1683[u32(2)] = f32(0.0);
let l_1684 = l_1682 * u32(64);
l_mut_190 = l_1684;
let l_1685 = l_mut_190 - l_1684;
let l_1686 = l_1685 * u32(256);
let l_1687 = info.scalars_u32[2] + l_1686;
l_mut_190 = l_1681;
l_mut_155 = l_1684;
loop {
let l_1688 = l_1684 + u32(64);
let l_1689 = l_mut_155 < l_1688;
let l_1690 = !l_1689;
if l_1690 {
break;
}
let l_1692 = l_mut_155 + u32(0);
let l_1693 = l_1692 * u32(256);
let l_1694 = l_1687 + l_1693;
let l_1695 = l_1694 + l_mut_190;
let l_1696 = u32(0) + l_1695;
let l_1697 = buffer_7_global[l_1696];
a_1691[u32(0)] = l_1697;
let l_1698 = l_mut_155 + u32(1);
let l_1699 = l_1698 * u32(256);
let l_1700 = l_1687 + l_1699;
let l_1701 = l_1700 + l_mut_190;
let l_1702 = u32(0) + l_1701;
let l_1703 = buffer_7_global[l_1702];
a_1691[u32(1)] = l_1703;
let l_1704 = l_mut_155 + u32(2);
let l_1705 = l_1704 * u32(256);
let l_1706 = l_1687 + l_1705;
let l_1707 = l_1706 + l_mut_190;
let l_1708 = u32(0) + l_1707;
let l_1709 = buffer_7_global[l_1708];
a_1691[u32(2)] = l_1709;
let l_1710 = l_mut_155 + u32(3);
let l_1711 = l_1710 * u32(256);
let l_1712 = l_1687 + l_1711;
let l_1713 = l_1712 + l_mut_190;
let l_1714 = u32(0) + l_1713;
let l_1715 = buffer_7_global[l_1714];
a_1691[u32(3)] = l_1715;
let l_1716 = l_mut_155 + u32(4);
let l_1717 = l_1716 * u32(256);
let l_1718 = l_1687 + l_1717;
let l_1719 = l_1718 + l_mut_190;
let l_1720 = u32(0) + l_1719;
let l_1721 = buffer_7_global[l_1720];
a_1691[u32(4)] = l_1721;
let l_1722 = l_mut_155 + u32(5);
let l_1723 = l_1722 * u32(256);
let l_1724 = l_1687 + l_1723;
let l_1725 = l_1724 + l_mut_190;
let l_1726 = u32(0) + l_1725;
let l_1727 = buffer_7_global[l_1726];
a_1691[u32(5)] = l_1727;
let l_1728 = l_mut_155 + u32(6);
let l_1729 = l_1728 * u32(256);
let l_1730 = l_1687 + l_1729;
let l_1731 = l_1730 + l_mut_190;
let l_1732 = u32(0) + l_1731;
let l_1733 = buffer_7_global[l_1732];
a_1691[u32(6)] = l_1733;
let l_1734 = l_mut_155 + u32(7);
let l_1735 = l_1734 * u32(256);
let l_1736 = l_1687 + l_1735;
let l_1737 = l_1736 + l_mut_190;
let l_1738 = u32(0) + l_1737;
let l_1739 = buffer_7_global[l_1738];
a_1691[u32(7)] = l_1739;
let l_1740 = u32(0) + l_mut_155;
let l_1741 = l_1740 + u32(0);
let l_1742 = shared_memory_1669[l_1741];
let l_1743 = a_1691[u32(0)];
let l_1744 = l_1742 * l_1743;
let l_1745 = a_1683[u32(0)];
let l_1746 = l_1745 + l_1744;
a_1683[u32(0)] = l_1746;
let l_1747 = u32(128) + l_mut_155;
let l_1748 = l_1747 + u32(0);
let l_1749 = shared_memory_1669[l_1748];
let l_1750 = a_1691[u32(0)];
let l_1751 = l_1749 * l_1750;
let l_1752 = a_1683[u32(1)];
let l_1753 = l_1752 + l_1751;
a_1683[u32(1)] = l_1753;
let l_1754 = u32(256) + l_mut_155;
let l_1755 = l_1754 + u32(0);
let l_1756 = shared_memory_1669[l_1755];
let l_1757 = a_1691[u32(0)];
let l_1758 = l_1756 * l_1757;
let l_1759 = a_1683[u32(2)];
let l_1760 = l_1759 + l_1758;
a_1683[u32(2)] = l_1760;
let l_1761 = u32(0) + l_mut_155;
let l_1762 = l_1761 + u32(1);
let l_1763 = shared_memory_1669[l_1762];
let l_1764 = a_1691[u32(1)];
let l_1765 = l_1763 * l_1764;
let l_1766 = a_1683[u32(0)];
let l_1767 = l_1766 + l_1765;
a_1683[u32(0)] = l_1767;
let l_1768 = u32(128) + l_mut_155;
let l_1769 = l_1768 + u32(1);
let l_1770 = shared_memory_1669[l_1769];
let l_1771 = a_1691[u32(1)];
let l_1772 = l_1770 * l_1771;
let l_1773 = a_1683[u32(1)];
let l_1774 = l_1773 + l_1772;
a_1683[u32(1)] = l_1774;
let l_1775 = u32(256) + l_mut_155;
let l_1776 = l_1775 + u32(1);
let l_1777 = shared_memory_1669[l_1776];
let l_1778 = a_1691[u32(1)];
let l_1779 = l_1777 * l_1778;
let l_1780 = a_1683[u32(2)];
let l_1781 = l_1780 + l_1779;
a_1683[u32(2)] = l_1781;
let l_1782 = u32(0) + l_mut_155;
let l_1783 = l_1782 + u32(2);
let l_1784 = shared_memory_1669[l_1783];
let l_1785 = a_1691[u32(2)];
let l_1786 = l_1784 * l_1785;
let l_1787 = a_1683[u32(0)];
let l_1788 = l_1787 + l_1786;
a_1683[u32(0)] = l_1788;
let l_1789 = u32(128) + l_mut_155;
let l_1790 = l_1789 + u32(2);
let l_1791 = shared_memory_1669[l_1790];
let l_1792 = a_1691[u32(2)];
let l_1793 = l_1791 * l_1792;
let l_1794 = a_1683[u32(1)];
let l_1795 = l_1794 + l_1793;
a_1683[u32(1)] = l_1795;
let l_1796 = u32(256) + l_mut_155;
let l_1797 = l_1796 + u32(2);
let l_1798 = shared_memory_1669[l_1797];
let l_1799 = a_1691[u32(2)];
let l_1800 = l_1798 * l_1799;
let l_1801 = a_1683[u32(2)];
let l_1802 = l_1801 + l_1800;
a_1683[u32(2)] = l_1802;
let l_1803 = u32(0) + l_mut_155;
let l_1804 = l_1803 + u32(3);
let l_1805 = shared_memory_1669[l_1804];
let l_1806 = a_1691[u32(3)];
let l_1807 = l_1805 * l_1806;
let l_1808 = a_1683[u32(0)];
let l_1809 = l_1808 + l_1807;
a_1683[u32(0)] = l_1809;
let l_1810 = u32(128) + l_mut_155;
let l_1811 = l_1810 + u32(3);
let l_1812 = shared_memory_1669[l_1811];
let l_1813 = a_1691[u32(3)];
let l_1814 = l_1812 * l_1813;
let l_1815 = a_1683[u32(1)];
let l_1816 = l_1815 + l_1814;
a_1683[u32(1)] = l_1816;
let l_1817 = u32(256) + l_mut_155;
let l_1818 = l_1817 + u32(3);
let l_1819 = shared_memory_1669[l_1818];
let l_1820 = a_1691[u32(3)];
let l_1821 = l_1819 * l_1820;
let l_1822 = a_1683[u32(2)];
let l_1823 = l_1822 + l_1821;
a_1683[u32(2)] = l_1823;
let l_1824 = u32(0) + l_mut_155;
let l_1825 = l_1824 + u32(4);
let l_1826 = shared_memory_1669[l_1825];
let l_1827 = a_1691[u32(4)];
let l_1828 = l_1826 * l_1827;
let l_1829 = a_1683[u32(0)];
let l_1830 = l_1829 + l_1828;
a_1683[u32(0)] = l_1830;
let l_1831 = u32(128) + l_mut_155;
let l_1832 = l_1831 + u32(4);
let l_1833 = shared_memory_1669[l_1832];
let l_1834 = a_1691[u32(4)];
let l_1835 = l_1833 * l_1834;
let l_1836 = a_1683[u32(1)];
let l_1837 = l_1836 + l_1835;
a_1683[u32(1)] = l_1837;
let l_1838 = u32(256) + l_mut_155;
let l_1839 = l_1838 + u32(4);
let l_1840 = shared_memory_1669[l_1839];
let l_1841 = a_1691[u32(4)];
let l_1842 = l_1840 * l_1841;
let l_1843 = a_1683[u32(2)];
let l_1844 = l_1843 + l_1842;
a_1683[u32(2)] = l_1844;
let l_1845 = u32(0) + l_mut_155;
let l_1846 = l_1845 + u32(5);
let l_1847 = shared_memory_1669[l_1846];
let l_1848 = a_1691[u32(5)];
let l_1849 = l_1847 * l_1848;
let l_1850 = a_1683[u32(0)];
let l_1851 = l_1850 + l_1849;
a_1683[u32(0)] = l_1851;
let l_1852 = u32(128) + l_mut_155;
let l_1853 = l_1852 + u32(5);
let l_1854 = shared_memory_1669[l_1853];
let l_1855 = a_1691[u32(5)];
let l_1856 = l_1854 * l_1855;
let l_1857 = a_1683[u32(1)];
let l_1858 = l_1857 + l_1856;
a_1683[u32(1)] = l_1858;
let l_1859 = u32(256) + l_mut_155;
let l_1860 = l_1859 + u32(5);
let l_1861 = shared_memory_1669[l_1860];
let l_1862 = a_1691[u32(5)];
let l_1863 = l_1861 * l_1862;
let l_1864 = a_1683[u32(2)];
let l_1865 = l_1864 + l_1863;
a_1683[u32(2)] = l_1865;
let l_1866 = u32(0) + l_mut_155;
let l_1867 = l_1866 + u32(6);
let l_1868 = shared_memory_1669[l_1867];
let l_1869 = a_1691[u32(6)];
let l_1870 = l_1868 * l_1869;
let l_1871 = a_1683[u32(0)];
let l_1872 = l_1871 + l_1870;
a_1683[u32(0)] = l_1872;
let l_1873 = u32(128) + l_mut_155;
let l_1874 = l_1873 + u32(6);
let l_1875 = shared_memory_1669[l_1874];
let l_1876 = a_1691[u32(6)];
let l_1877 = l_1875 * l_1876;
let l_1878 = a_1683[u32(1)];
let l_1879 = l_1878 + l_1877;
a_1683[u32(1)] = l_1879;
let l_1880 = u32(256) + l_mut_155;
let l_1881 = l_1880 + u32(6);
let l_1882 = shared_memory_1669[l_1881];
let l_1883 = a_1691[u32(6)];
let l_1884 = l_1882 * l_1883;
let l_1885 = a_1683[u32(2)];
let l_1886 = l_1885 + l_1884;
a_1683[u32(2)] = l_1886;
let l_1887 = u32(0) + l_mut_155;
let l_1888 = l_1887 + u32(7);
let l_1889 = shared_memory_1669[l_1888];
let l_1890 = a_1691[u32(7)];
let l_1891 = l_1889 * l_1890;
let l_1892 = a_1683[u32(0)];
let l_1893 = l_1892 + l_1891;
a_1683[u32(0)] = l_1893;
let l_1894 = u32(128) + l_mut_155;
let l_1895 = l_1894 + u32(7);
let l_1896 = shared_memory_1669[l_1895];
let l_1897 = a_1691[u32(7)];
let l_1898 = l_1896 * l_1897;
let l_1899 = a_1683[u32(1)];
let l_1900 = l_1899 + l_1898;
a_1683[u32(1)] = l_1900;
let l_1901 = u32(256) + l_mut_155;
let l_1902 = l_1901 + u32(7);
let l_1903 = shared_memory_1669[l_1902];
let l_1904 = a_1691[u32(7)];
let l_1905 = l_1903 * l_1904;
let l_1906 = a_1683[u32(2)];
let l_1907 = l_1906 + l_1905;
a_1683[u32(2)] = l_1907;
l_mut_155 = l_mut_155 + u32(8);
}
let l_1908 = l_1682 * u32(3);
let l_1909 = l_1908 + u32(0);
let l_1910 = l_1909 * u32(256);
let l_1911 = l_1910 + l_1681;
let l_1912 = a_1683[u32(0)];
shared_memory_890[l_1911] = l_1912;
let l_1913 = l_1682 * u32(3);
let l_1914 = l_1913 + u32(1);
let l_1915 = l_1914 * u32(256);
let l_1916 = l_1915 + l_1681;
let l_1917 = a_1683[u32(1)];
shared_memory_890[l_1916] = l_1917;
let l_1918 = l_1682 * u32(3);
let l_1919 = l_1918 + u32(2);
let l_1920 = l_1919 * u32(256);
let l_1921 = l_1920 + l_1681;
let l_1922 = a_1683[u32(2)];
shared_memory_890[l_1921] = l_1922;
}
workgroupBarrier();
l_mut_190 = local_idx;
loop {
let l_1923 = l_mut_190 < u32(256);
let l_1924 = !l_1923;
if l_1924 {
break;
}
l_mut_1441 = f32(0.0);
let l_1926 = info.scalars_u32[3] + l_mut_190;
let l_1927 = u32(0) + l_1926;
let l_1928 = buffer_7_global[l_1927];
l_mut_1441 = l_1928;
a_1925[u32(0)] = l_mut_1441;
a_1925[u32(1)] = l_mut_1441;
a_1925[u32(2)] = l_mut_1441;
let l_1929 = u32(0) + l_mut_190;
let l_1930 = shared_memory_890[l_1929];
let l_1931 = a_1925[u32(0)];
let l_1932 = l_1931 + l_1930;
a_1925[u32(0)] = l_1932;
let l_1933 = u32(256) + l_mut_190;
let l_1934 = shared_memory_890[l_1933];
let l_1935 = a_1925[u32(1)];
let l_1936 = l_1935 + l_1934;
a_1925[u32(1)] = l_1936;
let l_1937 = u32(512) + l_mut_190;
let l_1938 = shared_memory_890[l_1937];
let l_1939 = a_1925[u32(2)];
let l_1940 = l_1939 + l_1938;
a_1925[u32(2)] = l_1940;
let l_1941 = u32(768) + l_mut_190;
let l_1942 = shared_memory_890[l_1941];
let l_1943 = a_1925[u32(0)];
let l_1944 = l_1943 + l_1942;
a_1925[u32(0)] = l_1944;
let l_1945 = u32(1024) + l_mut_190;
let l_1946 = shared_memory_890[l_1945];
let l_1947 = a_1925[u32(1)];
let l_1948 = l_1947 + l_1946;
a_1925[u32(1)] = l_1948;
let l_1949 = u32(1280) + l_mut_190;
let l_1950 = shared_memory_890[l_1949];
let l_1951 = a_1925[u32(2)];
let l_1952 = l_1951 + l_1950;
a_1925[u32(2)] = l_1952;
let l_1955 = l_1668 + u32(0);
let l_1956 = l_1955 < l_1667;
if l_1956 {
let l_1957 = l_1955 * u32(256);
let l_1958 = l_1957 + l_mut_190;
let l_1959 = a_1925[u32(0)];
l_mut_1440 = l_1959;
let l_1960 = info.scalars_u32[22] + l_1958;
buffer_14_global[l_1960] = l_mut_1440;
}
let l_1961 = l_1668 + u32(1);
let l_1962 = l_1961 < l_1667;
if l_1962 {
let l_1963 = l_1961 * u32(256);
let l_1964 = l_1963 + l_mut_190;
let l_1965 = a_1925[u32(1)];
l_mut_1440 = l_1965;
let l_1966 = info.scalars_u32[22] + l_1964;
buffer_14_global[l_1966] = l_mut_1440;
}
let l_1967 = l_1668 + u32(2);
let l_1968 = l_1967 < l_1667;
if l_1968 {
let l_1969 = l_1967 * u32(256);
let l_1970 = l_1969 + l_mut_190;
let l_1971 = a_1925[u32(2)];
l_mut_1440 = l_1971;
let l_1972 = info.scalars_u32[22] + l_1970;
buffer_14_global[l_1972] = l_mut_1440;
}
l_mut_190 = l_mut_190 + u32(512);
}
storageBarrier();
l_mut_190 = local_idx;
loop {
let l_1973 = l_mut_190 < u32(128);
let l_1974 = !l_1973;
if l_1974 {
break;
}
let l_1975 = l_510 * u32(128);
let l_1976 = l_1975 + l_mut_190;
let l_1977 = info.scalars_u32[35] * u32(128);
let l_1978 = l_1976 < l_1977;
if l_1978 {
let l_1979 = l_1976 / u32(128);
let l_1980 = l_1976 % u32(128);
let l_1982 = l_1979 * u32(3);
let l_1983 = l_1982 + u32(0);
let l_1984 = l_1983 * u32(2);
let l_1985 = l_1984 * u32(128);
let l_1986 = l_1985 + l_1980;
let l_1987 = info.scalars_u32[22] + l_1986;
let l_1988 = buffer_14_global[l_1987];
a_1981[u32(0)] = l_1988;
let l_1989 = l_1979 * u32(3);
let l_1990 = l_1989 + u32(1);
let l_1991 = l_1990 * u32(2);
let l_1992 = l_1991 * u32(128);
let l_1993 = l_1992 + l_1980;
let l_1994 = info.scalars_u32[22] + l_1993;
let l_1995 = buffer_14_global[l_1994];
a_1981[u32(1)] = l_1995;
let l_1996 = l_1979 * u32(3);
let l_1997 = l_1996 + u32(2);
let l_1998 = l_1997 * u32(2);
let l_1999 = l_1998 * u32(128);
let l_2000 = l_1999 + l_1980;
let l_2001 = info.scalars_u32[22] + l_2000;
let l_2002 = buffer_14_global[l_2001];
a_1981[u32(2)] = l_2002;
let l_2003 = info.scalars_u32[20] + l_1976;
let l_2004 = buffer_14_global[l_2003];
l_mut_1441 = info.scalars_f32[0];
let l_2005 = a_1981[u32(0)];
let l_2006 = a_1981[u32(0)];
let l_2007 = l_2005 * l_2006;
l_mut_1441 = l_mut_1441 + l_2007;
let l_2008 = a_1981[u32(1)];
let l_2009 = a_1981[u32(1)];
let l_2010 = l_2008 * l_2009;
l_mut_1441 = l_mut_1441 + l_2010;
let l_2011 = a_1981[u32(2)];
let l_2012 = a_1981[u32(2)];
let l_2013 = l_2011 * l_2012;
l_mut_1441 = l_mut_1441 + l_2013;
let l_2014 = sqrt(l_mut_1441);
let l_2015 = info.scalars_u32[23] + l_1976;
buffer_14_global[l_2015] = l_2014;
let l_2016 = l_1979 * u32(2);
let l_2017 = l_2016 * u32(128);
let l_2018 = l_2017 + l_1980;
let l_2019 = info.scalars_u32[24] + l_2018;
buffer_14_global[l_2019] = l_2004;
let l_2020 = l_1979 * u32(2);
let l_2021 = l_2020 * u32(128);
let l_2022 = l_2021 + u32(128);
let l_2023 = l_2022 + l_1980;
let l_2024 = info.scalars_u32[24] + l_2023;
buffer_14_global[l_2024] = l_2014;
}
l_mut_190 = l_mut_190 + u32(512);
}
storageBarrier();
l_mut_155 = local_idx;
loop {
let l_2027 = l_mut_155 < u32(256);
let l_2028 = !l_2027;
if l_2028 {
break;
}
let l_2029 = l_mut_155 / u32(256);
let l_2030 = l_510 + l_2029;
let l_2031 = l_2030 < info.scalars_u32[35];
if l_2031 {
let l_2032 = l_2030 * u32(256);
let l_2033 = l_mut_155 % u32(256);
l_mut_154 = l_2033;
let l_2034 = l_2032 + l_mut_154;
let l_2035 = info.scalars_u32[24] + l_2034;
let l_2036 = buffer_14_global[l_2035];
shared_memory_2025[l_mut_155] = l_2036;
} else {
shared_memory_2025[l_mut_155] = f32(0.0);
}
l_mut_155 = l_mut_155 + u32(512);
}
workgroupBarrier();
let l_2037 = local_idx < u32(512);
if l_2037 {
let l_2038 = local_idx % u32(128);
let l_2039 = local_idx / u32(128);
a_2040[u32(0)] = f32(0.0);
let l_2041 = l_2039 * u32(64);
l_mut_155 = l_2041;
let l_2042 = l_mut_155 - l_2041;
let l_2043 = l_2042 * u32(128);
let l_2044 = info.scalars_u32[5] + l_2043;
l_mut_155 = l_2038;
l_mut_154 = l_2041;
loop {
let l_2045 = l_2041 + u32(64);
let l_2046 = l_mut_154 < l_2045;
let l_2047 = !l_2046;
if l_2047 {
break;
}
let l_2049 = l_mut_154 + u32(0);
let l_2050 = l_2049 * u32(128);
let l_2051 = l_2044 + l_2050;
let l_2052 = l_2051 + l_mut_155;
let l_2053 = u32(0) + l_2052;
let l_2054 = buffer_7_global[l_2053];
a_2048[u32(0)] = l_2054;
let l_2055 = l_mut_154 + u32(1);
let l_2056 = l_2055 * u32(128);
let l_2057 = l_2044 + l_2056;
let l_2058 = l_2057 + l_mut_155;
let l_2059 = u32(0) + l_2058;
let l_2060 = buffer_7_global[l_2059];
a_2048[u32(1)] = l_2060;
let l_2061 = l_mut_154 + u32(2);
let l_2062 = l_2061 * u32(128);
let l_2063 = l_2044 + l_2062;
let l_2064 = l_2063 + l_mut_155;
let l_2065 = u32(0) + l_2064;
let l_2066 = buffer_7_global[l_2065];
a_2048[u32(2)] = l_2066;
let l_2067 = l_mut_154 + u32(3);
let l_2068 = l_2067 * u32(128);
let l_2069 = l_2044 + l_2068;
let l_2070 = l_2069 + l_mut_155;
let l_2071 = u32(0) + l_2070;
let l_2072 = buffer_7_global[l_2071];
a_2048[u32(3)] = l_2072;
let l_2073 = l_mut_154 + u32(4);
let l_2074 = l_2073 * u32(128);
let l_2075 = l_2044 + l_2074;
let l_2076 = l_2075 + l_mut_155;
let l_2077 = u32(0) + l_2076;
let l_2078 = buffer_7_global[l_2077];
a_2048[u32(4)] = l_2078;
let l_2079 = l_mut_154 + u32(5);
let l_2080 = l_2079 * u32(128);
let l_2081 = l_2044 + l_2080;
let l_2082 = l_2081 + l_mut_155;
let l_2083 = u32(0) + l_2082;
let l_2084 = buffer_7_global[l_2083];
a_2048[u32(5)] = l_2084;
let l_2085 = l_mut_154 + u32(6);
let l_2086 = l_2085 * u32(128);
let l_2087 = l_2044 + l_2086;
let l_2088 = l_2087 + l_mut_155;
let l_2089 = u32(0) + l_2088;
let l_2090 = buffer_7_global[l_2089];
a_2048[u32(6)] = l_2090;
let l_2091 = l_mut_154 + u32(7);
let l_2092 = l_2091 * u32(128);
let l_2093 = l_2044 + l_2092;
let l_2094 = l_2093 + l_mut_155;
let l_2095 = u32(0) + l_2094;
let l_2096 = buffer_7_global[l_2095];
a_2048[u32(7)] = l_2096;
let l_2097 = u32(0) + l_mut_154;
let l_2098 = l_2097 + u32(0);
let l_2099 = shared_memory_2025[l_2098];
let l_2100 = a_2048[u32(0)];
let l_2101 = l_2099 * l_2100;
let l_2102 = a_2040[u32(0)];
let l_2103 = l_2102 + l_2101;
a_2040[u32(0)] = l_2103;
let l_2104 = u32(0) + l_mut_154;
let l_2105 = l_2104 + u32(1);
let l_2106 = shared_memory_2025[l_2105];
let l_2107 = a_2048[u32(1)];
let l_2108 = l_2106 * l_2107;
let l_2109 = a_2040[u32(0)];
let l_2110 = l_2109 + l_2108;
a_2040[u32(0)] = l_2110;
let l_2111 = u32(0) + l_mut_154;
let l_2112 = l_2111 + u32(2);
let l_2113 = shared_memory_2025[l_2112];
let l_2114 = a_2048[u32(2)];
let l_2115 = l_2113 * l_2114;
let l_2116 = a_2040[u32(0)];
let l_2117 = l_2116 + l_2115;
a_2040[u32(0)] = l_2117;
let l_2118 = u32(0) + l_mut_154;
let l_2119 = l_2118 + u32(3);
let l_2120 = shared_memory_2025[l_2119];
let l_2121 = a_2048[u32(3)];
let l_2122 = l_2120 * l_2121;
let l_2123 = a_2040[u32(0)];
let l_2124 = l_2123 + l_2122;
a_2040[u32(0)] = l_2124;
let l_2125 = u32(0) + l_mut_154;
let l_2126 = l_2125 + u32(4);
let l_2127 = shared_memory_2025[l_2126];
let l_2128 = a_2048[u32(4)];
let l_2129 = l_2127 * l_2128;
let l_2130 = a_2040[u32(0)];
let l_2131 = l_2130 + l_2129;
a_2040[u32(0)] = l_2131;
let l_2132 = u32(0) + l_mut_154;
let l_2133 = l_2132 + u32(5);
let l_2134 = shared_memory_2025[l_2133];
let l_2135 = a_2048[u32(5)];
let l_2136 = l_2134 * l_2135;
let l_2137 = a_2040[u32(0)];
let l_2138 = l_2137 + l_2136;
a_2040[u32(0)] = l_2138;
let l_2139 = u32(0) + l_mut_154;
let l_2140 = l_2139 + u32(6);
let l_2141 = shared_memory_2025[l_2140];
let l_2142 = a_2048[u32(6)];
let l_2143 = l_2141 * l_2142;
let l_2144 = a_2040[u32(0)];
let l_2145 = l_2144 + l_2143;
a_2040[u32(0)] = l_2145;
let l_2146 = u32(0) + l_mut_154;
let l_2147 = l_2146 + u32(7);
let l_2148 = shared_memory_2025[l_2147];
let l_2149 = a_2048[u32(7)];
let l_2150 = l_2148 * l_2149;
let l_2151 = a_2040[u32(0)];
let l_2152 = l_2151 + l_2150;
a_2040[u32(0)] = l_2152;
l_mut_154 = l_mut_154 + u32(8);
}
let l_2153 = l_2039 * u32(1);
let l_2154 = l_2153 + u32(0);
let l_2155 = l_2154 * u32(128);
let l_2156 = l_2155 + l_2038;
let l_2157 = a_2040[u32(0)];
shared_memory_890[l_2156] = l_2157;
}
workgroupBarrier();
l_mut_155 = local_idx;
loop {
let l_2158 = l_mut_155 < u32(128);
let l_2159 = !l_2158;
if l_2159 {
break;
}
let l_2161 = info.scalars_u32[6] + l_mut_155;
let l_2162 = u32(0) + l_2161;
let l_2163 = buffer_7_global[l_2162];
a_2160[u32(0)] = l_2163;
let l_2164 = u32(0) + l_mut_155;
let l_2165 = shared_memory_890[l_2164];
let l_2166 = a_2160[u32(0)];
let l_2167 = l_2166 + l_2165;
a_2160[u32(0)] = l_2167;
let l_2168 = u32(128) + l_mut_155;
let l_2169 = shared_memory_890[l_2168];
let l_2170 = a_2160[u32(0)];
let l_2171 = l_2170 + l_2169;
a_2160[u32(0)] = l_2171;
let l_2172 = u32(256) + l_mut_155;
let l_2173 = shared_memory_890[l_2172];
let l_2174 = a_2160[u32(0)];
let l_2175 = l_2174 + l_2173;
a_2160[u32(0)] = l_2175;
let l_2176 = u32(384) + l_mut_155;
let l_2177 = shared_memory_890[l_2176];
let l_2178 = a_2160[u32(0)];
let l_2179 = l_2178 + l_2177;
a_2160[u32(0)] = l_2179;
let l_2180 = a_2160[u32(0)];
let l_2181 = l_510 + u32(0);
let l_2182 = l_2181 < info.scalars_u32[35];
if l_2182 {
let l_2183 = l_2181 * u32(128);
let l_2184 = l_2183 + l_mut_155;
let l_2185 = info.scalars_u32[25] + l_2184;
buffer_14_global[l_2185] = l_2180;
}
let l_2186 = u32(0) + l_mut_155;
let l_2187 = -l_2180;
let l_2188 = exp(l_2187);
let l_2189 = f32(1.0) + l_2188;
let l_2190 = f32(1.0) / l_2189;
let l_2191 = l_2180 * l_2190;
shared_memory_2026[l_2186] = l_2191;
l_mut_155 = l_mut_155 + u32(512);
}
workgroupBarrier();
l_mut_154 = local_idx;
loop {
let l_2192 = l_mut_154 < u32(384);
let l_2193 = !l_2192;
if l_2193 {
break;
}
l_mut_49 = l_mut_154;
let l_2195 = info.scalars_u32[9] + l_mut_49;
let l_2196 = u32(0) + l_2195;
let l_2197 = buffer_7_global[l_2196];
a_2194[u32(0)] = l_2197;
l_mut_48 = l_mut_154;
l_mut_47 = u32(0);
loop {
let l_2198 = u32(0) + u32(128);
let l_2199 = l_mut_47 < l_2198;
let l_2200 = !l_2199;
if l_2200 {
break;
}
let l_2202 = l_mut_47 + u32(0);
let l_2203 = l_2202 * u32(384);
let l_2204 = info.scalars_u32[8] + l_2203;
let l_2205 = l_2204 + l_mut_48;
let l_2206 = u32(0) + l_2205;
let l_2207 = buffer_7_global[l_2206];
a_2201[u32(0)] = l_2207;
let l_2208 = l_mut_47 + u32(1);
let l_2209 = l_2208 * u32(384);
let l_2210 = info.scalars_u32[8] + l_2209;
let l_2211 = l_2210 + l_mut_48;
let l_2212 = u32(0) + l_2211;
let l_2213 = buffer_7_global[l_2212];
a_2201[u32(1)] = l_2213;
let l_2214 = l_mut_47 + u32(2);
let l_2215 = l_2214 * u32(384);
let l_2216 = info.scalars_u32[8] + l_2215;
let l_2217 = l_2216 + l_mut_48;
let l_2218 = u32(0) + l_2217;
let l_2219 = buffer_7_global[l_2218];
a_2201[u32(2)] = l_2219;
let l_2220 = l_mut_47 + u32(3);
let l_2221 = l_2220 * u32(384);
let l_2222 = info.scalars_u32[8] + l_2221;
let l_2223 = l_2222 + l_mut_48;
let l_2224 = u32(0) + l_2223;
let l_2225 = buffer_7_global[l_2224];
a_2201[u32(3)] = l_2225;
let l_2226 = l_mut_47 + u32(4);
let l_2227 = l_2226 * u32(384);
let l_2228 = info.scalars_u32[8] + l_2227;
let l_2229 = l_2228 + l_mut_48;
let l_2230 = u32(0) + l_2229;
let l_2231 = buffer_7_global[l_2230];
a_2201[u32(4)] = l_2231;
let l_2232 = l_mut_47 + u32(5);
let l_2233 = l_2232 * u32(384);
let l_2234 = info.scalars_u32[8] + l_2233;
let l_2235 = l_2234 + l_mut_48;
let l_2236 = u32(0) + l_2235;
let l_2237 = buffer_7_global[l_2236];
a_2201[u32(5)] = l_2237;
let l_2238 = l_mut_47 + u32(6);
let l_2239 = l_2238 * u32(384);
let l_2240 = info.scalars_u32[8] + l_2239;
let l_2241 = l_2240 + l_mut_48;
let l_2242 = u32(0) + l_2241;
let l_2243 = buffer_7_global[l_2242];
a_2201[u32(6)] = l_2243;
let l_2244 = l_mut_47 + u32(7);
let l_2245 = l_2244 * u32(384);
let l_2246 = info.scalars_u32[8] + l_2245;
let l_2247 = l_2246 + l_mut_48;
let l_2248 = u32(0) + l_2247;
let l_2249 = buffer_7_global[l_2248];
a_2201[u32(7)] = l_2249;
let l_2250 = u32(0) + l_mut_47;
let l_2251 = l_2250 + u32(0);
let l_2252 = shared_memory_2026[l_2251];
let l_2253 = a_2201[u32(0)];
let l_2254 = l_2252 * l_2253;
let l_2255 = a_2194[u32(0)];
let l_2256 = l_2255 + l_2254;
a_2194[u32(0)] = l_2256;
let l_2257 = u32(0) + l_mut_47;
let l_2258 = l_2257 + u32(1);
let l_2259 = shared_memory_2026[l_2258];
let l_2260 = a_2201[u32(1)];
let l_2261 = l_2259 * l_2260;
let l_2262 = a_2194[u32(0)];
let l_2263 = l_2262 + l_2261;
a_2194[u32(0)] = l_2263;
let l_2264 = u32(0) + l_mut_47;
let l_2265 = l_2264 + u32(2);
let l_2266 = shared_memory_2026[l_2265];
let l_2267 = a_2201[u32(2)];
let l_2268 = l_2266 * l_2267;
let l_2269 = a_2194[u32(0)];
let l_2270 = l_2269 + l_2268;
a_2194[u32(0)] = l_2270;
let l_2271 = u32(0) + l_mut_47;
let l_2272 = l_2271 + u32(3);
let l_2273 = shared_memory_2026[l_2272];
let l_2274 = a_2201[u32(3)];
let l_2275 = l_2273 * l_2274;
let l_2276 = a_2194[u32(0)];
let l_2277 = l_2276 + l_2275;
a_2194[u32(0)] = l_2277;
let l_2278 = u32(0) + l_mut_47;
let l_2279 = l_2278 + u32(4);
let l_2280 = shared_memory_2026[l_2279];
let l_2281 = a_2201[u32(4)];
let l_2282 = l_2280 * l_2281;
let l_2283 = a_2194[u32(0)];
let l_2284 = l_2283 + l_2282;
a_2194[u32(0)] = l_2284;
let l_2285 = u32(0) + l_mut_47;
let l_2286 = l_2285 + u32(5);
let l_2287 = shared_memory_2026[l_2286];
let l_2288 = a_2201[u32(5)];
let l_2289 = l_2287 * l_2288;
let l_2290 = a_2194[u32(0)];
let l_2291 = l_2290 + l_2289;
a_2194[u32(0)] = l_2291;
let l_2292 = u32(0) + l_mut_47;
let l_2293 = l_2292 + u32(6);
let l_2294 = shared_memory_2026[l_2293];
let l_2295 = a_2201[u32(6)];
let l_2296 = l_2294 * l_2295;
let l_2297 = a_2194[u32(0)];
let l_2298 = l_2297 + l_2296;
a_2194[u32(0)] = l_2298;
let l_2299 = u32(0) + l_mut_47;
let l_2300 = l_2299 + u32(7);
let l_2301 = shared_memory_2026[l_2300];
let l_2302 = a_2201[u32(7)];
let l_2303 = l_2301 * l_2302;
let l_2304 = a_2194[u32(0)];
let l_2305 = l_2304 + l_2303;
a_2194[u32(0)] = l_2305;
l_mut_47 = l_mut_47 + u32(8);
}
let l_2306 = l_510 + u32(0);
let l_2307 = l_2306 < info.scalars_u32[35];
if l_2307 {
let l_2308 = l_2306 * u32(384);
let l_2309 = l_2308 + l_mut_49;
let l_2310 = a_2194[u32(0)];
let l_2311 = info.scalars_u32[26] + l_2309;
buffer_14_global[l_2311] = l_2310;
}
l_mut_154 = l_mut_154 + u32(512);
}
storageBarrier();
l_mut_155 = local_idx;
loop {
let l_2312 = l_mut_155 < u32(128);
let l_2313 = !l_2312;
if l_2313 {
break;
}
let l_2314 = l_510 * u32(128);
let l_2315 = l_2314 + l_mut_155;
let l_2316 = info.scalars_u32[35] * u32(128);
let l_2317 = l_2315 < l_2316;
if l_2317 {
let l_2318 = l_2315 / u32(128);
let l_2319 = l_2315 % u32(128);
let l_2320 = l_2318 * u32(3);
let l_2321 = l_2320 * u32(128);
let l_2322 = l_2321 + l_2319;
let l_2323 = info.scalars_u32[26] + l_2322;
let l_2324 = buffer_14_global[l_2323];
l_mut_1441 = f32(0.0);
let l_2325 = l_2318 * u32(3);
let l_2326 = l_2325 * u32(128);
let l_2327 = l_2326 + u32(128);
let l_2328 = l_2327 + l_2319;
let l_2329 = info.scalars_u32[26] + l_2328;
let l_2330 = buffer_14_global[l_2329];
l_mut_1441 = l_2330;
let l_2331 = l_2318 * u32(3);
let l_2332 = l_2331 * u32(128);
let l_2333 = l_2332 + u32(256);
let l_2334 = l_2333 + l_2319;
let l_2335 = info.scalars_u32[26] + l_2334;
let l_2336 = buffer_14_global[l_2335];
let l_2340 = l_2318 * u32(3);
let l_2341 = l_2340 + u32(0);
let l_2342 = l_2341 * u32(2);
let l_2343 = l_2342 * u32(128);
let l_2344 = l_2343 + l_2319;
let l_2345 = info.scalars_u32[22] + l_2344;
let l_2346 = buffer_14_global[l_2345];
a_2337[u32(0)] = l_2346;
let l_2347 = l_2318 * u32(3);
let l_2348 = l_2347 + u32(0);
let l_2349 = l_2348 * u32(2);
let l_2350 = l_2349 * u32(128);
let l_2351 = l_2350 + u32(128);
let l_2352 = l_2351 + l_2319;
let l_2353 = info.scalars_u32[22] + l_2352;
let l_2354 = buffer_14_global[l_2353];
a_2338[u32(0)] = l_2354;
let l_2355 = l_2318 * u32(3);
let l_2356 = l_2355 + u32(0);
let l_2357 = l_2356 * u32(128);
let l_2358 = l_2357 + l_2319;
let l_2359 = info.scalars_u32[21] + l_2358;
let l_2360 = buffer_14_global[l_2359];
a_2339[u32(0)] = l_2360;
let l_2361 = l_2318 * u32(3);
let l_2362 = l_2361 + u32(1);
let l_2363 = l_2362 * u32(2);
let l_2364 = l_2363 * u32(128);
let l_2365 = l_2364 + l_2319;
let l_2366 = info.scalars_u32[22] + l_2365;
let l_2367 = buffer_14_global[l_2366];
a_2337[u32(1)] = l_2367;
let l_2368 = l_2318 * u32(3);
let l_2369 = l_2368 + u32(1);
let l_2370 = l_2369 * u32(2);
let l_2371 = l_2370 * u32(128);
let l_2372 = l_2371 + u32(128);
let l_2373 = l_2372 + l_2319;
let l_2374 = info.scalars_u32[22] + l_2373;
let l_2375 = buffer_14_global[l_2374];
a_2338[u32(1)] = l_2375;
let l_2376 = l_2318 * u32(3);
let l_2377 = l_2376 + u32(1);
let l_2378 = l_2377 * u32(128);
let l_2379 = l_2378 + l_2319;
let l_2380 = info.scalars_u32[21] + l_2379;
let l_2381 = buffer_14_global[l_2380];
a_2339[u32(1)] = l_2381;
let l_2382 = l_2318 * u32(3);
let l_2383 = l_2382 + u32(2);
let l_2384 = l_2383 * u32(2);
let l_2385 = l_2384 * u32(128);
let l_2386 = l_2385 + l_2319;
let l_2387 = info.scalars_u32[22] + l_2386;
let l_2388 = buffer_14_global[l_2387];
a_2337[u32(2)] = l_2388;
let l_2389 = l_2318 * u32(3);
let l_2390 = l_2389 + u32(2);
let l_2391 = l_2390 * u32(2);
let l_2392 = l_2391 * u32(128);
let l_2393 = l_2392 + u32(128);
let l_2394 = l_2393 + l_2319;
let l_2395 = info.scalars_u32[22] + l_2394;
let l_2396 = buffer_14_global[l_2395];
a_2338[u32(2)] = l_2396;
let l_2397 = l_2318 * u32(3);
let l_2398 = l_2397 + u32(2);
let l_2399 = l_2398 * u32(128);
let l_2400 = l_2399 + l_2319;
let l_2401 = info.scalars_u32[21] + l_2400;
let l_2402 = buffer_14_global[l_2401];
a_2339[u32(2)] = l_2402;
let l_2403 = info.scalars_u32[20] + l_2315;
let l_2404 = buffer_14_global[l_2403];
l_mut_1440 = f32(0.0);
let l_2405 = a_2337[u32(0)];
let l_2406 = a_2338[u32(0)];
let l_2407 = l_2405 * l_2406;
l_mut_1440 = l_mut_1440 + l_2407;
let l_2408 = l_2318 * u32(3);
let l_2409 = l_2408 + u32(0);
let l_2410 = l_2409 * u32(128);
let l_2411 = l_2410 + l_2319;
let l_2412 = a_2339[u32(0)];
let l_2413 = a_2338[u32(0)];
let l_2414 = l_mut_1441 * l_2413;
let l_2415 = l_2412 + l_2414;
let l_2416 = info.scalars_u32[28] + l_2411;
buffer_14_global[l_2416] = l_2415;
let l_2417 = a_2337[u32(1)];
let l_2418 = a_2338[u32(1)];
let l_2419 = l_2417 * l_2418;
l_mut_1440 = l_mut_1440 + l_2419;
let l_2420 = l_2318 * u32(3);
let l_2421 = l_2420 + u32(1);
let l_2422 = l_2421 * u32(128);
let l_2423 = l_2422 + l_2319;
let l_2424 = a_2339[u32(1)];
let l_2425 = a_2338[u32(1)];
let l_2426 = l_mut_1441 * l_2425;
let l_2427 = l_2424 + l_2426;
let l_2428 = info.scalars_u32[28] + l_2423;
buffer_14_global[l_2428] = l_2427;
let l_2429 = a_2337[u32(2)];
let l_2430 = a_2338[u32(2)];
let l_2431 = l_2429 * l_2430;
l_mut_1440 = l_mut_1440 + l_2431;
let l_2432 = l_2318 * u32(3);
let l_2433 = l_2432 + u32(2);
let l_2434 = l_2433 * u32(128);
let l_2435 = l_2434 + l_2319;
let l_2436 = a_2339[u32(2)];
let l_2437 = a_2338[u32(2)];
let l_2438 = l_mut_1441 * l_2437;
let l_2439 = l_2436 + l_2438;
let l_2440 = info.scalars_u32[28] + l_2435;
buffer_14_global[l_2440] = l_2439;
let l_2441 = l_2404 + l_2324;
let l_2442 = l_2336 * l_mut_1440;
let l_2443 = l_2441 + l_2442;
let l_2444 = info.scalars_u32[27] + l_2315;
buffer_14_global[l_2444] = l_2443;
}
l_mut_155 = l_mut_155 + u32(512);
}
storageBarrier();
l_mut_154 = local_idx;
loop {
let l_2447 = l_mut_154 < u32(128);
let l_2448 = !l_2447;
if l_2448 {
break;
}
let l_2449 = l_mut_154 / u32(128);
let l_2450 = l_510 + l_2449;
let l_2451 = l_2450 < info.scalars_u32[35];
if l_2451 {
let l_2452 = l_2450 * u32(128);
let l_2453 = l_mut_154 % u32(128);
l_mut_49 = l_2453;
let l_2454 = l_2452 + l_mut_49;
let l_2455 = info.scalars_u32[27] + l_2454;
let l_2456 = buffer_14_global[l_2455];
shared_memory_2445[l_mut_154] = l_2456;
} else {
shared_memory_2445[l_mut_154] = f32(0.0);
}
l_mut_154 = l_mut_154 + u32(512);
}
workgroupBarrier();
let l_2457 = local_idx < u32(512);
if l_2457 {
let l_2458 = local_idx % u32(128);
let l_2459 = local_idx / u32(128);
a_2460[u32(0)] = f32(0.0);
let l_2461 = l_2459 * u32(32);
l_mut_154 = l_2461;
let l_2462 = l_mut_154 - l_2461;
let l_2463 = l_2462 * u32(128);
let l_2464 = info.scalars_u32[11] + l_2463;
l_mut_154 = l_2458;
l_mut_49 = l_2461;
loop {
let l_2465 = l_2461 + u32(32);
let l_2466 = l_mut_49 < l_2465;
let l_2467 = !l_2466;
if l_2467 {
break;
}
let l_2469 = l_mut_49 + u32(0);
let l_2470 = l_2469 * u32(128);
let l_2471 = l_2464 + l_2470;
let l_2472 = l_2471 + l_mut_154;
let l_2473 = u32(0) + l_2472;
let l_2474 = buffer_7_global[l_2473];
a_2468[u32(0)] = l_2474;
let l_2475 = l_mut_49 + u32(1);
let l_2476 = l_2475 * u32(128);
let l_2477 = l_2464 + l_2476;
let l_2478 = l_2477 + l_mut_154;
let l_2479 = u32(0) + l_2478;
let l_2480 = buffer_7_global[l_2479];
a_2468[u32(1)] = l_2480;
let l_2481 = l_mut_49 + u32(2);
let l_2482 = l_2481 * u32(128);
let l_2483 = l_2464 + l_2482;
let l_2484 = l_2483 + l_mut_154;
let l_2485 = u32(0) + l_2484;
let l_2486 = buffer_7_global[l_2485];
a_2468[u32(2)] = l_2486;
let l_2487 = l_mut_49 + u32(3);
let l_2488 = l_2487 * u32(128);
let l_2489 = l_2464 + l_2488;
let l_2490 = l_2489 + l_mut_154;
let l_2491 = u32(0) + l_2490;
let l_2492 = buffer_7_global[l_2491];
a_2468[u32(3)] = l_2492;
let l_2493 = l_mut_49 + u32(4);
let l_2494 = l_2493 * u32(128);
let l_2495 = l_2464 + l_2494;
let l_2496 = l_2495 + l_mut_154;
let l_2497 = u32(0) + l_2496;
let l_2498 = buffer_7_global[l_2497];
a_2468[u32(4)] = l_2498;
let l_2499 = l_mut_49 + u32(5);
let l_2500 = l_2499 * u32(128);
let l_2501 = l_2464 + l_2500;
let l_2502 = l_2501 + l_mut_154;
let l_2503 = u32(0) + l_2502;
let l_2504 = buffer_7_global[l_2503];
a_2468[u32(5)] = l_2504;
let l_2505 = l_mut_49 + u32(6);
let l_2506 = l_2505 * u32(128);
let l_2507 = l_2464 + l_2506;
let l_2508 = l_2507 + l_mut_154;
let l_2509 = u32(0) + l_2508;
let l_2510 = buffer_7_global[l_2509];
a_2468[u32(6)] = l_2510;
let l_2511 = l_mut_49 + u32(7);
let l_2512 = l_2511 * u32(128);
let l_2513 = l_2464 + l_2512;
let l_2514 = l_2513 + l_mut_154;
let l_2515 = u32(0) + l_2514;
let l_2516 = buffer_7_global[l_2515];
a_2468[u32(7)] = l_2516;
let l_2517 = u32(0) + l_mut_49;
let l_2518 = l_2517 + u32(0);
let l_2519 = shared_memory_2445[l_2518];
let l_2520 = a_2468[u32(0)];
let l_2521 = l_2519 * l_2520;
let l_2522 = a_2460[u32(0)];
let l_2523 = l_2522 + l_2521;
a_2460[u32(0)] = l_2523;
let l_2524 = u32(0) + l_mut_49;
let l_2525 = l_2524 + u32(1);
let l_2526 = shared_memory_2445[l_2525];
let l_2527 = a_2468[u32(1)];
let l_2528 = l_2526 * l_2527;
let l_2529 = a_2460[u32(0)];
let l_2530 = l_2529 + l_2528;
a_2460[u32(0)] = l_2530;
let l_2531 = u32(0) + l_mut_49;
let l_2532 = l_2531 + u32(2);
let l_2533 = shared_memory_2445[l_2532];
let l_2534 = a_2468[u32(2)];
let l_2535 = l_2533 * l_2534;
let l_2536 = a_2460[u32(0)];
let l_2537 = l_2536 + l_2535;
a_2460[u32(0)] = l_2537;
let l_2538 = u32(0) + l_mut_49;
let l_2539 = l_2538 + u32(3);
let l_2540 = shared_memory_2445[l_2539];
let l_2541 = a_2468[u32(3)];
let l_2542 = l_2540 * l_2541;
let l_2543 = a_2460[u32(0)];
let l_2544 = l_2543 + l_2542;
a_2460[u32(0)] = l_2544;
let l_2545 = u32(0) + l_mut_49;
let l_2546 = l_2545 + u32(4);
let l_2547 = shared_memory_2445[l_2546];
let l_2548 = a_2468[u32(4)];
let l_2549 = l_2547 * l_2548;
let l_2550 = a_2460[u32(0)];
let l_2551 = l_2550 + l_2549;
a_2460[u32(0)] = l_2551;
let l_2552 = u32(0) + l_mut_49;
let l_2553 = l_2552 + u32(5);
let l_2554 = shared_memory_2445[l_2553];
let l_2555 = a_2468[u32(5)];
let l_2556 = l_2554 * l_2555;
let l_2557 = a_2460[u32(0)];
let l_2558 = l_2557 + l_2556;
a_2460[u32(0)] = l_2558;
let l_2559 = u32(0) + l_mut_49;
let l_2560 = l_2559 + u32(6);
let l_2561 = shared_memory_2445[l_2560];
let l_2562 = a_2468[u32(6)];
let l_2563 = l_2561 * l_2562;
let l_2564 = a_2460[u32(0)];
let l_2565 = l_2564 + l_2563;
a_2460[u32(0)] = l_2565;
let l_2566 = u32(0) + l_mut_49;
let l_2567 = l_2566 + u32(7);
let l_2568 = shared_memory_2445[l_2567];
let l_2569 = a_2468[u32(7)];
let l_2570 = l_2568 * l_2569;
let l_2571 = a_2460[u32(0)];
let l_2572 = l_2571 + l_2570;
a_2460[u32(0)] = l_2572;
l_mut_49 = l_mut_49 + u32(8);
}
let l_2573 = l_2459 * u32(1);
let l_2574 = l_2573 + u32(0);
let l_2575 = l_2574 * u32(128);
let l_2576 = l_2575 + l_2458;
let l_2577 = a_2460[u32(0)];
shared_memory_890[l_2576] = l_2577;
}
workgroupBarrier();
l_mut_154 = local_idx;
loop {
let l_2578 = l_mut_154 < u32(128);
let l_2579 = !l_2578;
if l_2579 {
break;
}
let l_2581 = info.scalars_u32[12] + l_mut_154;
let l_2582 = u32(0) + l_2581;
let l_2583 = buffer_7_global[l_2582];
a_2580[u32(0)] = l_2583;
let l_2584 = u32(0) + l_mut_154;
let l_2585 = shared_memory_890[l_2584];
let l_2586 = a_2580[u32(0)];
let l_2587 = l_2586 + l_2585;
a_2580[u32(0)] = l_2587;
let l_2588 = u32(128) + l_mut_154;
let l_2589 = shared_memory_890[l_2588];
let l_2590 = a_2580[u32(0)];
let l_2591 = l_2590 + l_2589;
a_2580[u32(0)] = l_2591;
let l_2592 = u32(256) + l_mut_154;
let l_2593 = shared_memory_890[l_2592];
let l_2594 = a_2580[u32(0)];
let l_2595 = l_2594 + l_2593;
a_2580[u32(0)] = l_2595;
let l_2596 = u32(384) + l_mut_154;
let l_2597 = shared_memory_890[l_2596];
let l_2598 = a_2580[u32(0)];
let l_2599 = l_2598 + l_2597;
a_2580[u32(0)] = l_2599;
let l_2600 = a_2580[u32(0)];
let l_2601 = l_510 + u32(0);
let l_2602 = l_2601 < info.scalars_u32[35];
if l_2602 {
let l_2603 = l_2601 * u32(128);
let l_2604 = l_2603 + l_mut_154;
let l_2605 = info.scalars_u32[29] + l_2604;
buffer_14_global[l_2605] = l_2600;
}
let l_2606 = u32(0) + l_mut_154;
let l_2607 = -l_2600;
let l_2608 = exp(l_2607);
let l_2609 = f32(1.0) + l_2608;
let l_2610 = f32(1.0) / l_2609;
let l_2611 = l_2600 * l_2610;
shared_memory_2446[l_2606] = l_2611;
l_mut_154 = l_mut_154 + u32(512);
}
workgroupBarrier();
l_mut_49 = local_idx;
loop {
let l_2612 = l_mut_49 < u32(384);
let l_2613 = !l_2612;
if l_2613 {
break;
}
l_mut_48 = l_mut_49;
let l_2615 = info.scalars_u32[14] + l_mut_48;
let l_2616 = u32(0) + l_2615;
let l_2617 = buffer_7_global[l_2616];
a_2614[u32(0)] = l_2617;
l_mut_47 = l_mut_49;
l_mut_2618 = u32(0);
loop {
let l_2619 = u32(0) + u32(128);
let l_2620 = l_mut_2618 < l_2619;
let l_2621 = !l_2620;
if l_2621 {
break;
}
let l_2623 = l_mut_2618 + u32(0);
let l_2624 = l_2623 * u32(384);
let l_2625 = info.scalars_u32[13] + l_2624;
let l_2626 = l_2625 + l_mut_47;
let l_2627 = u32(0) + l_2626;
let l_2628 = buffer_7_global[l_2627];
a_2622[u32(0)] = l_2628;
let l_2629 = l_mut_2618 + u32(1);
let l_2630 = l_2629 * u32(384);
let l_2631 = info.scalars_u32[13] + l_2630;
let l_2632 = l_2631 + l_mut_47;
let l_2633 = u32(0) + l_2632;
let l_2634 = buffer_7_global[l_2633];
a_2622[u32(1)] = l_2634;
let l_2635 = l_mut_2618 + u32(2);
let l_2636 = l_2635 * u32(384);
let l_2637 = info.scalars_u32[13] + l_2636;
let l_2638 = l_2637 + l_mut_47;
let l_2639 = u32(0) + l_2638;
let l_2640 = buffer_7_global[l_2639];
a_2622[u32(2)] = l_2640;
let l_2641 = l_mut_2618 + u32(3);
let l_2642 = l_2641 * u32(384);
let l_2643 = info.scalars_u32[13] + l_2642;
let l_2644 = l_2643 + l_mut_47;
let l_2645 = u32(0) + l_2644;
let l_2646 = buffer_7_global[l_2645];
a_2622[u32(3)] = l_2646;
let l_2647 = l_mut_2618 + u32(4);
let l_2648 = l_2647 * u32(384);
let l_2649 = info.scalars_u32[13] + l_2648;
let l_2650 = l_2649 + l_mut_47;
let l_2651 = u32(0) + l_2650;
let l_2652 = buffer_7_global[l_2651];
a_2622[u32(4)] = l_2652;
let l_2653 = l_mut_2618 + u32(5);
let l_2654 = l_2653 * u32(384);
let l_2655 = info.scalars_u32[13] + l_2654;
let l_2656 = l_2655 + l_mut_47;
let l_2657 = u32(0) + l_2656;
let l_2658 = buffer_7_global[l_2657];
a_2622[u32(5)] = l_2658;
let l_2659 = l_mut_2618 + u32(6);
let l_2660 = l_2659 * u32(384);
let l_2661 = info.scalars_u32[13] + l_2660;
let l_2662 = l_2661 + l_mut_47;
let l_2663 = u32(0) + l_2662;
let l_2664 = buffer_7_global[l_2663];
a_2622[u32(6)] = l_2664;
let l_2665 = l_mut_2618 + u32(7);
let l_2666 = l_2665 * u32(384);
let l_2667 = info.scalars_u32[13] + l_2666;
let l_2668 = l_2667 + l_mut_47;
let l_2669 = u32(0) + l_2668;
let l_2670 = buffer_7_global[l_2669];
a_2622[u32(7)] = l_2670;
let l_2671 = u32(0) + l_mut_2618;
let l_2672 = l_2671 + u32(0);
let l_2673 = shared_memory_2446[l_2672];
let l_2674 = a_2622[u32(0)];
let l_2675 = l_2673 * l_2674;
let l_2676 = a_2614[u32(0)];
let l_2677 = l_2676 + l_2675;
a_2614[u32(0)] = l_2677;
let l_2678 = u32(0) + l_mut_2618;
let l_2679 = l_2678 + u32(1);
let l_2680 = shared_memory_2446[l_2679];
let l_2681 = a_2622[u32(1)];
let l_2682 = l_2680 * l_2681;
let l_2683 = a_2614[u32(0)];
let l_2684 = l_2683 + l_2682;
a_2614[u32(0)] = l_2684;
let l_2685 = u32(0) + l_mut_2618;
let l_2686 = l_2685 + u32(2);
let l_2687 = shared_memory_2446[l_2686];
let l_2688 = a_2622[u32(2)];
let l_2689 = l_2687 * l_2688;
let l_2690 = a_2614[u32(0)];
let l_2691 = l_2690 + l_2689;
a_2614[u32(0)] = l_2691;
let l_2692 = u32(0) + l_mut_2618;
let l_2693 = l_2692 + u32(3);
let l_2694 = shared_memory_2446[l_2693];
let l_2695 = a_2622[u32(3)];
let l_2696 = l_2694 * l_2695;
let l_2697 = a_2614[u32(0)];
let l_2698 = l_2697 + l_2696;
a_2614[u32(0)] = l_2698;
let l_2699 = u32(0) + l_mut_2618;
let l_2700 = l_2699 + u32(4);
let l_2701 = shared_memory_2446[l_2700];
let l_2702 = a_2622[u32(4)];
let l_2703 = l_2701 * l_2702;
let l_2704 = a_2614[u32(0)];
let l_2705 = l_2704 + l_2703;
a_2614[u32(0)] = l_2705;
let l_2706 = u32(0) + l_mut_2618;
let l_2707 = l_2706 + u32(5);
let l_2708 = shared_memory_2446[l_2707];
let l_2709 = a_2622[u32(5)];
let l_2710 = l_2708 * l_2709;
let l_2711 = a_2614[u32(0)];
let l_2712 = l_2711 + l_2710;
a_2614[u32(0)] = l_2712;
let l_2713 = u32(0) + l_mut_2618;
let l_2714 = l_2713 + u32(6);
let l_2715 = shared_memory_2446[l_2714];
let l_2716 = a_2622[u32(6)];
let l_2717 = l_2715 * l_2716;
let l_2718 = a_2614[u32(0)];
let l_2719 = l_2718 + l_2717;
a_2614[u32(0)] = l_2719;
let l_2720 = u32(0) + l_mut_2618;
let l_2721 = l_2720 + u32(7);
let l_2722 = shared_memory_2446[l_2721];
let l_2723 = a_2622[u32(7)];
let l_2724 = l_2722 * l_2723;
let l_2725 = a_2614[u32(0)];
let l_2726 = l_2725 + l_2724;
a_2614[u32(0)] = l_2726;
l_mut_2618 = l_mut_2618 + u32(8);
}
let l_2727 = l_510 + u32(0);
let l_2728 = l_2727 < info.scalars_u32[35];
if l_2728 {
let l_2729 = l_2727 * u32(384);
let l_2730 = l_2729 + l_mut_48;
let l_2731 = a_2614[u32(0)];
let l_2732 = info.scalars_u32[30] + l_2730;
buffer_14_global[l_2732] = l_2731;
}
l_mut_49 = l_mut_49 + u32(512);
}
}
