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

var<workgroup> shared_memory_4: array<f32, 4224>;

var<workgroup> shared_memory_5: array<f32, 128>;

var<workgroup> shared_memory_6: array<f32, 32>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn message_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_12: array<f32, 20>;

var a_13: array<f32, 20>;

var a_14: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_160: f32;
var l_mut_170: f32;
var l_mut_171: f32;
var l_mut_172: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_175: f32;
var l_mut_176: f32;
var l_mut_177: f32;
var l_mut_178: f32;
var l_mut_179: f32;
var l_mut_185: u32;
var l_mut_186: bool;
var l_mut_190: u32;
var l_mut_191: u32;
var l_mut_198: f32;
var l_mut_199: f32;
var l_mut_200: f32;
var l_mut_201: f32;
var l_mut_204: u32;
var l_mut_205: f32;
var l_mut_206: f32;
var l_mut_207: f32;
var l_mut_208: f32;
var l_mut_209: f32;
var l_mut_210: f32;
var l_mut_213: vec4<f32>;
var l_mut_214: vec4<f32>;
var l_mut_216: vec4<f32>;
var l_mut_2: u32;
var l_mut_3: u32;
var l_mut_457: u32;
var l_mut_522: u32;
var l_mut_525: u32;
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
l_mut_10 = l_mut_8;
let l_11 = info.scalars_u32[2] * u32(20);
let l_15 = l_11 + u32(0);
let l_16 = l_15 + l_mut_10;
let l_17 = buffer_9_global[l_16];
a_12[u32(0)] = l_17;
let l_18 = l_11 + u32(0);
let l_19 = l_18 + u32(128);
let l_20 = l_19 + l_mut_10;
let l_21 = buffer_9_global[l_20];
a_13[u32(0)] = l_21;
let l_22 = l_11 + u32(384);
let l_23 = l_22 + l_mut_10;
let l_24 = buffer_9_global[l_23];
a_12[u32(1)] = l_24;
let l_25 = l_11 + u32(384);
let l_26 = l_25 + u32(128);
let l_27 = l_26 + l_mut_10;
let l_28 = buffer_9_global[l_27];
a_13[u32(1)] = l_28;
let l_29 = l_11 + u32(768);
let l_30 = l_29 + l_mut_10;
let l_31 = buffer_9_global[l_30];
a_12[u32(2)] = l_31;
let l_32 = l_11 + u32(768);
let l_33 = l_32 + u32(128);
let l_34 = l_33 + l_mut_10;
let l_35 = buffer_9_global[l_34];
a_13[u32(2)] = l_35;
let l_36 = l_11 + u32(1152);
let l_37 = l_36 + l_mut_10;
let l_38 = buffer_9_global[l_37];
a_12[u32(3)] = l_38;
let l_39 = l_11 + u32(1152);
let l_40 = l_39 + u32(128);
let l_41 = l_40 + l_mut_10;
let l_42 = buffer_9_global[l_41];
a_13[u32(3)] = l_42;
let l_43 = l_11 + u32(1536);
let l_44 = l_43 + l_mut_10;
let l_45 = buffer_9_global[l_44];
a_12[u32(4)] = l_45;
let l_46 = l_11 + u32(1536);
let l_47 = l_46 + u32(128);
let l_48 = l_47 + l_mut_10;
let l_49 = buffer_9_global[l_48];
a_13[u32(4)] = l_49;
let l_50 = l_11 + u32(1920);
let l_51 = l_50 + l_mut_10;
let l_52 = buffer_9_global[l_51];
a_12[u32(5)] = l_52;
let l_53 = l_11 + u32(1920);
let l_54 = l_53 + u32(128);
let l_55 = l_54 + l_mut_10;
let l_56 = buffer_9_global[l_55];
a_13[u32(5)] = l_56;
let l_57 = l_11 + u32(2304);
let l_58 = l_57 + l_mut_10;
let l_59 = buffer_9_global[l_58];
a_12[u32(6)] = l_59;
let l_60 = l_11 + u32(2304);
let l_61 = l_60 + u32(128);
let l_62 = l_61 + l_mut_10;
let l_63 = buffer_9_global[l_62];
a_13[u32(6)] = l_63;
let l_64 = l_11 + u32(2688);
let l_65 = l_64 + l_mut_10;
let l_66 = buffer_9_global[l_65];
a_12[u32(7)] = l_66;
let l_67 = l_11 + u32(2688);
let l_68 = l_67 + u32(128);
let l_69 = l_68 + l_mut_10;
let l_70 = buffer_9_global[l_69];
a_13[u32(7)] = l_70;
let l_71 = l_11 + u32(3072);
let l_72 = l_71 + l_mut_10;
let l_73 = buffer_9_global[l_72];
a_12[u32(8)] = l_73;
let l_74 = l_11 + u32(3072);
let l_75 = l_74 + u32(128);
let l_76 = l_75 + l_mut_10;
let l_77 = buffer_9_global[l_76];
a_13[u32(8)] = l_77;
let l_78 = l_11 + u32(3456);
let l_79 = l_78 + l_mut_10;
let l_80 = buffer_9_global[l_79];
a_12[u32(9)] = l_80;
let l_81 = l_11 + u32(3456);
let l_82 = l_81 + u32(128);
let l_83 = l_82 + l_mut_10;
let l_84 = buffer_9_global[l_83];
a_13[u32(9)] = l_84;
let l_85 = l_11 + u32(3840);
let l_86 = l_85 + l_mut_10;
let l_87 = buffer_9_global[l_86];
a_12[u32(10)] = l_87;
let l_88 = l_11 + u32(3840);
let l_89 = l_88 + u32(128);
let l_90 = l_89 + l_mut_10;
let l_91 = buffer_9_global[l_90];
a_13[u32(10)] = l_91;
let l_92 = l_11 + u32(4224);
let l_93 = l_92 + l_mut_10;
let l_94 = buffer_9_global[l_93];
a_12[u32(11)] = l_94;
let l_95 = l_11 + u32(4224);
let l_96 = l_95 + u32(128);
let l_97 = l_96 + l_mut_10;
let l_98 = buffer_9_global[l_97];
a_13[u32(11)] = l_98;
let l_99 = l_11 + u32(4608);
let l_100 = l_99 + l_mut_10;
let l_101 = buffer_9_global[l_100];
a_12[u32(12)] = l_101;
let l_102 = l_11 + u32(4608);
let l_103 = l_102 + u32(128);
let l_104 = l_103 + l_mut_10;
let l_105 = buffer_9_global[l_104];
a_13[u32(12)] = l_105;
let l_106 = l_11 + u32(4992);
let l_107 = l_106 + l_mut_10;
let l_108 = buffer_9_global[l_107];
a_12[u32(13)] = l_108;
let l_109 = l_11 + u32(4992);
let l_110 = l_109 + u32(128);
let l_111 = l_110 + l_mut_10;
let l_112 = buffer_9_global[l_111];
a_13[u32(13)] = l_112;
let l_113 = l_11 + u32(5376);
let l_114 = l_113 + l_mut_10;
let l_115 = buffer_9_global[l_114];
a_12[u32(14)] = l_115;
let l_116 = l_11 + u32(5376);
let l_117 = l_116 + u32(128);
let l_118 = l_117 + l_mut_10;
let l_119 = buffer_9_global[l_118];
a_13[u32(14)] = l_119;
let l_120 = l_11 + u32(5760);
let l_121 = l_120 + l_mut_10;
let l_122 = buffer_9_global[l_121];
a_12[u32(15)] = l_122;
let l_123 = l_11 + u32(5760);
let l_124 = l_123 + u32(128);
let l_125 = l_124 + l_mut_10;
let l_126 = buffer_9_global[l_125];
a_13[u32(15)] = l_126;
let l_127 = l_11 + u32(6144);
let l_128 = l_127 + l_mut_10;
let l_129 = buffer_9_global[l_128];
a_12[u32(16)] = l_129;
let l_130 = l_11 + u32(6144);
let l_131 = l_130 + u32(128);
let l_132 = l_131 + l_mut_10;
let l_133 = buffer_9_global[l_132];
a_13[u32(16)] = l_133;
let l_134 = l_11 + u32(6528);
let l_135 = l_134 + l_mut_10;
let l_136 = buffer_9_global[l_135];
a_12[u32(17)] = l_136;
let l_137 = l_11 + u32(6528);
let l_138 = l_137 + u32(128);
let l_139 = l_138 + l_mut_10;
let l_140 = buffer_9_global[l_139];
a_13[u32(17)] = l_140;
let l_141 = l_11 + u32(6912);
let l_142 = l_141 + l_mut_10;
let l_143 = buffer_9_global[l_142];
a_12[u32(18)] = l_143;
let l_144 = l_11 + u32(6912);
let l_145 = l_144 + u32(128);
let l_146 = l_145 + l_mut_10;
let l_147 = buffer_9_global[l_146];
a_13[u32(18)] = l_147;
let l_148 = l_11 + u32(7296);
let l_149 = l_148 + l_mut_10;
let l_150 = buffer_9_global[l_149];
a_12[u32(19)] = l_150;
let l_151 = l_11 + u32(7296);
let l_152 = l_151 + u32(128);
let l_153 = l_152 + l_mut_10;
let l_154 = buffer_9_global[l_153];
a_13[u32(19)] = l_154;
a_14[u32(0)] = f32(0.0);
let l_155 = info.scalars_u32[2] + l_mut_10;
let l_156 = buffer_10_global[l_155];
let l_157 = info.scalars_u32[2] + u32(128);
let l_158 = l_157 + l_mut_10;
let l_159 = buffer_10_global[l_158];
l_mut_160 = f32(0.0);
let l_161 = l_mut_2 * u32(3);
let l_162 = l_161 * u32(128);
let l_163 = l_162 + l_mut_10;
let l_164 = buffer_5_global[l_163];
let l_165 = l_mut_2 * u32(3);
let l_166 = l_165 * u32(128);
let l_167 = l_166 + u32(128);
let l_168 = l_167 + l_mut_10;
let l_169 = buffer_5_global[l_168];
l_mut_170 = f32(0.0);
l_mut_171 = f32(0.0);
l_mut_172 = f32(0.0);
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
l_mut_175 = f32(0.0);
l_mut_176 = f32(0.0);
l_mut_177 = f32(0.0);
l_mut_178 = f32(0.0);
l_mut_179 = f32(0.0);
let l_180 = buffer_0_global[l_mut_2];
let l_181 = l_mut_2 + u32(1);
let l_182 = buffer_0_global[l_181];
let l_184 = l_182 - l_180;
l_mut_185 = l_184;
l_mut_186 = bool(true);
l_mut_190 = u32(0);
l_mut_191 = u32(0);
loop {
let l_192 = l_mut_190 < l_mut_185;
let l_193 = !l_192;
if l_193 {
break;
}

for (var l_mut_194: u32 = u32(0); l_mut_194 < u32(8); l_mut_194++) {
let l_195 = l_mut_194 * u32(1);
let l_196 = l_mut_190 + l_195;
let l_197 = l_196 + l_mut_9;
l_mut_198 = f32(0.0);
l_mut_199 = f32(0.0);
l_mut_200 = f32(0.0);
l_mut_201 = f32(0.0);
let l_202 = l_197 < l_mut_185;
if l_202 {
let l_203 = l_180 + l_197;
l_mut_204 = l_203;
l_mut_205 = l_156;
l_mut_206 = l_159;
l_mut_207 = l_mut_160;
l_mut_208 = f32(0.0);
l_mut_209 = f32(0.0);
l_mut_210 = f32(0.0);
let l_211 = l_197 - l_mut_190;
let l_212 = vec4<f32>(f32(0.0));
l_mut_213 = l_212;
l_mut_214 = l_mut_213;
let l_215 = vec4<f32>(f32(0.0));
l_mut_213 = l_215;
l_mut_216 = l_mut_213;
let l_217 = l_mut_204 * u32(5);
let l_218 = l_217 + u32(0);
let l_219 = buffer_3_global[l_218];
l_mut_214 = l_219;
let l_220 = l_mut_204 * u32(5);
let l_221 = l_220 + u32(0);
let l_222 = buffer_4_global[l_221];
l_mut_216 = l_222;
let l_223 = l_mut_214[u32(0)];
let l_224 = l_mut_216[u32(0)];
let l_225 = a_12[u32(0)];
let l_226 = l_225 * l_223;
l_mut_205 = l_mut_205 + l_226;
let l_227 = a_13[u32(0)];
let l_228 = l_227 * l_223;
l_mut_206 = l_mut_206 + l_228;
let l_229 = a_12[u32(0)];
let l_230 = l_229 * l_224;
l_mut_208 = l_mut_208 + l_230;
let l_231 = a_13[u32(0)];
let l_232 = l_231 * l_224;
l_mut_209 = l_mut_209 + l_232;
let l_233 = l_mut_214[u32(1)];
let l_234 = l_mut_216[u32(1)];
let l_235 = a_12[u32(1)];
let l_236 = l_235 * l_233;
l_mut_205 = l_mut_205 + l_236;
let l_237 = a_13[u32(1)];
let l_238 = l_237 * l_233;
l_mut_206 = l_mut_206 + l_238;
let l_239 = a_12[u32(1)];
let l_240 = l_239 * l_234;
l_mut_208 = l_mut_208 + l_240;
let l_241 = a_13[u32(1)];
let l_242 = l_241 * l_234;
l_mut_209 = l_mut_209 + l_242;
let l_243 = l_mut_214[u32(2)];
let l_244 = l_mut_216[u32(2)];
let l_245 = a_12[u32(2)];
let l_246 = l_245 * l_243;
l_mut_205 = l_mut_205 + l_246;
let l_247 = a_13[u32(2)];
let l_248 = l_247 * l_243;
l_mut_206 = l_mut_206 + l_248;
let l_249 = a_12[u32(2)];
let l_250 = l_249 * l_244;
l_mut_208 = l_mut_208 + l_250;
let l_251 = a_13[u32(2)];
let l_252 = l_251 * l_244;
l_mut_209 = l_mut_209 + l_252;
let l_253 = l_mut_214[u32(3)];
let l_254 = l_mut_216[u32(3)];
let l_255 = a_12[u32(3)];
let l_256 = l_255 * l_253;
l_mut_205 = l_mut_205 + l_256;
let l_257 = a_13[u32(3)];
let l_258 = l_257 * l_253;
l_mut_206 = l_mut_206 + l_258;
let l_259 = a_12[u32(3)];
let l_260 = l_259 * l_254;
l_mut_208 = l_mut_208 + l_260;
let l_261 = a_13[u32(3)];
let l_262 = l_261 * l_254;
l_mut_209 = l_mut_209 + l_262;
let l_263 = vec4<f32>(f32(0.0));
l_mut_216 = l_263;
l_mut_214 = l_mut_216;
let l_264 = vec4<f32>(f32(0.0));
l_mut_216 = l_264;
l_mut_213 = l_mut_216;
let l_265 = l_mut_204 * u32(5);
let l_266 = l_265 + u32(1);
let l_267 = buffer_3_global[l_266];
l_mut_214 = l_267;
let l_268 = l_mut_204 * u32(5);
let l_269 = l_268 + u32(1);
let l_270 = buffer_4_global[l_269];
l_mut_213 = l_270;
let l_271 = l_mut_214[u32(0)];
let l_272 = l_mut_213[u32(0)];
let l_273 = a_12[u32(4)];
let l_274 = l_273 * l_271;
l_mut_205 = l_mut_205 + l_274;
let l_275 = a_13[u32(4)];
let l_276 = l_275 * l_271;
l_mut_206 = l_mut_206 + l_276;
let l_277 = a_12[u32(4)];
let l_278 = l_277 * l_272;
l_mut_208 = l_mut_208 + l_278;
let l_279 = a_13[u32(4)];
let l_280 = l_279 * l_272;
l_mut_209 = l_mut_209 + l_280;
let l_281 = l_mut_214[u32(1)];
let l_282 = l_mut_213[u32(1)];
let l_283 = a_12[u32(5)];
let l_284 = l_283 * l_281;
l_mut_205 = l_mut_205 + l_284;
let l_285 = a_13[u32(5)];
let l_286 = l_285 * l_281;
l_mut_206 = l_mut_206 + l_286;
let l_287 = a_12[u32(5)];
let l_288 = l_287 * l_282;
l_mut_208 = l_mut_208 + l_288;
let l_289 = a_13[u32(5)];
let l_290 = l_289 * l_282;
l_mut_209 = l_mut_209 + l_290;
let l_291 = l_mut_214[u32(2)];
let l_292 = l_mut_213[u32(2)];
let l_293 = a_12[u32(6)];
let l_294 = l_293 * l_291;
l_mut_205 = l_mut_205 + l_294;
let l_295 = a_13[u32(6)];
let l_296 = l_295 * l_291;
l_mut_206 = l_mut_206 + l_296;
let l_297 = a_12[u32(6)];
let l_298 = l_297 * l_292;
l_mut_208 = l_mut_208 + l_298;
let l_299 = a_13[u32(6)];
let l_300 = l_299 * l_292;
l_mut_209 = l_mut_209 + l_300;
let l_301 = l_mut_214[u32(3)];
let l_302 = l_mut_213[u32(3)];
let l_303 = a_12[u32(7)];
let l_304 = l_303 * l_301;
l_mut_205 = l_mut_205 + l_304;
let l_305 = a_13[u32(7)];
let l_306 = l_305 * l_301;
l_mut_206 = l_mut_206 + l_306;
let l_307 = a_12[u32(7)];
let l_308 = l_307 * l_302;
l_mut_208 = l_mut_208 + l_308;
let l_309 = a_13[u32(7)];
let l_310 = l_309 * l_302;
l_mut_209 = l_mut_209 + l_310;
let l_311 = vec4<f32>(f32(0.0));
l_mut_216 = l_311;
l_mut_214 = l_mut_216;
let l_312 = vec4<f32>(f32(0.0));
l_mut_216 = l_312;
l_mut_213 = l_mut_216;
let l_313 = l_mut_204 * u32(5);
let l_314 = l_313 + u32(2);
let l_315 = buffer_3_global[l_314];
l_mut_214 = l_315;
let l_316 = l_mut_204 * u32(5);
let l_317 = l_316 + u32(2);
let l_318 = buffer_4_global[l_317];
l_mut_213 = l_318;
let l_319 = l_mut_214[u32(0)];
let l_320 = l_mut_213[u32(0)];
let l_321 = a_12[u32(8)];
let l_322 = l_321 * l_319;
l_mut_205 = l_mut_205 + l_322;
let l_323 = a_13[u32(8)];
let l_324 = l_323 * l_319;
l_mut_206 = l_mut_206 + l_324;
let l_325 = a_12[u32(8)];
let l_326 = l_325 * l_320;
l_mut_208 = l_mut_208 + l_326;
let l_327 = a_13[u32(8)];
let l_328 = l_327 * l_320;
l_mut_209 = l_mut_209 + l_328;
let l_329 = l_mut_214[u32(1)];
let l_330 = l_mut_213[u32(1)];
let l_331 = a_12[u32(9)];
let l_332 = l_331 * l_329;
l_mut_205 = l_mut_205 + l_332;
let l_333 = a_13[u32(9)];
let l_334 = l_333 * l_329;
l_mut_206 = l_mut_206 + l_334;
let l_335 = a_12[u32(9)];
let l_336 = l_335 * l_330;
l_mut_208 = l_mut_208 + l_336;
let l_337 = a_13[u32(9)];
let l_338 = l_337 * l_330;
l_mut_209 = l_mut_209 + l_338;
let l_339 = l_mut_214[u32(2)];
let l_340 = l_mut_213[u32(2)];
let l_341 = a_12[u32(10)];
let l_342 = l_341 * l_339;
l_mut_205 = l_mut_205 + l_342;
let l_343 = a_13[u32(10)];
let l_344 = l_343 * l_339;
l_mut_206 = l_mut_206 + l_344;
let l_345 = a_12[u32(10)];
let l_346 = l_345 * l_340;
l_mut_208 = l_mut_208 + l_346;
let l_347 = a_13[u32(10)];
let l_348 = l_347 * l_340;
l_mut_209 = l_mut_209 + l_348;
let l_349 = l_mut_214[u32(3)];
let l_350 = l_mut_213[u32(3)];
let l_351 = a_12[u32(11)];
let l_352 = l_351 * l_349;
l_mut_205 = l_mut_205 + l_352;
let l_353 = a_13[u32(11)];
let l_354 = l_353 * l_349;
l_mut_206 = l_mut_206 + l_354;
let l_355 = a_12[u32(11)];
let l_356 = l_355 * l_350;
l_mut_208 = l_mut_208 + l_356;
let l_357 = a_13[u32(11)];
let l_358 = l_357 * l_350;
l_mut_209 = l_mut_209 + l_358;
let l_359 = vec4<f32>(f32(0.0));
l_mut_216 = l_359;
l_mut_214 = l_mut_216;
let l_360 = vec4<f32>(f32(0.0));
l_mut_216 = l_360;
l_mut_213 = l_mut_216;
let l_361 = l_mut_204 * u32(5);
let l_362 = l_361 + u32(3);
let l_363 = buffer_3_global[l_362];
l_mut_214 = l_363;
let l_364 = l_mut_204 * u32(5);
let l_365 = l_364 + u32(3);
let l_366 = buffer_4_global[l_365];
l_mut_213 = l_366;
let l_367 = l_mut_214[u32(0)];
let l_368 = l_mut_213[u32(0)];
let l_369 = a_12[u32(12)];
let l_370 = l_369 * l_367;
l_mut_205 = l_mut_205 + l_370;
let l_371 = a_13[u32(12)];
let l_372 = l_371 * l_367;
l_mut_206 = l_mut_206 + l_372;
let l_373 = a_12[u32(12)];
let l_374 = l_373 * l_368;
l_mut_208 = l_mut_208 + l_374;
let l_375 = a_13[u32(12)];
let l_376 = l_375 * l_368;
l_mut_209 = l_mut_209 + l_376;
let l_377 = l_mut_214[u32(1)];
let l_378 = l_mut_213[u32(1)];
let l_379 = a_12[u32(13)];
let l_380 = l_379 * l_377;
l_mut_205 = l_mut_205 + l_380;
let l_381 = a_13[u32(13)];
let l_382 = l_381 * l_377;
l_mut_206 = l_mut_206 + l_382;
let l_383 = a_12[u32(13)];
let l_384 = l_383 * l_378;
l_mut_208 = l_mut_208 + l_384;
let l_385 = a_13[u32(13)];
let l_386 = l_385 * l_378;
l_mut_209 = l_mut_209 + l_386;
let l_387 = l_mut_214[u32(2)];
let l_388 = l_mut_213[u32(2)];
let l_389 = a_12[u32(14)];
let l_390 = l_389 * l_387;
l_mut_205 = l_mut_205 + l_390;
let l_391 = a_13[u32(14)];
let l_392 = l_391 * l_387;
l_mut_206 = l_mut_206 + l_392;
let l_393 = a_12[u32(14)];
let l_394 = l_393 * l_388;
l_mut_208 = l_mut_208 + l_394;
let l_395 = a_13[u32(14)];
let l_396 = l_395 * l_388;
l_mut_209 = l_mut_209 + l_396;
let l_397 = l_mut_214[u32(3)];
let l_398 = l_mut_213[u32(3)];
let l_399 = a_12[u32(15)];
let l_400 = l_399 * l_397;
l_mut_205 = l_mut_205 + l_400;
let l_401 = a_13[u32(15)];
let l_402 = l_401 * l_397;
l_mut_206 = l_mut_206 + l_402;
let l_403 = a_12[u32(15)];
let l_404 = l_403 * l_398;
l_mut_208 = l_mut_208 + l_404;
let l_405 = a_13[u32(15)];
let l_406 = l_405 * l_398;
l_mut_209 = l_mut_209 + l_406;
let l_407 = vec4<f32>(f32(0.0));
l_mut_216 = l_407;
l_mut_214 = l_mut_216;
let l_408 = vec4<f32>(f32(0.0));
l_mut_216 = l_408;
l_mut_213 = l_mut_216;
let l_409 = l_mut_204 * u32(5);
let l_410 = l_409 + u32(4);
let l_411 = buffer_3_global[l_410];
l_mut_214 = l_411;
let l_412 = l_mut_204 * u32(5);
let l_413 = l_412 + u32(4);
let l_414 = buffer_4_global[l_413];
l_mut_213 = l_414;
let l_415 = l_mut_214[u32(0)];
let l_416 = l_mut_213[u32(0)];
let l_417 = a_12[u32(16)];
let l_418 = l_417 * l_415;
l_mut_205 = l_mut_205 + l_418;
let l_419 = a_13[u32(16)];
let l_420 = l_419 * l_415;
l_mut_206 = l_mut_206 + l_420;
let l_421 = a_12[u32(16)];
let l_422 = l_421 * l_416;
l_mut_208 = l_mut_208 + l_422;
let l_423 = a_13[u32(16)];
let l_424 = l_423 * l_416;
l_mut_209 = l_mut_209 + l_424;
let l_425 = l_mut_214[u32(1)];
let l_426 = l_mut_213[u32(1)];
let l_427 = a_12[u32(17)];
let l_428 = l_427 * l_425;
l_mut_205 = l_mut_205 + l_428;
let l_429 = a_13[u32(17)];
let l_430 = l_429 * l_425;
l_mut_206 = l_mut_206 + l_430;
let l_431 = a_12[u32(17)];
let l_432 = l_431 * l_426;
l_mut_208 = l_mut_208 + l_432;
let l_433 = a_13[u32(17)];
let l_434 = l_433 * l_426;
l_mut_209 = l_mut_209 + l_434;
let l_435 = l_mut_214[u32(2)];
let l_436 = l_mut_213[u32(2)];
let l_437 = a_12[u32(18)];
let l_438 = l_437 * l_435;
l_mut_205 = l_mut_205 + l_438;
let l_439 = a_13[u32(18)];
let l_440 = l_439 * l_435;
l_mut_206 = l_mut_206 + l_440;
let l_441 = a_12[u32(18)];
let l_442 = l_441 * l_436;
l_mut_208 = l_mut_208 + l_442;
let l_443 = a_13[u32(18)];
let l_444 = l_443 * l_436;
l_mut_209 = l_mut_209 + l_444;
let l_445 = l_mut_214[u32(3)];
let l_446 = l_mut_213[u32(3)];
let l_447 = a_12[u32(19)];
let l_448 = l_447 * l_445;
l_mut_205 = l_mut_205 + l_448;
let l_449 = a_13[u32(19)];
let l_450 = l_449 * l_445;
l_mut_206 = l_mut_206 + l_450;
let l_451 = a_12[u32(19)];
let l_452 = l_451 * l_446;
l_mut_208 = l_mut_208 + l_452;
let l_453 = a_13[u32(19)];
let l_454 = l_453 * l_446;
l_mut_209 = l_mut_209 + l_454;
let l_455 = vec4<f32>(f32(0.0));
l_mut_216 = l_455;
l_mut_214 = l_mut_216;
let l_456 = vec4<f32>(f32(0.0));
l_mut_216 = l_456;
l_mut_213 = l_mut_216;
l_mut_457 = u32(0);
let l_458 = l_mut_204 * u32(2);
let l_459 = buffer_2_global[l_458];
l_mut_214 = l_459;
let l_460 = l_mut_204 * u32(2);
let l_461 = l_460 + u32(1);
let l_462 = buffer_2_global[l_461];
l_mut_213 = l_462;
let l_463 = buffer_1_global[l_mut_204];
l_mut_457 = l_463;
let l_464 = l_mut_213[u32(0)];
let l_465 = l_mut_213[u32(1)];
let l_466 = l_mut_214[u32(1)];
let l_467 = -l_466;
let l_468 = l_mut_214[u32(2)];
let l_469 = -l_468;
let l_470 = l_mut_214[u32(3)];
let l_471 = -l_470;
let l_472 = l_mut_457 * u32(128);
let l_473 = l_472 + l_mut_10;
let l_474 = buffer_7_global[l_473];
let l_475 = l_mut_457 * u32(3);
let l_476 = l_475 * u32(128);
let l_477 = l_476 + l_mut_10;
let l_478 = buffer_8_global[l_477];
let l_479 = l_mut_457 * u32(3);
let l_480 = l_479 * u32(128);
let l_481 = l_480 + u32(128);
let l_482 = l_481 + l_mut_10;
let l_483 = buffer_8_global[l_482];
let l_484 = l_mut_457 * u32(3);
let l_485 = l_484 * u32(128);
let l_486 = l_485 + u32(256);
let l_487 = l_486 + l_mut_10;
let l_488 = buffer_8_global[l_487];
let l_489 = l_478 * l_467;
let l_490 = l_483 * l_469;
let l_491 = l_489 + l_490;
let l_492 = l_488 * l_471;
let l_493 = l_491 + l_492;
let l_494 = l_mut_206 * l_464;
let l_495 = l_474 * l_164;
let l_496 = l_464 * l_mut_208;
let l_497 = l_465 * l_mut_205;
let l_498 = l_496 + l_497;
let l_499 = l_495 * l_498;
let l_500 = l_493 * l_169;
let l_501 = l_464 * l_mut_209;
let l_502 = l_465 * l_mut_206;
let l_503 = l_501 + l_502;
let l_504 = l_500 * l_503;
let l_505 = l_499 + l_504;
l_mut_198 = l_505;
let l_506 = l_494 * l_169;
let l_507 = l_478 * l_506;
l_mut_199 = l_507;
let l_508 = l_483 * l_506;
l_mut_200 = l_508;
let l_509 = l_488 * l_506;
l_mut_201 = l_509;
}
let l_510 = l_mut_9 * u32(128);
let l_511 = l_510 + l_mut_8;
let l_512 = l_511 * u32(33);
let l_513 = l_mut_194 * u32(4);
let l_514 = l_512 + l_513;
shared_memory_4[l_514] = l_mut_198;
let l_515 = l_514 + u32(1);
shared_memory_4[l_515] = l_mut_199;
let l_516 = l_514 + u32(2);
shared_memory_4[l_516] = l_mut_200;
let l_517 = l_514 + u32(3);
shared_memory_4[l_517] = l_mut_201;
}
workgroupBarrier();
l_mut_457 = local_idx;
loop {
let l_518 = l_mut_457 < u32(128);
let l_519 = !l_518;
if l_519 {
break;
}
let l_520 = l_mut_457 % u32(32);
let l_521 = l_mut_457 / u32(32);
l_mut_204 = u32(0);
l_mut_522 = l_520;
let l_523 = l_521 * u32(32);
let l_524 = l_523 + u32(32);
l_mut_525 = l_524;
let l_526 = l_mut_525 > u32(128);
if l_526 {
l_mut_525 = u32(128);
}
l_mut_210 = f32(0.0);
let l_527 = l_521 * u32(32);

for (var l_mut_528: u32 = l_527; l_mut_528 < l_mut_525; l_mut_528++) {
let l_529 = l_mut_204 * u32(128);
let l_530 = l_529 + l_mut_528;
let l_531 = l_530 * u32(33);
let l_532 = l_531 + l_mut_522;
let l_533 = shared_memory_4[l_532];
l_mut_210 = l_mut_210 + l_533;
}
let l_534 = l_521 * u32(32);
let l_535 = l_534 + l_520;
shared_memory_5[l_535] = l_mut_210;
l_mut_457 = l_mut_457 + u32(128);
}
workgroupBarrier();
l_mut_525 = local_idx;
loop {
let l_536 = l_mut_525 < u32(32);
let l_537 = !l_536;
if l_537 {
break;
}
l_mut_210 = f32(0.0);
let l_538 = u32(0) + l_mut_525;
let l_539 = shared_memory_5[l_538];
l_mut_210 = l_mut_210 + l_539;
let l_540 = u32(32) + l_mut_525;
let l_541 = shared_memory_5[l_540];
l_mut_210 = l_mut_210 + l_541;
let l_542 = u32(64) + l_mut_525;
let l_543 = shared_memory_5[l_542];
l_mut_210 = l_mut_210 + l_543;
let l_544 = u32(96) + l_mut_525;
let l_545 = shared_memory_5[l_544];
l_mut_210 = l_mut_210 + l_545;
shared_memory_6[l_mut_525] = l_mut_210;
l_mut_525 = l_mut_525 + u32(128);
}
workgroupBarrier();
l_mut_522 = local_idx;
loop {
let l_546 = l_mut_522 < u32(8);
let l_547 = !l_546;
if l_547 {
break;
}
let l_548 = l_mut_190 + l_mut_522;
let l_549 = l_548 < l_mut_185;
if l_549 {
let l_550 = l_180 + l_548;
l_mut_204 = l_550;
let l_551 = l_mut_522 * u32(4);
let l_552 = shared_memory_6[l_551];
let l_553 = l_mut_522 * u32(4);
let l_554 = l_553 + u32(1);
let l_555 = shared_memory_6[l_554];
let l_556 = l_mut_522 * u32(4);
let l_557 = l_556 + u32(2);
let l_558 = shared_memory_6[l_557];
let l_559 = l_mut_522 * u32(4);
let l_560 = l_559 + u32(3);
let l_561 = shared_memory_6[l_560];
let l_562 = l_mut_204 * u32(2);
let l_563 = buffer_2_global[l_562];
let l_564 = l_563[u32(1)];
let l_565 = l_563[u32(2)];
let l_566 = l_563[u32(3)];
let l_567 = l_563[u32(0)];
let l_568 = f32(1.0) / l_567;
let l_569 = l_555 * l_564;
let l_570 = l_558 * l_565;
let l_571 = l_569 + l_570;
let l_572 = l_561 * l_566;
let l_573 = l_571 + l_572;
let l_574 = -l_573;
let l_575 = l_552 * l_564;
let l_576 = l_574 * l_564;
let l_577 = l_555 + l_576;
let l_578 = l_577 * l_568;
let l_579 = l_575 - l_578;
let l_580 = l_552 * l_565;
let l_581 = l_574 * l_565;
let l_582 = l_558 + l_581;
let l_583 = l_582 * l_568;
let l_584 = l_580 - l_583;
let l_585 = l_552 * l_566;
let l_586 = l_574 * l_566;
let l_587 = l_561 + l_586;
let l_588 = l_587 * l_568;
let l_589 = l_585 - l_588;
let l_590 = l_7 + l_mut_204;
let l_591 = l_590 * u32(3);
let l_592 = buffer_13_global[l_591];
let l_593 = l_591 + u32(1);
let l_594 = buffer_13_global[l_593];
let l_595 = l_591 + u32(2);
let l_596 = buffer_13_global[l_595];
let l_597 = l_592 + l_579;
buffer_13_global[l_591] = l_597;
let l_598 = l_591 + u32(1);
let l_599 = l_594 + l_584;
buffer_13_global[l_598] = l_599;
let l_600 = l_591 + u32(2);
let l_601 = l_596 + l_589;
buffer_13_global[l_600] = l_601;
}
l_mut_522 = l_mut_522 + u32(128);
}
workgroupBarrier();
l_mut_190 = l_mut_190 + u32(8);
}
}
