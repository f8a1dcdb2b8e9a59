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

var<workgroup> shared_memory_263: array<u32, 1>;

var<workgroup> shared_memory_23: array<u32, 256>;

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
var l_mut_237: u32;
var l_mut_238: u32;
var l_mut_26: u32;
var l_mut_273: u32;
var l_mut_27: u32;
var l_mut_28: u32;
var l_mut_414: f32;
var l_mut_431: f32;
var l_mut_448: f32;
var l_mut_465: i32;
var l_mut_472: i32;
var l_mut_477: i32;
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
let l_16 = &buffer_8_global[u32(8)];
let l_17 = atomicLoad(l_16);
let l_18 = l_17 == u32(0);
if l_18 {
return;
}
let l_19 = workgroup_id_no_axis == u32(0);
let l_20 = local_idx == u32(0);
let l_21 = l_19 && l_20;
let l_22 = info.scalars_u32[0] * info.scalars_u32[5];
let l_24 = workgroup_id_no_axis == u32(0);
let l_25 = info.scalars_u32[0] * info.scalars_u32[5];
l_mut_26 = u32(0);
l_mut_27 = u32(4294967295);
l_mut_28 = u32(0);
let l_29 = local_idx * u32(16);
let l_30 = l_29 + u32(0);
let l_31 = l_30 < l_25;
if l_31 {
let l_32 = u32(0) + l_30;
let l_33 = buffer_2_global[l_32];
let l_34 = l_33 & u32(1073741823);
l_mut_26 = l_mut_26 + l_34;
let l_35 = l_33 & u32(1073741824);
let l_36 = l_35 != u32(0);
let l_37 = l_mut_27 == u32(4294967295);
let l_38 = l_36 && l_37;
if l_38 {
let l_39 = l_30 / info.scalars_u32[5];
l_mut_27 = l_39;
}
let l_40 = l_33 & u32(2147483648);
let l_41 = l_40 != u32(0);
if l_41 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_42 = local_idx * u32(16);
let l_43 = l_42 + u32(1);
let l_44 = l_43 < l_25;
if l_44 {
let l_45 = u32(0) + l_43;
let l_46 = buffer_2_global[l_45];
let l_47 = l_46 & u32(1073741823);
l_mut_26 = l_mut_26 + l_47;
let l_48 = l_46 & u32(1073741824);
let l_49 = l_48 != u32(0);
let l_50 = l_mut_27 == u32(4294967295);
let l_51 = l_49 && l_50;
if l_51 {
let l_52 = l_43 / info.scalars_u32[5];
l_mut_27 = l_52;
}
let l_53 = l_46 & u32(2147483648);
let l_54 = l_53 != u32(0);
if l_54 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_55 = local_idx * u32(16);
let l_56 = l_55 + u32(2);
let l_57 = l_56 < l_25;
if l_57 {
let l_58 = u32(0) + l_56;
let l_59 = buffer_2_global[l_58];
let l_60 = l_59 & u32(1073741823);
l_mut_26 = l_mut_26 + l_60;
let l_61 = l_59 & u32(1073741824);
let l_62 = l_61 != u32(0);
let l_63 = l_mut_27 == u32(4294967295);
let l_64 = l_62 && l_63;
if l_64 {
let l_65 = l_56 / info.scalars_u32[5];
l_mut_27 = l_65;
}
let l_66 = l_59 & u32(2147483648);
let l_67 = l_66 != u32(0);
if l_67 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_68 = local_idx * u32(16);
let l_69 = l_68 + u32(3);
let l_70 = l_69 < l_25;
if l_70 {
let l_71 = u32(0) + l_69;
let l_72 = buffer_2_global[l_71];
let l_73 = l_72 & u32(1073741823);
l_mut_26 = l_mut_26 + l_73;
let l_74 = l_72 & u32(1073741824);
let l_75 = l_74 != u32(0);
let l_76 = l_mut_27 == u32(4294967295);
let l_77 = l_75 && l_76;
if l_77 {
let l_78 = l_69 / info.scalars_u32[5];
l_mut_27 = l_78;
}
let l_79 = l_72 & u32(2147483648);
let l_80 = l_79 != u32(0);
if l_80 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_81 = local_idx * u32(16);
let l_82 = l_81 + u32(4);
let l_83 = l_82 < l_25;
if l_83 {
let l_84 = u32(0) + l_82;
let l_85 = buffer_2_global[l_84];
let l_86 = l_85 & u32(1073741823);
l_mut_26 = l_mut_26 + l_86;
let l_87 = l_85 & u32(1073741824);
let l_88 = l_87 != u32(0);
let l_89 = l_mut_27 == u32(4294967295);
let l_90 = l_88 && l_89;
if l_90 {
let l_91 = l_82 / info.scalars_u32[5];
l_mut_27 = l_91;
}
let l_92 = l_85 & u32(2147483648);
let l_93 = l_92 != u32(0);
if l_93 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_94 = local_idx * u32(16);
let l_95 = l_94 + u32(5);
let l_96 = l_95 < l_25;
if l_96 {
let l_97 = u32(0) + l_95;
let l_98 = buffer_2_global[l_97];
let l_99 = l_98 & u32(1073741823);
l_mut_26 = l_mut_26 + l_99;
let l_100 = l_98 & u32(1073741824);
let l_101 = l_100 != u32(0);
let l_102 = l_mut_27 == u32(4294967295);
let l_103 = l_101 && l_102;
if l_103 {
let l_104 = l_95 / info.scalars_u32[5];
l_mut_27 = l_104;
}
let l_105 = l_98 & u32(2147483648);
let l_106 = l_105 != u32(0);
if l_106 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_107 = local_idx * u32(16);
let l_108 = l_107 + u32(6);
let l_109 = l_108 < l_25;
if l_109 {
let l_110 = u32(0) + l_108;
let l_111 = buffer_2_global[l_110];
let l_112 = l_111 & u32(1073741823);
l_mut_26 = l_mut_26 + l_112;
let l_113 = l_111 & u32(1073741824);
let l_114 = l_113 != u32(0);
let l_115 = l_mut_27 == u32(4294967295);
let l_116 = l_114 && l_115;
if l_116 {
let l_117 = l_108 / info.scalars_u32[5];
l_mut_27 = l_117;
}
let l_118 = l_111 & u32(2147483648);
let l_119 = l_118 != u32(0);
if l_119 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_120 = local_idx * u32(16);
let l_121 = l_120 + u32(7);
let l_122 = l_121 < l_25;
if l_122 {
let l_123 = u32(0) + l_121;
let l_124 = buffer_2_global[l_123];
let l_125 = l_124 & u32(1073741823);
l_mut_26 = l_mut_26 + l_125;
let l_126 = l_124 & u32(1073741824);
let l_127 = l_126 != u32(0);
let l_128 = l_mut_27 == u32(4294967295);
let l_129 = l_127 && l_128;
if l_129 {
let l_130 = l_121 / info.scalars_u32[5];
l_mut_27 = l_130;
}
let l_131 = l_124 & u32(2147483648);
let l_132 = l_131 != u32(0);
if l_132 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_133 = local_idx * u32(16);
let l_134 = l_133 + u32(8);
let l_135 = l_134 < l_25;
if l_135 {
let l_136 = u32(0) + l_134;
let l_137 = buffer_2_global[l_136];
let l_138 = l_137 & u32(1073741823);
l_mut_26 = l_mut_26 + l_138;
let l_139 = l_137 & u32(1073741824);
let l_140 = l_139 != u32(0);
let l_141 = l_mut_27 == u32(4294967295);
let l_142 = l_140 && l_141;
if l_142 {
let l_143 = l_134 / info.scalars_u32[5];
l_mut_27 = l_143;
}
let l_144 = l_137 & u32(2147483648);
let l_145 = l_144 != u32(0);
if l_145 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_146 = local_idx * u32(16);
let l_147 = l_146 + u32(9);
let l_148 = l_147 < l_25;
if l_148 {
let l_149 = u32(0) + l_147;
let l_150 = buffer_2_global[l_149];
let l_151 = l_150 & u32(1073741823);
l_mut_26 = l_mut_26 + l_151;
let l_152 = l_150 & u32(1073741824);
let l_153 = l_152 != u32(0);
let l_154 = l_mut_27 == u32(4294967295);
let l_155 = l_153 && l_154;
if l_155 {
let l_156 = l_147 / info.scalars_u32[5];
l_mut_27 = l_156;
}
let l_157 = l_150 & u32(2147483648);
let l_158 = l_157 != u32(0);
if l_158 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_159 = local_idx * u32(16);
let l_160 = l_159 + u32(10);
let l_161 = l_160 < l_25;
if l_161 {
let l_162 = u32(0) + l_160;
let l_163 = buffer_2_global[l_162];
let l_164 = l_163 & u32(1073741823);
l_mut_26 = l_mut_26 + l_164;
let l_165 = l_163 & u32(1073741824);
let l_166 = l_165 != u32(0);
let l_167 = l_mut_27 == u32(4294967295);
let l_168 = l_166 && l_167;
if l_168 {
let l_169 = l_160 / info.scalars_u32[5];
l_mut_27 = l_169;
}
let l_170 = l_163 & u32(2147483648);
let l_171 = l_170 != u32(0);
if l_171 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_172 = local_idx * u32(16);
let l_173 = l_172 + u32(11);
let l_174 = l_173 < l_25;
if l_174 {
let l_175 = u32(0) + l_173;
let l_176 = buffer_2_global[l_175];
let l_177 = l_176 & u32(1073741823);
l_mut_26 = l_mut_26 + l_177;
let l_178 = l_176 & u32(1073741824);
let l_179 = l_178 != u32(0);
let l_180 = l_mut_27 == u32(4294967295);
let l_181 = l_179 && l_180;
if l_181 {
let l_182 = l_173 / info.scalars_u32[5];
l_mut_27 = l_182;
}
let l_183 = l_176 & u32(2147483648);
let l_184 = l_183 != u32(0);
if l_184 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_185 = local_idx * u32(16);
let l_186 = l_185 + u32(12);
let l_187 = l_186 < l_25;
if l_187 {
let l_188 = u32(0) + l_186;
let l_189 = buffer_2_global[l_188];
let l_190 = l_189 & u32(1073741823);
l_mut_26 = l_mut_26 + l_190;
let l_191 = l_189 & u32(1073741824);
let l_192 = l_191 != u32(0);
let l_193 = l_mut_27 == u32(4294967295);
let l_194 = l_192 && l_193;
if l_194 {
let l_195 = l_186 / info.scalars_u32[5];
l_mut_27 = l_195;
}
let l_196 = l_189 & u32(2147483648);
let l_197 = l_196 != u32(0);
if l_197 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_198 = local_idx * u32(16);
let l_199 = l_198 + u32(13);
let l_200 = l_199 < l_25;
if l_200 {
let l_201 = u32(0) + l_199;
let l_202 = buffer_2_global[l_201];
let l_203 = l_202 & u32(1073741823);
l_mut_26 = l_mut_26 + l_203;
let l_204 = l_202 & u32(1073741824);
let l_205 = l_204 != u32(0);
let l_206 = l_mut_27 == u32(4294967295);
let l_207 = l_205 && l_206;
if l_207 {
let l_208 = l_199 / info.scalars_u32[5];
l_mut_27 = l_208;
}
let l_209 = l_202 & u32(2147483648);
let l_210 = l_209 != u32(0);
if l_210 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_211 = local_idx * u32(16);
let l_212 = l_211 + u32(14);
let l_213 = l_212 < l_25;
if l_213 {
let l_214 = u32(0) + l_212;
let l_215 = buffer_2_global[l_214];
let l_216 = l_215 & u32(1073741823);
l_mut_26 = l_mut_26 + l_216;
let l_217 = l_215 & u32(1073741824);
let l_218 = l_217 != u32(0);
let l_219 = l_mut_27 == u32(4294967295);
let l_220 = l_218 && l_219;
if l_220 {
let l_221 = l_212 / info.scalars_u32[5];
l_mut_27 = l_221;
}
let l_222 = l_215 & u32(2147483648);
let l_223 = l_222 != u32(0);
if l_223 {
l_mut_28 = l_mut_28 + u32(1);
}
}
let l_224 = local_idx * u32(16);
let l_225 = l_224 + u32(15);
let l_226 = l_225 < l_25;
if l_226 {
let l_227 = u32(0) + l_225;
let l_228 = buffer_2_global[l_227];
let l_229 = l_228 & u32(1073741823);
l_mut_26 = l_mut_26 + l_229;
let l_230 = l_228 & u32(1073741824);
let l_231 = l_230 != u32(0);
let l_232 = l_mut_27 == u32(4294967295);
let l_233 = l_231 && l_232;
if l_233 {
let l_234 = l_225 / info.scalars_u32[5];
l_mut_27 = l_234;
}
let l_235 = l_228 & u32(2147483648);
let l_236 = l_235 != u32(0);
if l_236 {
l_mut_28 = l_mut_28 + u32(1);
}
}
l_mut_237 = u32(4294967295);
l_mut_238 = local_idx;
loop {
let l_239 = l_mut_238 < info.scalars_u32[0];
let l_240 = !l_239;
if l_240 {
break;
}
let l_241 = u32(3) * l_mut_238;
let l_242 = u32(0) + l_241;
let l_243 = buffer_0_global[l_242];
let l_244 = u32(3) * l_mut_238;
let l_245 = l_244 + u32(1);
let l_246 = u32(0) + l_245;
let l_247 = buffer_0_global[l_246];
let l_248 = u32(3) * l_mut_238;
let l_249 = l_248 + u32(2);
let l_250 = u32(0) + l_249;
let l_251 = buffer_0_global[l_250];
let l_252 = abs(l_243);
let l_253 = l_252 <= f32(1000000.0);
let l_254 = abs(l_247);
let l_255 = l_254 <= f32(1000000.0);
let l_256 = l_253 && l_255;
let l_257 = abs(l_251);
let l_258 = l_257 <= f32(1000000.0);
let l_259 = l_256 && l_258;
let l_260 = !l_259;
let l_261 = l_mut_237 == u32(4294967295);
let l_262 = l_260 && l_261;
if l_262 {
l_mut_237 = l_mut_238;
}
l_mut_238 = l_mut_238 + u32(256);
}
let l_264 = local_idx == u32(0);
if l_264 {
shared_memory_263[u32(0)] = u32(0);
}
shared_memory_23[local_idx] = l_mut_26;
workgroupBarrier();
let l_265 = l_mut_27 != u32(4294967295);
let l_266 = l_mut_237 != u32(4294967295);
let l_267 = l_265 || l_266;
let l_268 = l_mut_28 != u32(0);
let l_269 = l_267 || l_268;
if l_269 {
shared_memory_263[u32(0)] = u32(1);
}
let l_270 = workgroup_size_no_axis / u32(256);
l_mut_26 = l_270;
loop {
let l_271 = l_mut_26 < u32(256);
let l_272 = !l_271;
if l_272 {
break;
}
l_mut_273 = u32(0);
let l_274 = local_idx >= l_mut_26;
if l_274 {
let l_275 = local_idx - l_mut_26;
let l_276 = shared_memory_23[l_275];
l_mut_273 = l_276;
}
workgroupBarrier();
let l_277 = shared_memory_23[local_idx];
let l_278 = l_277 + l_mut_273;
shared_memory_23[local_idx] = l_278;
workgroupBarrier();
l_mut_26 = l_mut_26 * u32(2);
}
let l_279 = shared_memory_23[u32(255)];
let l_280 = &buffer_8_global[u32(3)];
let l_281 = atomicLoad(l_280);
let l_282 = l_281 != u32(4294967295);
let l_283 = &buffer_8_global[u32(4)];
let l_284 = atomicLoad(l_283);
let l_285 = l_284 != u32(4294967295);
let l_286 = l_282 || l_285;
let l_287 = &buffer_8_global[u32(7)];
let l_288 = atomicLoad(l_287);
let l_289 = l_288 != u32(0);
let l_290 = l_286 || l_289;
let l_291 = shared_memory_263[u32(0)];
let l_292 = l_291 != u32(0);
let l_293 = l_290 || l_292;
let l_294 = l_24 && l_269;
if l_294 {
let l_295 = l_mut_27 != u32(4294967295);
if l_295 {
let l_296 = &buffer_8_global[u32(3)];
let l_297 = atomicMin(l_296, l_mut_27);}
let l_298 = l_mut_237 != u32(4294967295);
if l_298 {
let l_299 = &buffer_8_global[u32(4)];
let l_300 = atomicMin(l_299, l_mut_237);}
let l_301 = l_mut_28 != u32(0);
if l_301 {
let l_302 = &buffer_8_global[u32(7)];
let l_303 = atomicAdd(l_302, l_mut_28);}
}
let l_304 = local_idx == u32(0);
let l_305 = l_24 && l_304;
if l_305 {
let l_306 = &buffer_8_global[u32(0)];
atomicStore(l_306,l_279);
let l_307 = &buffer_8_global[u32(1)];
let l_308 = atomicMax(l_307, l_279);let l_309 = &buffer_8_global[u32(6)];
let l_310 = atomicAdd(l_309, u32(1));let l_311 = l_279 > info.scalars_u32[4];
if l_311 {
let l_312 = &buffer_8_global[u32(2)];
let l_313 = atomicAdd(l_312, u32(1));}
}
l_mut_273 = l_279;
let l_314 = l_279 > info.scalars_u32[4];
let l_315 = l_293 || l_314;
if l_315 {
l_mut_273 = u32(4294967295);
}
let l_316 = l_mut_273 == u32(4294967295);
if l_316 {
let l_317 = workgroup_id_no_axis == u32(0);
if l_317 {
l_mut_238 = local_idx;
loop {
let l_318 = l_mut_238 <= info.scalars_u32[0];
let l_319 = !l_318;
if l_319 {
break;
}
let l_320 = u32(0) + l_mut_238;
buffer_3_global[l_320] = u32(0);
l_mut_238 = l_mut_238 + u32(256);
}
}
return;
}
if l_21 {
let l_321 = u32(0) + info.scalars_u32[0];
buffer_3_global[l_321] = l_mut_273;
let l_322 = &buffer_8_global[u32(8)];
atomicStore(l_322,u32(2));
}
let l_323 = workgroup_id_no_axis * u32(256);
let l_324 = l_323 + local_idx;
let l_325 = l_324 < l_22;
if l_325 {
let l_326 = l_324 / u32(16);
l_mut_273 = u32(0);
let l_327 = l_326 > u32(0);
if l_327 {
let l_328 = l_326 - u32(1);
let l_329 = shared_memory_23[l_328];
l_mut_273 = l_329;
}
let l_330 = l_326 * u32(16);

for (var l_mut_331: u32 = l_330; l_mut_331 < l_324; l_mut_331++) {
let l_332 = u32(0) + l_mut_331;
let l_333 = buffer_2_global[l_332];
let l_334 = l_333 & u32(1073741823);
l_mut_273 = l_mut_273 + l_334;
}
let l_335 = l_324 / info.scalars_u32[5];
let l_336 = l_324 % info.scalars_u32[5];
let l_337 = l_336 == u32(0);
if l_337 {
let l_338 = u32(0) + l_335;
buffer_3_global[l_338] = l_mut_273;
}
let l_339 = l_336 * info.scalars_u32[0];
let l_340 = l_339 / info.scalars_u32[5];
let l_341 = l_336 + u32(1);
let l_342 = l_341 * info.scalars_u32[0];
let l_343 = l_342 / info.scalars_u32[5];
let l_344 = i32(info.scalars_u32[1]);
let l_345 = i32(info.scalars_u32[2]);
let l_346 = i32(info.scalars_u32[3]);
let l_347 = u32(3) * l_335;
let l_348 = u32(0) + l_347;
let l_349 = buffer_0_global[l_348];
let l_350 = u32(3) * l_335;
let l_351 = l_350 + u32(1);
let l_352 = u32(0) + l_351;
let l_353 = buffer_0_global[l_352];
let l_354 = u32(3) * l_335;
let l_355 = l_354 + u32(2);
let l_356 = u32(0) + l_355;
let l_357 = buffer_0_global[l_356];
let l_358 = u32(0) + u32(9);
let l_359 = buffer_1_global[l_358];
let l_360 = u32(0) + u32(10);
let l_361 = buffer_1_global[l_360];
let l_362 = u32(0) + u32(11);
let l_363 = buffer_1_global[l_362];
let l_364 = u32(0) + u32(12);
let l_365 = buffer_1_global[l_364];
let l_366 = u32(0) + u32(13);
let l_367 = buffer_1_global[l_366];
let l_368 = u32(0) + u32(14);
let l_369 = buffer_1_global[l_368];
let l_370 = u32(0) + u32(15);
let l_371 = buffer_1_global[l_370];
let l_372 = u32(0) + u32(16);
let l_373 = buffer_1_global[l_372];
let l_374 = u32(0) + u32(17);
let l_375 = buffer_1_global[l_374];
let l_376 = i32(2) * l_345;
let l_377 = l_376 + i32(1);
let l_378 = i32(2) * l_346;
let l_379 = l_378 + i32(1);
let l_380 = i32(2) * l_344;
let l_381 = l_380 + i32(1);
let l_382 = l_381 * l_377;
let l_383 = l_382 * l_379;
let l_384 = u32(l_383);
l_mut_238 = u32(0);
l_mut_237 = u32(0);

for (var l_mut_385: u32 = l_340; l_mut_385 < l_343; l_mut_385++) {
let l_386 = u32(3) * l_mut_385;
let l_387 = u32(0) + l_386;
let l_388 = buffer_0_global[l_387];
let l_389 = l_388 - l_349;
let l_390 = u32(3) * l_mut_385;
let l_391 = l_390 + u32(1);
let l_392 = u32(0) + l_391;
let l_393 = buffer_0_global[l_392];
let l_394 = l_393 - l_353;
let l_395 = u32(3) * l_mut_385;
let l_396 = l_395 + u32(2);
let l_397 = u32(0) + l_396;
let l_398 = buffer_0_global[l_397];
let l_399 = l_398 - l_357;
let l_400 = u32(0) + u32(0);
let l_401 = buffer_1_global[l_400];
let l_402 = l_389 * l_401;
let l_403 = u32(0) + u32(3);
let l_404 = buffer_1_global[l_403];
let l_405 = l_394 * l_404;
let l_406 = l_402 + l_405;
let l_407 = u32(0) + u32(6);
let l_408 = buffer_1_global[l_407];
let l_409 = l_399 * l_408;
let l_410 = l_406 + l_409;
let l_411 = abs(l_410);
let l_412 = l_411 + f32(0.5);
let l_413 = floor(l_412);
l_mut_414 = l_413;
let l_415 = l_410 < f32(0.0);
if l_415 {
let l_416 = -l_413;
l_mut_414 = l_416;
}
let l_417 = u32(0) + u32(1);
let l_418 = buffer_1_global[l_417];
let l_419 = l_389 * l_418;
let l_420 = u32(0) + u32(4);
let l_421 = buffer_1_global[l_420];
let l_422 = l_394 * l_421;
let l_423 = l_419 + l_422;
let l_424 = u32(0) + u32(7);
let l_425 = buffer_1_global[l_424];
let l_426 = l_399 * l_425;
let l_427 = l_423 + l_426;
let l_428 = abs(l_427);
let l_429 = l_428 + f32(0.5);
let l_430 = floor(l_429);
l_mut_431 = l_430;
let l_432 = l_427 < f32(0.0);
if l_432 {
let l_433 = -l_430;
l_mut_431 = l_433;
}
let l_434 = u32(0) + u32(2);
let l_435 = buffer_1_global[l_434];
let l_436 = l_389 * l_435;
let l_437 = u32(0) + u32(5);
let l_438 = buffer_1_global[l_437];
let l_439 = l_394 * l_438;
let l_440 = l_436 + l_439;
let l_441 = u32(0) + u32(8);
let l_442 = buffer_1_global[l_441];
let l_443 = l_399 * l_442;
let l_444 = l_440 + l_443;
let l_445 = abs(l_444);
let l_446 = l_445 + f32(0.5);
let l_447 = floor(l_446);
l_mut_448 = l_447;
let l_449 = l_444 < f32(0.0);
if l_449 {
let l_450 = -l_447;
l_mut_448 = l_450;
}
let l_451 = abs(l_mut_414);
let l_452 = l_451 < f32(4194304.0);
let l_453 = abs(l_mut_431);
let l_454 = l_453 < f32(4194304.0);
let l_455 = abs(l_mut_448);
let l_456 = l_455 < f32(4194304.0);
let l_457 = l_452 && l_454;
let l_458 = l_457 && l_456;
if l_458 {
let l_459 = i32(l_mut_414);
let l_460 = -l_459;
let l_461 = i32(l_mut_431);
let l_462 = -l_461;
let l_463 = i32(l_mut_448);
let l_464 = -l_463;
l_mut_465 = i32(0);
loop {
let l_466 = i32(2) * l_344;
let l_467 = l_466 + i32(1);
let l_468 = l_mut_465 < l_467;
let l_469 = !l_468;
if l_469 {
break;
}
let l_470 = l_460 - l_344;
let l_471 = l_470 + l_mut_465;
l_mut_472 = i32(0);
loop {
let l_473 = l_mut_472 < l_377;
let l_474 = !l_473;
if l_474 {
break;
}
let l_475 = l_462 - l_345;
let l_476 = l_475 + l_mut_472;
l_mut_477 = i32(0);
loop {
let l_478 = l_mut_477 < l_379;
let l_479 = !l_478;
if l_479 {
break;
}
let l_480 = l_464 - l_346;
let l_481 = l_480 + l_mut_477;
let l_482 = l_471 == i32(0);
let l_483 = l_476 == i32(0);
let l_484 = l_482 && l_483;
let l_485 = l_481 == i32(0);
let l_486 = l_484 && l_485;
let l_487 = l_mut_385 == l_335;
let l_488 = l_486 && l_487;
let l_489 = !l_488;
if l_489 {
let l_490 = f32(l_471);
let l_491 = f32(l_476);
let l_492 = f32(l_481);
let l_493 = l_490 * l_359;
let l_494 = l_491 * l_365;
let l_495 = l_493 + l_494;
let l_496 = l_492 * l_371;
let l_497 = l_495 + l_496;
let l_498 = l_389 + l_497;
let l_499 = l_490 * l_361;
let l_500 = l_491 * l_367;
let l_501 = l_499 + l_500;
let l_502 = l_492 * l_373;
let l_503 = l_501 + l_502;
let l_504 = l_394 + l_503;
let l_505 = l_490 * l_363;
let l_506 = l_491 * l_369;
let l_507 = l_505 + l_506;
let l_508 = l_492 * l_375;
let l_509 = l_507 + l_508;
let l_510 = l_399 + l_509;
let l_511 = l_498 * l_498;
let l_512 = l_504 * l_504;
let l_513 = l_511 + l_512;
let l_514 = l_510 * l_510;
let l_515 = l_513 + l_514;
let l_516 = l_515 < info.scalars_f32[0];
if l_516 {
let l_517 = l_mut_273 + l_mut_238;
let l_518 = u32(0) + l_517;
buffer_4_global[l_518] = l_335;
let l_519 = u32(0) + l_517;
buffer_5_global[l_519] = l_mut_385;
let l_520 = u32(3) * l_517;
let l_521 = l_490 * l_359;
let l_522 = l_491 * l_365;
let l_523 = l_521 + l_522;
let l_524 = l_492 * l_371;
let l_525 = l_523 + l_524;
let l_526 = u32(0) + l_520;
buffer_6_global[l_526] = l_525;
let l_527 = u32(3) * l_517;
let l_528 = l_527 + u32(1);
let l_529 = l_490 * l_361;
let l_530 = l_491 * l_367;
let l_531 = l_529 + l_530;
let l_532 = l_492 * l_373;
let l_533 = l_531 + l_532;
let l_534 = u32(0) + l_528;
buffer_6_global[l_534] = l_533;
let l_535 = u32(3) * l_517;
let l_536 = l_535 + u32(2);
let l_537 = l_490 * l_363;
let l_538 = l_491 * l_369;
let l_539 = l_537 + l_538;
let l_540 = l_492 * l_375;
let l_541 = l_539 + l_540;
let l_542 = u32(0) + l_536;
buffer_6_global[l_542] = l_541;
let l_543 = l_mut_385 * l_384;
let l_544 = l_mut_465 * l_377;
let l_545 = l_544 + l_mut_472;
let l_546 = l_545 * l_379;
let l_547 = l_546 + l_mut_477;
let l_548 = u32(l_547);
let l_549 = l_543 + l_548;
let l_550 = u32(0) + l_517;
buffer_7_global[l_550] = l_549;
l_mut_238 = l_mut_238 + u32(1);
}
}
l_mut_477 = l_mut_477 + i32(1);
}
l_mut_472 = l_mut_472 + i32(1);
}
l_mut_465 = l_mut_465 + i32(1);
}
} else {
l_mut_237 = l_mut_237 | u32(2147483648);
}
}
let l_551 = l_mut_238 | l_mut_237;
}
}
