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
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 40>,
}

@group(0)
@binding(20)
var<storage, read> info: info_st;

var<workgroup> shared_memory_275: array<vec4<f32>, 80>;

var<workgroup> shared_memory_276: array<vec4<f32>, 16>;

var<workgroup> shared_memory_277: array<u32, 8>;

var<workgroup> shared_memory_43: array<f32, 4608>;

var<workgroup> shared_memory_44: array<f32, 128>;

var<workgroup> shared_memory_45: array<f32, 32>;

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
var a_53: array<f32, 20>;

var a_54: array<f32, 20>;

var a_55: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_243: f32;
var l_mut_255: f32;
var l_mut_256: f32;
var l_mut_257: f32;
var l_mut_258: f32;
var l_mut_259: f32;
var l_mut_260: f32;
var l_mut_261: f32;
var l_mut_262: f32;
var l_mut_263: f32;
var l_mut_264: f32;
var l_mut_270: u32;
var l_mut_273: u32;
var l_mut_274: bool;
var l_mut_278: u32;
var l_mut_279: u32;
var l_mut_282: u32;
var l_mut_290: u32;
var l_mut_308: u32;
var l_mut_322: f32;
var l_mut_323: f32;
var l_mut_324: f32;
var l_mut_325: f32;
var l_mut_328: f32;
var l_mut_329: f32;
var l_mut_330: f32;
var l_mut_331: f32;
var l_mut_332: f32;
var l_mut_333: f32;
var l_mut_336: vec4<f32>;
var l_mut_337: vec4<f32>;
var l_mut_339: vec4<f32>;
var l_mut_40: u32;
var l_mut_41: u32;
var l_mut_42: u32;
var l_mut_47: u32;
var l_mut_48: u32;
var l_mut_51: u32;
var l_mut_657: u32;
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
l_mut_41 = workgroup_id_no_axis;
l_mut_42 = u32(0);
let l_46 = l_mut_42 * info.scalars_u32[1];
l_mut_47 = local_idx;
l_mut_48 = u32(0);
let l_49 = local_idx % u32(128);
l_mut_47 = l_49;
let l_50 = local_idx / u32(128);
l_mut_48 = l_50;
l_mut_51 = l_mut_47;
let l_52 = info.scalars_u32[2] * u32(20);
let l_56 = l_52 + u32(0);
let l_57 = l_56 + l_mut_51;
let l_58 = u32(0) + l_57;
let l_59 = buffer_9_global[l_58];
a_53[u32(0)] = l_59;
let l_60 = l_52 + u32(0);
let l_61 = l_60 + u32(128);
let l_62 = l_61 + l_mut_51;
let l_63 = u32(0) + l_62;
let l_64 = buffer_9_global[l_63];
a_54[u32(0)] = l_64;
let l_65 = l_52 + u32(384);
let l_66 = l_65 + l_mut_51;
let l_67 = u32(0) + l_66;
let l_68 = buffer_9_global[l_67];
a_53[u32(1)] = l_68;
let l_69 = l_52 + u32(384);
let l_70 = l_69 + u32(128);
let l_71 = l_70 + l_mut_51;
let l_72 = u32(0) + l_71;
let l_73 = buffer_9_global[l_72];
a_54[u32(1)] = l_73;
let l_74 = l_52 + u32(768);
let l_75 = l_74 + l_mut_51;
let l_76 = u32(0) + l_75;
let l_77 = buffer_9_global[l_76];
a_53[u32(2)] = l_77;
let l_78 = l_52 + u32(768);
let l_79 = l_78 + u32(128);
let l_80 = l_79 + l_mut_51;
let l_81 = u32(0) + l_80;
let l_82 = buffer_9_global[l_81];
a_54[u32(2)] = l_82;
let l_83 = l_52 + u32(1152);
let l_84 = l_83 + l_mut_51;
let l_85 = u32(0) + l_84;
let l_86 = buffer_9_global[l_85];
a_53[u32(3)] = l_86;
let l_87 = l_52 + u32(1152);
let l_88 = l_87 + u32(128);
let l_89 = l_88 + l_mut_51;
let l_90 = u32(0) + l_89;
let l_91 = buffer_9_global[l_90];
a_54[u32(3)] = l_91;
let l_92 = l_52 + u32(1536);
let l_93 = l_92 + l_mut_51;
let l_94 = u32(0) + l_93;
let l_95 = buffer_9_global[l_94];
a_53[u32(4)] = l_95;
let l_96 = l_52 + u32(1536);
let l_97 = l_96 + u32(128);
let l_98 = l_97 + l_mut_51;
let l_99 = u32(0) + l_98;
let l_100 = buffer_9_global[l_99];
a_54[u32(4)] = l_100;
let l_101 = l_52 + u32(1920);
let l_102 = l_101 + l_mut_51;
let l_103 = u32(0) + l_102;
let l_104 = buffer_9_global[l_103];
a_53[u32(5)] = l_104;
let l_105 = l_52 + u32(1920);
let l_106 = l_105 + u32(128);
let l_107 = l_106 + l_mut_51;
let l_108 = u32(0) + l_107;
let l_109 = buffer_9_global[l_108];
a_54[u32(5)] = l_109;
let l_110 = l_52 + u32(2304);
let l_111 = l_110 + l_mut_51;
let l_112 = u32(0) + l_111;
let l_113 = buffer_9_global[l_112];
a_53[u32(6)] = l_113;
let l_114 = l_52 + u32(2304);
let l_115 = l_114 + u32(128);
let l_116 = l_115 + l_mut_51;
let l_117 = u32(0) + l_116;
let l_118 = buffer_9_global[l_117];
a_54[u32(6)] = l_118;
let l_119 = l_52 + u32(2688);
let l_120 = l_119 + l_mut_51;
let l_121 = u32(0) + l_120;
let l_122 = buffer_9_global[l_121];
a_53[u32(7)] = l_122;
let l_123 = l_52 + u32(2688);
let l_124 = l_123 + u32(128);
let l_125 = l_124 + l_mut_51;
let l_126 = u32(0) + l_125;
let l_127 = buffer_9_global[l_126];
a_54[u32(7)] = l_127;
let l_128 = l_52 + u32(3072);
let l_129 = l_128 + l_mut_51;
let l_130 = u32(0) + l_129;
let l_131 = buffer_9_global[l_130];
a_53[u32(8)] = l_131;
let l_132 = l_52 + u32(3072);
let l_133 = l_132 + u32(128);
let l_134 = l_133 + l_mut_51;
let l_135 = u32(0) + l_134;
let l_136 = buffer_9_global[l_135];
a_54[u32(8)] = l_136;
let l_137 = l_52 + u32(3456);
let l_138 = l_137 + l_mut_51;
let l_139 = u32(0) + l_138;
let l_140 = buffer_9_global[l_139];
a_53[u32(9)] = l_140;
let l_141 = l_52 + u32(3456);
let l_142 = l_141 + u32(128);
let l_143 = l_142 + l_mut_51;
let l_144 = u32(0) + l_143;
let l_145 = buffer_9_global[l_144];
a_54[u32(9)] = l_145;
let l_146 = l_52 + u32(3840);
let l_147 = l_146 + l_mut_51;
let l_148 = u32(0) + l_147;
let l_149 = buffer_9_global[l_148];
a_53[u32(10)] = l_149;
let l_150 = l_52 + u32(3840);
let l_151 = l_150 + u32(128);
let l_152 = l_151 + l_mut_51;
let l_153 = u32(0) + l_152;
let l_154 = buffer_9_global[l_153];
a_54[u32(10)] = l_154;
let l_155 = l_52 + u32(4224);
let l_156 = l_155 + l_mut_51;
let l_157 = u32(0) + l_156;
let l_158 = buffer_9_global[l_157];
a_53[u32(11)] = l_158;
let l_159 = l_52 + u32(4224);
let l_160 = l_159 + u32(128);
let l_161 = l_160 + l_mut_51;
let l_162 = u32(0) + l_161;
let l_163 = buffer_9_global[l_162];
a_54[u32(11)] = l_163;
let l_164 = l_52 + u32(4608);
let l_165 = l_164 + l_mut_51;
let l_166 = u32(0) + l_165;
let l_167 = buffer_9_global[l_166];
a_53[u32(12)] = l_167;
let l_168 = l_52 + u32(4608);
let l_169 = l_168 + u32(128);
let l_170 = l_169 + l_mut_51;
let l_171 = u32(0) + l_170;
let l_172 = buffer_9_global[l_171];
a_54[u32(12)] = l_172;
let l_173 = l_52 + u32(4992);
let l_174 = l_173 + l_mut_51;
let l_175 = u32(0) + l_174;
let l_176 = buffer_9_global[l_175];
a_53[u32(13)] = l_176;
let l_177 = l_52 + u32(4992);
let l_178 = l_177 + u32(128);
let l_179 = l_178 + l_mut_51;
let l_180 = u32(0) + l_179;
let l_181 = buffer_9_global[l_180];
a_54[u32(13)] = l_181;
let l_182 = l_52 + u32(5376);
let l_183 = l_182 + l_mut_51;
let l_184 = u32(0) + l_183;
let l_185 = buffer_9_global[l_184];
a_53[u32(14)] = l_185;
let l_186 = l_52 + u32(5376);
let l_187 = l_186 + u32(128);
let l_188 = l_187 + l_mut_51;
let l_189 = u32(0) + l_188;
let l_190 = buffer_9_global[l_189];
a_54[u32(14)] = l_190;
let l_191 = l_52 + u32(5760);
let l_192 = l_191 + l_mut_51;
let l_193 = u32(0) + l_192;
let l_194 = buffer_9_global[l_193];
a_53[u32(15)] = l_194;
let l_195 = l_52 + u32(5760);
let l_196 = l_195 + u32(128);
let l_197 = l_196 + l_mut_51;
let l_198 = u32(0) + l_197;
let l_199 = buffer_9_global[l_198];
a_54[u32(15)] = l_199;
let l_200 = l_52 + u32(6144);
let l_201 = l_200 + l_mut_51;
let l_202 = u32(0) + l_201;
let l_203 = buffer_9_global[l_202];
a_53[u32(16)] = l_203;
let l_204 = l_52 + u32(6144);
let l_205 = l_204 + u32(128);
let l_206 = l_205 + l_mut_51;
let l_207 = u32(0) + l_206;
let l_208 = buffer_9_global[l_207];
a_54[u32(16)] = l_208;
let l_209 = l_52 + u32(6528);
let l_210 = l_209 + l_mut_51;
let l_211 = u32(0) + l_210;
let l_212 = buffer_9_global[l_211];
a_53[u32(17)] = l_212;
let l_213 = l_52 + u32(6528);
let l_214 = l_213 + u32(128);
let l_215 = l_214 + l_mut_51;
let l_216 = u32(0) + l_215;
let l_217 = buffer_9_global[l_216];
a_54[u32(17)] = l_217;
let l_218 = l_52 + u32(6912);
let l_219 = l_218 + l_mut_51;
let l_220 = u32(0) + l_219;
let l_221 = buffer_9_global[l_220];
a_53[u32(18)] = l_221;
let l_222 = l_52 + u32(6912);
let l_223 = l_222 + u32(128);
let l_224 = l_223 + l_mut_51;
let l_225 = u32(0) + l_224;
let l_226 = buffer_9_global[l_225];
a_54[u32(18)] = l_226;
let l_227 = l_52 + u32(7296);
let l_228 = l_227 + l_mut_51;
let l_229 = u32(0) + l_228;
let l_230 = buffer_9_global[l_229];
a_53[u32(19)] = l_230;
let l_231 = l_52 + u32(7296);
let l_232 = l_231 + u32(128);
let l_233 = l_232 + l_mut_51;
let l_234 = u32(0) + l_233;
let l_235 = buffer_9_global[l_234];
a_54[u32(19)] = l_235;
a_55[u32(0)] = f32(0.0);
let l_236 = info.scalars_u32[2] + l_mut_51;
let l_237 = u32(0) + l_236;
let l_238 = buffer_10_global[l_237];
let l_239 = info.scalars_u32[2] + u32(128);
let l_240 = l_239 + l_mut_51;
let l_241 = u32(0) + l_240;
let l_242 = buffer_10_global[l_241];
l_mut_243 = f32(0.0);
let l_244 = l_mut_41 * u32(3);
let l_245 = l_244 * u32(128);
let l_246 = l_245 + l_mut_51;
let l_247 = u32(0) + l_246;
let l_248 = buffer_5_global[l_247];
let l_249 = l_mut_41 * u32(3);
let l_250 = l_249 * u32(128);
let l_251 = l_250 + u32(128);
let l_252 = l_251 + l_mut_51;
let l_253 = u32(0) + l_252;
let l_254 = buffer_5_global[l_253];
l_mut_255 = f32(0.0);
l_mut_256 = f32(0.0);
l_mut_257 = f32(0.0);
l_mut_258 = f32(0.0);
l_mut_259 = f32(0.0);
l_mut_260 = f32(0.0);
l_mut_261 = f32(0.0);
l_mut_262 = f32(0.0);
l_mut_263 = f32(0.0);
l_mut_264 = f32(0.0);
let l_265 = u32(0) + l_mut_41;
let l_266 = buffer_0_global[l_265];
let l_267 = l_mut_41 + u32(1);
let l_268 = u32(0) + l_267;
let l_269 = buffer_0_global[l_268];
l_mut_270 = l_269;
let l_272 = l_mut_270 - l_266;
l_mut_273 = l_272;
l_mut_274 = bool(true);
l_mut_278 = u32(0);
l_mut_279 = u32(0);
loop {
let l_280 = l_mut_278 < l_mut_273;
let l_281 = !l_280;
if l_281 {
break;
}
l_mut_282 = local_idx;
loop {
let l_283 = l_mut_282 < u32(80);
let l_284 = !l_283;
if l_284 {
break;
}
let l_285 = l_mut_282 / u32(10);
let l_286 = l_mut_278 + l_285;
let l_287 = l_mut_282 % u32(10);
let l_288 = l_286 < l_mut_273;
if l_288 {
let l_289 = l_266 + l_286;
l_mut_290 = l_289;
let l_291 = l_287 < u32(5);
if l_291 {
let l_292 = l_mut_290 * u32(5);
let l_293 = l_292 + l_287;
let l_294 = u32(0) + l_293;
let l_295 = buffer_3_global[l_294];
shared_memory_275[l_mut_282] = l_295;
} else {
let l_296 = l_mut_290 * u32(5);
let l_297 = l_296 + l_287;
let l_298 = l_297 - u32(5);
let l_299 = u32(0) + l_298;
let l_300 = buffer_4_global[l_299];
shared_memory_275[l_mut_282] = l_300;
}
}
l_mut_282 = l_mut_282 + u32(512);
}
l_mut_290 = local_idx;
loop {
let l_301 = l_mut_290 < u32(24);
let l_302 = !l_301;
if l_302 {
break;
}
let l_303 = l_mut_290 / u32(3);
let l_304 = l_mut_290 % u32(3);
let l_305 = l_mut_278 + l_303;
let l_306 = l_305 < l_mut_273;
if l_306 {
let l_307 = l_266 + l_305;
l_mut_308 = l_307;
let l_309 = l_304 < u32(2);
if l_309 {
let l_310 = l_303 * u32(2);
let l_311 = l_310 + l_304;
let l_312 = l_mut_308 * u32(2);
let l_313 = l_312 + l_304;
let l_314 = u32(0) + l_313;
let l_315 = buffer_2_global[l_314];
shared_memory_276[l_311] = l_315;
} else {
let l_316 = u32(0) + l_mut_308;
let l_317 = buffer_1_global[l_316];
shared_memory_277[l_303] = l_317;
}
}
l_mut_290 = l_mut_290 + u32(512);
}
workgroupBarrier();

for (var l_mut_318: u32 = u32(0); l_mut_318 < u32(2); l_mut_318++) {
let l_319 = l_mut_318 * u32(4);
let l_320 = l_mut_278 + l_319;
let l_321 = l_320 + l_mut_48;
l_mut_322 = f32(0.0);
l_mut_323 = f32(0.0);
l_mut_324 = f32(0.0);
l_mut_325 = f32(0.0);
let l_326 = l_321 < l_mut_273;
if l_326 {
let l_327 = l_266 + l_321;
l_mut_308 = l_327;
l_mut_328 = l_238;
l_mut_329 = l_242;
l_mut_330 = l_mut_243;
l_mut_331 = f32(0.0);
l_mut_332 = f32(0.0);
l_mut_333 = f32(0.0);
let l_334 = l_321 - l_mut_278;
let l_335 = vec4<f32>(f32(0.0));
l_mut_336 = l_335;
l_mut_337 = l_mut_336;
let l_338 = vec4<f32>(f32(0.0));
l_mut_336 = l_338;
l_mut_339 = l_mut_336;
let l_340 = l_334 * u32(10);
let l_341 = l_340 + u32(0);
let l_342 = shared_memory_275[l_341];
l_mut_337 = l_342;
let l_343 = l_334 * u32(10);
let l_344 = l_343 + u32(5);
let l_345 = l_344 + u32(0);
let l_346 = shared_memory_275[l_345];
l_mut_339 = l_346;
let l_347 = l_mut_337[u32(0)];
let l_348 = l_mut_339[u32(0)];
let l_349 = a_53[u32(0)];
let l_350 = l_349 * l_347;
l_mut_328 = l_mut_328 + l_350;
let l_351 = a_54[u32(0)];
let l_352 = l_351 * l_347;
l_mut_329 = l_mut_329 + l_352;
let l_353 = a_53[u32(0)];
let l_354 = l_353 * l_348;
l_mut_331 = l_mut_331 + l_354;
let l_355 = a_54[u32(0)];
let l_356 = l_355 * l_348;
l_mut_332 = l_mut_332 + l_356;
let l_357 = l_mut_337[u32(1)];
let l_358 = l_mut_339[u32(1)];
let l_359 = a_53[u32(1)];
let l_360 = l_359 * l_357;
l_mut_328 = l_mut_328 + l_360;
let l_361 = a_54[u32(1)];
let l_362 = l_361 * l_357;
l_mut_329 = l_mut_329 + l_362;
let l_363 = a_53[u32(1)];
let l_364 = l_363 * l_358;
l_mut_331 = l_mut_331 + l_364;
let l_365 = a_54[u32(1)];
let l_366 = l_365 * l_358;
l_mut_332 = l_mut_332 + l_366;
let l_367 = l_mut_337[u32(2)];
let l_368 = l_mut_339[u32(2)];
let l_369 = a_53[u32(2)];
let l_370 = l_369 * l_367;
l_mut_328 = l_mut_328 + l_370;
let l_371 = a_54[u32(2)];
let l_372 = l_371 * l_367;
l_mut_329 = l_mut_329 + l_372;
let l_373 = a_53[u32(2)];
let l_374 = l_373 * l_368;
l_mut_331 = l_mut_331 + l_374;
let l_375 = a_54[u32(2)];
let l_376 = l_375 * l_368;
l_mut_332 = l_mut_332 + l_376;
let l_377 = l_mut_337[u32(3)];
let l_378 = l_mut_339[u32(3)];
let l_379 = a_53[u32(3)];
let l_380 = l_379 * l_377;
l_mut_328 = l_mut_328 + l_380;
let l_381 = a_54[u32(3)];
let l_382 = l_381 * l_377;
l_mut_329 = l_mut_329 + l_382;
let l_383 = a_53[u32(3)];
let l_384 = l_383 * l_378;
l_mut_331 = l_mut_331 + l_384;
let l_385 = a_54[u32(3)];
let l_386 = l_385 * l_378;
l_mut_332 = l_mut_332 + l_386;
let l_387 = vec4<f32>(f32(0.0));
l_mut_339 = l_387;
l_mut_337 = l_mut_339;
let l_388 = vec4<f32>(f32(0.0));
l_mut_339 = l_388;
l_mut_336 = l_mut_339;
let l_389 = l_334 * u32(10);
let l_390 = l_389 + u32(1);
let l_391 = shared_memory_275[l_390];
l_mut_337 = l_391;
let l_392 = l_334 * u32(10);
let l_393 = l_392 + u32(5);
let l_394 = l_393 + u32(1);
let l_395 = shared_memory_275[l_394];
l_mut_336 = l_395;
let l_396 = l_mut_337[u32(0)];
let l_397 = l_mut_336[u32(0)];
let l_398 = a_53[u32(4)];
let l_399 = l_398 * l_396;
l_mut_328 = l_mut_328 + l_399;
let l_400 = a_54[u32(4)];
let l_401 = l_400 * l_396;
l_mut_329 = l_mut_329 + l_401;
let l_402 = a_53[u32(4)];
let l_403 = l_402 * l_397;
l_mut_331 = l_mut_331 + l_403;
let l_404 = a_54[u32(4)];
let l_405 = l_404 * l_397;
l_mut_332 = l_mut_332 + l_405;
let l_406 = l_mut_337[u32(1)];
let l_407 = l_mut_336[u32(1)];
let l_408 = a_53[u32(5)];
let l_409 = l_408 * l_406;
l_mut_328 = l_mut_328 + l_409;
let l_410 = a_54[u32(5)];
let l_411 = l_410 * l_406;
l_mut_329 = l_mut_329 + l_411;
let l_412 = a_53[u32(5)];
let l_413 = l_412 * l_407;
l_mut_331 = l_mut_331 + l_413;
let l_414 = a_54[u32(5)];
let l_415 = l_414 * l_407;
l_mut_332 = l_mut_332 + l_415;
let l_416 = l_mut_337[u32(2)];
let l_417 = l_mut_336[u32(2)];
let l_418 = a_53[u32(6)];
let l_419 = l_418 * l_416;
l_mut_328 = l_mut_328 + l_419;
let l_420 = a_54[u32(6)];
let l_421 = l_420 * l_416;
l_mut_329 = l_mut_329 + l_421;
let l_422 = a_53[u32(6)];
let l_423 = l_422 * l_417;
l_mut_331 = l_mut_331 + l_423;
let l_424 = a_54[u32(6)];
let l_425 = l_424 * l_417;
l_mut_332 = l_mut_332 + l_425;
let l_426 = l_mut_337[u32(3)];
let l_427 = l_mut_336[u32(3)];
let l_428 = a_53[u32(7)];
let l_429 = l_428 * l_426;
l_mut_328 = l_mut_328 + l_429;
let l_430 = a_54[u32(7)];
let l_431 = l_430 * l_426;
l_mut_329 = l_mut_329 + l_431;
let l_432 = a_53[u32(7)];
let l_433 = l_432 * l_427;
l_mut_331 = l_mut_331 + l_433;
let l_434 = a_54[u32(7)];
let l_435 = l_434 * l_427;
l_mut_332 = l_mut_332 + l_435;
let l_436 = vec4<f32>(f32(0.0));
l_mut_339 = l_436;
l_mut_337 = l_mut_339;
let l_437 = vec4<f32>(f32(0.0));
l_mut_339 = l_437;
l_mut_336 = l_mut_339;
let l_438 = l_334 * u32(10);
let l_439 = l_438 + u32(2);
let l_440 = shared_memory_275[l_439];
l_mut_337 = l_440;
let l_441 = l_334 * u32(10);
let l_442 = l_441 + u32(5);
let l_443 = l_442 + u32(2);
let l_444 = shared_memory_275[l_443];
l_mut_336 = l_444;
let l_445 = l_mut_337[u32(0)];
let l_446 = l_mut_336[u32(0)];
let l_447 = a_53[u32(8)];
let l_448 = l_447 * l_445;
l_mut_328 = l_mut_328 + l_448;
let l_449 = a_54[u32(8)];
let l_450 = l_449 * l_445;
l_mut_329 = l_mut_329 + l_450;
let l_451 = a_53[u32(8)];
let l_452 = l_451 * l_446;
l_mut_331 = l_mut_331 + l_452;
let l_453 = a_54[u32(8)];
let l_454 = l_453 * l_446;
l_mut_332 = l_mut_332 + l_454;
let l_455 = l_mut_337[u32(1)];
let l_456 = l_mut_336[u32(1)];
let l_457 = a_53[u32(9)];
let l_458 = l_457 * l_455;
l_mut_328 = l_mut_328 + l_458;
let l_459 = a_54[u32(9)];
let l_460 = l_459 * l_455;
l_mut_329 = l_mut_329 + l_460;
let l_461 = a_53[u32(9)];
let l_462 = l_461 * l_456;
l_mut_331 = l_mut_331 + l_462;
let l_463 = a_54[u32(9)];
let l_464 = l_463 * l_456;
l_mut_332 = l_mut_332 + l_464;
let l_465 = l_mut_337[u32(2)];
let l_466 = l_mut_336[u32(2)];
let l_467 = a_53[u32(10)];
let l_468 = l_467 * l_465;
l_mut_328 = l_mut_328 + l_468;
let l_469 = a_54[u32(10)];
let l_470 = l_469 * l_465;
l_mut_329 = l_mut_329 + l_470;
let l_471 = a_53[u32(10)];
let l_472 = l_471 * l_466;
l_mut_331 = l_mut_331 + l_472;
let l_473 = a_54[u32(10)];
let l_474 = l_473 * l_466;
l_mut_332 = l_mut_332 + l_474;
let l_475 = l_mut_337[u32(3)];
let l_476 = l_mut_336[u32(3)];
let l_477 = a_53[u32(11)];
let l_478 = l_477 * l_475;
l_mut_328 = l_mut_328 + l_478;
let l_479 = a_54[u32(11)];
let l_480 = l_479 * l_475;
l_mut_329 = l_mut_329 + l_480;
let l_481 = a_53[u32(11)];
let l_482 = l_481 * l_476;
l_mut_331 = l_mut_331 + l_482;
let l_483 = a_54[u32(11)];
let l_484 = l_483 * l_476;
l_mut_332 = l_mut_332 + l_484;
let l_485 = vec4<f32>(f32(0.0));
l_mut_339 = l_485;
l_mut_337 = l_mut_339;
let l_486 = vec4<f32>(f32(0.0));
l_mut_339 = l_486;
l_mut_336 = l_mut_339;
let l_487 = l_334 * u32(10);
let l_488 = l_487 + u32(3);
let l_489 = shared_memory_275[l_488];
l_mut_337 = l_489;
let l_490 = l_334 * u32(10);
let l_491 = l_490 + u32(5);
let l_492 = l_491 + u32(3);
let l_493 = shared_memory_275[l_492];
l_mut_336 = l_493;
let l_494 = l_mut_337[u32(0)];
let l_495 = l_mut_336[u32(0)];
let l_496 = a_53[u32(12)];
let l_497 = l_496 * l_494;
l_mut_328 = l_mut_328 + l_497;
let l_498 = a_54[u32(12)];
let l_499 = l_498 * l_494;
l_mut_329 = l_mut_329 + l_499;
let l_500 = a_53[u32(12)];
let l_501 = l_500 * l_495;
l_mut_331 = l_mut_331 + l_501;
let l_502 = a_54[u32(12)];
let l_503 = l_502 * l_495;
l_mut_332 = l_mut_332 + l_503;
let l_504 = l_mut_337[u32(1)];
let l_505 = l_mut_336[u32(1)];
let l_506 = a_53[u32(13)];
let l_507 = l_506 * l_504;
l_mut_328 = l_mut_328 + l_507;
let l_508 = a_54[u32(13)];
let l_509 = l_508 * l_504;
l_mut_329 = l_mut_329 + l_509;
let l_510 = a_53[u32(13)];
let l_511 = l_510 * l_505;
l_mut_331 = l_mut_331 + l_511;
let l_512 = a_54[u32(13)];
let l_513 = l_512 * l_505;
l_mut_332 = l_mut_332 + l_513;
let l_514 = l_mut_337[u32(2)];
let l_515 = l_mut_336[u32(2)];
let l_516 = a_53[u32(14)];
let l_517 = l_516 * l_514;
l_mut_328 = l_mut_328 + l_517;
let l_518 = a_54[u32(14)];
let l_519 = l_518 * l_514;
l_mut_329 = l_mut_329 + l_519;
let l_520 = a_53[u32(14)];
let l_521 = l_520 * l_515;
l_mut_331 = l_mut_331 + l_521;
let l_522 = a_54[u32(14)];
let l_523 = l_522 * l_515;
l_mut_332 = l_mut_332 + l_523;
let l_524 = l_mut_337[u32(3)];
let l_525 = l_mut_336[u32(3)];
let l_526 = a_53[u32(15)];
let l_527 = l_526 * l_524;
l_mut_328 = l_mut_328 + l_527;
let l_528 = a_54[u32(15)];
let l_529 = l_528 * l_524;
l_mut_329 = l_mut_329 + l_529;
let l_530 = a_53[u32(15)];
let l_531 = l_530 * l_525;
l_mut_331 = l_mut_331 + l_531;
let l_532 = a_54[u32(15)];
let l_533 = l_532 * l_525;
l_mut_332 = l_mut_332 + l_533;
let l_534 = vec4<f32>(f32(0.0));
l_mut_339 = l_534;
l_mut_337 = l_mut_339;
let l_535 = vec4<f32>(f32(0.0));
l_mut_339 = l_535;
l_mut_336 = l_mut_339;
let l_536 = l_334 * u32(10);
let l_537 = l_536 + u32(4);
let l_538 = shared_memory_275[l_537];
l_mut_337 = l_538;
let l_539 = l_334 * u32(10);
let l_540 = l_539 + u32(5);
let l_541 = l_540 + u32(4);
let l_542 = shared_memory_275[l_541];
l_mut_336 = l_542;
let l_543 = l_mut_337[u32(0)];
let l_544 = l_mut_336[u32(0)];
let l_545 = a_53[u32(16)];
let l_546 = l_545 * l_543;
l_mut_328 = l_mut_328 + l_546;
let l_547 = a_54[u32(16)];
let l_548 = l_547 * l_543;
l_mut_329 = l_mut_329 + l_548;
let l_549 = a_53[u32(16)];
let l_550 = l_549 * l_544;
l_mut_331 = l_mut_331 + l_550;
let l_551 = a_54[u32(16)];
let l_552 = l_551 * l_544;
l_mut_332 = l_mut_332 + l_552;
let l_553 = l_mut_337[u32(1)];
let l_554 = l_mut_336[u32(1)];
let l_555 = a_53[u32(17)];
let l_556 = l_555 * l_553;
l_mut_328 = l_mut_328 + l_556;
let l_557 = a_54[u32(17)];
let l_558 = l_557 * l_553;
l_mut_329 = l_mut_329 + l_558;
let l_559 = a_53[u32(17)];
let l_560 = l_559 * l_554;
l_mut_331 = l_mut_331 + l_560;
let l_561 = a_54[u32(17)];
let l_562 = l_561 * l_554;
l_mut_332 = l_mut_332 + l_562;
let l_563 = l_mut_337[u32(2)];
let l_564 = l_mut_336[u32(2)];
let l_565 = a_53[u32(18)];
let l_566 = l_565 * l_563;
l_mut_328 = l_mut_328 + l_566;
let l_567 = a_54[u32(18)];
let l_568 = l_567 * l_563;
l_mut_329 = l_mut_329 + l_568;
let l_569 = a_53[u32(18)];
let l_570 = l_569 * l_564;
l_mut_331 = l_mut_331 + l_570;
let l_571 = a_54[u32(18)];
let l_572 = l_571 * l_564;
l_mut_332 = l_mut_332 + l_572;
let l_573 = l_mut_337[u32(3)];
let l_574 = l_mut_336[u32(3)];
let l_575 = a_53[u32(19)];
let l_576 = l_575 * l_573;
l_mut_328 = l_mut_328 + l_576;
let l_577 = a_54[u32(19)];
let l_578 = l_577 * l_573;
l_mut_329 = l_mut_329 + l_578;
let l_579 = a_53[u32(19)];
let l_580 = l_579 * l_574;
l_mut_331 = l_mut_331 + l_580;
let l_581 = a_54[u32(19)];
let l_582 = l_581 * l_574;
l_mut_332 = l_mut_332 + l_582;
let l_583 = vec4<f32>(f32(0.0));
l_mut_339 = l_583;
l_mut_337 = l_mut_339;
let l_584 = vec4<f32>(f32(0.0));
l_mut_339 = l_584;
l_mut_336 = l_mut_339;
l_mut_290 = u32(0);
let l_585 = l_334 * u32(2);
let l_586 = shared_memory_276[l_585];
l_mut_337 = l_586;
let l_587 = l_334 * u32(2);
let l_588 = l_587 + u32(1);
let l_589 = shared_memory_276[l_588];
l_mut_336 = l_589;
let l_590 = shared_memory_277[l_334];
l_mut_290 = l_590;
let l_591 = l_mut_336[u32(0)];
let l_592 = l_mut_336[u32(1)];
let l_593 = l_mut_337[u32(1)];
let l_594 = -l_593;
let l_595 = l_mut_337[u32(2)];
let l_596 = -l_595;
let l_597 = l_mut_337[u32(3)];
let l_598 = -l_597;
let l_599 = l_mut_290 * u32(128);
let l_600 = l_599 + l_mut_51;
let l_601 = u32(0) + l_600;
let l_602 = buffer_7_global[l_601];
let l_603 = l_mut_290 * u32(3);
let l_604 = l_603 * u32(128);
let l_605 = l_604 + l_mut_51;
let l_606 = u32(0) + l_605;
let l_607 = buffer_8_global[l_606];
let l_608 = l_mut_290 * u32(3);
let l_609 = l_608 * u32(128);
let l_610 = l_609 + u32(128);
let l_611 = l_610 + l_mut_51;
let l_612 = u32(0) + l_611;
let l_613 = buffer_8_global[l_612];
let l_614 = l_mut_290 * u32(3);
let l_615 = l_614 * u32(128);
let l_616 = l_615 + u32(256);
let l_617 = l_616 + l_mut_51;
let l_618 = u32(0) + l_617;
let l_619 = buffer_8_global[l_618];
let l_620 = l_607 * l_594;
let l_621 = l_613 * l_596;
let l_622 = l_620 + l_621;
let l_623 = l_619 * l_598;
let l_624 = l_622 + l_623;
let l_625 = l_mut_329 * l_591;
let l_626 = l_602 * l_248;
let l_627 = l_591 * l_mut_331;
let l_628 = l_592 * l_mut_328;
let l_629 = l_627 + l_628;
let l_630 = l_626 * l_629;
let l_631 = l_624 * l_254;
let l_632 = l_591 * l_mut_332;
let l_633 = l_592 * l_mut_329;
let l_634 = l_632 + l_633;
let l_635 = l_631 * l_634;
let l_636 = l_630 + l_635;
l_mut_322 = l_636;
let l_637 = l_625 * l_254;
let l_638 = l_607 * l_637;
l_mut_323 = l_638;
let l_639 = l_613 * l_637;
l_mut_324 = l_639;
let l_640 = l_619 * l_637;
l_mut_325 = l_640;
}
let l_641 = l_mut_48 * u32(128);
let l_642 = l_641 + l_mut_47;
let l_643 = l_642 * u32(9);
let l_644 = l_mut_318 * u32(4);
let l_645 = l_643 + l_644;
shared_memory_43[l_645] = l_mut_322;
let l_646 = l_645 + u32(1);
shared_memory_43[l_646] = l_mut_323;
let l_647 = l_645 + u32(2);
shared_memory_43[l_647] = l_mut_324;
let l_648 = l_645 + u32(3);
shared_memory_43[l_648] = l_mut_325;
}
workgroupBarrier();
l_mut_308 = local_idx;
loop {
let l_649 = l_mut_308 < u32(128);
let l_650 = !l_649;
if l_650 {
break;
}
let l_651 = l_mut_308 % u32(32);
let l_652 = l_mut_308 / u32(32);
l_mut_290 = u32(0);
l_mut_282 = l_651;
let l_653 = l_651 / u32(8);
l_mut_290 = l_653;
let l_654 = l_651 % u32(8);
l_mut_282 = l_654;
let l_655 = l_652 * u32(32);
let l_656 = l_655 + u32(32);
l_mut_657 = l_656;
let l_658 = l_mut_657 > u32(128);
if l_658 {
l_mut_657 = u32(128);
}
l_mut_333 = f32(0.0);
let l_659 = l_652 * u32(32);

for (var l_mut_660: u32 = l_659; l_mut_660 < l_mut_657; l_mut_660++) {
let l_661 = l_mut_290 * u32(128);
let l_662 = l_661 + l_mut_660;
let l_663 = l_662 * u32(9);
let l_664 = l_663 + l_mut_282;
let l_665 = shared_memory_43[l_664];
l_mut_333 = l_mut_333 + l_665;
}
let l_666 = l_652 * u32(32);
let l_667 = l_666 + l_651;
shared_memory_44[l_667] = l_mut_333;
l_mut_308 = l_mut_308 + u32(512);
}
workgroupBarrier();
l_mut_657 = local_idx;
loop {
let l_668 = l_mut_657 < u32(32);
let l_669 = !l_668;
if l_669 {
break;
}
l_mut_333 = f32(0.0);
let l_670 = u32(0) + l_mut_657;
let l_671 = shared_memory_44[l_670];
l_mut_333 = l_mut_333 + l_671;
let l_672 = u32(32) + l_mut_657;
let l_673 = shared_memory_44[l_672];
l_mut_333 = l_mut_333 + l_673;
let l_674 = u32(64) + l_mut_657;
let l_675 = shared_memory_44[l_674];
l_mut_333 = l_mut_333 + l_675;
let l_676 = u32(96) + l_mut_657;
let l_677 = shared_memory_44[l_676];
l_mut_333 = l_mut_333 + l_677;
shared_memory_45[l_mut_657] = l_mut_333;
l_mut_657 = l_mut_657 + u32(512);
}
workgroupBarrier();
l_mut_290 = local_idx;
loop {
let l_678 = l_mut_290 < u32(8);
let l_679 = !l_678;
if l_679 {
break;
}
let l_680 = l_mut_290 % u32(2);
let l_681 = l_680 * u32(4);
let l_682 = l_mut_290 / u32(2);
let l_683 = l_681 + l_682;
let l_684 = l_mut_278 + l_683;
let l_685 = l_684 < l_mut_273;
if l_685 {
let l_686 = l_266 + l_684;
l_mut_282 = l_686;
let l_687 = l_mut_290 * u32(4);
let l_688 = shared_memory_45[l_687];
let l_689 = l_mut_290 * u32(4);
let l_690 = l_689 + u32(1);
let l_691 = shared_memory_45[l_690];
let l_692 = l_mut_290 * u32(4);
let l_693 = l_692 + u32(2);
let l_694 = shared_memory_45[l_693];
let l_695 = l_mut_290 * u32(4);
let l_696 = l_695 + u32(3);
let l_697 = shared_memory_45[l_696];
let l_698 = l_mut_282 * u32(2);
let l_699 = u32(0) + l_698;
let l_700 = buffer_2_global[l_699];
let l_701 = l_700[u32(1)];
let l_702 = l_700[u32(2)];
let l_703 = l_700[u32(3)];
let l_704 = l_700[u32(0)];
let l_705 = f32(1.0) / l_704;
let l_706 = l_691 * l_701;
let l_707 = l_694 * l_702;
let l_708 = l_706 + l_707;
let l_709 = l_697 * l_703;
let l_710 = l_708 + l_709;
let l_711 = -l_710;
let l_712 = l_688 * l_701;
let l_713 = l_711 * l_701;
let l_714 = l_691 + l_713;
let l_715 = l_714 * l_705;
let l_716 = l_712 - l_715;
let l_717 = l_688 * l_702;
let l_718 = l_711 * l_702;
let l_719 = l_694 + l_718;
let l_720 = l_719 * l_705;
let l_721 = l_717 - l_720;
let l_722 = l_688 * l_703;
let l_723 = l_711 * l_703;
let l_724 = l_697 + l_723;
let l_725 = l_724 * l_705;
let l_726 = l_722 - l_725;
let l_727 = l_46 + l_mut_282;
let l_728 = l_727 * u32(3);
let l_729 = u32(0) + l_728;
let l_730 = buffer_13_global[l_729];
let l_731 = l_728 + u32(1);
let l_732 = u32(0) + l_731;
let l_733 = buffer_13_global[l_732];
let l_734 = l_728 + u32(2);
let l_735 = u32(0) + l_734;
let l_736 = buffer_13_global[l_735];
let l_737 = l_730 + l_716;
let l_738 = u32(0) + l_728;
buffer_13_global[l_738] = l_737;
let l_739 = l_728 + u32(1);
let l_740 = l_733 + l_721;
let l_741 = u32(0) + l_739;
buffer_13_global[l_741] = l_740;
let l_742 = l_728 + u32(2);
let l_743 = l_736 + l_726;
let l_744 = u32(0) + l_742;
buffer_13_global[l_744] = l_743;
}
l_mut_290 = l_mut_290 + u32(512);
}
workgroupBarrier();
l_mut_278 = l_mut_278 + u32(8);
}
}
