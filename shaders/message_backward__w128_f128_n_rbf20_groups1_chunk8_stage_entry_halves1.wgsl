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

var<workgroup> shared_memory_273: array<vec4<f32>, 80>;

var<workgroup> shared_memory_274: array<vec4<f32>, 16>;

var<workgroup> shared_memory_275: array<u32, 8>;

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
var l_mut_280: u32;
var l_mut_288: u32;
var l_mut_306: u32;
var l_mut_320: f32;
var l_mut_321: f32;
var l_mut_322: f32;
var l_mut_323: f32;
var l_mut_326: f32;
var l_mut_327: f32;
var l_mut_328: f32;
var l_mut_329: f32;
var l_mut_330: f32;
var l_mut_331: f32;
var l_mut_334: vec4<f32>;
var l_mut_335: vec4<f32>;
var l_mut_337: vec4<f32>;
var l_mut_40: u32;
var l_mut_41: u32;
var l_mut_42: u32;
var l_mut_47: u32;
var l_mut_48: u32;
var l_mut_49: u32;
var l_mut_653: u32;
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
l_mut_280 = local_idx;
loop {
let l_281 = l_mut_280 < u32(80);
let l_282 = !l_281;
if l_282 {
break;
}
let l_283 = l_mut_280 / u32(10);
let l_284 = l_mut_276 + l_283;
let l_285 = l_mut_280 % u32(10);
let l_286 = l_284 < l_mut_271;
if l_286 {
let l_287 = l_264 + l_284;
l_mut_288 = l_287;
let l_289 = l_285 < u32(5);
if l_289 {
let l_290 = l_mut_288 * u32(5);
let l_291 = l_290 + l_285;
let l_292 = u32(0) + l_291;
let l_293 = buffer_3_global[l_292];
shared_memory_273[l_mut_280] = l_293;
} else {
let l_294 = l_mut_288 * u32(5);
let l_295 = l_294 + l_285;
let l_296 = l_295 - u32(5);
let l_297 = u32(0) + l_296;
let l_298 = buffer_4_global[l_297];
shared_memory_273[l_mut_280] = l_298;
}
}
l_mut_280 = l_mut_280 + u32(128);
}
l_mut_288 = local_idx;
loop {
let l_299 = l_mut_288 < u32(24);
let l_300 = !l_299;
if l_300 {
break;
}
let l_301 = l_mut_288 / u32(3);
let l_302 = l_mut_288 % u32(3);
let l_303 = l_mut_276 + l_301;
let l_304 = l_303 < l_mut_271;
if l_304 {
let l_305 = l_264 + l_303;
l_mut_306 = l_305;
let l_307 = l_302 < u32(2);
if l_307 {
let l_308 = l_301 * u32(2);
let l_309 = l_308 + l_302;
let l_310 = l_mut_306 * u32(2);
let l_311 = l_310 + l_302;
let l_312 = u32(0) + l_311;
let l_313 = buffer_2_global[l_312];
shared_memory_274[l_309] = l_313;
} else {
let l_314 = u32(0) + l_mut_306;
let l_315 = buffer_1_global[l_314];
shared_memory_275[l_301] = l_315;
}
}
l_mut_288 = l_mut_288 + u32(128);
}
workgroupBarrier();

