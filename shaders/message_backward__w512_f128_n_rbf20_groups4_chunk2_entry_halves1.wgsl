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
var l_mut_286: f32;
var l_mut_287: f32;
var l_mut_288: f32;
var l_mut_289: f32;
var l_mut_292: u32;
var l_mut_293: f32;
var l_mut_294: f32;
var l_mut_295: f32;
var l_mut_296: f32;
var l_mut_297: f32;
var l_mut_298: f32;
var l_mut_301: vec4<f32>;
var l_mut_302: vec4<f32>;
var l_mut_304: vec4<f32>;
var l_mut_40: u32;
var l_mut_41: u32;
var l_mut_42: u32;
var l_mut_47: u32;
var l_mut_48: u32;
var l_mut_51: u32;
var l_mut_555: u32;
var l_mut_627: u32;
var l_mut_632: u32;
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

for (var l_mut_282: u32 = u32(0); l_mut_282 < u32(2); l_mut_282++) {
let l_283 = l_mut_282 * u32(4);
let l_284 = l_mut_278 + l_283;
let l_285 = l_284 + l_mut_48;
l_mut_286 = f32(0.0);
l_mut_287 = f32(0.0);
l_mut_288 = f32(0.0);
l_mut_289 = f32(0.0);
let l_290 = l_285 < l_mut_273;
if l_290 {
let l_291 = l_266 + l_285;
l_mut_292 = l_291;
l_mut_293 = l_238;
l_mut_294 = l_242;
l_mut_295 = l_mut_243;
l_mut_296 = f32(0.0);
l_mut_297 = f32(0.0);
l_mut_298 = f32(0.0);
let l_299 = l_285 - l_mut_278;
let l_300 = vec4<f32>(f32(0.0));
l_mut_301 = l_300;
l_mut_302 = l_mut_301;
let l_303 = vec4<f32>(f32(0.0));
l_mut_301 = l_303;
l_mut_304 = l_mut_301;
let l_305 = l_mut_292 * u32(5);
let l_306 = l_305 + u32(0);
let l_307 = u32(0) + l_306;
let l_308 = buffer_3_global[l_307];
l_mut_302 = l_308;
let l_309 = l_mut_292 * u32(5);
let l_310 = l_309 + u32(0);
let l_311 = u32(0) + l_310;
let l_312 = buffer_4_global[l_311];
l_mut_304 = l_312;
let l_313 = l_mut_302[u32(0)];
let l_314 = l_mut_304[u32(0)];
let l_315 = a_53[u32(0)];
let l_316 = l_315 * l_313;
l_mut_293 = l_mut_293 + l_316;
let l_317 = a_54[u32(0)];
let l_318 = l_317 * l_313;
l_mut_294 = l_mut_294 + l_318;
let l_319 = a_53[u32(0)];
let l_320 = l_319 * l_314;
l_mut_296 = l_mut_296 + l_320;
let l_321 = a_54[u32(0)];
let l_322 = l_321 * l_314;
l_mut_297 = l_mut_297 + l_322;
let l_323 = l_mut_302[u32(1)];
let l_324 = l_mut_304[u32(1)];
let l_325 = a_53[u32(1)];
let l_326 = l_325 * l_323;
l_mut_293 = l_mut_293 + l_326;
let l_327 = a_54[u32(1)];
let l_328 = l_327 * l_323;
l_mut_294 = l_mut_294 + l_328;
let l_329 = a_53[u32(1)];
let l_330 = l_329 * l_324;
l_mut_296 = l_mut_296 + l_330;
let l_331 = a_54[u32(1)];
let l_332 = l_331 * l_324;
l_mut_297 = l_mut_297 + l_332;
let l_333 = l_mut_302[u32(2)];
let l_334 = l_mut_304[u32(2)];
let l_335 = a_53[u32(2)];
let l_336 = l_335 * l_333;
l_mut_293 = l_mut_293 + l_336;
let l_337 = a_54[u32(2)];
let l_338 = l_337 * l_333;
l_mut_294 = l_mut_294 + l_338;
let l_339 = a_53[u32(2)];
let l_340 = l_339 * l_334;
l_mut_296 = l_mut_296 + l_340;
let l_341 = a_54[u32(2)];
let l_342 = l_341 * l_334;
l_mut_297 = l_mut_297 + l_342;
let l_343 = l_mut_302[u32(3)];
let l_344 = l_mut_304[u32(3)];
let l_345 = a_53[u32(3)];
let l_346 = l_345 * l_343;
l_mut_293 = l_mut_293 + l_346;
let l_347 = a_54[u32(3)];
let l_348 = l_347 * l_343;
l_mut_294 = l_mut_294 + l_348;
let l_349 = a_53[u32(3)];
let l_350 = l_349 * l_344;
l_mut_296 = l_mut_296 + l_350;
let l_351 = a_54[u32(3)];
let l_352 = l_351 * l_344;
l_mut_297 = l_mut_297 + l_352;
let l_353 = vec4<f32>(f32(0.0));
l_mut_304 = l_353;
l_mut_302 = l_mut_304;
let l_354 = vec4<f32>(f32(0.0));
l_mut_304 = l_354;
l_mut_301 = l_mut_304;
let l_355 = l_mut_292 * u32(5);
let l_356 = l_355 + u32(1);
let l_357 = u32(0) + l_356;
let l_358 = buffer_3_global[l_357];
l_mut_302 = l_358;
let l_359 = l_mut_292 * u32(5);
let l_360 = l_359 + u32(1);
let l_361 = u32(0) + l_360;
let l_362 = buffer_4_global[l_361];
l_mut_301 = l_362;
let l_363 = l_mut_302[u32(0)];
let l_364 = l_mut_301[u32(0)];
let l_365 = a_53[u32(4)];
let l_366 = l_365 * l_363;
l_mut_293 = l_mut_293 + l_366;
let l_367 = a_54[u32(4)];
let l_368 = l_367 * l_363;
l_mut_294 = l_mut_294 + l_368;
let l_369 = a_53[u32(4)];
let l_370 = l_369 * l_364;
l_mut_296 = l_mut_296 + l_370;
let l_371 = a_54[u32(4)];
let l_372 = l_371 * l_364;
l_mut_297 = l_mut_297 + l_372;
let l_373 = l_mut_302[u32(1)];
let l_374 = l_mut_301[u32(1)];
let l_375 = a_53[u32(5)];
let l_376 = l_375 * l_373;
l_mut_293 = l_mut_293 + l_376;
let l_377 = a_54[u32(5)];
let l_378 = l_377 * l_373;
l_mut_294 = l_mut_294 + l_378;
let l_379 = a_53[u32(5)];
let l_380 = l_379 * l_374;
l_mut_296 = l_mut_296 + l_380;
let l_381 = a_54[u32(5)];
let l_382 = l_381 * l_374;
l_mut_297 = l_mut_297 + l_382;
let l_383 = l_mut_302[u32(2)];
let l_384 = l_mut_301[u32(2)];
let l_385 = a_53[u32(6)];
let l_386 = l_385 * l_383;
l_mut_293 = l_mut_293 + l_386;
let l_387 = a_54[u32(6)];
let l_388 = l_387 * l_383;
l_mut_294 = l_mut_294 + l_388;
let l_389 = a_53[u32(6)];
let l_390 = l_389 * l_384;
l_mut_296 = l_mut_296 + l_390;
let l_391 = a_54[u32(6)];
let l_392 = l_391 * l_384;
l_mut_297 = l_mut_297 + l_392;
let l_393 = l_mut_302[u32(3)];
let l_394 = l_mut_301[u32(3)];
let l_395 = a_53[u32(7)];
let l_396 = l_395 * l_393;
l_mut_293 = l_mut_293 + l_396;
let l_397 = a_54[u32(7)];
let l_398 = l_397 * l_393;
l_mut_294 = l_mut_294 + l_398;
let l_399 = a_53[u32(7)];
let l_400 = l_399 * l_394;
l_mut_296 = l_mut_296 + l_400;
let l_401 = a_54[u32(7)];
let l_402 = l_401 * l_394;
l_mut_297 = l_mut_297 + l_402;
let l_403 = vec4<f32>(f32(0.0));
l_mut_304 = l_403;
l_mut_302 = l_mut_304;
let l_404 = vec4<f32>(f32(0.0));
l_mut_304 = l_404;
l_mut_301 = l_mut_304;
let l_405 = l_mut_292 * u32(5);
let l_406 = l_405 + u32(2);
let l_407 = u32(0) + l_406;
let l_408 = buffer_3_global[l_407];
l_mut_302 = l_408;
let l_409 = l_mut_292 * u32(5);
let l_410 = l_409 + u32(2);
let l_411 = u32(0) + l_410;
let l_412 = buffer_4_global[l_411];
l_mut_301 = l_412;
let l_413 = l_mut_302[u32(0)];
let l_414 = l_mut_301[u32(0)];
let l_415 = a_53[u32(8)];
let l_416 = l_415 * l_413;
l_mut_293 = l_mut_293 + l_416;
let l_417 = a_54[u32(8)];
let l_418 = l_417 * l_413;
l_mut_294 = l_mut_294 + l_418;
let l_419 = a_53[u32(8)];
let l_420 = l_419 * l_414;
l_mut_296 = l_mut_296 + l_420;
let l_421 = a_54[u32(8)];
let l_422 = l_421 * l_414;
l_mut_297 = l_mut_297 + l_422;
let l_423 = l_mut_302[u32(1)];
let l_424 = l_mut_301[u32(1)];
let l_425 = a_53[u32(9)];
let l_426 = l_425 * l_423;
l_mut_293 = l_mut_293 + l_426;
let l_427 = a_54[u32(9)];
let l_428 = l_427 * l_423;
l_mut_294 = l_mut_294 + l_428;
let l_429 = a_53[u32(9)];
let l_430 = l_429 * l_424;
l_mut_296 = l_mut_296 + l_430;
let l_431 = a_54[u32(9)];
let l_432 = l_431 * l_424;
l_mut_297 = l_mut_297 + l_432;
let l_433 = l_mut_302[u32(2)];
let l_434 = l_mut_301[u32(2)];
let l_435 = a_53[u32(10)];
let l_436 = l_435 * l_433;
l_mut_293 = l_mut_293 + l_436;
let l_437 = a_54[u32(10)];
let l_438 = l_437 * l_433;
l_mut_294 = l_mut_294 + l_438;
let l_439 = a_53[u32(10)];
let l_440 = l_439 * l_434;
l_mut_296 = l_mut_296 + l_440;
let l_441 = a_54[u32(10)];
let l_442 = l_441 * l_434;
l_mut_297 = l_mut_297 + l_442;
let l_443 = l_mut_302[u32(3)];
let l_444 = l_mut_301[u32(3)];
let l_445 = a_53[u32(11)];
let l_446 = l_445 * l_443;
l_mut_293 = l_mut_293 + l_446;
let l_447 = a_54[u32(11)];
let l_448 = l_447 * l_443;
l_mut_294 = l_mut_294 + l_448;
let l_449 = a_53[u32(11)];
let l_450 = l_449 * l_444;
l_mut_296 = l_mut_296 + l_450;
let l_451 = a_54[u32(11)];
let l_452 = l_451 * l_444;
l_mut_297 = l_mut_297 + l_452;
let l_453 = vec4<f32>(f32(0.0));
l_mut_304 = l_453;
l_mut_302 = l_mut_304;
let l_454 = vec4<f32>(f32(0.0));
l_mut_304 = l_454;
l_mut_301 = l_mut_304;
let l_455 = l_mut_292 * u32(5);
let l_456 = l_455 + u32(3);
let l_457 = u32(0) + l_456;
let l_458 = buffer_3_global[l_457];
l_mut_302 = l_458;
let l_459 = l_mut_292 * u32(5);
let l_460 = l_459 + u32(3);
let l_461 = u32(0) + l_460;
let l_462 = buffer_4_global[l_461];
l_mut_301 = l_462;
let l_463 = l_mut_302[u32(0)];
let l_464 = l_mut_301[u32(0)];
let l_465 = a_53[u32(12)];
let l_466 = l_465 * l_463;
l_mut_293 = l_mut_293 + l_466;
let l_467 = a_54[u32(12)];
let l_468 = l_467 * l_463;
l_mut_294 = l_mut_294 + l_468;
let l_469 = a_53[u32(12)];
let l_470 = l_469 * l_464;
l_mut_296 = l_mut_296 + l_470;
let l_471 = a_54[u32(12)];
let l_472 = l_471 * l_464;
l_mut_297 = l_mut_297 + l_472;
let l_473 = l_mut_302[u32(1)];
let l_474 = l_mut_301[u32(1)];
let l_475 = a_53[u32(13)];
let l_476 = l_475 * l_473;
l_mut_293 = l_mut_293 + l_476;
let l_477 = a_54[u32(13)];
let l_478 = l_477 * l_473;
l_mut_294 = l_mut_294 + l_478;
let l_479 = a_53[u32(13)];
let l_480 = l_479 * l_474;
l_mut_296 = l_mut_296 + l_480;
let l_481 = a_54[u32(13)];
let l_482 = l_481 * l_474;
l_mut_297 = l_mut_297 + l_482;
let l_483 = l_mut_302[u32(2)];
let l_484 = l_mut_301[u32(2)];
let l_485 = a_53[u32(14)];
let l_486 = l_485 * l_483;
l_mut_293 = l_mut_293 + l_486;
let l_487 = a_54[u32(14)];
let l_488 = l_487 * l_483;
l_mut_294 = l_mut_294 + l_488;
let l_489 = a_53[u32(14)];
let l_490 = l_489 * l_484;
l_mut_296 = l_mut_296 + l_490;
let l_491 = a_54[u32(14)];
let l_492 = l_491 * l_484;
l_mut_297 = l_mut_297 + l_492;
let l_493 = l_mut_302[u32(3)];
let l_494 = l_mut_301[u32(3)];
let l_495 = a_53[u32(15)];
let l_496 = l_495 * l_493;
l_mut_293 = l_mut_293 + l_496;
let l_497 = a_54[u32(15)];
let l_498 = l_497 * l_493;
l_mut_294 = l_mut_294 + l_498;
let l_499 = a_53[u32(15)];
let l_500 = l_499 * l_494;
l_mut_296 = l_mut_296 + l_500;
let l_501 = a_54[u32(15)];
let l_502 = l_501 * l_494;
l_mut_297 = l_mut_297 + l_502;
let l_503 = vec4<f32>(f32(0.0));
l_mut_304 = l_503;
l_mut_302 = l_mut_304;
let l_504 = vec4<f32>(f32(0.0));
l_mut_304 = l_504;
l_mut_301 = l_mut_304;
let l_505 = l_mut_292 * u32(5);
let l_506 = l_505 + u32(4);
let l_507 = u32(0) + l_506;
let l_508 = buffer_3_global[l_507];
l_mut_302 = l_508;
let l_509 = l_mut_292 * u32(5);
let l_510 = l_509 + u32(4);
let l_511 = u32(0) + l_510;
let l_512 = buffer_4_global[l_511];
l_mut_301 = l_512;
let l_513 = l_mut_302[u32(0)];
let l_514 = l_mut_301[u32(0)];
let l_515 = a_53[u32(16)];
let l_516 = l_515 * l_513;
l_mut_293 = l_mut_293 + l_516;
let l_517 = a_54[u32(16)];
let l_518 = l_517 * l_513;
l_mut_294 = l_mut_294 + l_518;
let l_519 = a_53[u32(16)];
let l_520 = l_519 * l_514;
l_mut_296 = l_mut_296 + l_520;
let l_521 = a_54[u32(16)];
let l_522 = l_521 * l_514;
l_mut_297 = l_mut_297 + l_522;
let l_523 = l_mut_302[u32(1)];
let l_524 = l_mut_301[u32(1)];
let l_525 = a_53[u32(17)];
let l_526 = l_525 * l_523;
l_mut_293 = l_mut_293 + l_526;
let l_527 = a_54[u32(17)];
let l_528 = l_527 * l_523;
l_mut_294 = l_mut_294 + l_528;
let l_529 = a_53[u32(17)];
let l_530 = l_529 * l_524;
l_mut_296 = l_mut_296 + l_530;
let l_531 = a_54[u32(17)];
let l_532 = l_531 * l_524;
l_mut_297 = l_mut_297 + l_532;
let l_533 = l_mut_302[u32(2)];
let l_534 = l_mut_301[u32(2)];
let l_535 = a_53[u32(18)];
let l_536 = l_535 * l_533;
l_mut_293 = l_mut_293 + l_536;
let l_537 = a_54[u32(18)];
let l_538 = l_537 * l_533;
l_mut_294 = l_mut_294 + l_538;
let l_539 = a_53[u32(18)];
let l_540 = l_539 * l_534;
l_mut_296 = l_mut_296 + l_540;
let l_541 = a_54[u32(18)];
let l_542 = l_541 * l_534;
l_mut_297 = l_mut_297 + l_542;
let l_543 = l_mut_302[u32(3)];
let l_544 = l_mut_301[u32(3)];
let l_545 = a_53[u32(19)];
let l_546 = l_545 * l_543;
l_mut_293 = l_mut_293 + l_546;
let l_547 = a_54[u32(19)];
let l_548 = l_547 * l_543;
l_mut_294 = l_mut_294 + l_548;
let l_549 = a_53[u32(19)];
let l_550 = l_549 * l_544;
l_mut_296 = l_mut_296 + l_550;
let l_551 = a_54[u32(19)];
let l_552 = l_551 * l_544;
l_mut_297 = l_mut_297 + l_552;
let l_553 = vec4<f32>(f32(0.0));
l_mut_304 = l_553;
l_mut_302 = l_mut_304;
let l_554 = vec4<f32>(f32(0.0));
l_mut_304 = l_554;
l_mut_301 = l_mut_304;
l_mut_555 = u32(0);
let l_556 = l_mut_292 * u32(2);
let l_557 = u32(0) + l_556;
let l_558 = buffer_2_global[l_557];
l_mut_302 = l_558;
let l_559 = l_mut_292 * u32(2);
let l_560 = l_559 + u32(1);
let l_561 = u32(0) + l_560;
let l_562 = buffer_2_global[l_561];
l_mut_301 = l_562;
let l_563 = u32(0) + l_mut_292;
let l_564 = buffer_1_global[l_563];
l_mut_555 = l_564;
let l_565 = l_mut_301[u32(0)];
let l_566 = l_mut_301[u32(1)];
let l_567 = l_mut_302[u32(1)];
let l_568 = -l_567;
let l_569 = l_mut_302[u32(2)];
let l_570 = -l_569;
let l_571 = l_mut_302[u32(3)];
let l_572 = -l_571;
let l_573 = l_mut_555 * u32(128);
let l_574 = l_573 + l_mut_51;
let l_575 = u32(0) + l_574;
let l_576 = buffer_7_global[l_575];
let l_577 = l_mut_555 * u32(3);
let l_578 = l_577 * u32(128);
let l_579 = l_578 + l_mut_51;
let l_580 = u32(0) + l_579;
let l_581 = buffer_8_global[l_580];
let l_582 = l_mut_555 * u32(3);
let l_583 = l_582 * u32(128);
let l_584 = l_583 + u32(128);
let l_585 = l_584 + l_mut_51;
let l_586 = u32(0) + l_585;
let l_587 = buffer_8_global[l_586];
let l_588 = l_mut_555 * u32(3);
let l_589 = l_588 * u32(128);
let l_590 = l_589 + u32(256);
let l_591 = l_590 + l_mut_51;
let l_592 = u32(0) + l_591;
let l_593 = buffer_8_global[l_592];
let l_594 = l_581 * l_568;
let l_595 = l_587 * l_570;
let l_596 = l_594 + l_595;
let l_597 = l_593 * l_572;
let l_598 = l_596 + l_597;
let l_599 = l_mut_294 * l_565;
let l_600 = l_576 * l_248;
let l_601 = l_565 * l_mut_296;
let l_602 = l_566 * l_mut_293;
let l_603 = l_601 + l_602;
let l_604 = l_600 * l_603;
let l_605 = l_598 * l_254;
let l_606 = l_565 * l_mut_297;
let l_607 = l_566 * l_mut_294;
let l_608 = l_606 + l_607;
let l_609 = l_605 * l_608;
let l_610 = l_604 + l_609;
l_mut_286 = l_610;
let l_611 = l_599 * l_254;
let l_612 = l_581 * l_611;
l_mut_287 = l_612;
let l_613 = l_587 * l_611;
l_mut_288 = l_613;
let l_614 = l_593 * l_611;
l_mut_289 = l_614;
}
let l_615 = l_mut_48 * u32(128);
let l_616 = l_615 + l_mut_47;
let l_617 = l_616 * u32(9);
let l_618 = l_mut_282 * u32(4);
let l_619 = l_617 + l_618;
shared_memory_43[l_619] = l_mut_286;
let l_620 = l_619 + u32(1);
shared_memory_43[l_620] = l_mut_287;
let l_621 = l_619 + u32(2);
shared_memory_43[l_621] = l_mut_288;
let l_622 = l_619 + u32(3);
shared_memory_43[l_622] = l_mut_289;
}
workgroupBarrier();
l_mut_555 = local_idx;
loop {
let l_623 = l_mut_555 < u32(128);
let l_624 = !l_623;
if l_624 {
break;
}
let l_625 = l_mut_555 % u32(32);
let l_626 = l_mut_555 / u32(32);
l_mut_292 = u32(0);
l_mut_627 = l_625;
let l_628 = l_625 / u32(8);
l_mut_292 = l_628;
let l_629 = l_625 % u32(8);
l_mut_627 = l_629;
let l_630 = l_626 * u32(32);
let l_631 = l_630 + u32(32);
l_mut_632 = l_631;
let l_633 = l_mut_632 > u32(128);
if l_633 {
l_mut_632 = u32(128);
}
l_mut_298 = f32(0.0);
let l_634 = l_626 * u32(32);

for (var l_mut_635: u32 = l_634; l_mut_635 < l_mut_632; l_mut_635++) {
let l_636 = l_mut_292 * u32(128);
let l_637 = l_636 + l_mut_635;
let l_638 = l_637 * u32(9);
let l_639 = l_638 + l_mut_627;
let l_640 = shared_memory_43[l_639];
l_mut_298 = l_mut_298 + l_640;
}
let l_641 = l_626 * u32(32);
let l_642 = l_641 + l_625;
shared_memory_44[l_642] = l_mut_298;
l_mut_555 = l_mut_555 + u32(512);
}
workgroupBarrier();
l_mut_632 = local_idx;
loop {
let l_643 = l_mut_632 < u32(32);
let l_644 = !l_643;
if l_644 {
break;
}
l_mut_298 = f32(0.0);
let l_645 = u32(0) + l_mut_632;
let l_646 = shared_memory_44[l_645];
l_mut_298 = l_mut_298 + l_646;
let l_647 = u32(32) + l_mut_632;
let l_648 = shared_memory_44[l_647];
l_mut_298 = l_mut_298 + l_648;
let l_649 = u32(64) + l_mut_632;
let l_650 = shared_memory_44[l_649];
l_mut_298 = l_mut_298 + l_650;
let l_651 = u32(96) + l_mut_632;
let l_652 = shared_memory_44[l_651];
l_mut_298 = l_mut_298 + l_652;
shared_memory_45[l_mut_632] = l_mut_298;
l_mut_632 = l_mut_632 + u32(512);
}
workgroupBarrier();
l_mut_627 = local_idx;
loop {
let l_653 = l_mut_627 < u32(8);
let l_654 = !l_653;
if l_654 {
break;
}
let l_655 = l_mut_627 % u32(2);
let l_656 = l_655 * u32(4);
let l_657 = l_mut_627 / u32(2);
let l_658 = l_656 + l_657;
let l_659 = l_mut_278 + l_658;
let l_660 = l_659 < l_mut_273;
if l_660 {
let l_661 = l_266 + l_659;
l_mut_292 = l_661;
let l_662 = l_mut_627 * u32(4);
let l_663 = shared_memory_45[l_662];
let l_664 = l_mut_627 * u32(4);
let l_665 = l_664 + u32(1);
let l_666 = shared_memory_45[l_665];
let l_667 = l_mut_627 * u32(4);
let l_668 = l_667 + u32(2);
let l_669 = shared_memory_45[l_668];
let l_670 = l_mut_627 * u32(4);
let l_671 = l_670 + u32(3);
let l_672 = shared_memory_45[l_671];
let l_673 = l_mut_292 * u32(2);
let l_674 = u32(0) + l_673;
let l_675 = buffer_2_global[l_674];
let l_676 = l_675[u32(1)];
let l_677 = l_675[u32(2)];
let l_678 = l_675[u32(3)];
let l_679 = l_675[u32(0)];
let l_680 = f32(1.0) / l_679;
let l_681 = l_666 * l_676;
let l_682 = l_669 * l_677;
let l_683 = l_681 + l_682;
let l_684 = l_672 * l_678;
let l_685 = l_683 + l_684;
let l_686 = -l_685;
let l_687 = l_663 * l_676;
let l_688 = l_686 * l_676;
let l_689 = l_666 + l_688;
let l_690 = l_689 * l_680;
let l_691 = l_687 - l_690;
let l_692 = l_663 * l_677;
let l_693 = l_686 * l_677;
let l_694 = l_669 + l_693;
let l_695 = l_694 * l_680;
let l_696 = l_692 - l_695;
let l_697 = l_663 * l_678;
let l_698 = l_686 * l_678;
let l_699 = l_672 + l_698;
let l_700 = l_699 * l_680;
let l_701 = l_697 - l_700;
let l_702 = l_46 + l_mut_292;
let l_703 = l_702 * u32(3);
let l_704 = u32(0) + l_703;
let l_705 = buffer_13_global[l_704];
let l_706 = l_703 + u32(1);
let l_707 = u32(0) + l_706;
let l_708 = buffer_13_global[l_707];
let l_709 = l_703 + u32(2);
let l_710 = u32(0) + l_709;
let l_711 = buffer_13_global[l_710];
let l_712 = l_705 + l_691;
let l_713 = u32(0) + l_703;
buffer_13_global[l_713] = l_712;
let l_714 = l_703 + u32(1);
let l_715 = l_708 + l_696;
let l_716 = u32(0) + l_714;
buffer_13_global[l_716] = l_715;
let l_717 = l_703 + u32(2);
let l_718 = l_711 + l_701;
let l_719 = u32(0) + l_717;
buffer_13_global[l_719] = l_718;
}
l_mut_627 = l_mut_627 + u32(512);
}
workgroupBarrier();
l_mut_278 = l_mut_278 + u32(8);
}
}
