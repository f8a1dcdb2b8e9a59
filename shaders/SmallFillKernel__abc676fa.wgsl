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

var<workgroup> shared_memory_260: array<u32, 256>;

var<workgroup> shared_memory_261: array<u32, 256>;

var<workgroup> shared_memory_262: array<u32, 256>;

var<workgroup> shared_memory_263: array<u32, 256>;

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
var l_mut_234: u32;
var l_mut_235: u32;
var l_mut_23: u32;
var l_mut_24: u32;
var l_mut_25: u32;
var l_mut_267: u32;
var l_mut_422: f32;
var l_mut_439: f32;
var l_mut_456: f32;
var l_mut_473: i32;
var l_mut_480: i32;
var l_mut_485: i32;
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
l_mut_23 = u32(0);
l_mut_24 = u32(4294967295);
l_mut_25 = u32(0);
let l_26 = local_idx * u32(16);
let l_27 = l_26 + u32(0);
let l_28 = l_27 < l_22;
if l_28 {
let l_29 = u32(0) + l_27;
let l_30 = buffer_2_global[l_29];
let l_31 = l_30 & u32(1073741823);
l_mut_23 = l_mut_23 + l_31;
let l_32 = l_30 & u32(1073741824);
let l_33 = l_32 != u32(0);
let l_34 = l_mut_24 == u32(4294967295);
let l_35 = l_33 && l_34;
if l_35 {
let l_36 = l_27 / info.scalars_u32[5];
l_mut_24 = l_36;
}
let l_37 = l_30 & u32(2147483648);
let l_38 = l_37 != u32(0);
if l_38 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_39 = local_idx * u32(16);
let l_40 = l_39 + u32(1);
let l_41 = l_40 < l_22;
if l_41 {
let l_42 = u32(0) + l_40;
let l_43 = buffer_2_global[l_42];
let l_44 = l_43 & u32(1073741823);
l_mut_23 = l_mut_23 + l_44;
let l_45 = l_43 & u32(1073741824);
let l_46 = l_45 != u32(0);
let l_47 = l_mut_24 == u32(4294967295);
let l_48 = l_46 && l_47;
if l_48 {
let l_49 = l_40 / info.scalars_u32[5];
l_mut_24 = l_49;
}
let l_50 = l_43 & u32(2147483648);
let l_51 = l_50 != u32(0);
if l_51 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_52 = local_idx * u32(16);
let l_53 = l_52 + u32(2);
let l_54 = l_53 < l_22;
if l_54 {
let l_55 = u32(0) + l_53;
let l_56 = buffer_2_global[l_55];
let l_57 = l_56 & u32(1073741823);
l_mut_23 = l_mut_23 + l_57;
let l_58 = l_56 & u32(1073741824);
let l_59 = l_58 != u32(0);
let l_60 = l_mut_24 == u32(4294967295);
let l_61 = l_59 && l_60;
if l_61 {
let l_62 = l_53 / info.scalars_u32[5];
l_mut_24 = l_62;
}
let l_63 = l_56 & u32(2147483648);
let l_64 = l_63 != u32(0);
if l_64 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_65 = local_idx * u32(16);
let l_66 = l_65 + u32(3);
let l_67 = l_66 < l_22;
if l_67 {
let l_68 = u32(0) + l_66;
let l_69 = buffer_2_global[l_68];
let l_70 = l_69 & u32(1073741823);
l_mut_23 = l_mut_23 + l_70;
let l_71 = l_69 & u32(1073741824);
let l_72 = l_71 != u32(0);
let l_73 = l_mut_24 == u32(4294967295);
let l_74 = l_72 && l_73;
if l_74 {
let l_75 = l_66 / info.scalars_u32[5];
l_mut_24 = l_75;
}
let l_76 = l_69 & u32(2147483648);
let l_77 = l_76 != u32(0);
if l_77 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_78 = local_idx * u32(16);
let l_79 = l_78 + u32(4);
let l_80 = l_79 < l_22;
if l_80 {
let l_81 = u32(0) + l_79;
let l_82 = buffer_2_global[l_81];
let l_83 = l_82 & u32(1073741823);
l_mut_23 = l_mut_23 + l_83;
let l_84 = l_82 & u32(1073741824);
let l_85 = l_84 != u32(0);
let l_86 = l_mut_24 == u32(4294967295);
let l_87 = l_85 && l_86;
if l_87 {
let l_88 = l_79 / info.scalars_u32[5];
l_mut_24 = l_88;
}
let l_89 = l_82 & u32(2147483648);
let l_90 = l_89 != u32(0);
if l_90 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_91 = local_idx * u32(16);
let l_92 = l_91 + u32(5);
let l_93 = l_92 < l_22;
if l_93 {
let l_94 = u32(0) + l_92;
let l_95 = buffer_2_global[l_94];
let l_96 = l_95 & u32(1073741823);
l_mut_23 = l_mut_23 + l_96;
let l_97 = l_95 & u32(1073741824);
let l_98 = l_97 != u32(0);
let l_99 = l_mut_24 == u32(4294967295);
let l_100 = l_98 && l_99;
if l_100 {
let l_101 = l_92 / info.scalars_u32[5];
l_mut_24 = l_101;
}
let l_102 = l_95 & u32(2147483648);
let l_103 = l_102 != u32(0);
if l_103 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_104 = local_idx * u32(16);
let l_105 = l_104 + u32(6);
let l_106 = l_105 < l_22;
if l_106 {
let l_107 = u32(0) + l_105;
let l_108 = buffer_2_global[l_107];
let l_109 = l_108 & u32(1073741823);
l_mut_23 = l_mut_23 + l_109;
let l_110 = l_108 & u32(1073741824);
let l_111 = l_110 != u32(0);
let l_112 = l_mut_24 == u32(4294967295);
let l_113 = l_111 && l_112;
if l_113 {
let l_114 = l_105 / info.scalars_u32[5];
l_mut_24 = l_114;
}
let l_115 = l_108 & u32(2147483648);
let l_116 = l_115 != u32(0);
if l_116 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_117 = local_idx * u32(16);
let l_118 = l_117 + u32(7);
let l_119 = l_118 < l_22;
if l_119 {
let l_120 = u32(0) + l_118;
let l_121 = buffer_2_global[l_120];
let l_122 = l_121 & u32(1073741823);
l_mut_23 = l_mut_23 + l_122;
let l_123 = l_121 & u32(1073741824);
let l_124 = l_123 != u32(0);
let l_125 = l_mut_24 == u32(4294967295);
let l_126 = l_124 && l_125;
if l_126 {
let l_127 = l_118 / info.scalars_u32[5];
l_mut_24 = l_127;
}
let l_128 = l_121 & u32(2147483648);
let l_129 = l_128 != u32(0);
if l_129 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_130 = local_idx * u32(16);
let l_131 = l_130 + u32(8);
let l_132 = l_131 < l_22;
if l_132 {
let l_133 = u32(0) + l_131;
let l_134 = buffer_2_global[l_133];
let l_135 = l_134 & u32(1073741823);
l_mut_23 = l_mut_23 + l_135;
let l_136 = l_134 & u32(1073741824);
let l_137 = l_136 != u32(0);
let l_138 = l_mut_24 == u32(4294967295);
let l_139 = l_137 && l_138;
if l_139 {
let l_140 = l_131 / info.scalars_u32[5];
l_mut_24 = l_140;
}
let l_141 = l_134 & u32(2147483648);
let l_142 = l_141 != u32(0);
if l_142 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_143 = local_idx * u32(16);
let l_144 = l_143 + u32(9);
let l_145 = l_144 < l_22;
if l_145 {
let l_146 = u32(0) + l_144;
let l_147 = buffer_2_global[l_146];
let l_148 = l_147 & u32(1073741823);
l_mut_23 = l_mut_23 + l_148;
let l_149 = l_147 & u32(1073741824);
let l_150 = l_149 != u32(0);
let l_151 = l_mut_24 == u32(4294967295);
let l_152 = l_150 && l_151;
if l_152 {
let l_153 = l_144 / info.scalars_u32[5];
l_mut_24 = l_153;
}
let l_154 = l_147 & u32(2147483648);
let l_155 = l_154 != u32(0);
if l_155 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_156 = local_idx * u32(16);
let l_157 = l_156 + u32(10);
let l_158 = l_157 < l_22;
if l_158 {
let l_159 = u32(0) + l_157;
let l_160 = buffer_2_global[l_159];
let l_161 = l_160 & u32(1073741823);
l_mut_23 = l_mut_23 + l_161;
let l_162 = l_160 & u32(1073741824);
let l_163 = l_162 != u32(0);
let l_164 = l_mut_24 == u32(4294967295);
let l_165 = l_163 && l_164;
if l_165 {
let l_166 = l_157 / info.scalars_u32[5];
l_mut_24 = l_166;
}
let l_167 = l_160 & u32(2147483648);
let l_168 = l_167 != u32(0);
if l_168 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_169 = local_idx * u32(16);
let l_170 = l_169 + u32(11);
let l_171 = l_170 < l_22;
if l_171 {
let l_172 = u32(0) + l_170;
let l_173 = buffer_2_global[l_172];
let l_174 = l_173 & u32(1073741823);
l_mut_23 = l_mut_23 + l_174;
let l_175 = l_173 & u32(1073741824);
let l_176 = l_175 != u32(0);
let l_177 = l_mut_24 == u32(4294967295);
let l_178 = l_176 && l_177;
if l_178 {
let l_179 = l_170 / info.scalars_u32[5];
l_mut_24 = l_179;
}
let l_180 = l_173 & u32(2147483648);
let l_181 = l_180 != u32(0);
if l_181 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_182 = local_idx * u32(16);
let l_183 = l_182 + u32(12);
let l_184 = l_183 < l_22;
if l_184 {
let l_185 = u32(0) + l_183;
let l_186 = buffer_2_global[l_185];
let l_187 = l_186 & u32(1073741823);
l_mut_23 = l_mut_23 + l_187;
let l_188 = l_186 & u32(1073741824);
let l_189 = l_188 != u32(0);
let l_190 = l_mut_24 == u32(4294967295);
let l_191 = l_189 && l_190;
if l_191 {
let l_192 = l_183 / info.scalars_u32[5];
l_mut_24 = l_192;
}
let l_193 = l_186 & u32(2147483648);
let l_194 = l_193 != u32(0);
if l_194 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_195 = local_idx * u32(16);
let l_196 = l_195 + u32(13);
let l_197 = l_196 < l_22;
if l_197 {
let l_198 = u32(0) + l_196;
let l_199 = buffer_2_global[l_198];
let l_200 = l_199 & u32(1073741823);
l_mut_23 = l_mut_23 + l_200;
let l_201 = l_199 & u32(1073741824);
let l_202 = l_201 != u32(0);
let l_203 = l_mut_24 == u32(4294967295);
let l_204 = l_202 && l_203;
if l_204 {
let l_205 = l_196 / info.scalars_u32[5];
l_mut_24 = l_205;
}
let l_206 = l_199 & u32(2147483648);
let l_207 = l_206 != u32(0);
if l_207 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_208 = local_idx * u32(16);
let l_209 = l_208 + u32(14);
let l_210 = l_209 < l_22;
if l_210 {
let l_211 = u32(0) + l_209;
let l_212 = buffer_2_global[l_211];
let l_213 = l_212 & u32(1073741823);
l_mut_23 = l_mut_23 + l_213;
let l_214 = l_212 & u32(1073741824);
let l_215 = l_214 != u32(0);
let l_216 = l_mut_24 == u32(4294967295);
let l_217 = l_215 && l_216;
if l_217 {
let l_218 = l_209 / info.scalars_u32[5];
l_mut_24 = l_218;
}
let l_219 = l_212 & u32(2147483648);
let l_220 = l_219 != u32(0);
if l_220 {
l_mut_25 = l_mut_25 + u32(1);
}
}
let l_221 = local_idx * u32(16);
let l_222 = l_221 + u32(15);
let l_223 = l_222 < l_22;
if l_223 {
let l_224 = u32(0) + l_222;
let l_225 = buffer_2_global[l_224];
let l_226 = l_225 & u32(1073741823);
l_mut_23 = l_mut_23 + l_226;
let l_227 = l_225 & u32(1073741824);
let l_228 = l_227 != u32(0);
let l_229 = l_mut_24 == u32(4294967295);
let l_230 = l_228 && l_229;
if l_230 {
let l_231 = l_222 / info.scalars_u32[5];
l_mut_24 = l_231;
}
let l_232 = l_225 & u32(2147483648);
let l_233 = l_232 != u32(0);
if l_233 {
l_mut_25 = l_mut_25 + u32(1);
}
}
l_mut_234 = u32(4294967295);
l_mut_235 = local_idx;
loop {
let l_236 = l_mut_235 < info.scalars_u32[0];
let l_237 = !l_236;
if l_237 {
break;
}
let l_238 = u32(3) * l_mut_235;
let l_239 = u32(0) + l_238;
let l_240 = buffer_0_global[l_239];
let l_241 = u32(3) * l_mut_235;
let l_242 = l_241 + u32(1);
let l_243 = u32(0) + l_242;
let l_244 = buffer_0_global[l_243];
let l_245 = u32(3) * l_mut_235;
let l_246 = l_245 + u32(2);
let l_247 = u32(0) + l_246;
let l_248 = buffer_0_global[l_247];
let l_249 = abs(l_240);
let l_250 = l_249 <= f32(1000000.0);
let l_251 = abs(l_244);
let l_252 = l_251 <= f32(1000000.0);
let l_253 = l_250 && l_252;
let l_254 = abs(l_248);
let l_255 = l_254 <= f32(1000000.0);
let l_256 = l_253 && l_255;
let l_257 = !l_256;
let l_258 = l_mut_234 == u32(4294967295);
let l_259 = l_257 && l_258;
if l_259 {
l_mut_234 = l_mut_235;
}
l_mut_235 = l_mut_235 + u32(256);
}
shared_memory_260[local_idx] = l_mut_23;
shared_memory_261[local_idx] = l_mut_24;
shared_memory_262[local_idx] = l_mut_234;
shared_memory_263[local_idx] = l_mut_25;
workgroupBarrier();
let l_264 = workgroup_size_no_axis / u32(256);
l_mut_234 = l_264;
loop {
let l_265 = l_mut_234 < u32(256);
let l_266 = !l_265;
if l_266 {
break;
}
l_mut_25 = u32(0);
l_mut_24 = u32(4294967295);
l_mut_23 = u32(4294967295);
l_mut_267 = u32(0);
let l_268 = local_idx >= l_mut_234;
if l_268 {
let l_269 = local_idx - l_mut_234;
let l_270 = shared_memory_260[l_269];
l_mut_25 = l_270;
let l_271 = local_idx - l_mut_234;
let l_272 = shared_memory_261[l_271];
l_mut_24 = l_272;
let l_273 = local_idx - l_mut_234;
let l_274 = shared_memory_262[l_273];
l_mut_23 = l_274;
let l_275 = local_idx - l_mut_234;
let l_276 = shared_memory_263[l_275];
l_mut_267 = l_276;
}
workgroupBarrier();
let l_277 = shared_memory_260[local_idx];
let l_278 = l_277 + l_mut_25;
shared_memory_260[local_idx] = l_278;
let l_279 = shared_memory_261[local_idx];
let l_280 = l_mut_24 < l_279;
if l_280 {
shared_memory_261[local_idx] = l_mut_24;
}
let l_281 = shared_memory_262[local_idx];
let l_282 = l_mut_23 < l_281;
if l_282 {
shared_memory_262[local_idx] = l_mut_23;
}
let l_283 = shared_memory_263[local_idx];
let l_284 = l_283 + l_mut_267;
shared_memory_263[local_idx] = l_284;
workgroupBarrier();
l_mut_234 = l_mut_234 * u32(2);
}
let l_285 = shared_memory_260[u32(255)];
let l_286 = shared_memory_261[u32(255)];
let l_287 = shared_memory_262[u32(255)];
let l_288 = shared_memory_263[u32(255)];
let l_289 = &buffer_8_global[u32(3)];
let l_290 = atomicLoad(l_289);
let l_291 = l_290 != u32(4294967295);
let l_292 = &buffer_8_global[u32(4)];
let l_293 = atomicLoad(l_292);
let l_294 = l_293 != u32(4294967295);
let l_295 = l_291 || l_294;
let l_296 = &buffer_8_global[u32(7)];
let l_297 = atomicLoad(l_296);
let l_298 = l_297 != u32(0);
let l_299 = l_295 || l_298;
let l_300 = l_286 != u32(4294967295);
let l_301 = l_299 || l_300;
let l_302 = l_287 != u32(4294967295);
let l_303 = l_301 || l_302;
let l_304 = l_288 != u32(0);
let l_305 = l_303 || l_304;
if l_21 {
let l_306 = l_286 != u32(4294967295);
if l_306 {
let l_307 = &buffer_8_global[u32(3)];
let l_308 = atomicMin(l_307, l_286);}
let l_309 = l_287 != u32(4294967295);
if l_309 {
let l_310 = &buffer_8_global[u32(4)];
let l_311 = atomicMin(l_310, l_287);}
let l_312 = l_288 != u32(0);
if l_312 {
let l_313 = &buffer_8_global[u32(7)];
let l_314 = atomicAdd(l_313, l_288);}
let l_315 = &buffer_8_global[u32(0)];
atomicStore(l_315,l_285);
let l_316 = &buffer_8_global[u32(1)];
let l_317 = atomicMax(l_316, l_285);let l_318 = &buffer_8_global[u32(6)];
let l_319 = atomicAdd(l_318, u32(1));let l_320 = l_285 > info.scalars_u32[4];
if l_320 {
let l_321 = &buffer_8_global[u32(2)];
let l_322 = atomicAdd(l_321, u32(1));}
}
let l_323 = l_285 > info.scalars_u32[4];
let l_324 = l_305 || l_323;
if l_324 {
let l_325 = workgroup_id_no_axis == u32(0);
if l_325 {
l_mut_267 = local_idx;
loop {
let l_326 = l_mut_267 <= info.scalars_u32[0];
let l_327 = !l_326;
if l_327 {
break;
}
let l_328 = u32(0) + l_mut_267;
buffer_3_global[l_328] = u32(0);
l_mut_267 = l_mut_267 + u32(256);
}
}
return;
}
if l_21 {
let l_329 = u32(0) + info.scalars_u32[0];
buffer_3_global[l_329] = l_285;
let l_330 = &buffer_8_global[u32(8)];
atomicStore(l_330,u32(2));
}
let l_331 = workgroup_id_no_axis * u32(256);
let l_332 = l_331 + local_idx;
let l_333 = l_332 < l_22;
if l_333 {
let l_334 = l_332 / u32(16);
l_mut_267 = u32(0);
let l_335 = l_334 > u32(0);
if l_335 {
let l_336 = l_334 - u32(1);
let l_337 = shared_memory_260[l_336];
l_mut_267 = l_337;
}
let l_338 = l_334 * u32(16);

for (var l_mut_339: u32 = l_338; l_mut_339 < l_332; l_mut_339++) {
let l_340 = u32(0) + l_mut_339;
let l_341 = buffer_2_global[l_340];
let l_342 = l_341 & u32(1073741823);
l_mut_267 = l_mut_267 + l_342;
}
let l_343 = l_332 / info.scalars_u32[5];
let l_344 = l_332 % info.scalars_u32[5];
let l_345 = l_344 == u32(0);
if l_345 {
let l_346 = u32(0) + l_343;
buffer_3_global[l_346] = l_mut_267;
}
let l_347 = l_344 * info.scalars_u32[0];
let l_348 = l_347 / info.scalars_u32[5];
let l_349 = l_344 + u32(1);
let l_350 = l_349 * info.scalars_u32[0];
let l_351 = l_350 / info.scalars_u32[5];
let l_352 = i32(info.scalars_u32[1]);
let l_353 = i32(info.scalars_u32[2]);
let l_354 = i32(info.scalars_u32[3]);
let l_355 = u32(3) * l_343;
let l_356 = u32(0) + l_355;
let l_357 = buffer_0_global[l_356];
let l_358 = u32(3) * l_343;
let l_359 = l_358 + u32(1);
let l_360 = u32(0) + l_359;
let l_361 = buffer_0_global[l_360];
let l_362 = u32(3) * l_343;
let l_363 = l_362 + u32(2);
let l_364 = u32(0) + l_363;
let l_365 = buffer_0_global[l_364];
let l_366 = u32(0) + u32(9);
let l_367 = buffer_1_global[l_366];
let l_368 = u32(0) + u32(10);
let l_369 = buffer_1_global[l_368];
let l_370 = u32(0) + u32(11);
let l_371 = buffer_1_global[l_370];
let l_372 = u32(0) + u32(12);
let l_373 = buffer_1_global[l_372];
let l_374 = u32(0) + u32(13);
let l_375 = buffer_1_global[l_374];
let l_376 = u32(0) + u32(14);
let l_377 = buffer_1_global[l_376];
let l_378 = u32(0) + u32(15);
let l_379 = buffer_1_global[l_378];
let l_380 = u32(0) + u32(16);
let l_381 = buffer_1_global[l_380];
let l_382 = u32(0) + u32(17);
let l_383 = buffer_1_global[l_382];
let l_384 = i32(2) * l_353;
let l_385 = l_384 + i32(1);
let l_386 = i32(2) * l_354;
let l_387 = l_386 + i32(1);
let l_388 = i32(2) * l_352;
let l_389 = l_388 + i32(1);
let l_390 = l_389 * l_385;
let l_391 = l_390 * l_387;
let l_392 = u32(l_391);
l_mut_25 = u32(0);
l_mut_24 = u32(0);

for (var l_mut_393: u32 = l_348; l_mut_393 < l_351; l_mut_393++) {
let l_394 = u32(3) * l_mut_393;
let l_395 = u32(0) + l_394;
let l_396 = buffer_0_global[l_395];
let l_397 = l_396 - l_357;
let l_398 = u32(3) * l_mut_393;
let l_399 = l_398 + u32(1);
let l_400 = u32(0) + l_399;
let l_401 = buffer_0_global[l_400];
let l_402 = l_401 - l_361;
let l_403 = u32(3) * l_mut_393;
let l_404 = l_403 + u32(2);
let l_405 = u32(0) + l_404;
let l_406 = buffer_0_global[l_405];
let l_407 = l_406 - l_365;
let l_408 = u32(0) + u32(0);
let l_409 = buffer_1_global[l_408];
let l_410 = l_397 * l_409;
let l_411 = u32(0) + u32(3);
let l_412 = buffer_1_global[l_411];
let l_413 = l_402 * l_412;
let l_414 = l_410 + l_413;
let l_415 = u32(0) + u32(6);
let l_416 = buffer_1_global[l_415];
let l_417 = l_407 * l_416;
let l_418 = l_414 + l_417;
let l_419 = abs(l_418);
let l_420 = l_419 + f32(0.5);
let l_421 = floor(l_420);
l_mut_422 = l_421;
let l_423 = l_418 < f32(0.0);
if l_423 {
let l_424 = -l_421;
l_mut_422 = l_424;
}
let l_425 = u32(0) + u32(1);
let l_426 = buffer_1_global[l_425];
let l_427 = l_397 * l_426;
let l_428 = u32(0) + u32(4);
let l_429 = buffer_1_global[l_428];
let l_430 = l_402 * l_429;
let l_431 = l_427 + l_430;
let l_432 = u32(0) + u32(7);
let l_433 = buffer_1_global[l_432];
let l_434 = l_407 * l_433;
let l_435 = l_431 + l_434;
let l_436 = abs(l_435);
let l_437 = l_436 + f32(0.5);
let l_438 = floor(l_437);
l_mut_439 = l_438;
let l_440 = l_435 < f32(0.0);
if l_440 {
let l_441 = -l_438;
l_mut_439 = l_441;
}
let l_442 = u32(0) + u32(2);
let l_443 = buffer_1_global[l_442];
let l_444 = l_397 * l_443;
let l_445 = u32(0) + u32(5);
let l_446 = buffer_1_global[l_445];
let l_447 = l_402 * l_446;
let l_448 = l_444 + l_447;
let l_449 = u32(0) + u32(8);
let l_450 = buffer_1_global[l_449];
let l_451 = l_407 * l_450;
let l_452 = l_448 + l_451;
let l_453 = abs(l_452);
let l_454 = l_453 + f32(0.5);
let l_455 = floor(l_454);
l_mut_456 = l_455;
let l_457 = l_452 < f32(0.0);
if l_457 {
let l_458 = -l_455;
l_mut_456 = l_458;
}
let l_459 = abs(l_mut_422);
let l_460 = l_459 < f32(4194304.0);
let l_461 = abs(l_mut_439);
let l_462 = l_461 < f32(4194304.0);
let l_463 = abs(l_mut_456);
let l_464 = l_463 < f32(4194304.0);
let l_465 = l_460 && l_462;
let l_466 = l_465 && l_464;
if l_466 {
let l_467 = i32(l_mut_422);
let l_468 = -l_467;
let l_469 = i32(l_mut_439);
let l_470 = -l_469;
let l_471 = i32(l_mut_456);
let l_472 = -l_471;
l_mut_473 = i32(0);
loop {
let l_474 = i32(2) * l_352;
let l_475 = l_474 + i32(1);
let l_476 = l_mut_473 < l_475;
let l_477 = !l_476;
if l_477 {
break;
}
let l_478 = l_468 - l_352;
let l_479 = l_478 + l_mut_473;
l_mut_480 = i32(0);
loop {
let l_481 = l_mut_480 < l_385;
let l_482 = !l_481;
if l_482 {
break;
}
let l_483 = l_470 - l_353;
let l_484 = l_483 + l_mut_480;
l_mut_485 = i32(0);
loop {
let l_486 = l_mut_485 < l_387;
let l_487 = !l_486;
if l_487 {
break;
}
let l_488 = l_472 - l_354;
let l_489 = l_488 + l_mut_485;
let l_490 = l_479 == i32(0);
let l_491 = l_484 == i32(0);
let l_492 = l_490 && l_491;
let l_493 = l_489 == i32(0);
let l_494 = l_492 && l_493;
let l_495 = l_mut_393 == l_343;
let l_496 = l_494 && l_495;
let l_497 = !l_496;
if l_497 {
let l_498 = f32(l_479);
let l_499 = f32(l_484);
let l_500 = f32(l_489);
let l_501 = l_498 * l_367;
let l_502 = l_499 * l_373;
let l_503 = l_501 + l_502;
let l_504 = l_500 * l_379;
let l_505 = l_503 + l_504;
let l_506 = l_397 + l_505;
let l_507 = l_498 * l_369;
let l_508 = l_499 * l_375;
let l_509 = l_507 + l_508;
let l_510 = l_500 * l_381;
let l_511 = l_509 + l_510;
let l_512 = l_402 + l_511;
let l_513 = l_498 * l_371;
let l_514 = l_499 * l_377;
let l_515 = l_513 + l_514;
let l_516 = l_500 * l_383;
let l_517 = l_515 + l_516;
let l_518 = l_407 + l_517;
let l_519 = l_506 * l_506;
let l_520 = l_512 * l_512;
let l_521 = l_519 + l_520;
let l_522 = l_518 * l_518;
let l_523 = l_521 + l_522;
let l_524 = l_523 < info.scalars_f32[0];
if l_524 {
let l_525 = l_mut_267 + l_mut_25;
let l_526 = u32(0) + l_525;
buffer_4_global[l_526] = l_343;
let l_527 = u32(0) + l_525;
buffer_5_global[l_527] = l_mut_393;
let l_528 = u32(3) * l_525;
let l_529 = l_498 * l_367;
let l_530 = l_499 * l_373;
let l_531 = l_529 + l_530;
let l_532 = l_500 * l_379;
let l_533 = l_531 + l_532;
let l_534 = u32(0) + l_528;
buffer_6_global[l_534] = l_533;
let l_535 = u32(3) * l_525;
let l_536 = l_535 + u32(1);
let l_537 = l_498 * l_369;
let l_538 = l_499 * l_375;
let l_539 = l_537 + l_538;
let l_540 = l_500 * l_381;
let l_541 = l_539 + l_540;
let l_542 = u32(0) + l_536;
buffer_6_global[l_542] = l_541;
let l_543 = u32(3) * l_525;
let l_544 = l_543 + u32(2);
let l_545 = l_498 * l_371;
let l_546 = l_499 * l_377;
let l_547 = l_545 + l_546;
let l_548 = l_500 * l_383;
let l_549 = l_547 + l_548;
let l_550 = u32(0) + l_544;
buffer_6_global[l_550] = l_549;
let l_551 = l_mut_393 * l_392;
let l_552 = l_mut_473 * l_385;
let l_553 = l_552 + l_mut_480;
let l_554 = l_553 * l_387;
let l_555 = l_554 + l_mut_485;
let l_556 = u32(l_555);
let l_557 = l_551 + l_556;
let l_558 = u32(0) + l_525;
buffer_7_global[l_558] = l_557;
l_mut_25 = l_mut_25 + u32(1);
}
}
l_mut_485 = l_mut_485 + i32(1);
}
l_mut_480 = l_mut_480 + i32(1);
}
l_mut_473 = l_mut_473 + i32(1);
}
} else {
l_mut_24 = l_mut_24 | u32(2147483648);
}
}
let l_559 = l_mut_25 | l_mut_24;
}
}
