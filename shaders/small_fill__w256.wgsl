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
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
var<storage, read> info: info_st;

var<workgroup> shared_memory_16: array<u32, 1>;

var<workgroup> shared_memory_266: array<u32, 1>;

var<workgroup> shared_memory_26: array<u32, 256>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn small_fill_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_240: u32;
var l_mut_241: u32;
var l_mut_276: u32;
var l_mut_29: u32;
var l_mut_30: u32;
var l_mut_31: u32;
var l_mut_417: f32;
var l_mut_434: f32;
var l_mut_451: f32;
var l_mut_468: i32;
var l_mut_475: i32;
var l_mut_480: i32;
let l_0 = info.static_meta[u32(9)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(10)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(11)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(12)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(13)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(14)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(15)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(16)];
let l_15 = l_14 - u32(0);
let l_17 = local_idx == u32(0);
if l_17 {
let l_18 = &buffer_8_global[u32(8)];
let l_19 = atomicLoad(l_18);
shared_memory_16[u32(0)] = l_19;
}
workgroupBarrier();
let l_20 = shared_memory_16[u32(0)];
let l_21 = l_20 == u32(0);
if l_21 {
return;
}
let l_22 = workgroup_id_no_axis == u32(0);
let l_23 = local_idx == u32(0);
let l_24 = l_22 && l_23;
let l_25 = info.scalars_u32[0] * info.scalars_u32[5];
let l_27 = workgroup_id_no_axis == u32(0);
let l_28 = info.scalars_u32[0] * info.scalars_u32[5];
l_mut_29 = u32(0);
l_mut_30 = u32(4294967295);
l_mut_31 = u32(0);
let l_32 = local_idx * u32(16);
let l_33 = l_32 + u32(0);
let l_34 = l_33 < l_28;
if l_34 {
let l_35 = u32(0) + l_33;
let l_36 = buffer_2_global[l_35];
let l_37 = l_36 & u32(1073741823);
l_mut_29 = l_mut_29 + l_37;
let l_38 = l_36 & u32(1073741824);
let l_39 = l_38 != u32(0);
let l_40 = l_mut_30 == u32(4294967295);
let l_41 = l_39 && l_40;
if l_41 {
let l_42 = l_33 / info.scalars_u32[5];
l_mut_30 = l_42;
}
let l_43 = l_36 & u32(2147483648);
let l_44 = l_43 != u32(0);
if l_44 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_45 = local_idx * u32(16);
let l_46 = l_45 + u32(1);
let l_47 = l_46 < l_28;
if l_47 {
let l_48 = u32(0) + l_46;
let l_49 = buffer_2_global[l_48];
let l_50 = l_49 & u32(1073741823);
l_mut_29 = l_mut_29 + l_50;
let l_51 = l_49 & u32(1073741824);
let l_52 = l_51 != u32(0);
let l_53 = l_mut_30 == u32(4294967295);
let l_54 = l_52 && l_53;
if l_54 {
let l_55 = l_46 / info.scalars_u32[5];
l_mut_30 = l_55;
}
let l_56 = l_49 & u32(2147483648);
let l_57 = l_56 != u32(0);
if l_57 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_58 = local_idx * u32(16);
let l_59 = l_58 + u32(2);
let l_60 = l_59 < l_28;
if l_60 {
let l_61 = u32(0) + l_59;
let l_62 = buffer_2_global[l_61];
let l_63 = l_62 & u32(1073741823);
l_mut_29 = l_mut_29 + l_63;
let l_64 = l_62 & u32(1073741824);
let l_65 = l_64 != u32(0);
let l_66 = l_mut_30 == u32(4294967295);
let l_67 = l_65 && l_66;
if l_67 {
let l_68 = l_59 / info.scalars_u32[5];
l_mut_30 = l_68;
}
let l_69 = l_62 & u32(2147483648);
let l_70 = l_69 != u32(0);
if l_70 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_71 = local_idx * u32(16);
let l_72 = l_71 + u32(3);
let l_73 = l_72 < l_28;
if l_73 {
let l_74 = u32(0) + l_72;
let l_75 = buffer_2_global[l_74];
let l_76 = l_75 & u32(1073741823);
l_mut_29 = l_mut_29 + l_76;
let l_77 = l_75 & u32(1073741824);
let l_78 = l_77 != u32(0);
let l_79 = l_mut_30 == u32(4294967295);
let l_80 = l_78 && l_79;
if l_80 {
let l_81 = l_72 / info.scalars_u32[5];
l_mut_30 = l_81;
}
let l_82 = l_75 & u32(2147483648);
let l_83 = l_82 != u32(0);
if l_83 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_84 = local_idx * u32(16);
let l_85 = l_84 + u32(4);
let l_86 = l_85 < l_28;
if l_86 {
let l_87 = u32(0) + l_85;
let l_88 = buffer_2_global[l_87];
let l_89 = l_88 & u32(1073741823);
l_mut_29 = l_mut_29 + l_89;
let l_90 = l_88 & u32(1073741824);
let l_91 = l_90 != u32(0);
let l_92 = l_mut_30 == u32(4294967295);
let l_93 = l_91 && l_92;
if l_93 {
let l_94 = l_85 / info.scalars_u32[5];
l_mut_30 = l_94;
}
let l_95 = l_88 & u32(2147483648);
let l_96 = l_95 != u32(0);
if l_96 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_97 = local_idx * u32(16);
let l_98 = l_97 + u32(5);
let l_99 = l_98 < l_28;
if l_99 {
let l_100 = u32(0) + l_98;
let l_101 = buffer_2_global[l_100];
let l_102 = l_101 & u32(1073741823);
l_mut_29 = l_mut_29 + l_102;
let l_103 = l_101 & u32(1073741824);
let l_104 = l_103 != u32(0);
let l_105 = l_mut_30 == u32(4294967295);
let l_106 = l_104 && l_105;
if l_106 {
let l_107 = l_98 / info.scalars_u32[5];
l_mut_30 = l_107;
}
let l_108 = l_101 & u32(2147483648);
let l_109 = l_108 != u32(0);
if l_109 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_110 = local_idx * u32(16);
let l_111 = l_110 + u32(6);
let l_112 = l_111 < l_28;
if l_112 {
let l_113 = u32(0) + l_111;
let l_114 = buffer_2_global[l_113];
let l_115 = l_114 & u32(1073741823);
l_mut_29 = l_mut_29 + l_115;
let l_116 = l_114 & u32(1073741824);
let l_117 = l_116 != u32(0);
let l_118 = l_mut_30 == u32(4294967295);
let l_119 = l_117 && l_118;
if l_119 {
let l_120 = l_111 / info.scalars_u32[5];
l_mut_30 = l_120;
}
let l_121 = l_114 & u32(2147483648);
let l_122 = l_121 != u32(0);
if l_122 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_123 = local_idx * u32(16);
let l_124 = l_123 + u32(7);
let l_125 = l_124 < l_28;
if l_125 {
let l_126 = u32(0) + l_124;
let l_127 = buffer_2_global[l_126];
let l_128 = l_127 & u32(1073741823);
l_mut_29 = l_mut_29 + l_128;
let l_129 = l_127 & u32(1073741824);
let l_130 = l_129 != u32(0);
let l_131 = l_mut_30 == u32(4294967295);
let l_132 = l_130 && l_131;
if l_132 {
let l_133 = l_124 / info.scalars_u32[5];
l_mut_30 = l_133;
}
let l_134 = l_127 & u32(2147483648);
let l_135 = l_134 != u32(0);
if l_135 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_136 = local_idx * u32(16);
let l_137 = l_136 + u32(8);
let l_138 = l_137 < l_28;
if l_138 {
let l_139 = u32(0) + l_137;
let l_140 = buffer_2_global[l_139];
let l_141 = l_140 & u32(1073741823);
l_mut_29 = l_mut_29 + l_141;
let l_142 = l_140 & u32(1073741824);
let l_143 = l_142 != u32(0);
let l_144 = l_mut_30 == u32(4294967295);
let l_145 = l_143 && l_144;
if l_145 {
let l_146 = l_137 / info.scalars_u32[5];
l_mut_30 = l_146;
}
let l_147 = l_140 & u32(2147483648);
let l_148 = l_147 != u32(0);
if l_148 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_149 = local_idx * u32(16);
let l_150 = l_149 + u32(9);
let l_151 = l_150 < l_28;
if l_151 {
let l_152 = u32(0) + l_150;
let l_153 = buffer_2_global[l_152];
let l_154 = l_153 & u32(1073741823);
l_mut_29 = l_mut_29 + l_154;
let l_155 = l_153 & u32(1073741824);
let l_156 = l_155 != u32(0);
let l_157 = l_mut_30 == u32(4294967295);
let l_158 = l_156 && l_157;
if l_158 {
let l_159 = l_150 / info.scalars_u32[5];
l_mut_30 = l_159;
}
let l_160 = l_153 & u32(2147483648);
let l_161 = l_160 != u32(0);
if l_161 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_162 = local_idx * u32(16);
let l_163 = l_162 + u32(10);
let l_164 = l_163 < l_28;
if l_164 {
let l_165 = u32(0) + l_163;
let l_166 = buffer_2_global[l_165];
let l_167 = l_166 & u32(1073741823);
l_mut_29 = l_mut_29 + l_167;
let l_168 = l_166 & u32(1073741824);
let l_169 = l_168 != u32(0);
let l_170 = l_mut_30 == u32(4294967295);
let l_171 = l_169 && l_170;
if l_171 {
let l_172 = l_163 / info.scalars_u32[5];
l_mut_30 = l_172;
}
let l_173 = l_166 & u32(2147483648);
let l_174 = l_173 != u32(0);
if l_174 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_175 = local_idx * u32(16);
let l_176 = l_175 + u32(11);
let l_177 = l_176 < l_28;
if l_177 {
let l_178 = u32(0) + l_176;
let l_179 = buffer_2_global[l_178];
let l_180 = l_179 & u32(1073741823);
l_mut_29 = l_mut_29 + l_180;
let l_181 = l_179 & u32(1073741824);
let l_182 = l_181 != u32(0);
let l_183 = l_mut_30 == u32(4294967295);
let l_184 = l_182 && l_183;
if l_184 {
let l_185 = l_176 / info.scalars_u32[5];
l_mut_30 = l_185;
}
let l_186 = l_179 & u32(2147483648);
let l_187 = l_186 != u32(0);
if l_187 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_188 = local_idx * u32(16);
let l_189 = l_188 + u32(12);
let l_190 = l_189 < l_28;
if l_190 {
let l_191 = u32(0) + l_189;
let l_192 = buffer_2_global[l_191];
let l_193 = l_192 & u32(1073741823);
l_mut_29 = l_mut_29 + l_193;
let l_194 = l_192 & u32(1073741824);
let l_195 = l_194 != u32(0);
let l_196 = l_mut_30 == u32(4294967295);
let l_197 = l_195 && l_196;
if l_197 {
let l_198 = l_189 / info.scalars_u32[5];
l_mut_30 = l_198;
}
let l_199 = l_192 & u32(2147483648);
let l_200 = l_199 != u32(0);
if l_200 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_201 = local_idx * u32(16);
let l_202 = l_201 + u32(13);
let l_203 = l_202 < l_28;
if l_203 {
let l_204 = u32(0) + l_202;
let l_205 = buffer_2_global[l_204];
let l_206 = l_205 & u32(1073741823);
l_mut_29 = l_mut_29 + l_206;
let l_207 = l_205 & u32(1073741824);
let l_208 = l_207 != u32(0);
let l_209 = l_mut_30 == u32(4294967295);
let l_210 = l_208 && l_209;
if l_210 {
let l_211 = l_202 / info.scalars_u32[5];
l_mut_30 = l_211;
}
let l_212 = l_205 & u32(2147483648);
let l_213 = l_212 != u32(0);
if l_213 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_214 = local_idx * u32(16);
let l_215 = l_214 + u32(14);
let l_216 = l_215 < l_28;
if l_216 {
let l_217 = u32(0) + l_215;
let l_218 = buffer_2_global[l_217];
let l_219 = l_218 & u32(1073741823);
l_mut_29 = l_mut_29 + l_219;
let l_220 = l_218 & u32(1073741824);
let l_221 = l_220 != u32(0);
let l_222 = l_mut_30 == u32(4294967295);
let l_223 = l_221 && l_222;
if l_223 {
let l_224 = l_215 / info.scalars_u32[5];
l_mut_30 = l_224;
}
let l_225 = l_218 & u32(2147483648);
let l_226 = l_225 != u32(0);
if l_226 {
l_mut_31 = l_mut_31 + u32(1);
}
}
let l_227 = local_idx * u32(16);
let l_228 = l_227 + u32(15);
let l_229 = l_228 < l_28;
if l_229 {
let l_230 = u32(0) + l_228;
let l_231 = buffer_2_global[l_230];
let l_232 = l_231 & u32(1073741823);
l_mut_29 = l_mut_29 + l_232;
let l_233 = l_231 & u32(1073741824);
let l_234 = l_233 != u32(0);
let l_235 = l_mut_30 == u32(4294967295);
let l_236 = l_234 && l_235;
if l_236 {
let l_237 = l_228 / info.scalars_u32[5];
l_mut_30 = l_237;
}
let l_238 = l_231 & u32(2147483648);
let l_239 = l_238 != u32(0);
if l_239 {
l_mut_31 = l_mut_31 + u32(1);
}
}
l_mut_240 = u32(4294967295);
l_mut_241 = local_idx;
loop {
let l_242 = l_mut_241 < info.scalars_u32[0];
let l_243 = !l_242;
if l_243 {
break;
}
let l_244 = u32(3) * l_mut_241;
let l_245 = u32(0) + l_244;
let l_246 = buffer_0_global[l_245];
let l_247 = u32(3) * l_mut_241;
let l_248 = l_247 + u32(1);
let l_249 = u32(0) + l_248;
let l_250 = buffer_0_global[l_249];
let l_251 = u32(3) * l_mut_241;
let l_252 = l_251 + u32(2);
let l_253 = u32(0) + l_252;
let l_254 = buffer_0_global[l_253];
let l_255 = abs(l_246);
let l_256 = l_255 <= f32(1000000.0);
let l_257 = abs(l_250);
let l_258 = l_257 <= f32(1000000.0);
let l_259 = l_256 && l_258;
let l_260 = abs(l_254);
let l_261 = l_260 <= f32(1000000.0);
let l_262 = l_259 && l_261;
let l_263 = !l_262;
let l_264 = l_mut_240 == u32(4294967295);
let l_265 = l_263 && l_264;
if l_265 {
l_mut_240 = l_mut_241;
}
l_mut_241 = l_mut_241 + u32(256);
}
let l_267 = local_idx == u32(0);
if l_267 {
shared_memory_266[u32(0)] = u32(0);
}
shared_memory_26[local_idx] = l_mut_29;
workgroupBarrier();
let l_268 = l_mut_30 != u32(4294967295);
let l_269 = l_mut_240 != u32(4294967295);
let l_270 = l_268 || l_269;
let l_271 = l_mut_31 != u32(0);
let l_272 = l_270 || l_271;
if l_272 {
shared_memory_266[u32(0)] = u32(1);
}
let l_273 = workgroup_size_no_axis / u32(256);
l_mut_29 = l_273;
loop {
let l_274 = l_mut_29 < u32(256);
let l_275 = !l_274;
if l_275 {
break;
}
l_mut_276 = u32(0);
let l_277 = local_idx >= l_mut_29;
if l_277 {
let l_278 = local_idx - l_mut_29;
let l_279 = shared_memory_26[l_278];
l_mut_276 = l_279;
}
workgroupBarrier();
let l_280 = shared_memory_26[local_idx];
let l_281 = l_280 + l_mut_276;
shared_memory_26[local_idx] = l_281;
workgroupBarrier();
l_mut_29 = l_mut_29 * u32(2);
}
let l_282 = shared_memory_26[u32(255)];
let l_283 = &buffer_8_global[u32(3)];
let l_284 = atomicLoad(l_283);
let l_285 = l_284 != u32(4294967295);
let l_286 = &buffer_8_global[u32(4)];
let l_287 = atomicLoad(l_286);
let l_288 = l_287 != u32(4294967295);
let l_289 = l_285 || l_288;
let l_290 = &buffer_8_global[u32(7)];
let l_291 = atomicLoad(l_290);
let l_292 = l_291 != u32(0);
let l_293 = l_289 || l_292;
let l_294 = shared_memory_266[u32(0)];
let l_295 = l_294 != u32(0);
let l_296 = l_293 || l_295;
let l_297 = l_27 && l_272;
if l_297 {
let l_298 = l_mut_30 != u32(4294967295);
if l_298 {
let l_299 = &buffer_8_global[u32(3)];
let l_300 = atomicMin(l_299, l_mut_30);}
let l_301 = l_mut_240 != u32(4294967295);
if l_301 {
let l_302 = &buffer_8_global[u32(4)];
let l_303 = atomicMin(l_302, l_mut_240);}
let l_304 = l_mut_31 != u32(0);
if l_304 {
let l_305 = &buffer_8_global[u32(7)];
let l_306 = atomicAdd(l_305, l_mut_31);}
}
let l_307 = local_idx == u32(0);
let l_308 = l_27 && l_307;
if l_308 {
let l_309 = &buffer_8_global[u32(0)];
atomicStore(l_309,l_282);
let l_310 = &buffer_8_global[u32(1)];
let l_311 = atomicMax(l_310, l_282);let l_312 = &buffer_8_global[u32(6)];
let l_313 = atomicAdd(l_312, u32(1));let l_314 = l_282 > info.scalars_u32[4];
if l_314 {
let l_315 = &buffer_8_global[u32(2)];
let l_316 = atomicAdd(l_315, u32(1));}
}
l_mut_276 = l_282;
let l_317 = l_282 > info.scalars_u32[4];
let l_318 = l_296 || l_317;
if l_318 {
l_mut_276 = u32(4294967295);
}
let l_319 = l_mut_276 == u32(4294967295);
if l_319 {
let l_320 = workgroup_id_no_axis == u32(0);
if l_320 {
l_mut_241 = local_idx;
loop {
let l_321 = l_mut_241 <= info.scalars_u32[0];
let l_322 = !l_321;
if l_322 {
break;
}
let l_323 = u32(0) + l_mut_241;
buffer_3_global[l_323] = u32(0);
l_mut_241 = l_mut_241 + u32(256);
}
}
return;
}
if l_24 {
let l_324 = u32(0) + info.scalars_u32[0];
buffer_3_global[l_324] = l_mut_276;
let l_325 = &buffer_8_global[u32(8)];
atomicStore(l_325,u32(2));
}
let l_326 = workgroup_id_no_axis * u32(256);
let l_327 = l_326 + local_idx;
let l_328 = l_327 < l_25;
if l_328 {
let l_329 = l_327 / u32(16);
l_mut_276 = u32(0);
let l_330 = l_329 > u32(0);
if l_330 {
let l_331 = l_329 - u32(1);
let l_332 = shared_memory_26[l_331];
l_mut_276 = l_332;
}
let l_333 = l_329 * u32(16);

for (var l_mut_334: u32 = l_333; l_mut_334 < l_327; l_mut_334++) {
let l_335 = u32(0) + l_mut_334;
let l_336 = buffer_2_global[l_335];
let l_337 = l_336 & u32(1073741823);
l_mut_276 = l_mut_276 + l_337;
}
let l_338 = l_327 / info.scalars_u32[5];
let l_339 = l_327 % info.scalars_u32[5];
let l_340 = l_339 == u32(0);
if l_340 {
let l_341 = u32(0) + l_338;
buffer_3_global[l_341] = l_mut_276;
}
let l_342 = l_339 * info.scalars_u32[0];
let l_343 = l_342 / info.scalars_u32[5];
let l_344 = l_339 + u32(1);
let l_345 = l_344 * info.scalars_u32[0];
let l_346 = l_345 / info.scalars_u32[5];
let l_347 = i32(info.scalars_u32[1]);
let l_348 = i32(info.scalars_u32[2]);
let l_349 = i32(info.scalars_u32[3]);
let l_350 = u32(3) * l_338;
let l_351 = u32(0) + l_350;
let l_352 = buffer_0_global[l_351];
let l_353 = u32(3) * l_338;
let l_354 = l_353 + u32(1);
let l_355 = u32(0) + l_354;
let l_356 = buffer_0_global[l_355];
let l_357 = u32(3) * l_338;
let l_358 = l_357 + u32(2);
let l_359 = u32(0) + l_358;
let l_360 = buffer_0_global[l_359];
let l_361 = u32(0) + u32(9);
let l_362 = buffer_1_global[l_361];
let l_363 = u32(0) + u32(10);
let l_364 = buffer_1_global[l_363];
let l_365 = u32(0) + u32(11);
let l_366 = buffer_1_global[l_365];
let l_367 = u32(0) + u32(12);
let l_368 = buffer_1_global[l_367];
let l_369 = u32(0) + u32(13);
let l_370 = buffer_1_global[l_369];
let l_371 = u32(0) + u32(14);
let l_372 = buffer_1_global[l_371];
let l_373 = u32(0) + u32(15);
let l_374 = buffer_1_global[l_373];
let l_375 = u32(0) + u32(16);
let l_376 = buffer_1_global[l_375];
let l_377 = u32(0) + u32(17);
let l_378 = buffer_1_global[l_377];
let l_379 = i32(2) * l_348;
let l_380 = l_379 + i32(1);
let l_381 = i32(2) * l_349;
let l_382 = l_381 + i32(1);
let l_383 = i32(2) * l_347;
let l_384 = l_383 + i32(1);
let l_385 = l_384 * l_380;
let l_386 = l_385 * l_382;
let l_387 = u32(l_386);
l_mut_241 = u32(0);
l_mut_240 = u32(0);

for (var l_mut_388: u32 = l_343; l_mut_388 < l_346; l_mut_388++) {
let l_389 = u32(3) * l_mut_388;
let l_390 = u32(0) + l_389;
let l_391 = buffer_0_global[l_390];
let l_392 = l_391 - l_352;
let l_393 = u32(3) * l_mut_388;
let l_394 = l_393 + u32(1);
let l_395 = u32(0) + l_394;
let l_396 = buffer_0_global[l_395];
let l_397 = l_396 - l_356;
let l_398 = u32(3) * l_mut_388;
let l_399 = l_398 + u32(2);
let l_400 = u32(0) + l_399;
let l_401 = buffer_0_global[l_400];
let l_402 = l_401 - l_360;
let l_403 = u32(0) + u32(0);
let l_404 = buffer_1_global[l_403];
let l_405 = l_392 * l_404;
let l_406 = u32(0) + u32(3);
let l_407 = buffer_1_global[l_406];
let l_408 = l_397 * l_407;
let l_409 = l_405 + l_408;
let l_410 = u32(0) + u32(6);
let l_411 = buffer_1_global[l_410];
let l_412 = l_402 * l_411;
let l_413 = l_409 + l_412;
let l_414 = abs(l_413);
let l_415 = l_414 + f32(0.5);
let l_416 = floor(l_415);
l_mut_417 = l_416;
let l_418 = l_413 < f32(0.0);
if l_418 {
let l_419 = -l_416;
l_mut_417 = l_419;
}
let l_420 = u32(0) + u32(1);
let l_421 = buffer_1_global[l_420];
let l_422 = l_392 * l_421;
let l_423 = u32(0) + u32(4);
let l_424 = buffer_1_global[l_423];
let l_425 = l_397 * l_424;
let l_426 = l_422 + l_425;
let l_427 = u32(0) + u32(7);
let l_428 = buffer_1_global[l_427];
let l_429 = l_402 * l_428;
let l_430 = l_426 + l_429;
let l_431 = abs(l_430);
let l_432 = l_431 + f32(0.5);
let l_433 = floor(l_432);
l_mut_434 = l_433;
let l_435 = l_430 < f32(0.0);
if l_435 {
let l_436 = -l_433;
l_mut_434 = l_436;
}
let l_437 = u32(0) + u32(2);
let l_438 = buffer_1_global[l_437];
let l_439 = l_392 * l_438;
let l_440 = u32(0) + u32(5);
let l_441 = buffer_1_global[l_440];
let l_442 = l_397 * l_441;
let l_443 = l_439 + l_442;
let l_444 = u32(0) + u32(8);
let l_445 = buffer_1_global[l_444];
let l_446 = l_402 * l_445;
let l_447 = l_443 + l_446;
let l_448 = abs(l_447);
let l_449 = l_448 + f32(0.5);
let l_450 = floor(l_449);
l_mut_451 = l_450;
let l_452 = l_447 < f32(0.0);
if l_452 {
let l_453 = -l_450;
l_mut_451 = l_453;
}
let l_454 = abs(l_mut_417);
let l_455 = l_454 < f32(4194304.0);
let l_456 = abs(l_mut_434);
let l_457 = l_456 < f32(4194304.0);
let l_458 = abs(l_mut_451);
let l_459 = l_458 < f32(4194304.0);
let l_460 = l_455 && l_457;
let l_461 = l_460 && l_459;
if l_461 {
let l_462 = i32(l_mut_417);
let l_463 = -l_462;
let l_464 = i32(l_mut_434);
let l_465 = -l_464;
let l_466 = i32(l_mut_451);
let l_467 = -l_466;
l_mut_468 = i32(0);
loop {
let l_469 = i32(2) * l_347;
let l_470 = l_469 + i32(1);
let l_471 = l_mut_468 < l_470;
let l_472 = !l_471;
if l_472 {
break;
}
let l_473 = l_463 - l_347;
let l_474 = l_473 + l_mut_468;
l_mut_475 = i32(0);
loop {
let l_476 = l_mut_475 < l_380;
let l_477 = !l_476;
if l_477 {
break;
}
let l_478 = l_465 - l_348;
let l_479 = l_478 + l_mut_475;
l_mut_480 = i32(0);
loop {
let l_481 = l_mut_480 < l_382;
let l_482 = !l_481;
if l_482 {
break;
}
let l_483 = l_467 - l_349;
let l_484 = l_483 + l_mut_480;
let l_485 = l_474 == i32(0);
let l_486 = l_479 == i32(0);
let l_487 = l_485 && l_486;
let l_488 = l_484 == i32(0);
let l_489 = l_487 && l_488;
let l_490 = l_mut_388 == l_338;
let l_491 = l_489 && l_490;
let l_492 = !l_491;
if l_492 {
let l_493 = f32(l_474);
let l_494 = f32(l_479);
let l_495 = f32(l_484);
let l_496 = l_493 * l_362;
let l_497 = l_494 * l_368;
let l_498 = l_496 + l_497;
let l_499 = l_495 * l_374;
let l_500 = l_498 + l_499;
let l_501 = l_392 + l_500;
let l_502 = l_493 * l_364;
let l_503 = l_494 * l_370;
let l_504 = l_502 + l_503;
let l_505 = l_495 * l_376;
let l_506 = l_504 + l_505;
let l_507 = l_397 + l_506;
let l_508 = l_493 * l_366;
let l_509 = l_494 * l_372;
let l_510 = l_508 + l_509;
let l_511 = l_495 * l_378;
let l_512 = l_510 + l_511;
let l_513 = l_402 + l_512;
let l_514 = l_501 * l_501;
let l_515 = l_507 * l_507;
let l_516 = l_514 + l_515;
let l_517 = l_513 * l_513;
let l_518 = l_516 + l_517;
let l_519 = l_518 < info.scalars_f32[0];
if l_519 {
let l_520 = l_mut_276 + l_mut_241;
let l_521 = u32(0) + l_520;
buffer_4_global[l_521] = l_338;
let l_522 = u32(0) + l_520;
buffer_5_global[l_522] = l_mut_388;
let l_523 = u32(3) * l_520;
let l_524 = l_493 * l_362;
let l_525 = l_494 * l_368;
let l_526 = l_524 + l_525;
let l_527 = l_495 * l_374;
let l_528 = l_526 + l_527;
let l_529 = u32(0) + l_523;
buffer_6_global[l_529] = l_528;
let l_530 = u32(3) * l_520;
let l_531 = l_530 + u32(1);
let l_532 = l_493 * l_364;
let l_533 = l_494 * l_370;
let l_534 = l_532 + l_533;
let l_535 = l_495 * l_376;
let l_536 = l_534 + l_535;
let l_537 = u32(0) + l_531;
buffer_6_global[l_537] = l_536;
let l_538 = u32(3) * l_520;
let l_539 = l_538 + u32(2);
let l_540 = l_493 * l_366;
let l_541 = l_494 * l_372;
let l_542 = l_540 + l_541;
let l_543 = l_495 * l_378;
let l_544 = l_542 + l_543;
let l_545 = u32(0) + l_539;
buffer_6_global[l_545] = l_544;
let l_546 = l_mut_388 * l_387;
let l_547 = l_mut_468 * l_380;
let l_548 = l_547 + l_mut_475;
let l_549 = l_548 * l_382;
let l_550 = l_549 + l_mut_480;
let l_551 = u32(l_550);
let l_552 = l_546 + l_551;
let l_553 = u32(0) + l_520;
buffer_7_global[l_553] = l_552;
l_mut_241 = l_mut_241 + u32(1);
}
}
l_mut_480 = l_mut_480 + i32(1);
}
l_mut_475 = l_mut_475 + i32(1);
}
l_mut_468 = l_mut_468 + i32(1);
}
} else {
l_mut_240 = l_mut_240 | u32(2147483648);
}
}
let l_554 = l_mut_241 | l_mut_240;
}
}
