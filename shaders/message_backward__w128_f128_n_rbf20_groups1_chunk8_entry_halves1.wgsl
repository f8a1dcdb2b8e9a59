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

var<workgroup> shared_memory_43: array<f32, 4224>;

var<workgroup> shared_memory_44: array<f32, 128>;

var<workgroup> shared_memory_45: array<f32, 32>;

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
var a_51: array<f32, 20>;

var a_52: array<f32, 20>;

var a_53: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_241: f32;
var l_mut_253: f32;
var l_mut_254: f32;
var l_mut_255: f32;
var l_mut_256: f32;
var l_mut_257: f32;
var l_mut_258: f32;
var l_mut_259: f32;
var l_mut_260: f32;
var l_mut_261: f32;
var l_mut_262: f32;
var l_mut_268: u32;
var l_mut_271: u32;
var l_mut_272: bool;
var l_mut_276: u32;
var l_mut_277: u32;
var l_mut_284: f32;
var l_mut_285: f32;
var l_mut_286: f32;
var l_mut_287: f32;
var l_mut_290: u32;
var l_mut_291: f32;
var l_mut_292: f32;
var l_mut_293: f32;
var l_mut_294: f32;
var l_mut_295: f32;
var l_mut_296: f32;
var l_mut_299: vec4<f32>;
var l_mut_300: vec4<f32>;
var l_mut_302: vec4<f32>;
var l_mut_40: u32;
var l_mut_41: u32;
var l_mut_42: u32;
var l_mut_47: u32;
var l_mut_48: u32;
var l_mut_49: u32;
var l_mut_553: u32;
var l_mut_625: u32;
var l_mut_628: u32;
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
l_mut_49 = l_mut_47;
let l_50 = info.scalars_u32[2] * u32(20);
let l_54 = l_50 + u32(0);
let l_55 = l_54 + l_mut_49;
let l_56 = u32(0) + l_55;
let l_57 = buffer_9_global[l_56];
a_51[u32(0)] = l_57;
let l_58 = l_50 + u32(0);
let l_59 = l_58 + u32(128);
let l_60 = l_59 + l_mut_49;
let l_61 = u32(0) + l_60;
let l_62 = buffer_9_global[l_61];
a_52[u32(0)] = l_62;
let l_63 = l_50 + u32(384);
let l_64 = l_63 + l_mut_49;
let l_65 = u32(0) + l_64;
let l_66 = buffer_9_global[l_65];
a_51[u32(1)] = l_66;
let l_67 = l_50 + u32(384);
let l_68 = l_67 + u32(128);
let l_69 = l_68 + l_mut_49;
let l_70 = u32(0) + l_69;
let l_71 = buffer_9_global[l_70];
a_52[u32(1)] = l_71;
let l_72 = l_50 + u32(768);
let l_73 = l_72 + l_mut_49;
let l_74 = u32(0) + l_73;
let l_75 = buffer_9_global[l_74];
a_51[u32(2)] = l_75;
let l_76 = l_50 + u32(768);
let l_77 = l_76 + u32(128);
let l_78 = l_77 + l_mut_49;
let l_79 = u32(0) + l_78;
let l_80 = buffer_9_global[l_79];
a_52[u32(2)] = l_80;
let l_81 = l_50 + u32(1152);
let l_82 = l_81 + l_mut_49;
let l_83 = u32(0) + l_82;
let l_84 = buffer_9_global[l_83];
a_51[u32(3)] = l_84;
let l_85 = l_50 + u32(1152);
let l_86 = l_85 + u32(128);
let l_87 = l_86 + l_mut_49;
let l_88 = u32(0) + l_87;
let l_89 = buffer_9_global[l_88];
a_52[u32(3)] = l_89;
let l_90 = l_50 + u32(1536);
let l_91 = l_90 + l_mut_49;
let l_92 = u32(0) + l_91;
let l_93 = buffer_9_global[l_92];
a_51[u32(4)] = l_93;
let l_94 = l_50 + u32(1536);
let l_95 = l_94 + u32(128);
let l_96 = l_95 + l_mut_49;
let l_97 = u32(0) + l_96;
let l_98 = buffer_9_global[l_97];
a_52[u32(4)] = l_98;
let l_99 = l_50 + u32(1920);
let l_100 = l_99 + l_mut_49;
let l_101 = u32(0) + l_100;
let l_102 = buffer_9_global[l_101];
a_51[u32(5)] = l_102;
let l_103 = l_50 + u32(1920);
let l_104 = l_103 + u32(128);
let l_105 = l_104 + l_mut_49;
let l_106 = u32(0) + l_105;
let l_107 = buffer_9_global[l_106];
a_52[u32(5)] = l_107;
let l_108 = l_50 + u32(2304);
let l_109 = l_108 + l_mut_49;
let l_110 = u32(0) + l_109;
let l_111 = buffer_9_global[l_110];
a_51[u32(6)] = l_111;
let l_112 = l_50 + u32(2304);
let l_113 = l_112 + u32(128);
let l_114 = l_113 + l_mut_49;
let l_115 = u32(0) + l_114;
let l_116 = buffer_9_global[l_115];
a_52[u32(6)] = l_116;
let l_117 = l_50 + u32(2688);
let l_118 = l_117 + l_mut_49;
let l_119 = u32(0) + l_118;
let l_120 = buffer_9_global[l_119];
a_51[u32(7)] = l_120;
let l_121 = l_50 + u32(2688);
let l_122 = l_121 + u32(128);
let l_123 = l_122 + l_mut_49;
let l_124 = u32(0) + l_123;
let l_125 = buffer_9_global[l_124];
a_52[u32(7)] = l_125;
let l_126 = l_50 + u32(3072);
let l_127 = l_126 + l_mut_49;
let l_128 = u32(0) + l_127;
let l_129 = buffer_9_global[l_128];
a_51[u32(8)] = l_129;
let l_130 = l_50 + u32(3072);
let l_131 = l_130 + u32(128);
let l_132 = l_131 + l_mut_49;
let l_133 = u32(0) + l_132;
let l_134 = buffer_9_global[l_133];
a_52[u32(8)] = l_134;
let l_135 = l_50 + u32(3456);
let l_136 = l_135 + l_mut_49;
let l_137 = u32(0) + l_136;
let l_138 = buffer_9_global[l_137];
a_51[u32(9)] = l_138;
let l_139 = l_50 + u32(3456);
let l_140 = l_139 + u32(128);
let l_141 = l_140 + l_mut_49;
let l_142 = u32(0) + l_141;
let l_143 = buffer_9_global[l_142];
a_52[u32(9)] = l_143;
let l_144 = l_50 + u32(3840);
let l_145 = l_144 + l_mut_49;
let l_146 = u32(0) + l_145;
let l_147 = buffer_9_global[l_146];
a_51[u32(10)] = l_147;
let l_148 = l_50 + u32(3840);
let l_149 = l_148 + u32(128);
let l_150 = l_149 + l_mut_49;
let l_151 = u32(0) + l_150;
let l_152 = buffer_9_global[l_151];
a_52[u32(10)] = l_152;
let l_153 = l_50 + u32(4224);
let l_154 = l_153 + l_mut_49;
let l_155 = u32(0) + l_154;
let l_156 = buffer_9_global[l_155];
a_51[u32(11)] = l_156;
let l_157 = l_50 + u32(4224);
let l_158 = l_157 + u32(128);
let l_159 = l_158 + l_mut_49;
let l_160 = u32(0) + l_159;
let l_161 = buffer_9_global[l_160];
a_52[u32(11)] = l_161;
let l_162 = l_50 + u32(4608);
let l_163 = l_162 + l_mut_49;
let l_164 = u32(0) + l_163;
let l_165 = buffer_9_global[l_164];
a_51[u32(12)] = l_165;
let l_166 = l_50 + u32(4608);
let l_167 = l_166 + u32(128);
let l_168 = l_167 + l_mut_49;
let l_169 = u32(0) + l_168;
let l_170 = buffer_9_global[l_169];
a_52[u32(12)] = l_170;
let l_171 = l_50 + u32(4992);
let l_172 = l_171 + l_mut_49;
let l_173 = u32(0) + l_172;
let l_174 = buffer_9_global[l_173];
a_51[u32(13)] = l_174;
let l_175 = l_50 + u32(4992);
let l_176 = l_175 + u32(128);
let l_177 = l_176 + l_mut_49;
let l_178 = u32(0) + l_177;
let l_179 = buffer_9_global[l_178];
a_52[u32(13)] = l_179;
let l_180 = l_50 + u32(5376);
let l_181 = l_180 + l_mut_49;
let l_182 = u32(0) + l_181;
let l_183 = buffer_9_global[l_182];
a_51[u32(14)] = l_183;
let l_184 = l_50 + u32(5376);
let l_185 = l_184 + u32(128);
let l_186 = l_185 + l_mut_49;
let l_187 = u32(0) + l_186;
let l_188 = buffer_9_global[l_187];
a_52[u32(14)] = l_188;
let l_189 = l_50 + u32(5760);
let l_190 = l_189 + l_mut_49;
let l_191 = u32(0) + l_190;
let l_192 = buffer_9_global[l_191];
a_51[u32(15)] = l_192;
let l_193 = l_50 + u32(5760);
let l_194 = l_193 + u32(128);
let l_195 = l_194 + l_mut_49;
let l_196 = u32(0) + l_195;
let l_197 = buffer_9_global[l_196];
a_52[u32(15)] = l_197;
let l_198 = l_50 + u32(6144);
let l_199 = l_198 + l_mut_49;
let l_200 = u32(0) + l_199;
let l_201 = buffer_9_global[l_200];
a_51[u32(16)] = l_201;
let l_202 = l_50 + u32(6144);
let l_203 = l_202 + u32(128);
let l_204 = l_203 + l_mut_49;
let l_205 = u32(0) + l_204;
let l_206 = buffer_9_global[l_205];
a_52[u32(16)] = l_206;
let l_207 = l_50 + u32(6528);
let l_208 = l_207 + l_mut_49;
let l_209 = u32(0) + l_208;
let l_210 = buffer_9_global[l_209];
a_51[u32(17)] = l_210;
let l_211 = l_50 + u32(6528);
let l_212 = l_211 + u32(128);
let l_213 = l_212 + l_mut_49;
let l_214 = u32(0) + l_213;
let l_215 = buffer_9_global[l_214];
a_52[u32(17)] = l_215;
let l_216 = l_50 + u32(6912);
let l_217 = l_216 + l_mut_49;
let l_218 = u32(0) + l_217;
let l_219 = buffer_9_global[l_218];
a_51[u32(18)] = l_219;
let l_220 = l_50 + u32(6912);
let l_221 = l_220 + u32(128);
let l_222 = l_221 + l_mut_49;
let l_223 = u32(0) + l_222;
let l_224 = buffer_9_global[l_223];
a_52[u32(18)] = l_224;
let l_225 = l_50 + u32(7296);
let l_226 = l_225 + l_mut_49;
let l_227 = u32(0) + l_226;
let l_228 = buffer_9_global[l_227];
a_51[u32(19)] = l_228;
let l_229 = l_50 + u32(7296);
let l_230 = l_229 + u32(128);
let l_231 = l_230 + l_mut_49;
let l_232 = u32(0) + l_231;
let l_233 = buffer_9_global[l_232];
a_52[u32(19)] = l_233;
a_53[u32(0)] = f32(0.0);
let l_234 = info.scalars_u32[2] + l_mut_49;
let l_235 = u32(0) + l_234;
let l_236 = buffer_10_global[l_235];
let l_237 = info.scalars_u32[2] + u32(128);
let l_238 = l_237 + l_mut_49;
let l_239 = u32(0) + l_238;
let l_240 = buffer_10_global[l_239];
l_mut_241 = f32(0.0);
let l_242 = l_mut_41 * u32(3);
let l_243 = l_242 * u32(128);
let l_244 = l_243 + l_mut_49;
let l_245 = u32(0) + l_244;
let l_246 = buffer_5_global[l_245];
let l_247 = l_mut_41 * u32(3);
let l_248 = l_247 * u32(128);
let l_249 = l_248 + u32(128);
let l_250 = l_249 + l_mut_49;
let l_251 = u32(0) + l_250;
let l_252 = buffer_5_global[l_251];
l_mut_253 = f32(0.0);
l_mut_254 = f32(0.0);
l_mut_255 = f32(0.0);
l_mut_256 = f32(0.0);
l_mut_257 = f32(0.0);
l_mut_258 = f32(0.0);
l_mut_259 = f32(0.0);
l_mut_260 = f32(0.0);
l_mut_261 = f32(0.0);
l_mut_262 = f32(0.0);
let l_263 = u32(0) + l_mut_41;
let l_264 = buffer_0_global[l_263];
let l_265 = l_mut_41 + u32(1);
let l_266 = u32(0) + l_265;
let l_267 = buffer_0_global[l_266];
l_mut_268 = l_267;
let l_270 = l_mut_268 - l_264;
l_mut_271 = l_270;
l_mut_272 = bool(true);
l_mut_276 = u32(0);
l_mut_277 = u32(0);
loop {
let l_278 = l_mut_276 < l_mut_271;
let l_279 = !l_278;
if l_279 {
break;
}

for (var l_mut_280: u32 = u32(0); l_mut_280 < u32(8); l_mut_280++) {
let l_281 = l_mut_280 * u32(1);
let l_282 = l_mut_276 + l_281;
let l_283 = l_282 + l_mut_48;
l_mut_284 = f32(0.0);
l_mut_285 = f32(0.0);
l_mut_286 = f32(0.0);
l_mut_287 = f32(0.0);
let l_288 = l_283 < l_mut_271;
if l_288 {
let l_289 = l_264 + l_283;
l_mut_290 = l_289;
l_mut_291 = l_236;
l_mut_292 = l_240;
l_mut_293 = l_mut_241;
l_mut_294 = f32(0.0);
l_mut_295 = f32(0.0);
l_mut_296 = f32(0.0);
let l_297 = l_283 - l_mut_276;
let l_298 = vec4<f32>(f32(0.0));
l_mut_299 = l_298;
l_mut_300 = l_mut_299;
let l_301 = vec4<f32>(f32(0.0));
l_mut_299 = l_301;
l_mut_302 = l_mut_299;
let l_303 = l_mut_290 * u32(5);
let l_304 = l_303 + u32(0);
let l_305 = u32(0) + l_304;
let l_306 = buffer_3_global[l_305];
l_mut_300 = l_306;
let l_307 = l_mut_290 * u32(5);
let l_308 = l_307 + u32(0);
let l_309 = u32(0) + l_308;
let l_310 = buffer_4_global[l_309];
l_mut_302 = l_310;
let l_311 = l_mut_300[u32(0)];
let l_312 = l_mut_302[u32(0)];
let l_313 = a_51[u32(0)];
let l_314 = l_313 * l_311;
l_mut_291 = l_mut_291 + l_314;
let l_315 = a_52[u32(0)];
let l_316 = l_315 * l_311;
l_mut_292 = l_mut_292 + l_316;
let l_317 = a_51[u32(0)];
let l_318 = l_317 * l_312;
l_mut_294 = l_mut_294 + l_318;
let l_319 = a_52[u32(0)];
let l_320 = l_319 * l_312;
l_mut_295 = l_mut_295 + l_320;
let l_321 = l_mut_300[u32(1)];
let l_322 = l_mut_302[u32(1)];
let l_323 = a_51[u32(1)];
let l_324 = l_323 * l_321;
l_mut_291 = l_mut_291 + l_324;
let l_325 = a_52[u32(1)];
let l_326 = l_325 * l_321;
l_mut_292 = l_mut_292 + l_326;
let l_327 = a_51[u32(1)];
let l_328 = l_327 * l_322;
l_mut_294 = l_mut_294 + l_328;
let l_329 = a_52[u32(1)];
let l_330 = l_329 * l_322;
l_mut_295 = l_mut_295 + l_330;
let l_331 = l_mut_300[u32(2)];
let l_332 = l_mut_302[u32(2)];
let l_333 = a_51[u32(2)];
let l_334 = l_333 * l_331;
l_mut_291 = l_mut_291 + l_334;
let l_335 = a_52[u32(2)];
let l_336 = l_335 * l_331;
l_mut_292 = l_mut_292 + l_336;
let l_337 = a_51[u32(2)];
let l_338 = l_337 * l_332;
l_mut_294 = l_mut_294 + l_338;
let l_339 = a_52[u32(2)];
let l_340 = l_339 * l_332;
l_mut_295 = l_mut_295 + l_340;
let l_341 = l_mut_300[u32(3)];
let l_342 = l_mut_302[u32(3)];
let l_343 = a_51[u32(3)];
let l_344 = l_343 * l_341;
l_mut_291 = l_mut_291 + l_344;
let l_345 = a_52[u32(3)];
let l_346 = l_345 * l_341;
l_mut_292 = l_mut_292 + l_346;
let l_347 = a_51[u32(3)];
let l_348 = l_347 * l_342;
l_mut_294 = l_mut_294 + l_348;
let l_349 = a_52[u32(3)];
let l_350 = l_349 * l_342;
l_mut_295 = l_mut_295 + l_350;
let l_351 = vec4<f32>(f32(0.0));
l_mut_302 = l_351;
l_mut_300 = l_mut_302;
let l_352 = vec4<f32>(f32(0.0));
l_mut_302 = l_352;
l_mut_299 = l_mut_302;
let l_353 = l_mut_290 * u32(5);
let l_354 = l_353 + u32(1);
let l_355 = u32(0) + l_354;
let l_356 = buffer_3_global[l_355];
l_mut_300 = l_356;
let l_357 = l_mut_290 * u32(5);
let l_358 = l_357 + u32(1);
let l_359 = u32(0) + l_358;
let l_360 = buffer_4_global[l_359];
l_mut_299 = l_360;
let l_361 = l_mut_300[u32(0)];
let l_362 = l_mut_299[u32(0)];
let l_363 = a_51[u32(4)];
let l_364 = l_363 * l_361;
l_mut_291 = l_mut_291 + l_364;
let l_365 = a_52[u32(4)];
let l_366 = l_365 * l_361;
l_mut_292 = l_mut_292 + l_366;
let l_367 = a_51[u32(4)];
let l_368 = l_367 * l_362;
l_mut_294 = l_mut_294 + l_368;
let l_369 = a_52[u32(4)];
let l_370 = l_369 * l_362;
l_mut_295 = l_mut_295 + l_370;
let l_371 = l_mut_300[u32(1)];
let l_372 = l_mut_299[u32(1)];
let l_373 = a_51[u32(5)];
let l_374 = l_373 * l_371;
l_mut_291 = l_mut_291 + l_374;
let l_375 = a_52[u32(5)];
let l_376 = l_375 * l_371;
l_mut_292 = l_mut_292 + l_376;
let l_377 = a_51[u32(5)];
let l_378 = l_377 * l_372;
l_mut_294 = l_mut_294 + l_378;
let l_379 = a_52[u32(5)];
let l_380 = l_379 * l_372;
l_mut_295 = l_mut_295 + l_380;
let l_381 = l_mut_300[u32(2)];
let l_382 = l_mut_299[u32(2)];
let l_383 = a_51[u32(6)];
let l_384 = l_383 * l_381;
l_mut_291 = l_mut_291 + l_384;
let l_385 = a_52[u32(6)];
let l_386 = l_385 * l_381;
l_mut_292 = l_mut_292 + l_386;
let l_387 = a_51[u32(6)];
let l_388 = l_387 * l_382;
l_mut_294 = l_mut_294 + l_388;
let l_389 = a_52[u32(6)];
let l_390 = l_389 * l_382;
l_mut_295 = l_mut_295 + l_390;
let l_391 = l_mut_300[u32(3)];
let l_392 = l_mut_299[u32(3)];
let l_393 = a_51[u32(7)];
let l_394 = l_393 * l_391;
l_mut_291 = l_mut_291 + l_394;
let l_395 = a_52[u32(7)];
let l_396 = l_395 * l_391;
l_mut_292 = l_mut_292 + l_396;
let l_397 = a_51[u32(7)];
let l_398 = l_397 * l_392;
l_mut_294 = l_mut_294 + l_398;
let l_399 = a_52[u32(7)];
let l_400 = l_399 * l_392;
l_mut_295 = l_mut_295 + l_400;
let l_401 = vec4<f32>(f32(0.0));
l_mut_302 = l_401;
l_mut_300 = l_mut_302;
let l_402 = vec4<f32>(f32(0.0));
l_mut_302 = l_402;
l_mut_299 = l_mut_302;
let l_403 = l_mut_290 * u32(5);
let l_404 = l_403 + u32(2);
let l_405 = u32(0) + l_404;
let l_406 = buffer_3_global[l_405];
l_mut_300 = l_406;
let l_407 = l_mut_290 * u32(5);
let l_408 = l_407 + u32(2);
let l_409 = u32(0) + l_408;
let l_410 = buffer_4_global[l_409];
l_mut_299 = l_410;
let l_411 = l_mut_300[u32(0)];
let l_412 = l_mut_299[u32(0)];
let l_413 = a_51[u32(8)];
let l_414 = l_413 * l_411;
l_mut_291 = l_mut_291 + l_414;
let l_415 = a_52[u32(8)];
let l_416 = l_415 * l_411;
l_mut_292 = l_mut_292 + l_416;
let l_417 = a_51[u32(8)];
let l_418 = l_417 * l_412;
l_mut_294 = l_mut_294 + l_418;
let l_419 = a_52[u32(8)];
let l_420 = l_419 * l_412;
l_mut_295 = l_mut_295 + l_420;
let l_421 = l_mut_300[u32(1)];
let l_422 = l_mut_299[u32(1)];
let l_423 = a_51[u32(9)];
let l_424 = l_423 * l_421;
l_mut_291 = l_mut_291 + l_424;
let l_425 = a_52[u32(9)];
let l_426 = l_425 * l_421;
l_mut_292 = l_mut_292 + l_426;
let l_427 = a_51[u32(9)];
let l_428 = l_427 * l_422;
l_mut_294 = l_mut_294 + l_428;
let l_429 = a_52[u32(9)];
let l_430 = l_429 * l_422;
l_mut_295 = l_mut_295 + l_430;
let l_431 = l_mut_300[u32(2)];
let l_432 = l_mut_299[u32(2)];
let l_433 = a_51[u32(10)];
let l_434 = l_433 * l_431;
l_mut_291 = l_mut_291 + l_434;
let l_435 = a_52[u32(10)];
let l_436 = l_435 * l_431;
l_mut_292 = l_mut_292 + l_436;
let l_437 = a_51[u32(10)];
let l_438 = l_437 * l_432;
l_mut_294 = l_mut_294 + l_438;
let l_439 = a_52[u32(10)];
let l_440 = l_439 * l_432;
l_mut_295 = l_mut_295 + l_440;
let l_441 = l_mut_300[u32(3)];
let l_442 = l_mut_299[u32(3)];
let l_443 = a_51[u32(11)];
let l_444 = l_443 * l_441;
l_mut_291 = l_mut_291 + l_444;
let l_445 = a_52[u32(11)];
let l_446 = l_445 * l_441;
l_mut_292 = l_mut_292 + l_446;
let l_447 = a_51[u32(11)];
let l_448 = l_447 * l_442;
l_mut_294 = l_mut_294 + l_448;
let l_449 = a_52[u32(11)];
let l_450 = l_449 * l_442;
l_mut_295 = l_mut_295 + l_450;
let l_451 = vec4<f32>(f32(0.0));
l_mut_302 = l_451;
l_mut_300 = l_mut_302;
let l_452 = vec4<f32>(f32(0.0));
l_mut_302 = l_452;
l_mut_299 = l_mut_302;
let l_453 = l_mut_290 * u32(5);
let l_454 = l_453 + u32(3);
let l_455 = u32(0) + l_454;
let l_456 = buffer_3_global[l_455];
l_mut_300 = l_456;
let l_457 = l_mut_290 * u32(5);
let l_458 = l_457 + u32(3);
let l_459 = u32(0) + l_458;
let l_460 = buffer_4_global[l_459];
l_mut_299 = l_460;
let l_461 = l_mut_300[u32(0)];
let l_462 = l_mut_299[u32(0)];
let l_463 = a_51[u32(12)];
let l_464 = l_463 * l_461;
l_mut_291 = l_mut_291 + l_464;
let l_465 = a_52[u32(12)];
let l_466 = l_465 * l_461;
l_mut_292 = l_mut_292 + l_466;
let l_467 = a_51[u32(12)];
let l_468 = l_467 * l_462;
l_mut_294 = l_mut_294 + l_468;
let l_469 = a_52[u32(12)];
let l_470 = l_469 * l_462;
l_mut_295 = l_mut_295 + l_470;
let l_471 = l_mut_300[u32(1)];
let l_472 = l_mut_299[u32(1)];
let l_473 = a_51[u32(13)];
let l_474 = l_473 * l_471;
l_mut_291 = l_mut_291 + l_474;
let l_475 = a_52[u32(13)];
let l_476 = l_475 * l_471;
l_mut_292 = l_mut_292 + l_476;
let l_477 = a_51[u32(13)];
let l_478 = l_477 * l_472;
l_mut_294 = l_mut_294 + l_478;
let l_479 = a_52[u32(13)];
let l_480 = l_479 * l_472;
l_mut_295 = l_mut_295 + l_480;
let l_481 = l_mut_300[u32(2)];
let l_482 = l_mut_299[u32(2)];
let l_483 = a_51[u32(14)];
let l_484 = l_483 * l_481;
l_mut_291 = l_mut_291 + l_484;
let l_485 = a_52[u32(14)];
let l_486 = l_485 * l_481;
l_mut_292 = l_mut_292 + l_486;
let l_487 = a_51[u32(14)];
let l_488 = l_487 * l_482;
l_mut_294 = l_mut_294 + l_488;
let l_489 = a_52[u32(14)];
let l_490 = l_489 * l_482;
l_mut_295 = l_mut_295 + l_490;
let l_491 = l_mut_300[u32(3)];
let l_492 = l_mut_299[u32(3)];
let l_493 = a_51[u32(15)];
let l_494 = l_493 * l_491;
l_mut_291 = l_mut_291 + l_494;
let l_495 = a_52[u32(15)];
let l_496 = l_495 * l_491;
l_mut_292 = l_mut_292 + l_496;
let l_497 = a_51[u32(15)];
let l_498 = l_497 * l_492;
l_mut_294 = l_mut_294 + l_498;
let l_499 = a_52[u32(15)];
let l_500 = l_499 * l_492;
l_mut_295 = l_mut_295 + l_500;
let l_501 = vec4<f32>(f32(0.0));
l_mut_302 = l_501;
l_mut_300 = l_mut_302;
let l_502 = vec4<f32>(f32(0.0));
l_mut_302 = l_502;
l_mut_299 = l_mut_302;
let l_503 = l_mut_290 * u32(5);
let l_504 = l_503 + u32(4);
let l_505 = u32(0) + l_504;
let l_506 = buffer_3_global[l_505];
l_mut_300 = l_506;
let l_507 = l_mut_290 * u32(5);
let l_508 = l_507 + u32(4);
let l_509 = u32(0) + l_508;
let l_510 = buffer_4_global[l_509];
l_mut_299 = l_510;
let l_511 = l_mut_300[u32(0)];
let l_512 = l_mut_299[u32(0)];
let l_513 = a_51[u32(16)];
let l_514 = l_513 * l_511;
l_mut_291 = l_mut_291 + l_514;
let l_515 = a_52[u32(16)];
let l_516 = l_515 * l_511;
l_mut_292 = l_mut_292 + l_516;
let l_517 = a_51[u32(16)];
let l_518 = l_517 * l_512;
l_mut_294 = l_mut_294 + l_518;
let l_519 = a_52[u32(16)];
let l_520 = l_519 * l_512;
l_mut_295 = l_mut_295 + l_520;
let l_521 = l_mut_300[u32(1)];
let l_522 = l_mut_299[u32(1)];
let l_523 = a_51[u32(17)];
let l_524 = l_523 * l_521;
l_mut_291 = l_mut_291 + l_524;
let l_525 = a_52[u32(17)];
let l_526 = l_525 * l_521;
l_mut_292 = l_mut_292 + l_526;
let l_527 = a_51[u32(17)];
let l_528 = l_527 * l_522;
l_mut_294 = l_mut_294 + l_528;
let l_529 = a_52[u32(17)];
let l_530 = l_529 * l_522;
l_mut_295 = l_mut_295 + l_530;
let l_531 = l_mut_300[u32(2)];
let l_532 = l_mut_299[u32(2)];
let l_533 = a_51[u32(18)];
let l_534 = l_533 * l_531;
l_mut_291 = l_mut_291 + l_534;
let l_535 = a_52[u32(18)];
let l_536 = l_535 * l_531;
l_mut_292 = l_mut_292 + l_536;
let l_537 = a_51[u32(18)];
let l_538 = l_537 * l_532;
l_mut_294 = l_mut_294 + l_538;
let l_539 = a_52[u32(18)];
let l_540 = l_539 * l_532;
l_mut_295 = l_mut_295 + l_540;
let l_541 = l_mut_300[u32(3)];
let l_542 = l_mut_299[u32(3)];
let l_543 = a_51[u32(19)];
let l_544 = l_543 * l_541;
l_mut_291 = l_mut_291 + l_544;
let l_545 = a_52[u32(19)];
let l_546 = l_545 * l_541;
l_mut_292 = l_mut_292 + l_546;
let l_547 = a_51[u32(19)];
let l_548 = l_547 * l_542;
l_mut_294 = l_mut_294 + l_548;
let l_549 = a_52[u32(19)];
let l_550 = l_549 * l_542;
l_mut_295 = l_mut_295 + l_550;
let l_551 = vec4<f32>(f32(0.0));
l_mut_302 = l_551;
l_mut_300 = l_mut_302;
let l_552 = vec4<f32>(f32(0.0));
l_mut_302 = l_552;
l_mut_299 = l_mut_302;
l_mut_553 = u32(0);
let l_554 = l_mut_290 * u32(2);
let l_555 = u32(0) + l_554;
let l_556 = buffer_2_global[l_555];
l_mut_300 = l_556;
let l_557 = l_mut_290 * u32(2);
let l_558 = l_557 + u32(1);
let l_559 = u32(0) + l_558;
let l_560 = buffer_2_global[l_559];
l_mut_299 = l_560;
let l_561 = u32(0) + l_mut_290;
let l_562 = buffer_1_global[l_561];
l_mut_553 = l_562;
let l_563 = l_mut_299[u32(0)];
let l_564 = l_mut_299[u32(1)];
let l_565 = l_mut_300[u32(1)];
let l_566 = -l_565;
let l_567 = l_mut_300[u32(2)];
let l_568 = -l_567;
let l_569 = l_mut_300[u32(3)];
let l_570 = -l_569;
let l_571 = l_mut_553 * u32(128);
let l_572 = l_571 + l_mut_49;
let l_573 = u32(0) + l_572;
let l_574 = buffer_7_global[l_573];
let l_575 = l_mut_553 * u32(3);
let l_576 = l_575 * u32(128);
let l_577 = l_576 + l_mut_49;
let l_578 = u32(0) + l_577;
let l_579 = buffer_8_global[l_578];
let l_580 = l_mut_553 * u32(3);
let l_581 = l_580 * u32(128);
let l_582 = l_581 + u32(128);
let l_583 = l_582 + l_mut_49;
let l_584 = u32(0) + l_583;
let l_585 = buffer_8_global[l_584];
let l_586 = l_mut_553 * u32(3);
let l_587 = l_586 * u32(128);
let l_588 = l_587 + u32(256);
let l_589 = l_588 + l_mut_49;
let l_590 = u32(0) + l_589;
let l_591 = buffer_8_global[l_590];
let l_592 = l_579 * l_566;
let l_593 = l_585 * l_568;
let l_594 = l_592 + l_593;
let l_595 = l_591 * l_570;
let l_596 = l_594 + l_595;
let l_597 = l_mut_292 * l_563;
let l_598 = l_574 * l_246;
let l_599 = l_563 * l_mut_294;
let l_600 = l_564 * l_mut_291;
let l_601 = l_599 + l_600;
let l_602 = l_598 * l_601;
let l_603 = l_596 * l_252;
let l_604 = l_563 * l_mut_295;
let l_605 = l_564 * l_mut_292;
let l_606 = l_604 + l_605;
let l_607 = l_603 * l_606;
let l_608 = l_602 + l_607;
l_mut_284 = l_608;
let l_609 = l_597 * l_252;
let l_610 = l_579 * l_609;
l_mut_285 = l_610;
let l_611 = l_585 * l_609;
l_mut_286 = l_611;
let l_612 = l_591 * l_609;
l_mut_287 = l_612;
}
let l_613 = l_mut_48 * u32(128);
let l_614 = l_613 + l_mut_47;
let l_615 = l_614 * u32(33);
let l_616 = l_mut_280 * u32(4);
let l_617 = l_615 + l_616;
shared_memory_43[l_617] = l_mut_284;
let l_618 = l_617 + u32(1);
shared_memory_43[l_618] = l_mut_285;
let l_619 = l_617 + u32(2);
shared_memory_43[l_619] = l_mut_286;
let l_620 = l_617 + u32(3);
shared_memory_43[l_620] = l_mut_287;
}
workgroupBarrier();
l_mut_553 = local_idx;
loop {
let l_621 = l_mut_553 < u32(128);
let l_622 = !l_621;
if l_622 {
break;
}
let l_623 = l_mut_553 % u32(32);
let l_624 = l_mut_553 / u32(32);
l_mut_290 = u32(0);
l_mut_625 = l_623;
let l_626 = l_624 * u32(32);
let l_627 = l_626 + u32(32);
l_mut_628 = l_627;
let l_629 = l_mut_628 > u32(128);
if l_629 {
l_mut_628 = u32(128);
}
l_mut_296 = f32(0.0);
let l_630 = l_624 * u32(32);

for (var l_mut_631: u32 = l_630; l_mut_631 < l_mut_628; l_mut_631++) {
let l_632 = l_mut_290 * u32(128);
let l_633 = l_632 + l_mut_631;
let l_634 = l_633 * u32(33);
let l_635 = l_634 + l_mut_625;
let l_636 = shared_memory_43[l_635];
l_mut_296 = l_mut_296 + l_636;
}
let l_637 = l_624 * u32(32);
let l_638 = l_637 + l_623;
shared_memory_44[l_638] = l_mut_296;
l_mut_553 = l_mut_553 + u32(128);
}
workgroupBarrier();
l_mut_628 = local_idx;
loop {
let l_639 = l_mut_628 < u32(32);
let l_640 = !l_639;
if l_640 {
break;
}
l_mut_296 = f32(0.0);
let l_641 = u32(0) + l_mut_628;
let l_642 = shared_memory_44[l_641];
l_mut_296 = l_mut_296 + l_642;
let l_643 = u32(32) + l_mut_628;
let l_644 = shared_memory_44[l_643];
l_mut_296 = l_mut_296 + l_644;
let l_645 = u32(64) + l_mut_628;
let l_646 = shared_memory_44[l_645];
l_mut_296 = l_mut_296 + l_646;
let l_647 = u32(96) + l_mut_628;
let l_648 = shared_memory_44[l_647];
l_mut_296 = l_mut_296 + l_648;
shared_memory_45[l_mut_628] = l_mut_296;
l_mut_628 = l_mut_628 + u32(128);
}
workgroupBarrier();
l_mut_625 = local_idx;
loop {
let l_649 = l_mut_625 < u32(8);
let l_650 = !l_649;
if l_650 {
break;
}
let l_651 = l_mut_276 + l_mut_625;
let l_652 = l_651 < l_mut_271;
if l_652 {
let l_653 = l_264 + l_651;
l_mut_290 = l_653;
let l_654 = l_mut_625 * u32(4);
let l_655 = shared_memory_45[l_654];
let l_656 = l_mut_625 * u32(4);
let l_657 = l_656 + u32(1);
let l_658 = shared_memory_45[l_657];
let l_659 = l_mut_625 * u32(4);
let l_660 = l_659 + u32(2);
let l_661 = shared_memory_45[l_660];
let l_662 = l_mut_625 * u32(4);
let l_663 = l_662 + u32(3);
let l_664 = shared_memory_45[l_663];
let l_665 = l_mut_290 * u32(2);
let l_666 = u32(0) + l_665;
let l_667 = buffer_2_global[l_666];
let l_668 = l_667[u32(1)];
let l_669 = l_667[u32(2)];
let l_670 = l_667[u32(3)];
let l_671 = l_667[u32(0)];
let l_672 = f32(1.0) / l_671;
let l_673 = l_658 * l_668;
let l_674 = l_661 * l_669;
let l_675 = l_673 + l_674;
let l_676 = l_664 * l_670;
let l_677 = l_675 + l_676;
let l_678 = -l_677;
let l_679 = l_655 * l_668;
let l_680 = l_678 * l_668;
let l_681 = l_658 + l_680;
let l_682 = l_681 * l_672;
let l_683 = l_679 - l_682;
let l_684 = l_655 * l_669;
let l_685 = l_678 * l_669;
let l_686 = l_661 + l_685;
let l_687 = l_686 * l_672;
let l_688 = l_684 - l_687;
let l_689 = l_655 * l_670;
let l_690 = l_678 * l_670;
let l_691 = l_664 + l_690;
let l_692 = l_691 * l_672;
let l_693 = l_689 - l_692;
let l_694 = l_46 + l_mut_290;
let l_695 = l_694 * u32(3);
let l_696 = u32(0) + l_695;
let l_697 = buffer_13_global[l_696];
let l_698 = l_695 + u32(1);
let l_699 = u32(0) + l_698;
let l_700 = buffer_13_global[l_699];
let l_701 = l_695 + u32(2);
let l_702 = u32(0) + l_701;
let l_703 = buffer_13_global[l_702];
let l_704 = l_697 + l_683;
let l_705 = u32(0) + l_695;
buffer_13_global[l_705] = l_704;
let l_706 = l_695 + u32(1);
let l_707 = l_700 + l_688;
let l_708 = u32(0) + l_706;
buffer_13_global[l_708] = l_707;
let l_709 = l_695 + u32(2);
let l_710 = l_703 + l_693;
let l_711 = u32(0) + l_709;
buffer_13_global[l_711] = l_710;
}
l_mut_625 = l_mut_625 + u32(128);
}
workgroupBarrier();
l_mut_276 = l_mut_276 + u32(8);
}
}