for (var l_mut_316: u32 = u32(0); l_mut_316 < u32(8); l_mut_316++) {
let l_317 = l_mut_316 * u32(1);
let l_318 = l_mut_276 + l_317;
let l_319 = l_318 + l_mut_48;
l_mut_320 = f32(0.0);
l_mut_321 = f32(0.0);
l_mut_322 = f32(0.0);
l_mut_323 = f32(0.0);
let l_324 = l_319 < l_mut_271;
if l_324 {
let l_325 = l_264 + l_319;
l_mut_306 = l_325;
l_mut_326 = l_236;
l_mut_327 = l_240;
l_mut_328 = l_mut_241;
l_mut_329 = f32(0.0);
l_mut_330 = f32(0.0);
l_mut_331 = f32(0.0);
let l_332 = l_319 - l_mut_276;
let l_333 = vec4<f32>(f32(0.0));
l_mut_334 = l_333;
l_mut_335 = l_mut_334;
let l_336 = vec4<f32>(f32(0.0));
l_mut_334 = l_336;
l_mut_337 = l_mut_334;
let l_338 = l_332 * u32(10);
let l_339 = l_338 + u32(0);
let l_340 = shared_memory_273[l_339];
l_mut_335 = l_340;
let l_341 = l_332 * u32(10);
let l_342 = l_341 + u32(5);
let l_343 = l_342 + u32(0);
let l_344 = shared_memory_273[l_343];
l_mut_337 = l_344;
let l_345 = l_mut_335[u32(0)];
let l_346 = l_mut_337[u32(0)];
let l_347 = a_51[u32(0)];
let l_348 = l_347 * l_345;
l_mut_326 = l_mut_326 + l_348;
let l_349 = a_52[u32(0)];
let l_350 = l_349 * l_345;
l_mut_327 = l_mut_327 + l_350;
let l_351 = a_51[u32(0)];
let l_352 = l_351 * l_346;
l_mut_329 = l_mut_329 + l_352;
let l_353 = a_52[u32(0)];
let l_354 = l_353 * l_346;
l_mut_330 = l_mut_330 + l_354;
let l_355 = l_mut_335[u32(1)];
let l_356 = l_mut_337[u32(1)];
let l_357 = a_51[u32(1)];
let l_358 = l_357 * l_355;
l_mut_326 = l_mut_326 + l_358;
let l_359 = a_52[u32(1)];
let l_360 = l_359 * l_355;
l_mut_327 = l_mut_327 + l_360;
let l_361 = a_51[u32(1)];
let l_362 = l_361 * l_356;
l_mut_329 = l_mut_329 + l_362;
let l_363 = a_52[u32(1)];
let l_364 = l_363 * l_356;
l_mut_330 = l_mut_330 + l_364;
let l_365 = l_mut_335[u32(2)];
let l_366 = l_mut_337[u32(2)];
let l_367 = a_51[u32(2)];
let l_368 = l_367 * l_365;
l_mut_326 = l_mut_326 + l_368;
let l_369 = a_52[u32(2)];
let l_370 = l_369 * l_365;
l_mut_327 = l_mut_327 + l_370;
let l_371 = a_51[u32(2)];
let l_372 = l_371 * l_366;
l_mut_329 = l_mut_329 + l_372;
let l_373 = a_52[u32(2)];
let l_374 = l_373 * l_366;
l_mut_330 = l_mut_330 + l_374;
let l_375 = l_mut_335[u32(3)];
let l_376 = l_mut_337[u32(3)];
let l_377 = a_51[u32(3)];
let l_378 = l_377 * l_375;
l_mut_326 = l_mut_326 + l_378;
let l_379 = a_52[u32(3)];
let l_380 = l_379 * l_375;
l_mut_327 = l_mut_327 + l_380;
let l_381 = a_51[u32(3)];
let l_382 = l_381 * l_376;
l_mut_329 = l_mut_329 + l_382;
let l_383 = a_52[u32(3)];
let l_384 = l_383 * l_376;
l_mut_330 = l_mut_330 + l_384;
let l_385 = vec4<f32>(f32(0.0));
l_mut_337 = l_385;
l_mut_335 = l_mut_337;
let l_386 = vec4<f32>(f32(0.0));
l_mut_337 = l_386;
l_mut_334 = l_mut_337;
let l_387 = l_332 * u32(10);
let l_388 = l_387 + u32(1);
let l_389 = shared_memory_273[l_388];
l_mut_335 = l_389;
let l_390 = l_332 * u32(10);
let l_391 = l_390 + u32(5);
let l_392 = l_391 + u32(1);
let l_393 = shared_memory_273[l_392];
l_mut_334 = l_393;
let l_394 = l_mut_335[u32(0)];
let l_395 = l_mut_334[u32(0)];
let l_396 = a_51[u32(4)];
let l_397 = l_396 * l_394;
l_mut_326 = l_mut_326 + l_397;
let l_398 = a_52[u32(4)];
let l_399 = l_398 * l_394;
l_mut_327 = l_mut_327 + l_399;
let l_400 = a_51[u32(4)];
let l_401 = l_400 * l_395;
l_mut_329 = l_mut_329 + l_401;
let l_402 = a_52[u32(4)];
let l_403 = l_402 * l_395;
l_mut_330 = l_mut_330 + l_403;
let l_404 = l_mut_335[u32(1)];
let l_405 = l_mut_334[u32(1)];
let l_406 = a_51[u32(5)];
let l_407 = l_406 * l_404;
l_mut_326 = l_mut_326 + l_407;
let l_408 = a_52[u32(5)];
let l_409 = l_408 * l_404;
l_mut_327 = l_mut_327 + l_409;
let l_410 = a_51[u32(5)];
let l_411 = l_410 * l_405;
l_mut_329 = l_mut_329 + l_411;
let l_412 = a_52[u32(5)];
let l_413 = l_412 * l_405;
l_mut_330 = l_mut_330 + l_413;
let l_414 = l_mut_335[u32(2)];
let l_415 = l_mut_334[u32(2)];
let l_416 = a_51[u32(6)];
let l_417 = l_416 * l_414;
l_mut_326 = l_mut_326 + l_417;
let l_418 = a_52[u32(6)];
let l_419 = l_418 * l_414;
l_mut_327 = l_mut_327 + l_419;
let l_420 = a_51[u32(6)];
let l_421 = l_420 * l_415;
l_mut_329 = l_mut_329 + l_421;
let l_422 = a_52[u32(6)];
let l_423 = l_422 * l_415;
l_mut_330 = l_mut_330 + l_423;
let l_424 = l_mut_335[u32(3)];
let l_425 = l_mut_334[u32(3)];
let l_426 = a_51[u32(7)];
let l_427 = l_426 * l_424;
l_mut_326 = l_mut_326 + l_427;
let l_428 = a_52[u32(7)];
let l_429 = l_428 * l_424;
l_mut_327 = l_mut_327 + l_429;
let l_430 = a_51[u32(7)];
let l_431 = l_430 * l_425;
l_mut_329 = l_mut_329 + l_431;
let l_432 = a_52[u32(7)];
let l_433 = l_432 * l_425;
l_mut_330 = l_mut_330 + l_433;
let l_434 = vec4<f32>(f32(0.0));
l_mut_337 = l_434;
l_mut_335 = l_mut_337;
let l_435 = vec4<f32>(f32(0.0));
l_mut_337 = l_435;
l_mut_334 = l_mut_337;
let l_436 = l_332 * u32(10);
let l_437 = l_436 + u32(2);
let l_438 = shared_memory_273[l_437];
l_mut_335 = l_438;
let l_439 = l_332 * u32(10);
let l_440 = l_439 + u32(5);
let l_441 = l_440 + u32(2);
let l_442 = shared_memory_273[l_441];
l_mut_334 = l_442;
let l_443 = l_mut_335[u32(0)];
let l_444 = l_mut_334[u32(0)];
let l_445 = a_51[u32(8)];
let l_446 = l_445 * l_443;
l_mut_326 = l_mut_326 + l_446;
let l_447 = a_52[u32(8)];
let l_448 = l_447 * l_443;
l_mut_327 = l_mut_327 + l_448;
let l_449 = a_51[u32(8)];
let l_450 = l_449 * l_444;
l_mut_329 = l_mut_329 + l_450;
let l_451 = a_52[u32(8)];
let l_452 = l_451 * l_444;
l_mut_330 = l_mut_330 + l_452;
let l_453 = l_mut_335[u32(1)];
let l_454 = l_mut_334[u32(1)];
let l_455 = a_51[u32(9)];
let l_456 = l_455 * l_453;
l_mut_326 = l_mut_326 + l_456;
let l_457 = a_52[u32(9)];
let l_458 = l_457 * l_453;
l_mut_327 = l_mut_327 + l_458;
let l_459 = a_51[u32(9)];
let l_460 = l_459 * l_454;
l_mut_329 = l_mut_329 + l_460;
let l_461 = a_52[u32(9)];
let l_462 = l_461 * l_454;
l_mut_330 = l_mut_330 + l_462;
let l_463 = l_mut_335[u32(2)];
let l_464 = l_mut_334[u32(2)];
let l_465 = a_51[u32(10)];
let l_466 = l_465 * l_463;
l_mut_326 = l_mut_326 + l_466;
let l_467 = a_52[u32(10)];
let l_468 = l_467 * l_463;
l_mut_327 = l_mut_327 + l_468;
let l_469 = a_51[u32(10)];
let l_470 = l_469 * l_464;
l_mut_329 = l_mut_329 + l_470;
let l_471 = a_52[u32(10)];
let l_472 = l_471 * l_464;
l_mut_330 = l_mut_330 + l_472;
let l_473 = l_mut_335[u32(3)];
let l_474 = l_mut_334[u32(3)];
let l_475 = a_51[u32(11)];
let l_476 = l_475 * l_473;
l_mut_326 = l_mut_326 + l_476;
let l_477 = a_52[u32(11)];
let l_478 = l_477 * l_473;
l_mut_327 = l_mut_327 + l_478;
let l_479 = a_51[u32(11)];
let l_480 = l_479 * l_474;
l_mut_329 = l_mut_329 + l_480;
let l_481 = a_52[u32(11)];
let l_482 = l_481 * l_474;
l_mut_330 = l_mut_330 + l_482;
let l_483 = vec4<f32>(f32(0.0));
l_mut_337 = l_483;
l_mut_335 = l_mut_337;
let l_484 = vec4<f32>(f32(0.0));
l_mut_337 = l_484;
l_mut_334 = l_mut_337;
let l_485 = l_332 * u32(10);
let l_486 = l_485 + u32(3);
let l_487 = shared_memory_273[l_486];
l_mut_335 = l_487;
let l_488 = l_332 * u32(10);
let l_489 = l_488 + u32(5);
let l_490 = l_489 + u32(3);
let l_491 = shared_memory_273[l_490];
l_mut_334 = l_491;
let l_492 = l_mut_335[u32(0)];
let l_493 = l_mut_334[u32(0)];
let l_494 = a_51[u32(12)];
let l_495 = l_494 * l_492;
l_mut_326 = l_mut_326 + l_495;
let l_496 = a_52[u32(12)];
let l_497 = l_496 * l_492;
l_mut_327 = l_mut_327 + l_497;
let l_498 = a_51[u32(12)];
let l_499 = l_498 * l_493;
l_mut_329 = l_mut_329 + l_499;
let l_500 = a_52[u32(12)];
let l_501 = l_500 * l_493;
l_mut_330 = l_mut_330 + l_501;
let l_502 = l_mut_335[u32(1)];
let l_503 = l_mut_334[u32(1)];
let l_504 = a_51[u32(13)];
let l_505 = l_504 * l_502;
l_mut_326 = l_mut_326 + l_505;
let l_506 = a_52[u32(13)];
let l_507 = l_506 * l_502;
l_mut_327 = l_mut_327 + l_507;
let l_508 = a_51[u32(13)];
let l_509 = l_508 * l_503;
l_mut_329 = l_mut_329 + l_509;
let l_510 = a_52[u32(13)];
let l_511 = l_510 * l_503;
l_mut_330 = l_mut_330 + l_511;
let l_512 = l_mut_335[u32(2)];
let l_513 = l_mut_334[u32(2)];
let l_514 = a_51[u32(14)];
let l_515 = l_514 * l_512;
l_mut_326 = l_mut_326 + l_515;
let l_516 = a_52[u32(14)];
let l_517 = l_516 * l_512;
l_mut_327 = l_mut_327 + l_517;
let l_518 = a_51[u32(14)];
let l_519 = l_518 * l_513;
l_mut_329 = l_mut_329 + l_519;
let l_520 = a_52[u32(14)];
let l_521 = l_520 * l_513;
l_mut_330 = l_mut_330 + l_521;
let l_522 = l_mut_335[u32(3)];
let l_523 = l_mut_334[u32(3)];
let l_524 = a_51[u32(15)];
let l_525 = l_524 * l_522;
l_mut_326 = l_mut_326 + l_525;
let l_526 = a_52[u32(15)];
let l_527 = l_526 * l_522;
l_mut_327 = l_mut_327 + l_527;
let l_528 = a_51[u32(15)];
let l_529 = l_528 * l_523;
l_mut_329 = l_mut_329 + l_529;
let l_530 = a_52[u32(15)];
let l_531 = l_530 * l_523;
l_mut_330 = l_mut_330 + l_531;
let l_532 = vec4<f32>(f32(0.0));
l_mut_337 = l_532;
l_mut_335 = l_mut_337;
let l_533 = vec4<f32>(f32(0.0));
l_mut_337 = l_533;
l_mut_334 = l_mut_337;
let l_534 = l_332 * u32(10);
let l_535 = l_534 + u32(4);
let l_536 = shared_memory_273[l_535];
l_mut_335 = l_536;
let l_537 = l_332 * u32(10);
let l_538 = l_537 + u32(5);
let l_539 = l_538 + u32(4);
let l_540 = shared_memory_273[l_539];
l_mut_334 = l_540;
let l_541 = l_mut_335[u32(0)];
let l_542 = l_mut_334[u32(0)];
let l_543 = a_51[u32(16)];
let l_544 = l_543 * l_541;
l_mut_326 = l_mut_326 + l_544;
let l_545 = a_52[u32(16)];
let l_546 = l_545 * l_541;
l_mut_327 = l_mut_327 + l_546;
let l_547 = a_51[u32(16)];
let l_548 = l_547 * l_542;
l_mut_329 = l_mut_329 + l_548;
let l_549 = a_52[u32(16)];
let l_550 = l_549 * l_542;
l_mut_330 = l_mut_330 + l_550;
let l_551 = l_mut_335[u32(1)];
let l_552 = l_mut_334[u32(1)];
let l_553 = a_51[u32(17)];
let l_554 = l_553 * l_551;
l_mut_326 = l_mut_326 + l_554;
let l_555 = a_52[u32(17)];
let l_556 = l_555 * l_551;
l_mut_327 = l_mut_327 + l_556;
let l_557 = a_51[u32(17)];
let l_558 = l_557 * l_552;
l_mut_329 = l_mut_329 + l_558;
let l_559 = a_52[u32(17)];
let l_560 = l_559 * l_552;
l_mut_330 = l_mut_330 + l_560;
let l_561 = l_mut_335[u32(2)];
let l_562 = l_mut_334[u32(2)];
let l_563 = a_51[u32(18)];
let l_564 = l_563 * l_561;
l_mut_326 = l_mut_326 + l_564;
let l_565 = a_52[u32(18)];
let l_566 = l_565 * l_561;
l_mut_327 = l_mut_327 + l_566;
let l_567 = a_51[u32(18)];
let l_568 = l_567 * l_562;
l_mut_329 = l_mut_329 + l_568;
let l_569 = a_52[u32(18)];
let l_570 = l_569 * l_562;
l_mut_330 = l_mut_330 + l_570;
let l_571 = l_mut_335[u32(3)];
let l_572 = l_mut_334[u32(3)];
let l_573 = a_51[u32(19)];
let l_574 = l_573 * l_571;
l_mut_326 = l_mut_326 + l_574;
let l_575 = a_52[u32(19)];
let l_576 = l_575 * l_571;
l_mut_327 = l_mut_327 + l_576;
let l_577 = a_51[u32(19)];
let l_578 = l_577 * l_572;
l_mut_329 = l_mut_329 + l_578;
let l_579 = a_52[u32(19)];
let l_580 = l_579 * l_572;
l_mut_330 = l_mut_330 + l_580;
let l_581 = vec4<f32>(f32(0.0));
l_mut_337 = l_581;
l_mut_335 = l_mut_337;
let l_582 = vec4<f32>(f32(0.0));
l_mut_337 = l_582;
l_mut_334 = l_mut_337;
l_mut_288 = u32(0);
let l_583 = l_332 * u32(2);
let l_584 = shared_memory_274[l_583];
l_mut_335 = l_584;
let l_585 = l_332 * u32(2);
let l_586 = l_585 + u32(1);
let l_587 = shared_memory_274[l_586];
l_mut_334 = l_587;
let l_588 = shared_memory_275[l_332];
l_mut_288 = l_588;
let l_589 = l_mut_334[u32(0)];
let l_590 = l_mut_334[u32(1)];
let l_591 = l_mut_335[u32(1)];
let l_592 = -l_591;
let l_593 = l_mut_335[u32(2)];
let l_594 = -l_593;
let l_595 = l_mut_335[u32(3)];
let l_596 = -l_595;
let l_597 = l_mut_288 * u32(128);
let l_598 = l_597 + l_mut_49;
let l_599 = u32(0) + l_598;
let l_600 = buffer_7_global[l_599];
let l_601 = l_mut_288 * u32(3);
let l_602 = l_601 * u32(128);
let l_603 = l_602 + l_mut_49;
let l_604 = u32(0) + l_603;
let l_605 = buffer_8_global[l_604];
let l_606 = l_mut_288 * u32(3);
let l_607 = l_606 * u32(128);
let l_608 = l_607 + u32(128);
let l_609 = l_608 + l_mut_49;
let l_610 = u32(0) + l_609;
let l_611 = buffer_8_global[l_610];
let l_612 = l_mut_288 * u32(3);
let l_613 = l_612 * u32(128);
let l_614 = l_613 + u32(256);
let l_615 = l_614 + l_mut_49;
let l_616 = u32(0) + l_615;
let l_617 = buffer_8_global[l_616];
let l_618 = l_605 * l_592;
let l_619 = l_611 * l_594;
let l_620 = l_618 + l_619;
let l_621 = l_617 * l_596;
let l_622 = l_620 + l_621;
let l_623 = l_mut_327 * l_589;
let l_624 = l_600 * l_246;
let l_625 = l_589 * l_mut_329;
let l_626 = l_590 * l_mut_326;
let l_627 = l_625 + l_626;
let l_628 = l_624 * l_627;
let l_629 = l_622 * l_252;
let l_630 = l_589 * l_mut_330;
let l_631 = l_590 * l_mut_327;
let l_632 = l_630 + l_631;
let l_633 = l_629 * l_632;
let l_634 = l_628 + l_633;
l_mut_320 = l_634;
let l_635 = l_623 * l_252;
let l_636 = l_605 * l_635;
l_mut_321 = l_636;
let l_637 = l_611 * l_635;
l_mut_322 = l_637;
let l_638 = l_617 * l_635;
l_mut_323 = l_638;
}
let l_639 = l_mut_48 * u32(128);
let l_640 = l_639 + l_mut_47;
let l_641 = l_640 * u32(33);
let l_642 = l_mut_316 * u32(4);
let l_643 = l_641 + l_642;
shared_memory_43[l_643] = l_mut_320;
let l_644 = l_643 + u32(1);
shared_memory_43[l_644] = l_mut_321;
let l_645 = l_643 + u32(2);
shared_memory_43[l_645] = l_mut_322;
let l_646 = l_643 + u32(3);
shared_memory_43[l_646] = l_mut_323;
}
workgroupBarrier();
l_mut_306 = local_idx;
loop {
let l_647 = l_mut_306 < u32(128);
let l_648 = !l_647;
if l_648 {
break;
}
let l_649 = l_mut_306 % u32(32);
let l_650 = l_mut_306 / u32(32);
l_mut_288 = u32(0);
l_mut_280 = l_649;
let l_651 = l_650 * u32(32);
let l_652 = l_651 + u32(32);
l_mut_653 = l_652;
let l_654 = l_mut_653 > u32(128);
if l_654 {
l_mut_653 = u32(128);
}
l_mut_331 = f32(0.0);
let l_655 = l_650 * u32(32);

for (var l_mut_656: u32 = l_655; l_mut_656 < l_mut_653; l_mut_656++) {
let l_657 = l_mut_288 * u32(128);
let l_658 = l_657 + l_mut_656;
let l_659 = l_658 * u32(33);
let l_660 = l_659 + l_mut_280;
let l_661 = shared_memory_43[l_660];
l_mut_331 = l_mut_331 + l_661;
}
let l_662 = l_650 * u32(32);
let l_663 = l_662 + l_649;
shared_memory_44[l_663] = l_mut_331;
l_mut_306 = l_mut_306 + u32(128);
}
workgroupBarrier();
l_mut_653 = local_idx;
loop {
let l_664 = l_mut_653 < u32(32);
let l_665 = !l_664;
if l_665 {
break;
}
l_mut_331 = f32(0.0);
let l_666 = u32(0) + l_mut_653;
let l_667 = shared_memory_44[l_666];
l_mut_331 = l_mut_331 + l_667;
let l_668 = u32(32) + l_mut_653;
let l_669 = shared_memory_44[l_668];
l_mut_331 = l_mut_331 + l_669;
let l_670 = u32(64) + l_mut_653;
let l_671 = shared_memory_44[l_670];
l_mut_331 = l_mut_331 + l_671;
let l_672 = u32(96) + l_mut_653;
let l_673 = shared_memory_44[l_672];
l_mut_331 = l_mut_331 + l_673;
shared_memory_45[l_mut_653] = l_mut_331;
l_mut_653 = l_mut_653 + u32(128);
}
workgroupBarrier();
l_mut_288 = local_idx;
loop {
let l_674 = l_mut_288 < u32(8);
let l_675 = !l_674;
if l_675 {
break;
}
let l_676 = l_mut_276 + l_mut_288;
let l_677 = l_676 < l_mut_271;
if l_677 {
let l_678 = l_264 + l_676;
l_mut_280 = l_678;
let l_679 = l_mut_288 * u32(4);
let l_680 = shared_memory_45[l_679];
let l_681 = l_mut_288 * u32(4);
let l_682 = l_681 + u32(1);
let l_683 = shared_memory_45[l_682];
let l_684 = l_mut_288 * u32(4);
let l_685 = l_684 + u32(2);
let l_686 = shared_memory_45[l_685];
let l_687 = l_mut_288 * u32(4);
let l_688 = l_687 + u32(3);
let l_689 = shared_memory_45[l_688];
let l_690 = l_mut_280 * u32(2);
let l_691 = u32(0) + l_690;
let l_692 = buffer_2_global[l_691];
let l_693 = l_692[u32(1)];
let l_694 = l_692[u32(2)];
let l_695 = l_692[u32(3)];
let l_696 = l_692[u32(0)];
let l_697 = f32(1.0) / l_696;
let l_698 = l_683 * l_693;
let l_699 = l_686 * l_694;
let l_700 = l_698 + l_699;
let l_701 = l_689 * l_695;
let l_702 = l_700 + l_701;
let l_703 = -l_702;
let l_704 = l_680 * l_693;
let l_705 = l_703 * l_693;
let l_706 = l_683 + l_705;
let l_707 = l_706 * l_697;
let l_708 = l_704 - l_707;
let l_709 = l_680 * l_694;
let l_710 = l_703 * l_694;
let l_711 = l_686 + l_710;
let l_712 = l_711 * l_697;
let l_713 = l_709 - l_712;
let l_714 = l_680 * l_695;
let l_715 = l_703 * l_695;
let l_716 = l_689 + l_715;
let l_717 = l_716 * l_697;
let l_718 = l_714 - l_717;
let l_719 = l_46 + l_mut_280;
let l_720 = l_719 * u32(3);
let l_721 = u32(0) + l_720;
let l_722 = buffer_13_global[l_721];
let l_723 = l_720 + u32(1);
let l_724 = u32(0) + l_723;
let l_725 = buffer_13_global[l_724];
let l_726 = l_720 + u32(2);
let l_727 = u32(0) + l_726;
let l_728 = buffer_13_global[l_727];
let l_729 = l_722 + l_708;
let l_730 = u32(0) + l_720;
buffer_13_global[l_730] = l_729;
let l_731 = l_720 + u32(1);
let l_732 = l_725 + l_713;
let l_733 = u32(0) + l_731;
buffer_13_global[l_733] = l_732;
let l_734 = l_720 + u32(2);
let l_735 = l_728 + l_718;
let l_736 = u32(0) + l_734;
buffer_13_global[l_736] = l_735;
}
l_mut_288 = l_mut_288 + u32(128);
}
workgroupBarrier();
l_mut_276 = l_mut_276 + u32(8);
}
}
