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

@group(0)
@binding(14)
var<storage, read_write> buffer_14_global: array<u32>;

@group(0)
@binding(15)
var<storage, read_write> buffer_15_global: array<u32>;

@group(0)
@binding(16)
var<storage, read_write> buffer_16_global: array<u32>;

@group(0)
@binding(17)
var<storage, read_write> buffer_17_global: array<atomic<u32>>;

@group(0)
@binding(18)
var<storage, read_write> buffer_18_global: array<f32>;

@group(0)
@binding(19)
var<storage, read_write> buffer_19_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 40>,
}

@group(0)
@binding(20)
var<storage, read> info: info_st;

var<workgroup> shared_memory_404: array<vec4<f32>, 80>;

var<workgroup> shared_memory_405: array<vec4<f32>, 16>;

var<workgroup> shared_memory_406: array<u32, 8>;

var<workgroup> shared_memory_46: array<f32, 4352>;

var<workgroup> shared_memory_47: array<f32, 128>;

var<workgroup> shared_memory_48: array<f32, 32>;

var<workgroup> shared_memory_1033: array<u32, 1>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn message_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_56: array<f32, 20>;

var a_57: array<f32, 20>;

var a_58: array<f32, 20>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_346: f32;
var l_mut_362: f32;
var l_mut_363: f32;
var l_mut_364: f32;
var l_mut_365: f32;
var l_mut_389: f32;
var l_mut_390: f32;
var l_mut_391: f32;
var l_mut_392: f32;
var l_mut_393: f32;
var l_mut_394: f32;
var l_mut_40: u32;
var l_mut_402: u32;
var l_mut_403: bool;
var l_mut_407: u32;
var l_mut_408: u32;
var l_mut_411: u32;
var l_mut_419: u32;
var l_mut_437: u32;
var l_mut_44: u32;
var l_mut_45: u32;
var l_mut_451: f32;
var l_mut_452: f32;
var l_mut_453: f32;
var l_mut_454: f32;
var l_mut_457: f32;
var l_mut_458: f32;
var l_mut_459: f32;
var l_mut_460: f32;
var l_mut_461: f32;
var l_mut_462: f32;
var l_mut_465: vec4<f32>;
var l_mut_466: vec4<f32>;
var l_mut_468: vec4<f32>;
var l_mut_50: u32;
var l_mut_51: u32;
var l_mut_54: u32;
var l_mut_886: u32;
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
let l_28 = info.static_meta[u32(34)];
let l_29 = l_28 - u32(0);
let l_30 = info.static_meta[u32(35)];
let l_31 = l_30 - u32(0);
let l_32 = info.static_meta[u32(36)];
let l_33 = l_32 - u32(0);
let l_34 = info.static_meta[u32(38)];
let l_35 = l_34 - u32(0);
let l_36 = info.static_meta[u32(39)];
let l_37 = l_36 - u32(0);
let l_38 = info.scalars_u32[0] * u32(1);
let l_39 = workgroup_id_no_axis >= l_38;
if l_39 {
return;
}
l_mut_40 = u32(0);
let l_41 = local_idx == u32(0);
if l_41 {
let l_42 = &buffer_17_global[u32(8)];
let l_43 = atomicLoad(l_42);
l_mut_40 = l_43;
}
l_mut_44 = workgroup_id_no_axis;
l_mut_45 = u32(0);
let l_49 = l_mut_45 * info.scalars_u32[1];
l_mut_50 = local_idx;
l_mut_51 = u32(0);
let l_52 = local_idx % u32(128);
l_mut_50 = l_52;
let l_53 = local_idx / u32(128);
l_mut_51 = l_53;
l_mut_54 = l_mut_50;
let l_55 = info.scalars_u32[2] * u32(20);
let l_59 = l_55 + u32(0);
let l_60 = l_59 + l_mut_54;
let l_61 = u32(0) + l_60;
let l_62 = buffer_9_global[l_61];
a_56[u32(0)] = l_62;
let l_63 = l_55 + u32(0);
let l_64 = l_63 + u32(128);
let l_65 = l_64 + l_mut_54;
let l_66 = u32(0) + l_65;
let l_67 = buffer_9_global[l_66];
a_57[u32(0)] = l_67;
let l_68 = l_55 + u32(0);
let l_69 = l_68 + u32(256);
let l_70 = l_69 + l_mut_54;
let l_71 = u32(0) + l_70;
let l_72 = buffer_9_global[l_71];
a_58[u32(0)] = l_72;
let l_73 = l_55 + u32(384);
let l_74 = l_73 + l_mut_54;
let l_75 = u32(0) + l_74;
let l_76 = buffer_9_global[l_75];
a_56[u32(1)] = l_76;
let l_77 = l_55 + u32(384);
let l_78 = l_77 + u32(128);
let l_79 = l_78 + l_mut_54;
let l_80 = u32(0) + l_79;
let l_81 = buffer_9_global[l_80];
a_57[u32(1)] = l_81;
let l_82 = l_55 + u32(384);
let l_83 = l_82 + u32(256);
let l_84 = l_83 + l_mut_54;
let l_85 = u32(0) + l_84;
let l_86 = buffer_9_global[l_85];
a_58[u32(1)] = l_86;
let l_87 = l_55 + u32(768);
let l_88 = l_87 + l_mut_54;
let l_89 = u32(0) + l_88;
let l_90 = buffer_9_global[l_89];
a_56[u32(2)] = l_90;
let l_91 = l_55 + u32(768);
let l_92 = l_91 + u32(128);
let l_93 = l_92 + l_mut_54;
let l_94 = u32(0) + l_93;
let l_95 = buffer_9_global[l_94];
a_57[u32(2)] = l_95;
let l_96 = l_55 + u32(768);
let l_97 = l_96 + u32(256);
let l_98 = l_97 + l_mut_54;
let l_99 = u32(0) + l_98;
let l_100 = buffer_9_global[l_99];
a_58[u32(2)] = l_100;
let l_101 = l_55 + u32(1152);
let l_102 = l_101 + l_mut_54;
let l_103 = u32(0) + l_102;
let l_104 = buffer_9_global[l_103];
a_56[u32(3)] = l_104;
let l_105 = l_55 + u32(1152);
let l_106 = l_105 + u32(128);
let l_107 = l_106 + l_mut_54;
let l_108 = u32(0) + l_107;
let l_109 = buffer_9_global[l_108];
a_57[u32(3)] = l_109;
let l_110 = l_55 + u32(1152);
let l_111 = l_110 + u32(256);
let l_112 = l_111 + l_mut_54;
let l_113 = u32(0) + l_112;
let l_114 = buffer_9_global[l_113];
a_58[u32(3)] = l_114;
let l_115 = l_55 + u32(1536);
let l_116 = l_115 + l_mut_54;
let l_117 = u32(0) + l_116;
let l_118 = buffer_9_global[l_117];
a_56[u32(4)] = l_118;
let l_119 = l_55 + u32(1536);
let l_120 = l_119 + u32(128);
let l_121 = l_120 + l_mut_54;
let l_122 = u32(0) + l_121;
let l_123 = buffer_9_global[l_122];
a_57[u32(4)] = l_123;
let l_124 = l_55 + u32(1536);
let l_125 = l_124 + u32(256);
let l_126 = l_125 + l_mut_54;
let l_127 = u32(0) + l_126;
let l_128 = buffer_9_global[l_127];
a_58[u32(4)] = l_128;
let l_129 = l_55 + u32(1920);
let l_130 = l_129 + l_mut_54;
let l_131 = u32(0) + l_130;
let l_132 = buffer_9_global[l_131];
a_56[u32(5)] = l_132;
let l_133 = l_55 + u32(1920);
let l_134 = l_133 + u32(128);
let l_135 = l_134 + l_mut_54;
let l_136 = u32(0) + l_135;
let l_137 = buffer_9_global[l_136];
a_57[u32(5)] = l_137;
let l_138 = l_55 + u32(1920);
let l_139 = l_138 + u32(256);
let l_140 = l_139 + l_mut_54;
let l_141 = u32(0) + l_140;
let l_142 = buffer_9_global[l_141];
a_58[u32(5)] = l_142;
let l_143 = l_55 + u32(2304);
let l_144 = l_143 + l_mut_54;
let l_145 = u32(0) + l_144;
let l_146 = buffer_9_global[l_145];
a_56[u32(6)] = l_146;
let l_147 = l_55 + u32(2304);
let l_148 = l_147 + u32(128);
let l_149 = l_148 + l_mut_54;
let l_150 = u32(0) + l_149;
let l_151 = buffer_9_global[l_150];
a_57[u32(6)] = l_151;
let l_152 = l_55 + u32(2304);
let l_153 = l_152 + u32(256);
let l_154 = l_153 + l_mut_54;
let l_155 = u32(0) + l_154;
let l_156 = buffer_9_global[l_155];
a_58[u32(6)] = l_156;
let l_157 = l_55 + u32(2688);
let l_158 = l_157 + l_mut_54;
let l_159 = u32(0) + l_158;
let l_160 = buffer_9_global[l_159];
a_56[u32(7)] = l_160;
let l_161 = l_55 + u32(2688);
let l_162 = l_161 + u32(128);
let l_163 = l_162 + l_mut_54;
let l_164 = u32(0) + l_163;
let l_165 = buffer_9_global[l_164];
a_57[u32(7)] = l_165;
let l_166 = l_55 + u32(2688);
let l_167 = l_166 + u32(256);
let l_168 = l_167 + l_mut_54;
let l_169 = u32(0) + l_168;
let l_170 = buffer_9_global[l_169];
a_58[u32(7)] = l_170;
let l_171 = l_55 + u32(3072);
let l_172 = l_171 + l_mut_54;
let l_173 = u32(0) + l_172;
let l_174 = buffer_9_global[l_173];
a_56[u32(8)] = l_174;
let l_175 = l_55 + u32(3072);
let l_176 = l_175 + u32(128);
let l_177 = l_176 + l_mut_54;
let l_178 = u32(0) + l_177;
let l_179 = buffer_9_global[l_178];
a_57[u32(8)] = l_179;
let l_180 = l_55 + u32(3072);
let l_181 = l_180 + u32(256);
let l_182 = l_181 + l_mut_54;
let l_183 = u32(0) + l_182;
let l_184 = buffer_9_global[l_183];
a_58[u32(8)] = l_184;
let l_185 = l_55 + u32(3456);
let l_186 = l_185 + l_mut_54;
let l_187 = u32(0) + l_186;
let l_188 = buffer_9_global[l_187];
a_56[u32(9)] = l_188;
let l_189 = l_55 + u32(3456);
let l_190 = l_189 + u32(128);
let l_191 = l_190 + l_mut_54;
let l_192 = u32(0) + l_191;
let l_193 = buffer_9_global[l_192];
a_57[u32(9)] = l_193;
let l_194 = l_55 + u32(3456);
let l_195 = l_194 + u32(256);
let l_196 = l_195 + l_mut_54;
let l_197 = u32(0) + l_196;
let l_198 = buffer_9_global[l_197];
a_58[u32(9)] = l_198;
let l_199 = l_55 + u32(3840);
let l_200 = l_199 + l_mut_54;
let l_201 = u32(0) + l_200;
let l_202 = buffer_9_global[l_201];
a_56[u32(10)] = l_202;
let l_203 = l_55 + u32(3840);
let l_204 = l_203 + u32(128);
let l_205 = l_204 + l_mut_54;
let l_206 = u32(0) + l_205;
let l_207 = buffer_9_global[l_206];
a_57[u32(10)] = l_207;
let l_208 = l_55 + u32(3840);
let l_209 = l_208 + u32(256);
let l_210 = l_209 + l_mut_54;
let l_211 = u32(0) + l_210;
let l_212 = buffer_9_global[l_211];
a_58[u32(10)] = l_212;
let l_213 = l_55 + u32(4224);
let l_214 = l_213 + l_mut_54;
let l_215 = u32(0) + l_214;
let l_216 = buffer_9_global[l_215];
a_56[u32(11)] = l_216;
let l_217 = l_55 + u32(4224);
let l_218 = l_217 + u32(128);
let l_219 = l_218 + l_mut_54;
let l_220 = u32(0) + l_219;
let l_221 = buffer_9_global[l_220];
a_57[u32(11)] = l_221;
let l_222 = l_55 + u32(4224);
let l_223 = l_222 + u32(256);
let l_224 = l_223 + l_mut_54;
let l_225 = u32(0) + l_224;
let l_226 = buffer_9_global[l_225];
a_58[u32(11)] = l_226;
let l_227 = l_55 + u32(4608);
let l_228 = l_227 + l_mut_54;
let l_229 = u32(0) + l_228;
let l_230 = buffer_9_global[l_229];
a_56[u32(12)] = l_230;
let l_231 = l_55 + u32(4608);
let l_232 = l_231 + u32(128);
let l_233 = l_232 + l_mut_54;
let l_234 = u32(0) + l_233;
let l_235 = buffer_9_global[l_234];
a_57[u32(12)] = l_235;
let l_236 = l_55 + u32(4608);
let l_237 = l_236 + u32(256);
let l_238 = l_237 + l_mut_54;
let l_239 = u32(0) + l_238;
let l_240 = buffer_9_global[l_239];
a_58[u32(12)] = l_240;
let l_241 = l_55 + u32(4992);
let l_242 = l_241 + l_mut_54;
let l_243 = u32(0) + l_242;
let l_244 = buffer_9_global[l_243];
a_56[u32(13)] = l_244;
let l_245 = l_55 + u32(4992);
let l_246 = l_245 + u32(128);
let l_247 = l_246 + l_mut_54;
let l_248 = u32(0) + l_247;
let l_249 = buffer_9_global[l_248];
a_57[u32(13)] = l_249;
let l_250 = l_55 + u32(4992);
let l_251 = l_250 + u32(256);
let l_252 = l_251 + l_mut_54;
let l_253 = u32(0) + l_252;
let l_254 = buffer_9_global[l_253];
a_58[u32(13)] = l_254;
let l_255 = l_55 + u32(5376);
let l_256 = l_255 + l_mut_54;
let l_257 = u32(0) + l_256;
let l_258 = buffer_9_global[l_257];
a_56[u32(14)] = l_258;
let l_259 = l_55 + u32(5376);
let l_260 = l_259 + u32(128);
let l_261 = l_260 + l_mut_54;
let l_262 = u32(0) + l_261;
let l_263 = buffer_9_global[l_262];
a_57[u32(14)] = l_263;
let l_264 = l_55 + u32(5376);
let l_265 = l_264 + u32(256);
let l_266 = l_265 + l_mut_54;
let l_267 = u32(0) + l_266;
let l_268 = buffer_9_global[l_267];
a_58[u32(14)] = l_268;
let l_269 = l_55 + u32(5760);
let l_270 = l_269 + l_mut_54;
let l_271 = u32(0) + l_270;
let l_272 = buffer_9_global[l_271];
a_56[u32(15)] = l_272;
let l_273 = l_55 + u32(5760);
let l_274 = l_273 + u32(128);
let l_275 = l_274 + l_mut_54;
let l_276 = u32(0) + l_275;
let l_277 = buffer_9_global[l_276];
a_57[u32(15)] = l_277;
let l_278 = l_55 + u32(5760);
let l_279 = l_278 + u32(256);
let l_280 = l_279 + l_mut_54;
let l_281 = u32(0) + l_280;
let l_282 = buffer_9_global[l_281];
a_58[u32(15)] = l_282;
let l_283 = l_55 + u32(6144);
let l_284 = l_283 + l_mut_54;
let l_285 = u32(0) + l_284;
let l_286 = buffer_9_global[l_285];
a_56[u32(16)] = l_286;
let l_287 = l_55 + u32(6144);
let l_288 = l_287 + u32(128);
let l_289 = l_288 + l_mut_54;
let l_290 = u32(0) + l_289;
let l_291 = buffer_9_global[l_290];
a_57[u32(16)] = l_291;
let l_292 = l_55 + u32(6144);
let l_293 = l_292 + u32(256);
let l_294 = l_293 + l_mut_54;
let l_295 = u32(0) + l_294;
let l_296 = buffer_9_global[l_295];
a_58[u32(16)] = l_296;
let l_297 = l_55 + u32(6528);
let l_298 = l_297 + l_mut_54;
let l_299 = u32(0) + l_298;
let l_300 = buffer_9_global[l_299];
a_56[u32(17)] = l_300;
let l_301 = l_55 + u32(6528);
let l_302 = l_301 + u32(128);
let l_303 = l_302 + l_mut_54;
let l_304 = u32(0) + l_303;
let l_305 = buffer_9_global[l_304];
a_57[u32(17)] = l_305;
let l_306 = l_55 + u32(6528);
let l_307 = l_306 + u32(256);
let l_308 = l_307 + l_mut_54;
let l_309 = u32(0) + l_308;
let l_310 = buffer_9_global[l_309];
a_58[u32(17)] = l_310;
let l_311 = l_55 + u32(6912);
let l_312 = l_311 + l_mut_54;
let l_313 = u32(0) + l_312;
let l_314 = buffer_9_global[l_313];
a_56[u32(18)] = l_314;
let l_315 = l_55 + u32(6912);
let l_316 = l_315 + u32(128);
let l_317 = l_316 + l_mut_54;
let l_318 = u32(0) + l_317;
let l_319 = buffer_9_global[l_318];
a_57[u32(18)] = l_319;
let l_320 = l_55 + u32(6912);
let l_321 = l_320 + u32(256);
let l_322 = l_321 + l_mut_54;
let l_323 = u32(0) + l_322;
let l_324 = buffer_9_global[l_323];
a_58[u32(18)] = l_324;
let l_325 = l_55 + u32(7296);
let l_326 = l_325 + l_mut_54;
let l_327 = u32(0) + l_326;
let l_328 = buffer_9_global[l_327];
a_56[u32(19)] = l_328;
let l_329 = l_55 + u32(7296);
let l_330 = l_329 + u32(128);
let l_331 = l_330 + l_mut_54;
let l_332 = u32(0) + l_331;
let l_333 = buffer_9_global[l_332];
a_57[u32(19)] = l_333;
let l_334 = l_55 + u32(7296);
let l_335 = l_334 + u32(256);
let l_336 = l_335 + l_mut_54;
let l_337 = u32(0) + l_336;
let l_338 = buffer_9_global[l_337];
a_58[u32(19)] = l_338;
let l_339 = info.scalars_u32[2] + l_mut_54;
let l_340 = u32(0) + l_339;
let l_341 = buffer_10_global[l_340];
let l_342 = info.scalars_u32[2] + u32(128);
let l_343 = l_342 + l_mut_54;
let l_344 = u32(0) + l_343;
let l_345 = buffer_10_global[l_344];
l_mut_346 = f32(0.0);
let l_347 = info.scalars_u32[2] + u32(256);
let l_348 = l_347 + l_mut_54;
let l_349 = u32(0) + l_348;
let l_350 = buffer_10_global[l_349];
l_mut_346 = l_350;
let l_351 = l_mut_44 * u32(3);
let l_352 = l_351 * u32(128);
let l_353 = l_352 + l_mut_54;
let l_354 = u32(0) + l_353;
let l_355 = buffer_5_global[l_354];
let l_356 = l_mut_44 * u32(3);
let l_357 = l_356 * u32(128);
let l_358 = l_357 + u32(128);
let l_359 = l_358 + l_mut_54;
let l_360 = u32(0) + l_359;
let l_361 = buffer_5_global[l_360];
l_mut_362 = f32(0.0);
l_mut_363 = f32(0.0);
l_mut_364 = f32(0.0);
l_mut_365 = f32(0.0);
let l_366 = l_mut_44 * u32(3);
let l_367 = l_366 * u32(128);
let l_368 = l_367 + u32(256);
let l_369 = l_368 + l_mut_54;
let l_370 = u32(0) + l_369;
let l_371 = buffer_5_global[l_370];
l_mut_362 = l_371;
let l_372 = l_mut_44 * u32(3);
let l_373 = l_372 * u32(128);
let l_374 = l_373 + l_mut_54;
let l_375 = u32(0) + l_374;
let l_376 = buffer_6_global[l_375];
l_mut_363 = l_376;
let l_377 = l_mut_44 * u32(3);
let l_378 = l_377 * u32(128);
let l_379 = l_378 + u32(128);
let l_380 = l_379 + l_mut_54;
let l_381 = u32(0) + l_380;
let l_382 = buffer_6_global[l_381];
l_mut_364 = l_382;
let l_383 = l_mut_44 * u32(3);
let l_384 = l_383 * u32(128);
let l_385 = l_384 + u32(256);
let l_386 = l_385 + l_mut_54;
let l_387 = u32(0) + l_386;
let l_388 = buffer_6_global[l_387];
l_mut_365 = l_388;
l_mut_389 = f32(0.0);
l_mut_390 = f32(0.0);
l_mut_391 = f32(0.0);
l_mut_392 = f32(0.0);
l_mut_393 = f32(0.0);
l_mut_394 = f32(0.0);
let l_395 = u32(0) + l_mut_44;
let l_396 = buffer_0_global[l_395];
let l_397 = l_mut_44 + u32(1);
let l_398 = u32(0) + l_397;
let l_399 = buffer_0_global[l_398];
let l_401 = l_399 - l_396;
l_mut_402 = l_401;
l_mut_403 = bool(true);
l_mut_407 = u32(0);
l_mut_408 = u32(0);
loop {
let l_409 = l_mut_407 < l_mut_402;
let l_410 = !l_409;
if l_410 {
break;
}
l_mut_411 = local_idx;
loop {
let l_412 = l_mut_411 < u32(80);
let l_413 = !l_412;
if l_413 {
break;
}
let l_414 = l_mut_411 / u32(10);
let l_415 = l_mut_407 + l_414;
let l_416 = l_mut_411 % u32(10);
let l_417 = l_415 < l_mut_402;
if l_417 {
let l_418 = l_396 + l_415;
l_mut_419 = l_418;
let l_420 = l_416 < u32(5);
if l_420 {
let l_421 = l_mut_419 * u32(5);
let l_422 = l_421 + l_416;
let l_423 = u32(0) + l_422;
let l_424 = buffer_3_global[l_423];
shared_memory_404[l_mut_411] = l_424;
} else {
let l_425 = l_mut_419 * u32(5);
let l_426 = l_425 + l_416;
let l_427 = l_426 - u32(5);
let l_428 = u32(0) + l_427;
let l_429 = buffer_4_global[l_428];
shared_memory_404[l_mut_411] = l_429;
}
}
l_mut_411 = l_mut_411 + u32(256);
}
l_mut_419 = local_idx;
loop {
let l_430 = l_mut_419 < u32(24);
let l_431 = !l_430;
if l_431 {
break;
}
let l_432 = l_mut_419 / u32(3);
let l_433 = l_mut_419 % u32(3);
let l_434 = l_mut_407 + l_432;
let l_435 = l_434 < l_mut_402;
if l_435 {
let l_436 = l_396 + l_434;
l_mut_437 = l_436;
let l_438 = l_433 < u32(2);
if l_438 {
let l_439 = l_432 * u32(2);
let l_440 = l_439 + l_433;
let l_441 = l_mut_437 * u32(2);
let l_442 = l_441 + l_433;
let l_443 = u32(0) + l_442;
let l_444 = buffer_2_global[l_443];
shared_memory_405[l_440] = l_444;
} else {
let l_445 = u32(0) + l_mut_437;
let l_446 = buffer_1_global[l_445];
shared_memory_406[l_432] = l_446;
}
}
l_mut_419 = l_mut_419 + u32(256);
}
workgroupBarrier();

for (var l_mut_447: u32 = u32(0); l_mut_447 < u32(4); l_mut_447++) {
let l_448 = l_mut_447 * u32(2);
let l_449 = l_mut_407 + l_448;
let l_450 = l_449 + l_mut_51;
l_mut_451 = f32(0.0);
l_mut_452 = f32(0.0);
l_mut_453 = f32(0.0);
l_mut_454 = f32(0.0);
let l_455 = l_450 < l_mut_402;
if l_455 {
let l_456 = l_396 + l_450;
l_mut_437 = l_456;
l_mut_457 = l_341;
l_mut_458 = l_345;
l_mut_459 = l_mut_346;
l_mut_460 = f32(0.0);
l_mut_461 = f32(0.0);
l_mut_462 = f32(0.0);
let l_463 = l_450 - l_mut_407;
let l_464 = vec4<f32>(f32(0.0));
l_mut_465 = l_464;
l_mut_466 = l_mut_465;
let l_467 = vec4<f32>(f32(0.0));
l_mut_465 = l_467;
l_mut_468 = l_mut_465;
let l_469 = l_463 * u32(10);
let l_470 = l_469 + u32(0);
let l_471 = shared_memory_404[l_470];
l_mut_466 = l_471;
let l_472 = l_463 * u32(10);
let l_473 = l_472 + u32(5);
let l_474 = l_473 + u32(0);
let l_475 = shared_memory_404[l_474];
l_mut_468 = l_475;
let l_476 = l_mut_466[u32(0)];
let l_477 = l_mut_468[u32(0)];
let l_478 = a_56[u32(0)];
let l_479 = l_478 * l_476;
l_mut_457 = l_mut_457 + l_479;
let l_480 = a_57[u32(0)];
let l_481 = l_480 * l_476;
l_mut_458 = l_mut_458 + l_481;
let l_482 = a_58[u32(0)];
let l_483 = l_482 * l_476;
l_mut_459 = l_mut_459 + l_483;
let l_484 = a_56[u32(0)];
let l_485 = l_484 * l_477;
l_mut_460 = l_mut_460 + l_485;
let l_486 = a_57[u32(0)];
let l_487 = l_486 * l_477;
l_mut_461 = l_mut_461 + l_487;
let l_488 = a_58[u32(0)];
let l_489 = l_488 * l_477;
l_mut_462 = l_mut_462 + l_489;
let l_490 = l_mut_466[u32(1)];
let l_491 = l_mut_468[u32(1)];
let l_492 = a_56[u32(1)];
let l_493 = l_492 * l_490;
l_mut_457 = l_mut_457 + l_493;
let l_494 = a_57[u32(1)];
let l_495 = l_494 * l_490;
l_mut_458 = l_mut_458 + l_495;
let l_496 = a_58[u32(1)];
let l_497 = l_496 * l_490;
l_mut_459 = l_mut_459 + l_497;
let l_498 = a_56[u32(1)];
let l_499 = l_498 * l_491;
l_mut_460 = l_mut_460 + l_499;
let l_500 = a_57[u32(1)];
let l_501 = l_500 * l_491;
l_mut_461 = l_mut_461 + l_501;
let l_502 = a_58[u32(1)];
let l_503 = l_502 * l_491;
l_mut_462 = l_mut_462 + l_503;
let l_504 = l_mut_466[u32(2)];
let l_505 = l_mut_468[u32(2)];
let l_506 = a_56[u32(2)];
let l_507 = l_506 * l_504;
l_mut_457 = l_mut_457 + l_507;
let l_508 = a_57[u32(2)];
let l_509 = l_508 * l_504;
l_mut_458 = l_mut_458 + l_509;
let l_510 = a_58[u32(2)];
let l_511 = l_510 * l_504;
l_mut_459 = l_mut_459 + l_511;
let l_512 = a_56[u32(2)];
let l_513 = l_512 * l_505;
l_mut_460 = l_mut_460 + l_513;
let l_514 = a_57[u32(2)];
let l_515 = l_514 * l_505;
l_mut_461 = l_mut_461 + l_515;
let l_516 = a_58[u32(2)];
let l_517 = l_516 * l_505;
l_mut_462 = l_mut_462 + l_517;
let l_518 = l_mut_466[u32(3)];
let l_519 = l_mut_468[u32(3)];
let l_520 = a_56[u32(3)];
let l_521 = l_520 * l_518;
l_mut_457 = l_mut_457 + l_521;
let l_522 = a_57[u32(3)];
let l_523 = l_522 * l_518;
l_mut_458 = l_mut_458 + l_523;
let l_524 = a_58[u32(3)];
let l_525 = l_524 * l_518;
l_mut_459 = l_mut_459 + l_525;
let l_526 = a_56[u32(3)];
let l_527 = l_526 * l_519;
l_mut_460 = l_mut_460 + l_527;
let l_528 = a_57[u32(3)];
let l_529 = l_528 * l_519;
l_mut_461 = l_mut_461 + l_529;
let l_530 = a_58[u32(3)];
let l_531 = l_530 * l_519;
l_mut_462 = l_mut_462 + l_531;
let l_532 = vec4<f32>(f32(0.0));
l_mut_468 = l_532;
l_mut_466 = l_mut_468;
let l_533 = vec4<f32>(f32(0.0));
l_mut_468 = l_533;
l_mut_465 = l_mut_468;
let l_534 = l_463 * u32(10);
let l_535 = l_534 + u32(1);
let l_536 = shared_memory_404[l_535];
l_mut_466 = l_536;
let l_537 = l_463 * u32(10);
let l_538 = l_537 + u32(5);
let l_539 = l_538 + u32(1);
let l_540 = shared_memory_404[l_539];
l_mut_465 = l_540;
let l_541 = l_mut_466[u32(0)];
let l_542 = l_mut_465[u32(0)];
let l_543 = a_56[u32(4)];
let l_544 = l_543 * l_541;
l_mut_457 = l_mut_457 + l_544;
let l_545 = a_57[u32(4)];
let l_546 = l_545 * l_541;
l_mut_458 = l_mut_458 + l_546;
let l_547 = a_58[u32(4)];
let l_548 = l_547 * l_541;
l_mut_459 = l_mut_459 + l_548;
let l_549 = a_56[u32(4)];
let l_550 = l_549 * l_542;
l_mut_460 = l_mut_460 + l_550;
let l_551 = a_57[u32(4)];
let l_552 = l_551 * l_542;
l_mut_461 = l_mut_461 + l_552;
let l_553 = a_58[u32(4)];
let l_554 = l_553 * l_542;
l_mut_462 = l_mut_462 + l_554;
let l_555 = l_mut_466[u32(1)];
let l_556 = l_mut_465[u32(1)];
let l_557 = a_56[u32(5)];
let l_558 = l_557 * l_555;
l_mut_457 = l_mut_457 + l_558;
let l_559 = a_57[u32(5)];
let l_560 = l_559 * l_555;
l_mut_458 = l_mut_458 + l_560;
let l_561 = a_58[u32(5)];
let l_562 = l_561 * l_555;
l_mut_459 = l_mut_459 + l_562;
let l_563 = a_56[u32(5)];
let l_564 = l_563 * l_556;
l_mut_460 = l_mut_460 + l_564;
let l_565 = a_57[u32(5)];
let l_566 = l_565 * l_556;
l_mut_461 = l_mut_461 + l_566;
let l_567 = a_58[u32(5)];
let l_568 = l_567 * l_556;
l_mut_462 = l_mut_462 + l_568;
let l_569 = l_mut_466[u32(2)];
let l_570 = l_mut_465[u32(2)];
let l_571 = a_56[u32(6)];
let l_572 = l_571 * l_569;
l_mut_457 = l_mut_457 + l_572;
let l_573 = a_57[u32(6)];
let l_574 = l_573 * l_569;
l_mut_458 = l_mut_458 + l_574;
let l_575 = a_58[u32(6)];
let l_576 = l_575 * l_569;
l_mut_459 = l_mut_459 + l_576;
let l_577 = a_56[u32(6)];
let l_578 = l_577 * l_570;
l_mut_460 = l_mut_460 + l_578;
let l_579 = a_57[u32(6)];
let l_580 = l_579 * l_570;
l_mut_461 = l_mut_461 + l_580;
let l_581 = a_58[u32(6)];
let l_582 = l_581 * l_570;
l_mut_462 = l_mut_462 + l_582;
let l_583 = l_mut_466[u32(3)];
let l_584 = l_mut_465[u32(3)];
let l_585 = a_56[u32(7)];
let l_586 = l_585 * l_583;
l_mut_457 = l_mut_457 + l_586;
let l_587 = a_57[u32(7)];
let l_588 = l_587 * l_583;
l_mut_458 = l_mut_458 + l_588;
let l_589 = a_58[u32(7)];
let l_590 = l_589 * l_583;
l_mut_459 = l_mut_459 + l_590;
let l_591 = a_56[u32(7)];
let l_592 = l_591 * l_584;
l_mut_460 = l_mut_460 + l_592;
let l_593 = a_57[u32(7)];
let l_594 = l_593 * l_584;
l_mut_461 = l_mut_461 + l_594;
let l_595 = a_58[u32(7)];
let l_596 = l_595 * l_584;
l_mut_462 = l_mut_462 + l_596;
let l_597 = vec4<f32>(f32(0.0));
l_mut_468 = l_597;
l_mut_466 = l_mut_468;
let l_598 = vec4<f32>(f32(0.0));
l_mut_468 = l_598;
l_mut_465 = l_mut_468;
let l_599 = l_463 * u32(10);
let l_600 = l_599 + u32(2);
let l_601 = shared_memory_404[l_600];
l_mut_466 = l_601;
let l_602 = l_463 * u32(10);
let l_603 = l_602 + u32(5);
let l_604 = l_603 + u32(2);
let l_605 = shared_memory_404[l_604];
l_mut_465 = l_605;
let l_606 = l_mut_466[u32(0)];
let l_607 = l_mut_465[u32(0)];
let l_608 = a_56[u32(8)];
let l_609 = l_608 * l_606;
l_mut_457 = l_mut_457 + l_609;
let l_610 = a_57[u32(8)];
let l_611 = l_610 * l_606;
l_mut_458 = l_mut_458 + l_611;
let l_612 = a_58[u32(8)];
let l_613 = l_612 * l_606;
l_mut_459 = l_mut_459 + l_613;
let l_614 = a_56[u32(8)];
let l_615 = l_614 * l_607;
l_mut_460 = l_mut_460 + l_615;
let l_616 = a_57[u32(8)];
let l_617 = l_616 * l_607;
l_mut_461 = l_mut_461 + l_617;
let l_618 = a_58[u32(8)];
let l_619 = l_618 * l_607;
l_mut_462 = l_mut_462 + l_619;
let l_620 = l_mut_466[u32(1)];
let l_621 = l_mut_465[u32(1)];
let l_622 = a_56[u32(9)];
let l_623 = l_622 * l_620;
l_mut_457 = l_mut_457 + l_623;
let l_624 = a_57[u32(9)];
let l_625 = l_624 * l_620;
l_mut_458 = l_mut_458 + l_625;
let l_626 = a_58[u32(9)];
let l_627 = l_626 * l_620;
l_mut_459 = l_mut_459 + l_627;
let l_628 = a_56[u32(9)];
let l_629 = l_628 * l_621;
l_mut_460 = l_mut_460 + l_629;
let l_630 = a_57[u32(9)];
let l_631 = l_630 * l_621;
l_mut_461 = l_mut_461 + l_631;
let l_632 = a_58[u32(9)];
let l_633 = l_632 * l_621;
l_mut_462 = l_mut_462 + l_633;
let l_634 = l_mut_466[u32(2)];
let l_635 = l_mut_465[u32(2)];
let l_636 = a_56[u32(10)];
let l_637 = l_636 * l_634;
l_mut_457 = l_mut_457 + l_637;
let l_638 = a_57[u32(10)];
let l_639 = l_638 * l_634;
l_mut_458 = l_mut_458 + l_639;
let l_640 = a_58[u32(10)];
let l_641 = l_640 * l_634;
l_mut_459 = l_mut_459 + l_641;
let l_642 = a_56[u32(10)];
let l_643 = l_642 * l_635;
l_mut_460 = l_mut_460 + l_643;
let l_644 = a_57[u32(10)];
let l_645 = l_644 * l_635;
l_mut_461 = l_mut_461 + l_645;
let l_646 = a_58[u32(10)];
let l_647 = l_646 * l_635;
l_mut_462 = l_mut_462 + l_647;
let l_648 = l_mut_466[u32(3)];
let l_649 = l_mut_465[u32(3)];
let l_650 = a_56[u32(11)];
let l_651 = l_650 * l_648;
l_mut_457 = l_mut_457 + l_651;
let l_652 = a_57[u32(11)];
let l_653 = l_652 * l_648;
l_mut_458 = l_mut_458 + l_653;
let l_654 = a_58[u32(11)];
let l_655 = l_654 * l_648;
l_mut_459 = l_mut_459 + l_655;
let l_656 = a_56[u32(11)];
let l_657 = l_656 * l_649;
l_mut_460 = l_mut_460 + l_657;
let l_658 = a_57[u32(11)];
let l_659 = l_658 * l_649;
l_mut_461 = l_mut_461 + l_659;
let l_660 = a_58[u32(11)];
let l_661 = l_660 * l_649;
l_mut_462 = l_mut_462 + l_661;
let l_662 = vec4<f32>(f32(0.0));
l_mut_468 = l_662;
l_mut_466 = l_mut_468;
let l_663 = vec4<f32>(f32(0.0));
l_mut_468 = l_663;
l_mut_465 = l_mut_468;
let l_664 = l_463 * u32(10);
let l_665 = l_664 + u32(3);
let l_666 = shared_memory_404[l_665];
l_mut_466 = l_666;
let l_667 = l_463 * u32(10);
let l_668 = l_667 + u32(5);
let l_669 = l_668 + u32(3);
let l_670 = shared_memory_404[l_669];
l_mut_465 = l_670;
let l_671 = l_mut_466[u32(0)];
let l_672 = l_mut_465[u32(0)];
let l_673 = a_56[u32(12)];
let l_674 = l_673 * l_671;
l_mut_457 = l_mut_457 + l_674;
let l_675 = a_57[u32(12)];
let l_676 = l_675 * l_671;
l_mut_458 = l_mut_458 + l_676;
let l_677 = a_58[u32(12)];
let l_678 = l_677 * l_671;
l_mut_459 = l_mut_459 + l_678;
let l_679 = a_56[u32(12)];
let l_680 = l_679 * l_672;
l_mut_460 = l_mut_460 + l_680;
let l_681 = a_57[u32(12)];
let l_682 = l_681 * l_672;
l_mut_461 = l_mut_461 + l_682;
let l_683 = a_58[u32(12)];
let l_684 = l_683 * l_672;
l_mut_462 = l_mut_462 + l_684;
let l_685 = l_mut_466[u32(1)];
let l_686 = l_mut_465[u32(1)];
let l_687 = a_56[u32(13)];
let l_688 = l_687 * l_685;
l_mut_457 = l_mut_457 + l_688;
let l_689 = a_57[u32(13)];
let l_690 = l_689 * l_685;
l_mut_458 = l_mut_458 + l_690;
let l_691 = a_58[u32(13)];
let l_692 = l_691 * l_685;
l_mut_459 = l_mut_459 + l_692;
let l_693 = a_56[u32(13)];
let l_694 = l_693 * l_686;
l_mut_460 = l_mut_460 + l_694;
let l_695 = a_57[u32(13)];
let l_696 = l_695 * l_686;
l_mut_461 = l_mut_461 + l_696;
let l_697 = a_58[u32(13)];
let l_698 = l_697 * l_686;
l_mut_462 = l_mut_462 + l_698;
let l_699 = l_mut_466[u32(2)];
let l_700 = l_mut_465[u32(2)];
let l_701 = a_56[u32(14)];
let l_702 = l_701 * l_699;
l_mut_457 = l_mut_457 + l_702;
let l_703 = a_57[u32(14)];
let l_704 = l_703 * l_699;
l_mut_458 = l_mut_458 + l_704;
let l_705 = a_58[u32(14)];
let l_706 = l_705 * l_699;
l_mut_459 = l_mut_459 + l_706;
let l_707 = a_56[u32(14)];
let l_708 = l_707 * l_700;
l_mut_460 = l_mut_460 + l_708;
let l_709 = a_57[u32(14)];
let l_710 = l_709 * l_700;
l_mut_461 = l_mut_461 + l_710;
let l_711 = a_58[u32(14)];
let l_712 = l_711 * l_700;
l_mut_462 = l_mut_462 + l_712;
let l_713 = l_mut_466[u32(3)];
let l_714 = l_mut_465[u32(3)];
let l_715 = a_56[u32(15)];
let l_716 = l_715 * l_713;
l_mut_457 = l_mut_457 + l_716;
let l_717 = a_57[u32(15)];
let l_718 = l_717 * l_713;
l_mut_458 = l_mut_458 + l_718;
let l_719 = a_58[u32(15)];
let l_720 = l_719 * l_713;
l_mut_459 = l_mut_459 + l_720;
let l_721 = a_56[u32(15)];
let l_722 = l_721 * l_714;
l_mut_460 = l_mut_460 + l_722;
let l_723 = a_57[u32(15)];
let l_724 = l_723 * l_714;
l_mut_461 = l_mut_461 + l_724;
let l_725 = a_58[u32(15)];
let l_726 = l_725 * l_714;
l_mut_462 = l_mut_462 + l_726;
let l_727 = vec4<f32>(f32(0.0));
l_mut_468 = l_727;
l_mut_466 = l_mut_468;
let l_728 = vec4<f32>(f32(0.0));
l_mut_468 = l_728;
l_mut_465 = l_mut_468;
let l_729 = l_463 * u32(10);
let l_730 = l_729 + u32(4);
let l_731 = shared_memory_404[l_730];
l_mut_466 = l_731;
let l_732 = l_463 * u32(10);
let l_733 = l_732 + u32(5);
let l_734 = l_733 + u32(4);
let l_735 = shared_memory_404[l_734];
l_mut_465 = l_735;
let l_736 = l_mut_466[u32(0)];
let l_737 = l_mut_465[u32(0)];
let l_738 = a_56[u32(16)];
let l_739 = l_738 * l_736;
l_mut_457 = l_mut_457 + l_739;
let l_740 = a_57[u32(16)];
let l_741 = l_740 * l_736;
l_mut_458 = l_mut_458 + l_741;
let l_742 = a_58[u32(16)];
let l_743 = l_742 * l_736;
l_mut_459 = l_mut_459 + l_743;
let l_744 = a_56[u32(16)];
let l_745 = l_744 * l_737;
l_mut_460 = l_mut_460 + l_745;
let l_746 = a_57[u32(16)];
let l_747 = l_746 * l_737;
l_mut_461 = l_mut_461 + l_747;
let l_748 = a_58[u32(16)];
let l_749 = l_748 * l_737;
l_mut_462 = l_mut_462 + l_749;
let l_750 = l_mut_466[u32(1)];
let l_751 = l_mut_465[u32(1)];
let l_752 = a_56[u32(17)];
let l_753 = l_752 * l_750;
l_mut_457 = l_mut_457 + l_753;
let l_754 = a_57[u32(17)];
let l_755 = l_754 * l_750;
l_mut_458 = l_mut_458 + l_755;
let l_756 = a_58[u32(17)];
let l_757 = l_756 * l_750;
l_mut_459 = l_mut_459 + l_757;
let l_758 = a_56[u32(17)];
let l_759 = l_758 * l_751;
l_mut_460 = l_mut_460 + l_759;
let l_760 = a_57[u32(17)];
let l_761 = l_760 * l_751;
l_mut_461 = l_mut_461 + l_761;
let l_762 = a_58[u32(17)];
let l_763 = l_762 * l_751;
l_mut_462 = l_mut_462 + l_763;
let l_764 = l_mut_466[u32(2)];
let l_765 = l_mut_465[u32(2)];
let l_766 = a_56[u32(18)];
let l_767 = l_766 * l_764;
l_mut_457 = l_mut_457 + l_767;
let l_768 = a_57[u32(18)];
let l_769 = l_768 * l_764;
l_mut_458 = l_mut_458 + l_769;
let l_770 = a_58[u32(18)];
let l_771 = l_770 * l_764;
l_mut_459 = l_mut_459 + l_771;
let l_772 = a_56[u32(18)];
let l_773 = l_772 * l_765;
l_mut_460 = l_mut_460 + l_773;
let l_774 = a_57[u32(18)];
let l_775 = l_774 * l_765;
l_mut_461 = l_mut_461 + l_775;
let l_776 = a_58[u32(18)];
let l_777 = l_776 * l_765;
l_mut_462 = l_mut_462 + l_777;
let l_778 = l_mut_466[u32(3)];
let l_779 = l_mut_465[u32(3)];
let l_780 = a_56[u32(19)];
let l_781 = l_780 * l_778;
l_mut_457 = l_mut_457 + l_781;
let l_782 = a_57[u32(19)];
let l_783 = l_782 * l_778;
l_mut_458 = l_mut_458 + l_783;
let l_784 = a_58[u32(19)];
let l_785 = l_784 * l_778;
l_mut_459 = l_mut_459 + l_785;
let l_786 = a_56[u32(19)];
let l_787 = l_786 * l_779;
l_mut_460 = l_mut_460 + l_787;
let l_788 = a_57[u32(19)];
let l_789 = l_788 * l_779;
l_mut_461 = l_mut_461 + l_789;
let l_790 = a_58[u32(19)];
let l_791 = l_790 * l_779;
l_mut_462 = l_mut_462 + l_791;
let l_792 = vec4<f32>(f32(0.0));
l_mut_468 = l_792;
l_mut_466 = l_mut_468;
let l_793 = vec4<f32>(f32(0.0));
l_mut_468 = l_793;
l_mut_465 = l_mut_468;
l_mut_419 = u32(0);
let l_794 = l_463 * u32(2);
let l_795 = shared_memory_405[l_794];
l_mut_466 = l_795;
let l_796 = l_463 * u32(2);
let l_797 = l_796 + u32(1);
let l_798 = shared_memory_405[l_797];
l_mut_465 = l_798;
let l_799 = shared_memory_406[l_463];
l_mut_419 = l_799;
let l_800 = l_mut_465[u32(0)];
let l_801 = l_mut_465[u32(1)];
let l_802 = l_mut_466[u32(1)];
let l_803 = -l_802;
let l_804 = l_mut_466[u32(2)];
let l_805 = -l_804;
let l_806 = l_mut_466[u32(3)];
let l_807 = -l_806;
let l_808 = l_mut_419 * u32(128);
let l_809 = l_808 + l_mut_54;
let l_810 = u32(0) + l_809;
let l_811 = buffer_7_global[l_810];
let l_812 = l_mut_419 * u32(3);
let l_813 = l_812 * u32(128);
let l_814 = l_813 + l_mut_54;
let l_815 = u32(0) + l_814;
let l_816 = buffer_8_global[l_815];
let l_817 = l_mut_419 * u32(3);
let l_818 = l_817 * u32(128);
let l_819 = l_818 + u32(128);
let l_820 = l_819 + l_mut_54;
let l_821 = u32(0) + l_820;
let l_822 = buffer_8_global[l_821];
let l_823 = l_mut_419 * u32(3);
let l_824 = l_823 * u32(128);
let l_825 = l_824 + u32(256);
let l_826 = l_825 + l_mut_54;
let l_827 = u32(0) + l_826;
let l_828 = buffer_8_global[l_827];
let l_829 = l_816 * l_803;
let l_830 = l_822 * l_805;
let l_831 = l_829 + l_830;
let l_832 = l_828 * l_807;
let l_833 = l_831 + l_832;
let l_834 = l_mut_458 * l_800;
let l_835 = l_816 * l_mut_363;
let l_836 = l_822 * l_mut_364;
let l_837 = l_835 + l_836;
let l_838 = l_828 * l_mut_365;
let l_839 = l_837 + l_838;
let l_840 = l_mut_457 * l_800;
let l_841 = l_mut_459 * l_800;
let l_842 = l_840 * l_811;
l_mut_389 = l_mut_389 + l_842;
let l_843 = l_834 * l_833;
l_mut_390 = l_mut_390 + l_843;
let l_844 = l_841 * l_839;
l_mut_391 = l_mut_391 + l_844;
let l_845 = l_841 * l_mut_362;
let l_846 = l_845 * l_816;
l_mut_392 = l_mut_392 + l_846;
let l_847 = l_845 * l_822;
l_mut_393 = l_mut_393 + l_847;
let l_848 = l_845 * l_828;
l_mut_394 = l_mut_394 + l_848;
let l_849 = l_811 * l_355;
let l_850 = l_800 * l_mut_460;
let l_851 = l_801 * l_mut_457;
let l_852 = l_850 + l_851;
let l_853 = l_849 * l_852;
let l_854 = l_833 * l_361;
let l_855 = l_800 * l_mut_461;
let l_856 = l_801 * l_mut_458;
let l_857 = l_855 + l_856;
let l_858 = l_854 * l_857;
let l_859 = l_853 + l_858;
let l_860 = l_839 * l_mut_362;
let l_861 = l_800 * l_mut_462;
let l_862 = l_801 * l_mut_459;
let l_863 = l_861 + l_862;
let l_864 = l_860 * l_863;
let l_865 = l_859 + l_864;
l_mut_451 = l_865;
let l_866 = l_834 * l_361;
let l_867 = l_816 * l_866;
l_mut_452 = l_867;
let l_868 = l_822 * l_866;
l_mut_453 = l_868;
let l_869 = l_828 * l_866;
l_mut_454 = l_869;
}
let l_870 = l_mut_51 * u32(128);
let l_871 = l_870 + l_mut_50;
let l_872 = l_871 * u32(17);
let l_873 = l_mut_447 * u32(4);
let l_874 = l_872 + l_873;
shared_memory_46[l_874] = l_mut_451;
let l_875 = l_874 + u32(1);
shared_memory_46[l_875] = l_mut_452;
let l_876 = l_874 + u32(2);
shared_memory_46[l_876] = l_mut_453;
let l_877 = l_874 + u32(3);
shared_memory_46[l_877] = l_mut_454;
}
workgroupBarrier();
l_mut_437 = local_idx;
loop {
let l_878 = l_mut_437 < u32(128);
let l_879 = !l_878;
if l_879 {
break;
}
let l_880 = l_mut_437 % u32(32);
let l_881 = l_mut_437 / u32(32);
l_mut_419 = u32(0);
l_mut_411 = l_880;
let l_882 = l_880 / u32(16);
l_mut_419 = l_882;
let l_883 = l_880 % u32(16);
l_mut_411 = l_883;
let l_884 = l_881 * u32(32);
let l_885 = l_884 + u32(32);
l_mut_886 = l_885;
let l_887 = l_mut_886 > u32(128);
if l_887 {
l_mut_886 = u32(128);
}
l_mut_462 = f32(0.0);
let l_888 = l_881 * u32(32);

for (var l_mut_889: u32 = l_888; l_mut_889 < l_mut_886; l_mut_889++) {
let l_890 = l_mut_419 * u32(128);
let l_891 = l_890 + l_mut_889;
let l_892 = l_891 * u32(17);
let l_893 = l_892 + l_mut_411;
let l_894 = shared_memory_46[l_893];
l_mut_462 = l_mut_462 + l_894;
}
let l_895 = l_881 * u32(32);
let l_896 = l_895 + l_880;
shared_memory_47[l_896] = l_mut_462;
l_mut_437 = l_mut_437 + u32(256);
}
workgroupBarrier();
l_mut_886 = local_idx;
loop {
let l_897 = l_mut_886 < u32(32);
let l_898 = !l_897;
if l_898 {
break;
}
l_mut_462 = f32(0.0);
let l_899 = u32(0) + l_mut_886;
let l_900 = shared_memory_47[l_899];
l_mut_462 = l_mut_462 + l_900;
let l_901 = u32(32) + l_mut_886;
let l_902 = shared_memory_47[l_901];
l_mut_462 = l_mut_462 + l_902;
let l_903 = u32(64) + l_mut_886;
let l_904 = shared_memory_47[l_903];
l_mut_462 = l_mut_462 + l_904;
let l_905 = u32(96) + l_mut_886;
let l_906 = shared_memory_47[l_905];
l_mut_462 = l_mut_462 + l_906;
shared_memory_48[l_mut_886] = l_mut_462;
l_mut_886 = l_mut_886 + u32(256);
}
workgroupBarrier();
l_mut_419 = local_idx;
loop {
let l_907 = l_mut_419 < u32(8);
let l_908 = !l_907;
if l_908 {
break;
}
let l_909 = l_mut_419 % u32(4);
let l_910 = l_909 * u32(2);
let l_911 = l_mut_419 / u32(4);
let l_912 = l_910 + l_911;
let l_913 = l_mut_407 + l_912;
let l_914 = l_913 < l_mut_402;
if l_914 {
let l_915 = l_396 + l_913;
l_mut_411 = l_915;
let l_916 = l_mut_419 * u32(4);
let l_917 = shared_memory_48[l_916];
let l_918 = l_mut_419 * u32(4);
let l_919 = l_918 + u32(1);
let l_920 = shared_memory_48[l_919];
let l_921 = l_mut_419 * u32(4);
let l_922 = l_921 + u32(2);
let l_923 = shared_memory_48[l_922];
let l_924 = l_mut_419 * u32(4);
let l_925 = l_924 + u32(3);
let l_926 = shared_memory_48[l_925];
let l_927 = l_mut_411 * u32(2);
let l_928 = u32(0) + l_927;
let l_929 = buffer_2_global[l_928];
let l_930 = l_929[u32(1)];
let l_931 = l_929[u32(2)];
let l_932 = l_929[u32(3)];
let l_933 = l_929[u32(0)];
let l_934 = f32(1.0) / l_933;
let l_935 = l_920 * l_930;
let l_936 = l_923 * l_931;
let l_937 = l_935 + l_936;
let l_938 = l_926 * l_932;
let l_939 = l_937 + l_938;
let l_940 = -l_939;
let l_941 = l_917 * l_930;
let l_942 = l_940 * l_930;
let l_943 = l_920 + l_942;
let l_944 = l_943 * l_934;
let l_945 = l_941 - l_944;
let l_946 = l_917 * l_931;
let l_947 = l_940 * l_931;
let l_948 = l_923 + l_947;
let l_949 = l_948 * l_934;
let l_950 = l_946 - l_949;
let l_951 = l_917 * l_932;
let l_952 = l_940 * l_932;
let l_953 = l_926 + l_952;
let l_954 = l_953 * l_934;
let l_955 = l_951 - l_954;
let l_956 = l_49 + l_mut_411;
let l_957 = l_956 * u32(3);
let l_958 = u32(0) + l_957;
buffer_13_global[l_958] = l_945;
let l_959 = l_957 + u32(1);
let l_960 = u32(0) + l_959;
buffer_13_global[l_960] = l_950;
let l_961 = l_957 + u32(2);
let l_962 = u32(0) + l_961;
buffer_13_global[l_962] = l_955;
}
l_mut_419 = l_mut_419 + u32(256);
}
workgroupBarrier();
l_mut_407 = l_mut_407 + u32(8);
}
let l_963 = l_mut_51 * u32(6);
let l_964 = l_963 * u32(128);
let l_965 = l_964 + l_mut_50;
shared_memory_46[l_965] = l_mut_389;
let l_966 = l_965 + u32(128);
shared_memory_46[l_966] = l_mut_390;
let l_967 = l_965 + u32(256);
shared_memory_46[l_967] = l_mut_391;
let l_968 = l_965 + u32(384);
shared_memory_46[l_968] = l_mut_392;
let l_969 = l_965 + u32(512);
shared_memory_46[l_969] = l_mut_393;
let l_970 = l_965 + u32(640);
shared_memory_46[l_970] = l_mut_394;
workgroupBarrier();
let l_971 = l_mut_51 == u32(0);
if l_971 {
let l_972 = u32(768) + l_mut_50;
let l_973 = shared_memory_46[l_972];
l_mut_389 = l_mut_389 + l_973;
let l_974 = l_972 + u32(128);
let l_975 = shared_memory_46[l_974];
l_mut_390 = l_mut_390 + l_975;
let l_976 = l_972 + u32(256);
let l_977 = shared_memory_46[l_976];
l_mut_391 = l_mut_391 + l_977;
let l_978 = l_972 + u32(384);
let l_979 = shared_memory_46[l_978];
l_mut_392 = l_mut_392 + l_979;
let l_980 = l_972 + u32(512);
let l_981 = shared_memory_46[l_980];
l_mut_393 = l_mut_393 + l_981;
let l_982 = l_972 + u32(640);
let l_983 = shared_memory_46[l_982];
l_mut_394 = l_mut_394 + l_983;
}
let l_984 = l_mut_51 == u32(0);
if l_984 {
let l_985 = l_mut_44 * u32(3);
let l_986 = l_985 * u32(128);
let l_987 = l_986 + l_mut_54;
let l_988 = u32(0) + l_987;
let l_989 = buffer_8_global[l_988];
let l_990 = l_mut_44 * u32(3);
let l_991 = l_990 * u32(128);
let l_992 = l_991 + u32(128);
let l_993 = l_992 + l_mut_54;
let l_994 = u32(0) + l_993;
let l_995 = buffer_8_global[l_994];
let l_996 = l_mut_44 * u32(3);
let l_997 = l_996 * u32(128);
let l_998 = l_997 + u32(256);
let l_999 = l_998 + l_mut_54;
let l_1000 = u32(0) + l_999;
let l_1001 = buffer_8_global[l_1000];
let l_1002 = l_mut_44 * u32(3);
let l_1003 = l_1002 * u32(128);
let l_1004 = l_1003 + l_mut_54;
let l_1005 = u32(0) + l_1004;
buffer_11_global[l_1005] = l_mut_389;
let l_1006 = l_mut_44 * u32(3);
let l_1007 = l_1006 * u32(128);
let l_1008 = l_1007 + u32(128);
let l_1009 = l_1008 + l_mut_54;
let l_1010 = u32(0) + l_1009;
buffer_11_global[l_1010] = l_mut_390;
let l_1011 = l_mut_44 * u32(3);
let l_1012 = l_1011 * u32(128);
let l_1013 = l_1012 + u32(256);
let l_1014 = l_1013 + l_mut_54;
let l_1015 = u32(0) + l_1014;
buffer_11_global[l_1015] = l_mut_391;
let l_1016 = l_mut_44 * u32(3);
let l_1017 = l_1016 * u32(128);
let l_1018 = l_1017 + l_mut_54;
let l_1019 = l_989 + l_mut_392;
let l_1020 = u32(0) + l_1018;
buffer_12_global[l_1020] = l_1019;
let l_1021 = l_mut_44 * u32(3);
let l_1022 = l_1021 * u32(128);
let l_1023 = l_1022 + u32(128);
let l_1024 = l_1023 + l_mut_54;
let l_1025 = l_995 + l_mut_393;
let l_1026 = u32(0) + l_1024;
buffer_12_global[l_1026] = l_1025;
let l_1027 = l_mut_44 * u32(3);
let l_1028 = l_1027 * u32(128);
let l_1029 = l_1028 + u32(256);
let l_1030 = l_1029 + l_mut_54;
let l_1031 = l_1001 + l_mut_394;
let l_1032 = u32(0) + l_1030;
buffer_12_global[l_1032] = l_1031;
}
let l_1034 = local_idx == u32(0);
if l_1034 {
shared_memory_1033[u32(0)] = l_mut_40;
}
workgroupBarrier();
let l_1035 = shared_memory_1033[u32(0)];
let l_1036 = l_1035 == u32(2);
if l_1036 {
let l_1037 = u32(0) + l_mut_44;
let l_1038 = buffer_0_global[l_1037];
let l_1039 = l_mut_45 * u32(256);
let l_1040 = l_1038 + l_1039;
let l_1041 = l_1040 + local_idx;
let l_1042 = l_mut_44 + u32(1);
let l_1043 = u32(0) + l_1042;
let l_1044 = buffer_0_global[l_1043];
l_mut_886 = u32(0);
l_mut_437 = l_1041;
loop {
let l_1045 = l_mut_437 < l_1044;
let l_1046 = !l_1045;
if l_1046 {
break;
}
let l_1047 = u32(0) + l_mut_437;
let l_1048 = buffer_15_global[l_1047];
l_mut_419 = l_mut_437;
let l_1049 = l_1048 != u32(4294967295);
if l_1049 {
let l_1050 = u32(0) + l_mut_437;
let l_1051 = buffer_14_global[l_1050];
let l_1052 = u32(0) + l_mut_437;
let l_1053 = buffer_1_global[l_1052];
let l_1054 = l_1051 * info.scalars_u32[3];
let l_1055 = info.scalars_u32[3] - u32(1);
let l_1056 = l_1048 % info.scalars_u32[3];
let l_1057 = l_1055 - l_1056;
let l_1058 = l_1054 + l_1057;
let l_1059 = u32(0) + l_1053;
let l_1060 = buffer_0_global[l_1059];
l_mut_411 = l_1060;
let l_1061 = l_1053 + u32(1);
let l_1062 = u32(0) + l_1061;
let l_1063 = buffer_0_global[l_1062];
l_mut_408 = l_1063;
loop {
let l_1064 = l_mut_411 < l_mut_408;
let l_1065 = !l_1064;
if l_1065 {
break;
}
let l_1066 = l_mut_411 + l_mut_408;
let l_1067 = l_1066 / u32(2);
let l_1068 = u32(0) + l_1067;
let l_1069 = buffer_15_global[l_1068];
let l_1070 = l_1069 < l_1058;
if l_1070 {
let l_1071 = l_1067 + u32(1);
l_mut_411 = l_1071;
} else {
l_mut_408 = l_1067;
}
}
let l_1072 = l_1053 + u32(1);
let l_1073 = u32(0) + l_1072;
let l_1074 = buffer_0_global[l_1073];
let l_1075 = l_mut_411 < l_1074;
l_mut_403 = l_1075;
if l_mut_403 {
let l_1076 = u32(0) + l_mut_411;
let l_1077 = buffer_15_global[l_1076];
let l_1078 = l_1077 == l_1058;
l_mut_403 = l_1078;
}
l_mut_419 = l_mut_411;
let l_1079 = !l_mut_403;
if l_1079 {
l_mut_886 = l_mut_886 + u32(1);
l_mut_419 = l_mut_437;
}
}
let l_1080 = u32(0) + l_mut_437;
buffer_16_global[l_1080] = l_mut_419;
l_mut_437 = l_mut_437 + u32(256);
}
let l_1081 = l_mut_886 > u32(0);
if l_1081 {
let l_1082 = &buffer_17_global[u32(5)];
let l_1083 = atomicAdd(l_1082, l_mut_886);}
let l_1084 = l_mut_45 == u32(0);
let l_1085 = local_idx < u32(3);
let l_1086 = l_1084 && l_1085;
if l_1086 {
let l_1087 = u32(3) * l_mut_44;
let l_1088 = l_1087 + local_idx;
let l_1089 = u32(3) * l_mut_44;
let l_1090 = l_1089 + local_idx;
let l_1091 = u32(0) + l_1090;
let l_1092 = buffer_18_global[l_1091];
let l_1093 = u32(0) + l_1088;
buffer_19_global[l_1093] = l_1092;
}
let l_1094 = l_mut_44 == u32(0);
let l_1095 = l_mut_45 == u32(0);
let l_1096 = l_1094 && l_1095;
let l_1097 = local_idx == u32(0);
let l_1098 = l_1096 && l_1097;
if l_1098 {
let l_1099 = &buffer_17_global[u32(9)];
atomicStore(l_1099,u32(0));
let l_1100 = &buffer_17_global[u32(0)];
let l_1101 = atomicLoad(l_1100);
let l_1102 = &buffer_17_global[u32(1)];
let l_1103 = atomicMax(l_1102, l_1101);}
}
}
