@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<vec4<f32>>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<vec4<f32>>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<vec4<f32>>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

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

struct info_st {
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 28>,
}

@group(0)
@binding(14)
var<storage, read> info: info_st;

var<workgroup> shared_memory_189: array<vec4<f32>, 80>;

var<workgroup> shared_memory_190: array<vec4<f32>, 16>;

var<workgroup> shared_memory_191: array<u32, 8>;

var<workgroup> shared_memory_4: array<f32, 4608>;

var<workgroup> shared_memory_5: array<f32, 128>;

var<workgroup> shared_memory_6: array<f32, 32>;

const WORKGROUP_SIZE_X = 512u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(512, 1, 1)
fn message_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_14: array<f32, 20>;

var a_15: array<f32, 20>;

var a_16: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_12: u32;
var l_mut_162: f32;
var l_mut_172: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_175: f32;
var l_mut_176: f32;
var l_mut_177: f32;
var l_mut_178: f32;
var l_mut_179: f32;
var l_mut_180: f32;
var l_mut_181: f32;
var l_mut_187: u32;
var l_mut_188: bool;
var l_mut_192: u32;
var l_mut_193: u32;
var l_mut_196: u32;
var l_mut_204: u32;
var l_mut_220: u32;
var l_mut_232: f32;
var l_mut_233: f32;
var l_mut_234: f32;
var l_mut_235: f32;
var l_mut_238: f32;
var l_mut_239: f32;
var l_mut_240: f32;
var l_mut_241: f32;
var l_mut_242: f32;
var l_mut_243: f32;
var l_mut_246: vec4<f32>;
var l_mut_247: vec4<f32>;
var l_mut_249: vec4<f32>;
var l_mut_2: u32;
var l_mut_3: u32;
var l_mut_563: u32;
var l_mut_8: u32;
var l_mut_9: u32;
let l_0 = info.scalars_u32[0] * u32(1);
let l_1 = workgroup_id_no_axis >= l_0;
if l_1 {
return;
}
l_mut_2 = workgroup_id_no_axis;
l_mut_3 = u32(0);
let l_7 = l_mut_3 * info.scalars_u32[1];
l_mut_8 = local_idx;
l_mut_9 = u32(0);
let l_10 = local_idx % u32(128);
l_mut_8 = l_10;
let l_11 = local_idx / u32(128);
l_mut_9 = l_11;
l_mut_12 = l_mut_8;
let l_13 = info.scalars_u32[2] * u32(20);
let l_17 = l_13 + u32(0);
let l_18 = l_17 + l_mut_12;
let l_19 = buffer_9_global[l_18];
a_14[u32(0)] = l_19;
let l_20 = l_13 + u32(0);
let l_21 = l_20 + u32(128);
let l_22 = l_21 + l_mut_12;
let l_23 = buffer_9_global[l_22];
a_15[u32(0)] = l_23;
let l_24 = l_13 + u32(384);
let l_25 = l_24 + l_mut_12;
let l_26 = buffer_9_global[l_25];
a_14[u32(1)] = l_26;
let l_27 = l_13 + u32(384);
let l_28 = l_27 + u32(128);
let l_29 = l_28 + l_mut_12;
let l_30 = buffer_9_global[l_29];
a_15[u32(1)] = l_30;
let l_31 = l_13 + u32(768);
let l_32 = l_31 + l_mut_12;
let l_33 = buffer_9_global[l_32];
a_14[u32(2)] = l_33;
let l_34 = l_13 + u32(768);
let l_35 = l_34 + u32(128);
let l_36 = l_35 + l_mut_12;
let l_37 = buffer_9_global[l_36];
a_15[u32(2)] = l_37;
let l_38 = l_13 + u32(1152);
let l_39 = l_38 + l_mut_12;
let l_40 = buffer_9_global[l_39];
a_14[u32(3)] = l_40;
let l_41 = l_13 + u32(1152);
let l_42 = l_41 + u32(128);
let l_43 = l_42 + l_mut_12;
let l_44 = buffer_9_global[l_43];
a_15[u32(3)] = l_44;
let l_45 = l_13 + u32(1536);
let l_46 = l_45 + l_mut_12;
let l_47 = buffer_9_global[l_46];
a_14[u32(4)] = l_47;
let l_48 = l_13 + u32(1536);
let l_49 = l_48 + u32(128);
let l_50 = l_49 + l_mut_12;
let l_51 = buffer_9_global[l_50];
a_15[u32(4)] = l_51;
let l_52 = l_13 + u32(1920);
let l_53 = l_52 + l_mut_12;
let l_54 = buffer_9_global[l_53];
a_14[u32(5)] = l_54;
let l_55 = l_13 + u32(1920);
let l_56 = l_55 + u32(128);
let l_57 = l_56 + l_mut_12;
let l_58 = buffer_9_global[l_57];
a_15[u32(5)] = l_58;
let l_59 = l_13 + u32(2304);
let l_60 = l_59 + l_mut_12;
let l_61 = buffer_9_global[l_60];
a_14[u32(6)] = l_61;
let l_62 = l_13 + u32(2304);
let l_63 = l_62 + u32(128);
let l_64 = l_63 + l_mut_12;
let l_65 = buffer_9_global[l_64];
a_15[u32(6)] = l_65;
let l_66 = l_13 + u32(2688);
let l_67 = l_66 + l_mut_12;
let l_68 = buffer_9_global[l_67];
a_14[u32(7)] = l_68;
let l_69 = l_13 + u32(2688);
let l_70 = l_69 + u32(128);
let l_71 = l_70 + l_mut_12;
let l_72 = buffer_9_global[l_71];
a_15[u32(7)] = l_72;
let l_73 = l_13 + u32(3072);
let l_74 = l_73 + l_mut_12;
let l_75 = buffer_9_global[l_74];
a_14[u32(8)] = l_75;
let l_76 = l_13 + u32(3072);
let l_77 = l_76 + u32(128);
let l_78 = l_77 + l_mut_12;
let l_79 = buffer_9_global[l_78];
a_15[u32(8)] = l_79;
let l_80 = l_13 + u32(3456);
let l_81 = l_80 + l_mut_12;
let l_82 = buffer_9_global[l_81];
a_14[u32(9)] = l_82;
let l_83 = l_13 + u32(3456);
let l_84 = l_83 + u32(128);
let l_85 = l_84 + l_mut_12;
let l_86 = buffer_9_global[l_85];
a_15[u32(9)] = l_86;
let l_87 = l_13 + u32(3840);
let l_88 = l_87 + l_mut_12;
let l_89 = buffer_9_global[l_88];
a_14[u32(10)] = l_89;
let l_90 = l_13 + u32(3840);
let l_91 = l_90 + u32(128);
let l_92 = l_91 + l_mut_12;
let l_93 = buffer_9_global[l_92];
a_15[u32(10)] = l_93;
let l_94 = l_13 + u32(4224);
let l_95 = l_94 + l_mut_12;
let l_96 = buffer_9_global[l_95];
a_14[u32(11)] = l_96;
let l_97 = l_13 + u32(4224);
let l_98 = l_97 + u32(128);
let l_99 = l_98 + l_mut_12;
let l_100 = buffer_9_global[l_99];
a_15[u32(11)] = l_100;
let l_101 = l_13 + u32(4608);
let l_102 = l_101 + l_mut_12;
let l_103 = buffer_9_global[l_102];
a_14[u32(12)] = l_103;
let l_104 = l_13 + u32(4608);
let l_105 = l_104 + u32(128);
let l_106 = l_105 + l_mut_12;
let l_107 = buffer_9_global[l_106];
a_15[u32(12)] = l_107;
let l_108 = l_13 + u32(4992);
let l_109 = l_108 + l_mut_12;
let l_110 = buffer_9_global[l_109];
a_14[u32(13)] = l_110;
let l_111 = l_13 + u32(4992);
let l_112 = l_111 + u32(128);
let l_113 = l_112 + l_mut_12;
let l_114 = buffer_9_global[l_113];
a_15[u32(13)] = l_114;
let l_115 = l_13 + u32(5376);
let l_116 = l_115 + l_mut_12;
let l_117 = buffer_9_global[l_116];
a_14[u32(14)] = l_117;
let l_118 = l_13 + u32(5376);
let l_119 = l_118 + u32(128);
let l_120 = l_119 + l_mut_12;
let l_121 = buffer_9_global[l_120];
a_15[u32(14)] = l_121;
let l_122 = l_13 + u32(5760);
let l_123 = l_122 + l_mut_12;
let l_124 = buffer_9_global[l_123];
a_14[u32(15)] = l_124;
let l_125 = l_13 + u32(5760);
let l_126 = l_125 + u32(128);
let l_127 = l_126 + l_mut_12;
let l_128 = buffer_9_global[l_127];
a_15[u32(15)] = l_128;
let l_129 = l_13 + u32(6144);
let l_130 = l_129 + l_mut_12;
let l_131 = buffer_9_global[l_130];
a_14[u32(16)] = l_131;
let l_132 = l_13 + u32(6144);
let l_133 = l_132 + u32(128);
let l_134 = l_133 + l_mut_12;
let l_135 = buffer_9_global[l_134];
a_15[u32(16)] = l_135;
let l_136 = l_13 + u32(6528);
let l_137 = l_136 + l_mut_12;
let l_138 = buffer_9_global[l_137];
a_14[u32(17)] = l_138;
let l_139 = l_13 + u32(6528);
let l_140 = l_139 + u32(128);
let l_141 = l_140 + l_mut_12;
let l_142 = buffer_9_global[l_141];
a_15[u32(17)] = l_142;
let l_143 = l_13 + u32(6912);
let l_144 = l_143 + l_mut_12;
let l_145 = buffer_9_global[l_144];
a_14[u32(18)] = l_145;
let l_146 = l_13 + u32(6912);
let l_147 = l_146 + u32(128);
let l_148 = l_147 + l_mut_12;
let l_149 = buffer_9_global[l_148];
a_15[u32(18)] = l_149;
let l_150 = l_13 + u32(7296);
let l_151 = l_150 + l_mut_12;
let l_152 = buffer_9_global[l_151];
a_14[u32(19)] = l_152;
let l_153 = l_13 + u32(7296);
let l_154 = l_153 + u32(128);
let l_155 = l_154 + l_mut_12;
let l_156 = buffer_9_global[l_155];
a_15[u32(19)] = l_156;
a_16[u32(0)] = f32(0.0);
let l_157 = info.scalars_u32[2] + l_mut_12;
let l_158 = buffer_10_global[l_157];
let l_159 = info.scalars_u32[2] + u32(128);
let l_160 = l_159 + l_mut_12;
let l_161 = buffer_10_global[l_160];
l_mut_162 = f32(0.0);
let l_163 = l_mut_2 * u32(3);
let l_164 = l_163 * u32(128);
let l_165 = l_164 + l_mut_12;
let l_166 = buffer_5_global[l_165];
let l_167 = l_mut_2 * u32(3);
let l_168 = l_167 * u32(128);
let l_169 = l_168 + u32(128);
let l_170 = l_169 + l_mut_12;
let l_171 = buffer_5_global[l_170];
l_mut_172 = f32(0.0);
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
l_mut_175 = f32(0.0);
l_mut_176 = f32(0.0);
l_mut_177 = f32(0.0);
l_mut_178 = f32(0.0);
l_mut_179 = f32(0.0);
l_mut_180 = f32(0.0);
l_mut_181 = f32(0.0);
let l_182 = buffer_0_global[l_mut_2];
let l_183 = l_mut_2 + u32(1);
let l_184 = buffer_0_global[l_183];
let l_186 = l_184 - l_182;
l_mut_187 = l_186;
l_mut_188 = bool(true);
l_mut_192 = u32(0);
l_mut_193 = u32(0);
loop {
let l_194 = l_mut_192 < l_mut_187;
let l_195 = !l_194;
if l_195 {
break;
}
l_mut_196 = local_idx;
loop {
let l_197 = l_mut_196 < u32(80);
let l_198 = !l_197;
if l_198 {
break;
}
let l_199 = l_mut_196 / u32(10);
let l_200 = l_mut_192 + l_199;
let l_201 = l_mut_196 % u32(10);
let l_202 = l_200 < l_mut_187;
if l_202 {
let l_203 = l_182 + l_200;
l_mut_204 = l_203;
let l_205 = l_201 < u32(5);
if l_205 {
let l_206 = l_mut_204 * u32(5);
let l_207 = l_206 + l_201;
let l_208 = buffer_3_global[l_207];
shared_memory_189[l_mut_196] = l_208;
} else {
let l_209 = l_mut_204 * u32(5);
let l_210 = l_209 + l_201;
let l_211 = l_210 - u32(5);
let l_212 = buffer_4_global[l_211];
shared_memory_189[l_mut_196] = l_212;
}
}
l_mut_196 = l_mut_196 + u32(512);
}
l_mut_204 = local_idx;
loop {
let l_213 = l_mut_204 < u32(24);
let l_214 = !l_213;
if l_214 {
break;
}
let l_215 = l_mut_204 / u32(3);
let l_216 = l_mut_204 % u32(3);
let l_217 = l_mut_192 + l_215;
let l_218 = l_217 < l_mut_187;
if l_218 {
let l_219 = l_182 + l_217;
l_mut_220 = l_219;
let l_221 = l_216 < u32(2);
if l_221 {
let l_222 = l_215 * u32(2);
let l_223 = l_222 + l_216;
let l_224 = l_mut_220 * u32(2);
let l_225 = l_224 + l_216;
let l_226 = buffer_2_global[l_225];
shared_memory_190[l_223] = l_226;
} else {
let l_227 = buffer_1_global[l_mut_220];
shared_memory_191[l_215] = l_227;
}
}
l_mut_204 = l_mut_204 + u32(512);
}
workgroupBarrier();

for (var l_mut_228: u32 = u32(0); l_mut_228 < u32(2); l_mut_228++) {
let l_229 = l_mut_228 * u32(4);
let l_230 = l_mut_192 + l_229;
let l_231 = l_230 + l_mut_9;
l_mut_232 = f32(0.0);
l_mut_233 = f32(0.0);
l_mut_234 = f32(0.0);
l_mut_235 = f32(0.0);
let l_236 = l_231 < l_mut_187;
if l_236 {
let l_237 = l_182 + l_231;
l_mut_220 = l_237;
l_mut_238 = l_158;
l_mut_239 = l_161;
l_mut_240 = l_mut_162;
l_mut_241 = f32(0.0);
l_mut_242 = f32(0.0);
l_mut_243 = f32(0.0);
let l_244 = l_231 - l_mut_192;
let l_245 = vec4<f32>(f32(0.0));
l_mut_246 = l_245;
l_mut_247 = l_mut_246;
let l_248 = vec4<f32>(f32(0.0));
l_mut_246 = l_248;
l_mut_249 = l_mut_246;
let l_250 = l_244 * u32(10);
let l_251 = l_250 + u32(0);
let l_252 = shared_memory_189[l_251];
l_mut_247 = l_252;
let l_253 = l_244 * u32(10);
let l_254 = l_253 + u32(5);
let l_255 = l_254 + u32(0);
let l_256 = shared_memory_189[l_255];
l_mut_249 = l_256;
let l_257 = l_mut_247[u32(0)];
let l_258 = l_mut_249[u32(0)];
let l_259 = a_14[u32(0)];
let l_260 = l_259 * l_257;
l_mut_238 = l_mut_238 + l_260;
let l_261 = a_15[u32(0)];
let l_262 = l_261 * l_257;
l_mut_239 = l_mut_239 + l_262;
let l_263 = a_14[u32(0)];
let l_264 = l_263 * l_258;
l_mut_241 = l_mut_241 + l_264;
let l_265 = a_15[u32(0)];
let l_266 = l_265 * l_258;
l_mut_242 = l_mut_242 + l_266;
let l_267 = l_mut_247[u32(1)];
let l_268 = l_mut_249[u32(1)];
let l_269 = a_14[u32(1)];
let l_270 = l_269 * l_267;
l_mut_238 = l_mut_238 + l_270;
let l_271 = a_15[u32(1)];
let l_272 = l_271 * l_267;
l_mut_239 = l_mut_239 + l_272;
let l_273 = a_14[u32(1)];
let l_274 = l_273 * l_268;
l_mut_241 = l_mut_241 + l_274;
let l_275 = a_15[u32(1)];
let l_276 = l_275 * l_268;
l_mut_242 = l_mut_242 + l_276;
let l_277 = l_mut_247[u32(2)];
let l_278 = l_mut_249[u32(2)];
let l_279 = a_14[u32(2)];
let l_280 = l_279 * l_277;
l_mut_238 = l_mut_238 + l_280;
let l_281 = a_15[u32(2)];
let l_282 = l_281 * l_277;
l_mut_239 = l_mut_239 + l_282;
let l_283 = a_14[u32(2)];
let l_284 = l_283 * l_278;
l_mut_241 = l_mut_241 + l_284;
let l_285 = a_15[u32(2)];
let l_286 = l_285 * l_278;
l_mut_242 = l_mut_242 + l_286;
let l_287 = l_mut_247[u32(3)];
let l_288 = l_mut_249[u32(3)];
let l_289 = a_14[u32(3)];
let l_290 = l_289 * l_287;
l_mut_238 = l_mut_238 + l_290;
let l_291 = a_15[u32(3)];
let l_292 = l_291 * l_287;
l_mut_239 = l_mut_239 + l_292;
let l_293 = a_14[u32(3)];
let l_294 = l_293 * l_288;
l_mut_241 = l_mut_241 + l_294;
let l_295 = a_15[u32(3)];
let l_296 = l_295 * l_288;
l_mut_242 = l_mut_242 + l_296;
let l_297 = vec4<f32>(f32(0.0));
l_mut_249 = l_297;
l_mut_247 = l_mut_249;
let l_298 = vec4<f32>(f32(0.0));
l_mut_249 = l_298;
l_mut_246 = l_mut_249;
let l_299 = l_244 * u32(10);
let l_300 = l_299 + u32(1);
let l_301 = shared_memory_189[l_300];
l_mut_247 = l_301;
let l_302 = l_244 * u32(10);
let l_303 = l_302 + u32(5);
let l_304 = l_303 + u32(1);
let l_305 = shared_memory_189[l_304];
l_mut_246 = l_305;
let l_306 = l_mut_247[u32(0)];
let l_307 = l_mut_246[u32(0)];
let l_308 = a_14[u32(4)];
let l_309 = l_308 * l_306;
l_mut_238 = l_mut_238 + l_309;
let l_310 = a_15[u32(4)];
let l_311 = l_310 * l_306;
l_mut_239 = l_mut_239 + l_311;
let l_312 = a_14[u32(4)];
let l_313 = l_312 * l_307;
l_mut_241 = l_mut_241 + l_313;
let l_314 = a_15[u32(4)];
let l_315 = l_314 * l_307;
l_mut_242 = l_mut_242 + l_315;
let l_316 = l_mut_247[u32(1)];
let l_317 = l_mut_246[u32(1)];
let l_318 = a_14[u32(5)];
let l_319 = l_318 * l_316;
l_mut_238 = l_mut_238 + l_319;
let l_320 = a_15[u32(5)];
let l_321 = l_320 * l_316;
l_mut_239 = l_mut_239 + l_321;
let l_322 = a_14[u32(5)];
let l_323 = l_322 * l_317;
l_mut_241 = l_mut_241 + l_323;
let l_324 = a_15[u32(5)];
let l_325 = l_324 * l_317;
l_mut_242 = l_mut_242 + l_325;
let l_326 = l_mut_247[u32(2)];
let l_327 = l_mut_246[u32(2)];
let l_328 = a_14[u32(6)];
let l_329 = l_328 * l_326;
l_mut_238 = l_mut_238 + l_329;
let l_330 = a_15[u32(6)];
let l_331 = l_330 * l_326;
l_mut_239 = l_mut_239 + l_331;
let l_332 = a_14[u32(6)];
let l_333 = l_332 * l_327;
l_mut_241 = l_mut_241 + l_333;
let l_334 = a_15[u32(6)];
let l_335 = l_334 * l_327;
l_mut_242 = l_mut_242 + l_335;
let l_336 = l_mut_247[u32(3)];
let l_337 = l_mut_246[u32(3)];
let l_338 = a_14[u32(7)];
let l_339 = l_338 * l_336;
l_mut_238 = l_mut_238 + l_339;
let l_340 = a_15[u32(7)];
let l_341 = l_340 * l_336;
l_mut_239 = l_mut_239 + l_341;
let l_342 = a_14[u32(7)];
let l_343 = l_342 * l_337;
l_mut_241 = l_mut_241 + l_343;
let l_344 = a_15[u32(7)];
let l_345 = l_344 * l_337;
l_mut_242 = l_mut_242 + l_345;
let l_346 = vec4<f32>(f32(0.0));
l_mut_249 = l_346;
l_mut_247 = l_mut_249;
let l_347 = vec4<f32>(f32(0.0));
l_mut_249 = l_347;
l_mut_246 = l_mut_249;
let l_348 = l_244 * u32(10);
let l_349 = l_348 + u32(2);
let l_350 = shared_memory_189[l_349];
l_mut_247 = l_350;
let l_351 = l_244 * u32(10);
let l_352 = l_351 + u32(5);
let l_353 = l_352 + u32(2);
let l_354 = shared_memory_189[l_353];
l_mut_246 = l_354;
let l_355 = l_mut_247[u32(0)];
let l_356 = l_mut_246[u32(0)];
let l_357 = a_14[u32(8)];
let l_358 = l_357 * l_355;
l_mut_238 = l_mut_238 + l_358;
let l_359 = a_15[u32(8)];
let l_360 = l_359 * l_355;
l_mut_239 = l_mut_239 + l_360;
let l_361 = a_14[u32(8)];
let l_362 = l_361 * l_356;
l_mut_241 = l_mut_241 + l_362;
let l_363 = a_15[u32(8)];
let l_364 = l_363 * l_356;
l_mut_242 = l_mut_242 + l_364;
let l_365 = l_mut_247[u32(1)];
let l_366 = l_mut_246[u32(1)];
let l_367 = a_14[u32(9)];
let l_368 = l_367 * l_365;
l_mut_238 = l_mut_238 + l_368;
let l_369 = a_15[u32(9)];
let l_370 = l_369 * l_365;
l_mut_239 = l_mut_239 + l_370;
let l_371 = a_14[u32(9)];
let l_372 = l_371 * l_366;
l_mut_241 = l_mut_241 + l_372;
let l_373 = a_15[u32(9)];
let l_374 = l_373 * l_366;
l_mut_242 = l_mut_242 + l_374;
let l_375 = l_mut_247[u32(2)];
let l_376 = l_mut_246[u32(2)];
let l_377 = a_14[u32(10)];
let l_378 = l_377 * l_375;
l_mut_238 = l_mut_238 + l_378;
let l_379 = a_15[u32(10)];
let l_380 = l_379 * l_375;
l_mut_239 = l_mut_239 + l_380;
let l_381 = a_14[u32(10)];
let l_382 = l_381 * l_376;
l_mut_241 = l_mut_241 + l_382;
let l_383 = a_15[u32(10)];
let l_384 = l_383 * l_376;
l_mut_242 = l_mut_242 + l_384;
let l_385 = l_mut_247[u32(3)];
let l_386 = l_mut_246[u32(3)];
let l_387 = a_14[u32(11)];
let l_388 = l_387 * l_385;
l_mut_238 = l_mut_238 + l_388;
let l_389 = a_15[u32(11)];
let l_390 = l_389 * l_385;
l_mut_239 = l_mut_239 + l_390;
let l_391 = a_14[u32(11)];
let l_392 = l_391 * l_386;
l_mut_241 = l_mut_241 + l_392;
let l_393 = a_15[u32(11)];
let l_394 = l_393 * l_386;
l_mut_242 = l_mut_242 + l_394;
let l_395 = vec4<f32>(f32(0.0));
l_mut_249 = l_395;
l_mut_247 = l_mut_249;
let l_396 = vec4<f32>(f32(0.0));
l_mut_249 = l_396;
l_mut_246 = l_mut_249;
let l_397 = l_244 * u32(10);
let l_398 = l_397 + u32(3);
let l_399 = shared_memory_189[l_398];
l_mut_247 = l_399;
let l_400 = l_244 * u32(10);
let l_401 = l_400 + u32(5);
let l_402 = l_401 + u32(3);
let l_403 = shared_memory_189[l_402];
l_mut_246 = l_403;
let l_404 = l_mut_247[u32(0)];
let l_405 = l_mut_246[u32(0)];
let l_406 = a_14[u32(12)];
let l_407 = l_406 * l_404;
l_mut_238 = l_mut_238 + l_407;
let l_408 = a_15[u32(12)];
let l_409 = l_408 * l_404;
l_mut_239 = l_mut_239 + l_409;
let l_410 = a_14[u32(12)];
let l_411 = l_410 * l_405;
l_mut_241 = l_mut_241 + l_411;
let l_412 = a_15[u32(12)];
let l_413 = l_412 * l_405;
l_mut_242 = l_mut_242 + l_413;
let l_414 = l_mut_247[u32(1)];
let l_415 = l_mut_246[u32(1)];
let l_416 = a_14[u32(13)];
let l_417 = l_416 * l_414;
l_mut_238 = l_mut_238 + l_417;
let l_418 = a_15[u32(13)];
let l_419 = l_418 * l_414;
l_mut_239 = l_mut_239 + l_419;
let l_420 = a_14[u32(13)];
let l_421 = l_420 * l_415;
l_mut_241 = l_mut_241 + l_421;
let l_422 = a_15[u32(13)];
let l_423 = l_422 * l_415;
l_mut_242 = l_mut_242 + l_423;
let l_424 = l_mut_247[u32(2)];
let l_425 = l_mut_246[u32(2)];
let l_426 = a_14[u32(14)];
let l_427 = l_426 * l_424;
l_mut_238 = l_mut_238 + l_427;
let l_428 = a_15[u32(14)];
let l_429 = l_428 * l_424;
l_mut_239 = l_mut_239 + l_429;
let l_430 = a_14[u32(14)];
let l_431 = l_430 * l_425;
l_mut_241 = l_mut_241 + l_431;
let l_432 = a_15[u32(14)];
let l_433 = l_432 * l_425;
l_mut_242 = l_mut_242 + l_433;
let l_434 = l_mut_247[u32(3)];
let l_435 = l_mut_246[u32(3)];
let l_436 = a_14[u32(15)];
let l_437 = l_436 * l_434;
l_mut_238 = l_mut_238 + l_437;
let l_438 = a_15[u32(15)];
let l_439 = l_438 * l_434;
l_mut_239 = l_mut_239 + l_439;
let l_440 = a_14[u32(15)];
let l_441 = l_440 * l_435;
l_mut_241 = l_mut_241 + l_441;
let l_442 = a_15[u32(15)];
let l_443 = l_442 * l_435;
l_mut_242 = l_mut_242 + l_443;
let l_444 = vec4<f32>(f32(0.0));
l_mut_249 = l_444;
l_mut_247 = l_mut_249;
let l_445 = vec4<f32>(f32(0.0));
l_mut_249 = l_445;
l_mut_246 = l_mut_249;
let l_446 = l_244 * u32(10);
let l_447 = l_446 + u32(4);
let l_448 = shared_memory_189[l_447];
l_mut_247 = l_448;
let l_449 = l_244 * u32(10);
let l_450 = l_449 + u32(5);
let l_451 = l_450 + u32(4);
let l_452 = shared_memory_189[l_451];
l_mut_246 = l_452;
let l_453 = l_mut_247[u32(0)];
let l_454 = l_mut_246[u32(0)];
let l_455 = a_14[u32(16)];
let l_456 = l_455 * l_453;
l_mut_238 = l_mut_238 + l_456;
let l_457 = a_15[u32(16)];
let l_458 = l_457 * l_453;
l_mut_239 = l_mut_239 + l_458;
let l_459 = a_14[u32(16)];
let l_460 = l_459 * l_454;
l_mut_241 = l_mut_241 + l_460;
let l_461 = a_15[u32(16)];
let l_462 = l_461 * l_454;
l_mut_242 = l_mut_242 + l_462;
let l_463 = l_mut_247[u32(1)];
let l_464 = l_mut_246[u32(1)];
let l_465 = a_14[u32(17)];
let l_466 = l_465 * l_463;
l_mut_238 = l_mut_238 + l_466;
let l_467 = a_15[u32(17)];
let l_468 = l_467 * l_463;
l_mut_239 = l_mut_239 + l_468;
let l_469 = a_14[u32(17)];
let l_470 = l_469 * l_464;
l_mut_241 = l_mut_241 + l_470;
let l_471 = a_15[u32(17)];
let l_472 = l_471 * l_464;
l_mut_242 = l_mut_242 + l_472;
let l_473 = l_mut_247[u32(2)];
let l_474 = l_mut_246[u32(2)];
let l_475 = a_14[u32(18)];
let l_476 = l_475 * l_473;
l_mut_238 = l_mut_238 + l_476;
let l_477 = a_15[u32(18)];
let l_478 = l_477 * l_473;
l_mut_239 = l_mut_239 + l_478;
let l_479 = a_14[u32(18)];
let l_480 = l_479 * l_474;
l_mut_241 = l_mut_241 + l_480;
let l_481 = a_15[u32(18)];
let l_482 = l_481 * l_474;
l_mut_242 = l_mut_242 + l_482;
let l_483 = l_mut_247[u32(3)];
let l_484 = l_mut_246[u32(3)];
let l_485 = a_14[u32(19)];
let l_486 = l_485 * l_483;
l_mut_238 = l_mut_238 + l_486;
let l_487 = a_15[u32(19)];
let l_488 = l_487 * l_483;
l_mut_239 = l_mut_239 + l_488;
let l_489 = a_14[u32(19)];
let l_490 = l_489 * l_484;
l_mut_241 = l_mut_241 + l_490;
let l_491 = a_15[u32(19)];
let l_492 = l_491 * l_484;
l_mut_242 = l_mut_242 + l_492;
let l_493 = vec4<f32>(f32(0.0));
l_mut_249 = l_493;
l_mut_247 = l_mut_249;
let l_494 = vec4<f32>(f32(0.0));
l_mut_249 = l_494;
l_mut_246 = l_mut_249;
l_mut_204 = u32(0);
let l_495 = l_244 * u32(2);
let l_496 = shared_memory_190[l_495];
l_mut_247 = l_496;
let l_497 = l_244 * u32(2);
let l_498 = l_497 + u32(1);
let l_499 = shared_memory_190[l_498];
l_mut_246 = l_499;
let l_500 = shared_memory_191[l_244];
l_mut_204 = l_500;
let l_501 = l_mut_246[u32(0)];
let l_502 = l_mut_246[u32(1)];
let l_503 = l_mut_247[u32(1)];
let l_504 = -l_503;
let l_505 = l_mut_247[u32(2)];
let l_506 = -l_505;
let l_507 = l_mut_247[u32(3)];
let l_508 = -l_507;
let l_509 = l_mut_204 * u32(128);
let l_510 = l_509 + l_mut_12;
let l_511 = buffer_7_global[l_510];
let l_512 = l_mut_204 * u32(3);
let l_513 = l_512 * u32(128);
let l_514 = l_513 + l_mut_12;
let l_515 = buffer_8_global[l_514];
let l_516 = l_mut_204 * u32(3);
let l_517 = l_516 * u32(128);
let l_518 = l_517 + u32(128);
let l_519 = l_518 + l_mut_12;
let l_520 = buffer_8_global[l_519];
let l_521 = l_mut_204 * u32(3);
let l_522 = l_521 * u32(128);
let l_523 = l_522 + u32(256);
let l_524 = l_523 + l_mut_12;
let l_525 = buffer_8_global[l_524];
let l_526 = l_515 * l_504;
let l_527 = l_520 * l_506;
let l_528 = l_526 + l_527;
let l_529 = l_525 * l_508;
let l_530 = l_528 + l_529;
let l_531 = l_mut_239 * l_501;
let l_532 = l_511 * l_166;
let l_533 = l_501 * l_mut_241;
let l_534 = l_502 * l_mut_238;
let l_535 = l_533 + l_534;
let l_536 = l_532 * l_535;
let l_537 = l_530 * l_171;
let l_538 = l_501 * l_mut_242;
let l_539 = l_502 * l_mut_239;
let l_540 = l_538 + l_539;
let l_541 = l_537 * l_540;
let l_542 = l_536 + l_541;
l_mut_232 = l_542;
let l_543 = l_531 * l_171;
let l_544 = l_515 * l_543;
l_mut_233 = l_544;
let l_545 = l_520 * l_543;
l_mut_234 = l_545;
let l_546 = l_525 * l_543;
l_mut_235 = l_546;
}
let l_547 = l_mut_9 * u32(128);
let l_548 = l_547 + l_mut_8;
let l_549 = l_548 * u32(9);
let l_550 = l_mut_228 * u32(4);
let l_551 = l_549 + l_550;
shared_memory_4[l_551] = l_mut_232;
let l_552 = l_551 + u32(1);
shared_memory_4[l_552] = l_mut_233;
let l_553 = l_551 + u32(2);
shared_memory_4[l_553] = l_mut_234;
let l_554 = l_551 + u32(3);
shared_memory_4[l_554] = l_mut_235;
}
workgroupBarrier();
l_mut_220 = local_idx;
loop {
let l_555 = l_mut_220 < u32(128);
let l_556 = !l_555;
if l_556 {
break;
}
let l_557 = l_mut_220 % u32(32);
let l_558 = l_mut_220 / u32(32);
l_mut_204 = u32(0);
l_mut_196 = l_557;
let l_559 = l_557 / u32(8);
l_mut_204 = l_559;
let l_560 = l_557 % u32(8);
l_mut_196 = l_560;
let l_561 = l_558 * u32(32);
let l_562 = l_561 + u32(32);
l_mut_563 = l_562;
let l_564 = l_mut_563 > u32(128);
if l_564 {
l_mut_563 = u32(128);
}
l_mut_243 = f32(0.0);
let l_565 = l_558 * u32(32);

for (var l_mut_566: u32 = l_565; l_mut_566 < l_mut_563; l_mut_566++) {
let l_567 = l_mut_204 * u32(128);
let l_568 = l_567 + l_mut_566;
let l_569 = l_568 * u32(9);
let l_570 = l_569 + l_mut_196;
let l_571 = shared_memory_4[l_570];
l_mut_243 = l_mut_243 + l_571;
}
let l_572 = l_558 * u32(32);
let l_573 = l_572 + l_557;
shared_memory_5[l_573] = l_mut_243;
l_mut_220 = l_mut_220 + u32(512);
}
workgroupBarrier();
l_mut_563 = local_idx;
loop {
let l_574 = l_mut_563 < u32(32);
let l_575 = !l_574;
if l_575 {
break;
}
l_mut_243 = f32(0.0);
let l_576 = u32(0) + l_mut_563;
let l_577 = shared_memory_5[l_576];
l_mut_243 = l_mut_243 + l_577;
let l_578 = u32(32) + l_mut_563;
let l_579 = shared_memory_5[l_578];
l_mut_243 = l_mut_243 + l_579;
let l_580 = u32(64) + l_mut_563;
let l_581 = shared_memory_5[l_580];
l_mut_243 = l_mut_243 + l_581;
let l_582 = u32(96) + l_mut_563;
let l_583 = shared_memory_5[l_582];
l_mut_243 = l_mut_243 + l_583;
shared_memory_6[l_mut_563] = l_mut_243;
l_mut_563 = l_mut_563 + u32(512);
}
workgroupBarrier();
l_mut_204 = local_idx;
loop {
let l_584 = l_mut_204 < u32(8);
let l_585 = !l_584;
if l_585 {
break;
}
let l_586 = l_mut_204 % u32(2);
let l_587 = l_586 * u32(4);
let l_588 = l_mut_204 / u32(2);
let l_589 = l_587 + l_588;
let l_590 = l_mut_192 + l_589;
let l_591 = l_590 < l_mut_187;
if l_591 {
let l_592 = l_182 + l_590;
l_mut_196 = l_592;
let l_593 = l_mut_204 * u32(4);
let l_594 = shared_memory_6[l_593];
let l_595 = l_mut_204 * u32(4);
let l_596 = l_595 + u32(1);
let l_597 = shared_memory_6[l_596];
let l_598 = l_mut_204 * u32(4);
let l_599 = l_598 + u32(2);
let l_600 = shared_memory_6[l_599];
let l_601 = l_mut_204 * u32(4);
let l_602 = l_601 + u32(3);
let l_603 = shared_memory_6[l_602];
let l_604 = l_mut_196 * u32(2);
let l_605 = buffer_2_global[l_604];
let l_606 = l_605[u32(1)];
let l_607 = l_605[u32(2)];
let l_608 = l_605[u32(3)];
let l_609 = l_605[u32(0)];
let l_610 = f32(1.0) / l_609;
let l_611 = l_597 * l_606;
let l_612 = l_600 * l_607;
let l_613 = l_611 + l_612;
let l_614 = l_603 * l_608;
let l_615 = l_613 + l_614;
let l_616 = -l_615;
let l_617 = l_594 * l_606;
let l_618 = l_616 * l_606;
let l_619 = l_597 + l_618;
let l_620 = l_619 * l_610;
let l_621 = l_617 - l_620;
let l_622 = l_594 * l_607;
let l_623 = l_616 * l_607;
let l_624 = l_600 + l_623;
let l_625 = l_624 * l_610;
let l_626 = l_622 - l_625;
let l_627 = l_594 * l_608;
let l_628 = l_616 * l_608;
let l_629 = l_603 + l_628;
let l_630 = l_629 * l_610;
let l_631 = l_627 - l_630;
let l_632 = l_7 + l_mut_196;
let l_633 = l_632 * u32(3);
let l_634 = buffer_13_global[l_633];
let l_635 = l_633 + u32(1);
let l_636 = buffer_13_global[l_635];
let l_637 = l_633 + u32(2);
let l_638 = buffer_13_global[l_637];
let l_639 = l_634 + l_621;
buffer_13_global[l_633] = l_639;
let l_640 = l_633 + u32(1);
let l_641 = l_636 + l_626;
buffer_13_global[l_640] = l_641;
let l_642 = l_633 + u32(2);
let l_643 = l_638 + l_631;
buffer_13_global[l_642] = l_643;
}
l_mut_204 = l_mut_204 + u32(512);
}
workgroupBarrier();
l_mut_192 = l_mut_192 + u32(8);
}
}
