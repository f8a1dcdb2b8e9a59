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
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 28>,
}

@group(0)
@binding(14)
var<storage, read> info: info_st;

var<workgroup> shared_memory_1: array<f32, 4608>;

var<workgroup> shared_memory_2: array<f32, 128>;

var<workgroup> shared_memory_3: array<f32, 32>;

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
var a_9: array<f32, 20>;

var a_10: array<f32, 20>;

var a_11: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_157: f32;
var l_mut_167: f32;
var l_mut_168: f32;
var l_mut_169: f32;
var l_mut_170: f32;
var l_mut_171: f32;
var l_mut_172: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_175: f32;
var l_mut_176: f32;
var l_mut_182: u32;
var l_mut_183: bool;
var l_mut_187: u32;
var l_mut_188: u32;
var l_mut_195: f32;
var l_mut_196: f32;
var l_mut_197: f32;
var l_mut_198: f32;
var l_mut_201: u32;
var l_mut_202: f32;
var l_mut_203: f32;
var l_mut_204: f32;
var l_mut_205: f32;
var l_mut_206: f32;
var l_mut_207: f32;
var l_mut_210: vec4<f32>;
var l_mut_211: vec4<f32>;
var l_mut_213: vec4<f32>;
var l_mut_454: u32;
var l_mut_4: u32;
var l_mut_519: u32;
var l_mut_524: u32;
var l_mut_5: u32;
let l_0 = workgroup_id_no_axis >= info.scalars_u32[0];
if l_0 {
return;
}
l_mut_4 = local_idx;
l_mut_5 = u32(0);
let l_6 = local_idx % u32(128);
l_mut_4 = l_6;
let l_7 = local_idx / u32(128);
l_mut_5 = l_7;
let l_8 = info.scalars_u32[1] * u32(20);
let l_12 = l_8 + u32(0);
let l_13 = l_12 + l_mut_4;
let l_14 = buffer_9_global[l_13];
a_9[u32(0)] = l_14;
let l_15 = l_8 + u32(0);
let l_16 = l_15 + u32(128);
let l_17 = l_16 + l_mut_4;
let l_18 = buffer_9_global[l_17];
a_10[u32(0)] = l_18;
let l_19 = l_8 + u32(384);
let l_20 = l_19 + l_mut_4;
let l_21 = buffer_9_global[l_20];
a_9[u32(1)] = l_21;
let l_22 = l_8 + u32(384);
let l_23 = l_22 + u32(128);
let l_24 = l_23 + l_mut_4;
let l_25 = buffer_9_global[l_24];
a_10[u32(1)] = l_25;
let l_26 = l_8 + u32(768);
let l_27 = l_26 + l_mut_4;
let l_28 = buffer_9_global[l_27];
a_9[u32(2)] = l_28;
let l_29 = l_8 + u32(768);
let l_30 = l_29 + u32(128);
let l_31 = l_30 + l_mut_4;
let l_32 = buffer_9_global[l_31];
a_10[u32(2)] = l_32;
let l_33 = l_8 + u32(1152);
let l_34 = l_33 + l_mut_4;
let l_35 = buffer_9_global[l_34];
a_9[u32(3)] = l_35;
let l_36 = l_8 + u32(1152);
let l_37 = l_36 + u32(128);
let l_38 = l_37 + l_mut_4;
let l_39 = buffer_9_global[l_38];
a_10[u32(3)] = l_39;
let l_40 = l_8 + u32(1536);
let l_41 = l_40 + l_mut_4;
let l_42 = buffer_9_global[l_41];
a_9[u32(4)] = l_42;
let l_43 = l_8 + u32(1536);
let l_44 = l_43 + u32(128);
let l_45 = l_44 + l_mut_4;
let l_46 = buffer_9_global[l_45];
a_10[u32(4)] = l_46;
let l_47 = l_8 + u32(1920);
let l_48 = l_47 + l_mut_4;
let l_49 = buffer_9_global[l_48];
a_9[u32(5)] = l_49;
let l_50 = l_8 + u32(1920);
let l_51 = l_50 + u32(128);
let l_52 = l_51 + l_mut_4;
let l_53 = buffer_9_global[l_52];
a_10[u32(5)] = l_53;
let l_54 = l_8 + u32(2304);
let l_55 = l_54 + l_mut_4;
let l_56 = buffer_9_global[l_55];
a_9[u32(6)] = l_56;
let l_57 = l_8 + u32(2304);
let l_58 = l_57 + u32(128);
let l_59 = l_58 + l_mut_4;
let l_60 = buffer_9_global[l_59];
a_10[u32(6)] = l_60;
let l_61 = l_8 + u32(2688);
let l_62 = l_61 + l_mut_4;
let l_63 = buffer_9_global[l_62];
a_9[u32(7)] = l_63;
let l_64 = l_8 + u32(2688);
let l_65 = l_64 + u32(128);
let l_66 = l_65 + l_mut_4;
let l_67 = buffer_9_global[l_66];
a_10[u32(7)] = l_67;
let l_68 = l_8 + u32(3072);
let l_69 = l_68 + l_mut_4;
let l_70 = buffer_9_global[l_69];
a_9[u32(8)] = l_70;
let l_71 = l_8 + u32(3072);
let l_72 = l_71 + u32(128);
let l_73 = l_72 + l_mut_4;
let l_74 = buffer_9_global[l_73];
a_10[u32(8)] = l_74;
let l_75 = l_8 + u32(3456);
let l_76 = l_75 + l_mut_4;
let l_77 = buffer_9_global[l_76];
a_9[u32(9)] = l_77;
let l_78 = l_8 + u32(3456);
let l_79 = l_78 + u32(128);
let l_80 = l_79 + l_mut_4;
let l_81 = buffer_9_global[l_80];
a_10[u32(9)] = l_81;
let l_82 = l_8 + u32(3840);
let l_83 = l_82 + l_mut_4;
let l_84 = buffer_9_global[l_83];
a_9[u32(10)] = l_84;
let l_85 = l_8 + u32(3840);
let l_86 = l_85 + u32(128);
let l_87 = l_86 + l_mut_4;
let l_88 = buffer_9_global[l_87];
a_10[u32(10)] = l_88;
let l_89 = l_8 + u32(4224);
let l_90 = l_89 + l_mut_4;
let l_91 = buffer_9_global[l_90];
a_9[u32(11)] = l_91;
let l_92 = l_8 + u32(4224);
let l_93 = l_92 + u32(128);
let l_94 = l_93 + l_mut_4;
let l_95 = buffer_9_global[l_94];
a_10[u32(11)] = l_95;
let l_96 = l_8 + u32(4608);
let l_97 = l_96 + l_mut_4;
let l_98 = buffer_9_global[l_97];
a_9[u32(12)] = l_98;
let l_99 = l_8 + u32(4608);
let l_100 = l_99 + u32(128);
let l_101 = l_100 + l_mut_4;
let l_102 = buffer_9_global[l_101];
a_10[u32(12)] = l_102;
let l_103 = l_8 + u32(4992);
let l_104 = l_103 + l_mut_4;
let l_105 = buffer_9_global[l_104];
a_9[u32(13)] = l_105;
let l_106 = l_8 + u32(4992);
let l_107 = l_106 + u32(128);
let l_108 = l_107 + l_mut_4;
let l_109 = buffer_9_global[l_108];
a_10[u32(13)] = l_109;
let l_110 = l_8 + u32(5376);
let l_111 = l_110 + l_mut_4;
let l_112 = buffer_9_global[l_111];
a_9[u32(14)] = l_112;
let l_113 = l_8 + u32(5376);
let l_114 = l_113 + u32(128);
let l_115 = l_114 + l_mut_4;
let l_116 = buffer_9_global[l_115];
a_10[u32(14)] = l_116;
let l_117 = l_8 + u32(5760);
let l_118 = l_117 + l_mut_4;
let l_119 = buffer_9_global[l_118];
a_9[u32(15)] = l_119;
let l_120 = l_8 + u32(5760);
let l_121 = l_120 + u32(128);
let l_122 = l_121 + l_mut_4;
let l_123 = buffer_9_global[l_122];
a_10[u32(15)] = l_123;
let l_124 = l_8 + u32(6144);
let l_125 = l_124 + l_mut_4;
let l_126 = buffer_9_global[l_125];
a_9[u32(16)] = l_126;
let l_127 = l_8 + u32(6144);
let l_128 = l_127 + u32(128);
let l_129 = l_128 + l_mut_4;
let l_130 = buffer_9_global[l_129];
a_10[u32(16)] = l_130;
let l_131 = l_8 + u32(6528);
let l_132 = l_131 + l_mut_4;
let l_133 = buffer_9_global[l_132];
a_9[u32(17)] = l_133;
let l_134 = l_8 + u32(6528);
let l_135 = l_134 + u32(128);
let l_136 = l_135 + l_mut_4;
let l_137 = buffer_9_global[l_136];
a_10[u32(17)] = l_137;
let l_138 = l_8 + u32(6912);
let l_139 = l_138 + l_mut_4;
let l_140 = buffer_9_global[l_139];
a_9[u32(18)] = l_140;
let l_141 = l_8 + u32(6912);
let l_142 = l_141 + u32(128);
let l_143 = l_142 + l_mut_4;
let l_144 = buffer_9_global[l_143];
a_10[u32(18)] = l_144;
let l_145 = l_8 + u32(7296);
let l_146 = l_145 + l_mut_4;
let l_147 = buffer_9_global[l_146];
a_9[u32(19)] = l_147;
let l_148 = l_8 + u32(7296);
let l_149 = l_148 + u32(128);
let l_150 = l_149 + l_mut_4;
let l_151 = buffer_9_global[l_150];
a_10[u32(19)] = l_151;
a_11[u32(0)] = f32(0.0);
let l_152 = info.scalars_u32[1] + l_mut_4;
let l_153 = buffer_10_global[l_152];
let l_154 = info.scalars_u32[1] + u32(128);
let l_155 = l_154 + l_mut_4;
let l_156 = buffer_10_global[l_155];
l_mut_157 = f32(0.0);
let l_158 = workgroup_id_no_axis * u32(3);
let l_159 = l_158 * u32(128);
let l_160 = l_159 + l_mut_4;
let l_161 = buffer_5_global[l_160];
let l_162 = workgroup_id_no_axis * u32(3);
let l_163 = l_162 * u32(128);
let l_164 = l_163 + u32(128);
let l_165 = l_164 + l_mut_4;
let l_166 = buffer_5_global[l_165];
l_mut_167 = f32(0.0);
l_mut_168 = f32(0.0);
l_mut_169 = f32(0.0);
l_mut_170 = f32(0.0);
l_mut_171 = f32(0.0);
l_mut_172 = f32(0.0);
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
l_mut_175 = f32(0.0);
l_mut_176 = f32(0.0);
let l_177 = buffer_0_global[workgroup_id_no_axis];
let l_178 = workgroup_id_no_axis + u32(1);
let l_179 = buffer_0_global[l_178];
let l_181 = l_179 - l_177;
l_mut_182 = l_181;
l_mut_183 = bool(true);
l_mut_187 = u32(0);
l_mut_188 = u32(0);
loop {
let l_189 = l_mut_187 < l_mut_182;
let l_190 = !l_189;
if l_190 {
break;
}

for (var l_mut_191: u32 = u32(0); l_mut_191 < u32(2); l_mut_191++) {
let l_192 = l_mut_191 * u32(4);
let l_193 = l_mut_187 + l_192;
let l_194 = l_193 + l_mut_5;
l_mut_195 = f32(0.0);
l_mut_196 = f32(0.0);
l_mut_197 = f32(0.0);
l_mut_198 = f32(0.0);
let l_199 = l_194 < l_mut_182;
if l_199 {
let l_200 = l_177 + l_194;
l_mut_201 = l_200;
l_mut_202 = l_153;
l_mut_203 = l_156;
l_mut_204 = l_mut_157;
l_mut_205 = f32(0.0);
l_mut_206 = f32(0.0);
l_mut_207 = f32(0.0);
let l_208 = l_194 - l_mut_187;
let l_209 = vec4<f32>(f32(0.0));
l_mut_210 = l_209;
l_mut_211 = l_mut_210;
let l_212 = vec4<f32>(f32(0.0));
l_mut_210 = l_212;
l_mut_213 = l_mut_210;
let l_214 = l_mut_201 * u32(5);
let l_215 = l_214 + u32(0);
let l_216 = buffer_3_global[l_215];
l_mut_211 = l_216;
let l_217 = l_mut_201 * u32(5);
let l_218 = l_217 + u32(0);
let l_219 = buffer_4_global[l_218];
l_mut_213 = l_219;
let l_220 = l_mut_211[u32(0)];
let l_221 = l_mut_213[u32(0)];
let l_222 = a_9[u32(0)];
let l_223 = l_222 * l_220;
l_mut_202 = l_mut_202 + l_223;
let l_224 = a_10[u32(0)];
let l_225 = l_224 * l_220;
l_mut_203 = l_mut_203 + l_225;
let l_226 = a_9[u32(0)];
let l_227 = l_226 * l_221;
l_mut_205 = l_mut_205 + l_227;
let l_228 = a_10[u32(0)];
let l_229 = l_228 * l_221;
l_mut_206 = l_mut_206 + l_229;
let l_230 = l_mut_211[u32(1)];
let l_231 = l_mut_213[u32(1)];
let l_232 = a_9[u32(1)];
let l_233 = l_232 * l_230;
l_mut_202 = l_mut_202 + l_233;
let l_234 = a_10[u32(1)];
let l_235 = l_234 * l_230;
l_mut_203 = l_mut_203 + l_235;
let l_236 = a_9[u32(1)];
let l_237 = l_236 * l_231;
l_mut_205 = l_mut_205 + l_237;
let l_238 = a_10[u32(1)];
let l_239 = l_238 * l_231;
l_mut_206 = l_mut_206 + l_239;
let l_240 = l_mut_211[u32(2)];
let l_241 = l_mut_213[u32(2)];
let l_242 = a_9[u32(2)];
let l_243 = l_242 * l_240;
l_mut_202 = l_mut_202 + l_243;
let l_244 = a_10[u32(2)];
let l_245 = l_244 * l_240;
l_mut_203 = l_mut_203 + l_245;
let l_246 = a_9[u32(2)];
let l_247 = l_246 * l_241;
l_mut_205 = l_mut_205 + l_247;
let l_248 = a_10[u32(2)];
let l_249 = l_248 * l_241;
l_mut_206 = l_mut_206 + l_249;
let l_250 = l_mut_211[u32(3)];
let l_251 = l_mut_213[u32(3)];
let l_252 = a_9[u32(3)];
let l_253 = l_252 * l_250;
l_mut_202 = l_mut_202 + l_253;
let l_254 = a_10[u32(3)];
let l_255 = l_254 * l_250;
l_mut_203 = l_mut_203 + l_255;
let l_256 = a_9[u32(3)];
let l_257 = l_256 * l_251;
l_mut_205 = l_mut_205 + l_257;
let l_258 = a_10[u32(3)];
let l_259 = l_258 * l_251;
l_mut_206 = l_mut_206 + l_259;
let l_260 = vec4<f32>(f32(0.0));
l_mut_213 = l_260;
l_mut_211 = l_mut_213;
let l_261 = vec4<f32>(f32(0.0));
l_mut_213 = l_261;
l_mut_210 = l_mut_213;
let l_262 = l_mut_201 * u32(5);
let l_263 = l_262 + u32(1);
let l_264 = buffer_3_global[l_263];
l_mut_211 = l_264;
let l_265 = l_mut_201 * u32(5);
let l_266 = l_265 + u32(1);
let l_267 = buffer_4_global[l_266];
l_mut_210 = l_267;
let l_268 = l_mut_211[u32(0)];
let l_269 = l_mut_210[u32(0)];
let l_270 = a_9[u32(4)];
let l_271 = l_270 * l_268;
l_mut_202 = l_mut_202 + l_271;
let l_272 = a_10[u32(4)];
let l_273 = l_272 * l_268;
l_mut_203 = l_mut_203 + l_273;
let l_274 = a_9[u32(4)];
let l_275 = l_274 * l_269;
l_mut_205 = l_mut_205 + l_275;
let l_276 = a_10[u32(4)];
let l_277 = l_276 * l_269;
l_mut_206 = l_mut_206 + l_277;
let l_278 = l_mut_211[u32(1)];
let l_279 = l_mut_210[u32(1)];
let l_280 = a_9[u32(5)];
let l_281 = l_280 * l_278;
l_mut_202 = l_mut_202 + l_281;
let l_282 = a_10[u32(5)];
let l_283 = l_282 * l_278;
l_mut_203 = l_mut_203 + l_283;
let l_284 = a_9[u32(5)];
let l_285 = l_284 * l_279;
l_mut_205 = l_mut_205 + l_285;
let l_286 = a_10[u32(5)];
let l_287 = l_286 * l_279;
l_mut_206 = l_mut_206 + l_287;
let l_288 = l_mut_211[u32(2)];
let l_289 = l_mut_210[u32(2)];
let l_290 = a_9[u32(6)];
let l_291 = l_290 * l_288;
l_mut_202 = l_mut_202 + l_291;
let l_292 = a_10[u32(6)];
let l_293 = l_292 * l_288;
l_mut_203 = l_mut_203 + l_293;
let l_294 = a_9[u32(6)];
let l_295 = l_294 * l_289;
l_mut_205 = l_mut_205 + l_295;
let l_296 = a_10[u32(6)];
let l_297 = l_296 * l_289;
l_mut_206 = l_mut_206 + l_297;
let l_298 = l_mut_211[u32(3)];
let l_299 = l_mut_210[u32(3)];
let l_300 = a_9[u32(7)];
let l_301 = l_300 * l_298;
l_mut_202 = l_mut_202 + l_301;
let l_302 = a_10[u32(7)];
let l_303 = l_302 * l_298;
l_mut_203 = l_mut_203 + l_303;
let l_304 = a_9[u32(7)];
let l_305 = l_304 * l_299;
l_mut_205 = l_mut_205 + l_305;
let l_306 = a_10[u32(7)];
let l_307 = l_306 * l_299;
l_mut_206 = l_mut_206 + l_307;
let l_308 = vec4<f32>(f32(0.0));
l_mut_213 = l_308;
l_mut_211 = l_mut_213;
let l_309 = vec4<f32>(f32(0.0));
l_mut_213 = l_309;
l_mut_210 = l_mut_213;
let l_310 = l_mut_201 * u32(5);
let l_311 = l_310 + u32(2);
let l_312 = buffer_3_global[l_311];
l_mut_211 = l_312;
let l_313 = l_mut_201 * u32(5);
let l_314 = l_313 + u32(2);
let l_315 = buffer_4_global[l_314];
l_mut_210 = l_315;
let l_316 = l_mut_211[u32(0)];
let l_317 = l_mut_210[u32(0)];
let l_318 = a_9[u32(8)];
let l_319 = l_318 * l_316;
l_mut_202 = l_mut_202 + l_319;
let l_320 = a_10[u32(8)];
let l_321 = l_320 * l_316;
l_mut_203 = l_mut_203 + l_321;
let l_322 = a_9[u32(8)];
let l_323 = l_322 * l_317;
l_mut_205 = l_mut_205 + l_323;
let l_324 = a_10[u32(8)];
let l_325 = l_324 * l_317;
l_mut_206 = l_mut_206 + l_325;
let l_326 = l_mut_211[u32(1)];
let l_327 = l_mut_210[u32(1)];
let l_328 = a_9[u32(9)];
let l_329 = l_328 * l_326;
l_mut_202 = l_mut_202 + l_329;
let l_330 = a_10[u32(9)];
let l_331 = l_330 * l_326;
l_mut_203 = l_mut_203 + l_331;
let l_332 = a_9[u32(9)];
let l_333 = l_332 * l_327;
l_mut_205 = l_mut_205 + l_333;
let l_334 = a_10[u32(9)];
let l_335 = l_334 * l_327;
l_mut_206 = l_mut_206 + l_335;
let l_336 = l_mut_211[u32(2)];
let l_337 = l_mut_210[u32(2)];
let l_338 = a_9[u32(10)];
let l_339 = l_338 * l_336;
l_mut_202 = l_mut_202 + l_339;
let l_340 = a_10[u32(10)];
let l_341 = l_340 * l_336;
l_mut_203 = l_mut_203 + l_341;
let l_342 = a_9[u32(10)];
let l_343 = l_342 * l_337;
l_mut_205 = l_mut_205 + l_343;
let l_344 = a_10[u32(10)];
let l_345 = l_344 * l_337;
l_mut_206 = l_mut_206 + l_345;
let l_346 = l_mut_211[u32(3)];
let l_347 = l_mut_210[u32(3)];
let l_348 = a_9[u32(11)];
let l_349 = l_348 * l_346;
l_mut_202 = l_mut_202 + l_349;
let l_350 = a_10[u32(11)];
let l_351 = l_350 * l_346;
l_mut_203 = l_mut_203 + l_351;
let l_352 = a_9[u32(11)];
let l_353 = l_352 * l_347;
l_mut_205 = l_mut_205 + l_353;
let l_354 = a_10[u32(11)];
let l_355 = l_354 * l_347;
l_mut_206 = l_mut_206 + l_355;
let l_356 = vec4<f32>(f32(0.0));
l_mut_213 = l_356;
l_mut_211 = l_mut_213;
let l_357 = vec4<f32>(f32(0.0));
l_mut_213 = l_357;
l_mut_210 = l_mut_213;
let l_358 = l_mut_201 * u32(5);
let l_359 = l_358 + u32(3);
let l_360 = buffer_3_global[l_359];
l_mut_211 = l_360;
let l_361 = l_mut_201 * u32(5);
let l_362 = l_361 + u32(3);
let l_363 = buffer_4_global[l_362];
l_mut_210 = l_363;
let l_364 = l_mut_211[u32(0)];
let l_365 = l_mut_210[u32(0)];
let l_366 = a_9[u32(12)];
let l_367 = l_366 * l_364;
l_mut_202 = l_mut_202 + l_367;
let l_368 = a_10[u32(12)];
let l_369 = l_368 * l_364;
l_mut_203 = l_mut_203 + l_369;
let l_370 = a_9[u32(12)];
let l_371 = l_370 * l_365;
l_mut_205 = l_mut_205 + l_371;
let l_372 = a_10[u32(12)];
let l_373 = l_372 * l_365;
l_mut_206 = l_mut_206 + l_373;
let l_374 = l_mut_211[u32(1)];
let l_375 = l_mut_210[u32(1)];
let l_376 = a_9[u32(13)];
let l_377 = l_376 * l_374;
l_mut_202 = l_mut_202 + l_377;
let l_378 = a_10[u32(13)];
let l_379 = l_378 * l_374;
l_mut_203 = l_mut_203 + l_379;
let l_380 = a_9[u32(13)];
let l_381 = l_380 * l_375;
l_mut_205 = l_mut_205 + l_381;
let l_382 = a_10[u32(13)];
let l_383 = l_382 * l_375;
l_mut_206 = l_mut_206 + l_383;
let l_384 = l_mut_211[u32(2)];
let l_385 = l_mut_210[u32(2)];
let l_386 = a_9[u32(14)];
let l_387 = l_386 * l_384;
l_mut_202 = l_mut_202 + l_387;
let l_388 = a_10[u32(14)];
let l_389 = l_388 * l_384;
l_mut_203 = l_mut_203 + l_389;
let l_390 = a_9[u32(14)];
let l_391 = l_390 * l_385;
l_mut_205 = l_mut_205 + l_391;
let l_392 = a_10[u32(14)];
let l_393 = l_392 * l_385;
l_mut_206 = l_mut_206 + l_393;
let l_394 = l_mut_211[u32(3)];
let l_395 = l_mut_210[u32(3)];
let l_396 = a_9[u32(15)];
let l_397 = l_396 * l_394;
l_mut_202 = l_mut_202 + l_397;
let l_398 = a_10[u32(15)];
let l_399 = l_398 * l_394;
l_mut_203 = l_mut_203 + l_399;
let l_400 = a_9[u32(15)];
let l_401 = l_400 * l_395;
l_mut_205 = l_mut_205 + l_401;
let l_402 = a_10[u32(15)];
let l_403 = l_402 * l_395;
l_mut_206 = l_mut_206 + l_403;
let l_404 = vec4<f32>(f32(0.0));
l_mut_213 = l_404;
l_mut_211 = l_mut_213;
let l_405 = vec4<f32>(f32(0.0));
l_mut_213 = l_405;
l_mut_210 = l_mut_213;
let l_406 = l_mut_201 * u32(5);
let l_407 = l_406 + u32(4);
let l_408 = buffer_3_global[l_407];
l_mut_211 = l_408;
let l_409 = l_mut_201 * u32(5);
let l_410 = l_409 + u32(4);
let l_411 = buffer_4_global[l_410];
l_mut_210 = l_411;
let l_412 = l_mut_211[u32(0)];
let l_413 = l_mut_210[u32(0)];
let l_414 = a_9[u32(16)];
let l_415 = l_414 * l_412;
l_mut_202 = l_mut_202 + l_415;
let l_416 = a_10[u32(16)];
let l_417 = l_416 * l_412;
l_mut_203 = l_mut_203 + l_417;
let l_418 = a_9[u32(16)];
let l_419 = l_418 * l_413;
l_mut_205 = l_mut_205 + l_419;
let l_420 = a_10[u32(16)];
let l_421 = l_420 * l_413;
l_mut_206 = l_mut_206 + l_421;
let l_422 = l_mut_211[u32(1)];
let l_423 = l_mut_210[u32(1)];
let l_424 = a_9[u32(17)];
let l_425 = l_424 * l_422;
l_mut_202 = l_mut_202 + l_425;
let l_426 = a_10[u32(17)];
let l_427 = l_426 * l_422;
l_mut_203 = l_mut_203 + l_427;
let l_428 = a_9[u32(17)];
let l_429 = l_428 * l_423;
l_mut_205 = l_mut_205 + l_429;
let l_430 = a_10[u32(17)];
let l_431 = l_430 * l_423;
l_mut_206 = l_mut_206 + l_431;
let l_432 = l_mut_211[u32(2)];
let l_433 = l_mut_210[u32(2)];
let l_434 = a_9[u32(18)];
let l_435 = l_434 * l_432;
l_mut_202 = l_mut_202 + l_435;
let l_436 = a_10[u32(18)];
let l_437 = l_436 * l_432;
l_mut_203 = l_mut_203 + l_437;
let l_438 = a_9[u32(18)];
let l_439 = l_438 * l_433;
l_mut_205 = l_mut_205 + l_439;
let l_440 = a_10[u32(18)];
let l_441 = l_440 * l_433;
l_mut_206 = l_mut_206 + l_441;
let l_442 = l_mut_211[u32(3)];
let l_443 = l_mut_210[u32(3)];
let l_444 = a_9[u32(19)];
let l_445 = l_444 * l_442;
l_mut_202 = l_mut_202 + l_445;
let l_446 = a_10[u32(19)];
let l_447 = l_446 * l_442;
l_mut_203 = l_mut_203 + l_447;
let l_448 = a_9[u32(19)];
let l_449 = l_448 * l_443;
l_mut_205 = l_mut_205 + l_449;
let l_450 = a_10[u32(19)];
let l_451 = l_450 * l_443;
l_mut_206 = l_mut_206 + l_451;
let l_452 = vec4<f32>(f32(0.0));
l_mut_213 = l_452;
l_mut_211 = l_mut_213;
let l_453 = vec4<f32>(f32(0.0));
l_mut_213 = l_453;
l_mut_210 = l_mut_213;
l_mut_454 = u32(0);
let l_455 = l_mut_201 * u32(2);
let l_456 = buffer_2_global[l_455];
l_mut_211 = l_456;
let l_457 = l_mut_201 * u32(2);
let l_458 = l_457 + u32(1);
let l_459 = buffer_2_global[l_458];
l_mut_210 = l_459;
let l_460 = buffer_1_global[l_mut_201];
l_mut_454 = l_460;
let l_461 = l_mut_210[u32(0)];
let l_462 = l_mut_210[u32(1)];
let l_463 = l_mut_211[u32(1)];
let l_464 = -l_463;
let l_465 = l_mut_211[u32(2)];
let l_466 = -l_465;
let l_467 = l_mut_211[u32(3)];
let l_468 = -l_467;
let l_469 = l_mut_454 * u32(128);
let l_470 = l_469 + l_mut_4;
let l_471 = buffer_7_global[l_470];
let l_472 = l_mut_454 * u32(3);
let l_473 = l_472 * u32(128);
let l_474 = l_473 + l_mut_4;
let l_475 = buffer_8_global[l_474];
let l_476 = l_mut_454 * u32(3);
let l_477 = l_476 * u32(128);
let l_478 = l_477 + u32(128);
let l_479 = l_478 + l_mut_4;
let l_480 = buffer_8_global[l_479];
let l_481 = l_mut_454 * u32(3);
let l_482 = l_481 * u32(128);
let l_483 = l_482 + u32(256);
let l_484 = l_483 + l_mut_4;
let l_485 = buffer_8_global[l_484];
let l_486 = l_475 * l_464;
let l_487 = l_480 * l_466;
let l_488 = l_486 + l_487;
let l_489 = l_485 * l_468;
let l_490 = l_488 + l_489;
let l_491 = l_mut_203 * l_461;
let l_492 = l_471 * l_161;
let l_493 = l_461 * l_mut_205;
let l_494 = l_462 * l_mut_202;
let l_495 = l_493 + l_494;
let l_496 = l_492 * l_495;
let l_497 = l_490 * l_166;
let l_498 = l_461 * l_mut_206;
let l_499 = l_462 * l_mut_203;
let l_500 = l_498 + l_499;
let l_501 = l_497 * l_500;
let l_502 = l_496 + l_501;
l_mut_195 = l_502;
let l_503 = l_491 * l_166;
let l_504 = l_475 * l_503;
l_mut_196 = l_504;
let l_505 = l_480 * l_503;
l_mut_197 = l_505;
let l_506 = l_485 * l_503;
l_mut_198 = l_506;
}
let l_507 = l_mut_5 * u32(128);
let l_508 = l_507 + l_mut_4;
let l_509 = l_508 * u32(9);
let l_510 = l_mut_191 * u32(4);
let l_511 = l_509 + l_510;
shared_memory_1[l_511] = l_mut_195;
let l_512 = l_511 + u32(1);
shared_memory_1[l_512] = l_mut_196;
let l_513 = l_511 + u32(2);
shared_memory_1[l_513] = l_mut_197;
let l_514 = l_511 + u32(3);
shared_memory_1[l_514] = l_mut_198;
}
workgroupBarrier();
l_mut_454 = local_idx;
loop {
let l_515 = l_mut_454 < u32(128);
let l_516 = !l_515;
if l_516 {
break;
}
let l_517 = l_mut_454 % u32(32);
let l_518 = l_mut_454 / u32(32);
l_mut_201 = u32(0);
l_mut_519 = l_517;
let l_520 = l_517 / u32(8);
l_mut_201 = l_520;
let l_521 = l_517 % u32(8);
l_mut_519 = l_521;
let l_522 = l_518 * u32(32);
let l_523 = l_522 + u32(32);
l_mut_524 = l_523;
let l_525 = l_mut_524 > u32(128);
if l_525 {
l_mut_524 = u32(128);
}
l_mut_207 = f32(0.0);
let l_526 = l_518 * u32(32);

for (var l_mut_527: u32 = l_526; l_mut_527 < l_mut_524; l_mut_527++) {
let l_528 = l_mut_201 * u32(128);
let l_529 = l_528 + l_mut_527;
let l_530 = l_529 * u32(9);
let l_531 = l_530 + l_mut_519;
let l_532 = shared_memory_1[l_531];
l_mut_207 = l_mut_207 + l_532;
}
let l_533 = l_518 * u32(32);
let l_534 = l_533 + l_517;
shared_memory_2[l_534] = l_mut_207;
l_mut_454 = l_mut_454 + u32(512);
}
workgroupBarrier();
l_mut_524 = local_idx;
loop {
let l_535 = l_mut_524 < u32(32);
let l_536 = !l_535;
if l_536 {
break;
}
l_mut_207 = f32(0.0);
let l_537 = u32(0) + l_mut_524;
let l_538 = shared_memory_2[l_537];
l_mut_207 = l_mut_207 + l_538;
let l_539 = u32(32) + l_mut_524;
let l_540 = shared_memory_2[l_539];
l_mut_207 = l_mut_207 + l_540;
let l_541 = u32(64) + l_mut_524;
let l_542 = shared_memory_2[l_541];
l_mut_207 = l_mut_207 + l_542;
let l_543 = u32(96) + l_mut_524;
let l_544 = shared_memory_2[l_543];
l_mut_207 = l_mut_207 + l_544;
shared_memory_3[l_mut_524] = l_mut_207;
l_mut_524 = l_mut_524 + u32(512);
}
workgroupBarrier();
l_mut_519 = local_idx;
loop {
let l_545 = l_mut_519 < u32(8);
let l_546 = !l_545;
if l_546 {
break;
}
let l_547 = l_mut_519 % u32(2);
let l_548 = l_547 * u32(4);
let l_549 = l_mut_519 / u32(2);
let l_550 = l_548 + l_549;
let l_551 = l_mut_187 + l_550;
let l_552 = l_551 < l_mut_182;
if l_552 {
let l_553 = l_177 + l_551;
l_mut_201 = l_553;
let l_554 = l_mut_519 * u32(4);
let l_555 = shared_memory_3[l_554];
let l_556 = l_mut_519 * u32(4);
let l_557 = l_556 + u32(1);
let l_558 = shared_memory_3[l_557];
let l_559 = l_mut_519 * u32(4);
let l_560 = l_559 + u32(2);
let l_561 = shared_memory_3[l_560];
let l_562 = l_mut_519 * u32(4);
let l_563 = l_562 + u32(3);
let l_564 = shared_memory_3[l_563];
let l_565 = l_mut_201 * u32(2);
let l_566 = buffer_2_global[l_565];
let l_567 = l_566[u32(1)];
let l_568 = l_566[u32(2)];
let l_569 = l_566[u32(3)];
let l_570 = l_566[u32(0)];
let l_571 = f32(1.0) / l_570;
let l_572 = l_558 * l_567;
let l_573 = l_561 * l_568;
let l_574 = l_572 + l_573;
let l_575 = l_564 * l_569;
let l_576 = l_574 + l_575;
let l_577 = -l_576;
let l_578 = l_555 * l_567;
let l_579 = l_577 * l_567;
let l_580 = l_558 + l_579;
let l_581 = l_580 * l_571;
let l_582 = l_578 - l_581;
let l_583 = l_555 * l_568;
let l_584 = l_577 * l_568;
let l_585 = l_561 + l_584;
let l_586 = l_585 * l_571;
let l_587 = l_583 - l_586;
let l_588 = l_555 * l_569;
let l_589 = l_577 * l_569;
let l_590 = l_564 + l_589;
let l_591 = l_590 * l_571;
let l_592 = l_588 - l_591;
let l_593 = l_mut_201 * u32(3);
let l_594 = buffer_13_global[l_593];
let l_595 = l_mut_201 * u32(3);
let l_596 = l_595 + u32(1);
let l_597 = buffer_13_global[l_596];
let l_598 = l_mut_201 * u32(3);
let l_599 = l_598 + u32(2);
let l_600 = buffer_13_global[l_599];
let l_601 = l_mut_201 * u32(3);
let l_602 = l_594 + l_582;
buffer_13_global[l_601] = l_602;
let l_603 = l_mut_201 * u32(3);
let l_604 = l_603 + u32(1);
let l_605 = l_597 + l_587;
buffer_13_global[l_604] = l_605;
let l_606 = l_mut_201 * u32(3);
let l_607 = l_606 + u32(2);
let l_608 = l_600 + l_592;
buffer_13_global[l_607] = l_608;
}
l_mut_519 = l_mut_519 + u32(512);
}
workgroupBarrier();
l_mut_187 = l_mut_187 + u32(8);
}
}
