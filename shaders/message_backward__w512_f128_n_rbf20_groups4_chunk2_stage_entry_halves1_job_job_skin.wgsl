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

var<workgroup> shared_memory_278: array<vec4<f32>, 80>;

var<workgroup> shared_memory_279: array<vec4<f32>, 16>;

var<workgroup> shared_memory_280: array<u32, 8>;

var<workgroup> shared_memory_46: array<f32, 4608>;

var<workgroup> shared_memory_47: array<f32, 128>;

var<workgroup> shared_memory_48: array<f32, 32>;

var<workgroup> shared_memory_748: array<u32, 1>;

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
var a_56: array<f32, 20>;

var a_57: array<f32, 20>;

var a_58: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_246: f32;
var l_mut_258: f32;
var l_mut_259: f32;
var l_mut_260: f32;
var l_mut_261: f32;
var l_mut_262: f32;
var l_mut_263: f32;
var l_mut_264: f32;
var l_mut_265: f32;
var l_mut_266: f32;
var l_mut_267: f32;
var l_mut_273: u32;
var l_mut_276: u32;
var l_mut_277: bool;
var l_mut_281: u32;
var l_mut_282: u32;
var l_mut_285: u32;
var l_mut_293: u32;
var l_mut_311: u32;
var l_mut_325: f32;
var l_mut_326: f32;
var l_mut_327: f32;
var l_mut_328: f32;
var l_mut_331: f32;
var l_mut_332: f32;
var l_mut_333: f32;
var l_mut_334: f32;
var l_mut_335: f32;
var l_mut_336: f32;
var l_mut_339: vec4<f32>;
var l_mut_340: vec4<f32>;
var l_mut_342: vec4<f32>;
var l_mut_40: u32;
var l_mut_44: u32;
var l_mut_45: u32;
var l_mut_50: u32;
var l_mut_51: u32;
var l_mut_54: u32;
var l_mut_660: u32;
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
let l_68 = l_55 + u32(384);
let l_69 = l_68 + l_mut_54;
let l_70 = u32(0) + l_69;
let l_71 = buffer_9_global[l_70];
a_56[u32(1)] = l_71;
let l_72 = l_55 + u32(384);
let l_73 = l_72 + u32(128);
let l_74 = l_73 + l_mut_54;
let l_75 = u32(0) + l_74;
let l_76 = buffer_9_global[l_75];
a_57[u32(1)] = l_76;
let l_77 = l_55 + u32(768);
let l_78 = l_77 + l_mut_54;
let l_79 = u32(0) + l_78;
let l_80 = buffer_9_global[l_79];
a_56[u32(2)] = l_80;
let l_81 = l_55 + u32(768);
let l_82 = l_81 + u32(128);
let l_83 = l_82 + l_mut_54;
let l_84 = u32(0) + l_83;
let l_85 = buffer_9_global[l_84];
a_57[u32(2)] = l_85;
let l_86 = l_55 + u32(1152);
let l_87 = l_86 + l_mut_54;
let l_88 = u32(0) + l_87;
let l_89 = buffer_9_global[l_88];
a_56[u32(3)] = l_89;
let l_90 = l_55 + u32(1152);
let l_91 = l_90 + u32(128);
let l_92 = l_91 + l_mut_54;
let l_93 = u32(0) + l_92;
let l_94 = buffer_9_global[l_93];
a_57[u32(3)] = l_94;
let l_95 = l_55 + u32(1536);
let l_96 = l_95 + l_mut_54;
let l_97 = u32(0) + l_96;
let l_98 = buffer_9_global[l_97];
a_56[u32(4)] = l_98;
let l_99 = l_55 + u32(1536);
let l_100 = l_99 + u32(128);
let l_101 = l_100 + l_mut_54;
let l_102 = u32(0) + l_101;
let l_103 = buffer_9_global[l_102];
a_57[u32(4)] = l_103;
let l_104 = l_55 + u32(1920);
let l_105 = l_104 + l_mut_54;
let l_106 = u32(0) + l_105;
let l_107 = buffer_9_global[l_106];
a_56[u32(5)] = l_107;
let l_108 = l_55 + u32(1920);
let l_109 = l_108 + u32(128);
let l_110 = l_109 + l_mut_54;
let l_111 = u32(0) + l_110;
let l_112 = buffer_9_global[l_111];
a_57[u32(5)] = l_112;
let l_113 = l_55 + u32(2304);
let l_114 = l_113 + l_mut_54;
let l_115 = u32(0) + l_114;
let l_116 = buffer_9_global[l_115];
a_56[u32(6)] = l_116;
let l_117 = l_55 + u32(2304);
let l_118 = l_117 + u32(128);
let l_119 = l_118 + l_mut_54;
let l_120 = u32(0) + l_119;
let l_121 = buffer_9_global[l_120];
a_57[u32(6)] = l_121;
let l_122 = l_55 + u32(2688);
let l_123 = l_122 + l_mut_54;
let l_124 = u32(0) + l_123;
let l_125 = buffer_9_global[l_124];
a_56[u32(7)] = l_125;
let l_126 = l_55 + u32(2688);
let l_127 = l_126 + u32(128);
let l_128 = l_127 + l_mut_54;
let l_129 = u32(0) + l_128;
let l_130 = buffer_9_global[l_129];
a_57[u32(7)] = l_130;
let l_131 = l_55 + u32(3072);
let l_132 = l_131 + l_mut_54;
let l_133 = u32(0) + l_132;
let l_134 = buffer_9_global[l_133];
a_56[u32(8)] = l_134;
let l_135 = l_55 + u32(3072);
let l_136 = l_135 + u32(128);
let l_137 = l_136 + l_mut_54;
let l_138 = u32(0) + l_137;
let l_139 = buffer_9_global[l_138];
a_57[u32(8)] = l_139;
let l_140 = l_55 + u32(3456);
let l_141 = l_140 + l_mut_54;
let l_142 = u32(0) + l_141;
let l_143 = buffer_9_global[l_142];
a_56[u32(9)] = l_143;
let l_144 = l_55 + u32(3456);
let l_145 = l_144 + u32(128);
let l_146 = l_145 + l_mut_54;
let l_147 = u32(0) + l_146;
let l_148 = buffer_9_global[l_147];
a_57[u32(9)] = l_148;
let l_149 = l_55 + u32(3840);
let l_150 = l_149 + l_mut_54;
let l_151 = u32(0) + l_150;
let l_152 = buffer_9_global[l_151];
a_56[u32(10)] = l_152;
let l_153 = l_55 + u32(3840);
let l_154 = l_153 + u32(128);
let l_155 = l_154 + l_mut_54;
let l_156 = u32(0) + l_155;
let l_157 = buffer_9_global[l_156];
a_57[u32(10)] = l_157;
let l_158 = l_55 + u32(4224);
let l_159 = l_158 + l_mut_54;
let l_160 = u32(0) + l_159;
let l_161 = buffer_9_global[l_160];
a_56[u32(11)] = l_161;
let l_162 = l_55 + u32(4224);
let l_163 = l_162 + u32(128);
let l_164 = l_163 + l_mut_54;
let l_165 = u32(0) + l_164;
let l_166 = buffer_9_global[l_165];
a_57[u32(11)] = l_166;
let l_167 = l_55 + u32(4608);
let l_168 = l_167 + l_mut_54;
let l_169 = u32(0) + l_168;
let l_170 = buffer_9_global[l_169];
a_56[u32(12)] = l_170;
let l_171 = l_55 + u32(4608);
let l_172 = l_171 + u32(128);
let l_173 = l_172 + l_mut_54;
let l_174 = u32(0) + l_173;
let l_175 = buffer_9_global[l_174];
a_57[u32(12)] = l_175;
let l_176 = l_55 + u32(4992);
let l_177 = l_176 + l_mut_54;
let l_178 = u32(0) + l_177;
let l_179 = buffer_9_global[l_178];
a_56[u32(13)] = l_179;
let l_180 = l_55 + u32(4992);
let l_181 = l_180 + u32(128);
let l_182 = l_181 + l_mut_54;
let l_183 = u32(0) + l_182;
let l_184 = buffer_9_global[l_183];
a_57[u32(13)] = l_184;
let l_185 = l_55 + u32(5376);
let l_186 = l_185 + l_mut_54;
let l_187 = u32(0) + l_186;
let l_188 = buffer_9_global[l_187];
a_56[u32(14)] = l_188;
let l_189 = l_55 + u32(5376);
let l_190 = l_189 + u32(128);
let l_191 = l_190 + l_mut_54;
let l_192 = u32(0) + l_191;
let l_193 = buffer_9_global[l_192];
a_57[u32(14)] = l_193;
let l_194 = l_55 + u32(5760);
let l_195 = l_194 + l_mut_54;
let l_196 = u32(0) + l_195;
let l_197 = buffer_9_global[l_196];
a_56[u32(15)] = l_197;
let l_198 = l_55 + u32(5760);
let l_199 = l_198 + u32(128);
let l_200 = l_199 + l_mut_54;
let l_201 = u32(0) + l_200;
let l_202 = buffer_9_global[l_201];
a_57[u32(15)] = l_202;
let l_203 = l_55 + u32(6144);
let l_204 = l_203 + l_mut_54;
let l_205 = u32(0) + l_204;
let l_206 = buffer_9_global[l_205];
a_56[u32(16)] = l_206;
let l_207 = l_55 + u32(6144);
let l_208 = l_207 + u32(128);
let l_209 = l_208 + l_mut_54;
let l_210 = u32(0) + l_209;
let l_211 = buffer_9_global[l_210];
a_57[u32(16)] = l_211;
let l_212 = l_55 + u32(6528);
let l_213 = l_212 + l_mut_54;
let l_214 = u32(0) + l_213;
let l_215 = buffer_9_global[l_214];
a_56[u32(17)] = l_215;
let l_216 = l_55 + u32(6528);
let l_217 = l_216 + u32(128);
let l_218 = l_217 + l_mut_54;
let l_219 = u32(0) + l_218;
let l_220 = buffer_9_global[l_219];
a_57[u32(17)] = l_220;
let l_221 = l_55 + u32(6912);
let l_222 = l_221 + l_mut_54;
let l_223 = u32(0) + l_222;
let l_224 = buffer_9_global[l_223];
a_56[u32(18)] = l_224;
let l_225 = l_55 + u32(6912);
let l_226 = l_225 + u32(128);
let l_227 = l_226 + l_mut_54;
let l_228 = u32(0) + l_227;
let l_229 = buffer_9_global[l_228];
a_57[u32(18)] = l_229;
let l_230 = l_55 + u32(7296);
let l_231 = l_230 + l_mut_54;
let l_232 = u32(0) + l_231;
let l_233 = buffer_9_global[l_232];
a_56[u32(19)] = l_233;
let l_234 = l_55 + u32(7296);
let l_235 = l_234 + u32(128);
let l_236 = l_235 + l_mut_54;
let l_237 = u32(0) + l_236;
let l_238 = buffer_9_global[l_237];
a_57[u32(19)] = l_238;
a_58[u32(0)] = f32(0.0);
let l_239 = info.scalars_u32[2] + l_mut_54;
let l_240 = u32(0) + l_239;
let l_241 = buffer_10_global[l_240];
let l_242 = info.scalars_u32[2] + u32(128);
let l_243 = l_242 + l_mut_54;
let l_244 = u32(0) + l_243;
let l_245 = buffer_10_global[l_244];
l_mut_246 = f32(0.0);
let l_247 = l_mut_44 * u32(3);
let l_248 = l_247 * u32(128);
let l_249 = l_248 + l_mut_54;
let l_250 = u32(0) + l_249;
let l_251 = buffer_5_global[l_250];
let l_252 = l_mut_44 * u32(3);
let l_253 = l_252 * u32(128);
let l_254 = l_253 + u32(128);
let l_255 = l_254 + l_mut_54;
let l_256 = u32(0) + l_255;
let l_257 = buffer_5_global[l_256];
l_mut_258 = f32(0.0);
l_mut_259 = f32(0.0);
l_mut_260 = f32(0.0);
l_mut_261 = f32(0.0);
l_mut_262 = f32(0.0);
l_mut_263 = f32(0.0);
l_mut_264 = f32(0.0);
l_mut_265 = f32(0.0);
l_mut_266 = f32(0.0);
l_mut_267 = f32(0.0);
let l_268 = u32(0) + l_mut_44;
let l_269 = buffer_0_global[l_268];
let l_270 = l_mut_44 + u32(1);
let l_271 = u32(0) + l_270;
let l_272 = buffer_0_global[l_271];
l_mut_273 = l_272;
let l_275 = l_mut_273 - l_269;
l_mut_276 = l_275;
l_mut_277 = bool(true);
l_mut_281 = u32(0);
l_mut_282 = u32(0);
loop {
let l_283 = l_mut_281 < l_mut_276;
let l_284 = !l_283;
if l_284 {
break;
}
l_mut_285 = local_idx;
loop {
let l_286 = l_mut_285 < u32(80);
let l_287 = !l_286;
if l_287 {
break;
}
let l_288 = l_mut_285 / u32(10);
let l_289 = l_mut_281 + l_288;
let l_290 = l_mut_285 % u32(10);
let l_291 = l_289 < l_mut_276;
if l_291 {
let l_292 = l_269 + l_289;
l_mut_293 = l_292;
let l_294 = l_290 < u32(5);
if l_294 {
let l_295 = l_mut_293 * u32(5);
let l_296 = l_295 + l_290;
let l_297 = u32(0) + l_296;
let l_298 = buffer_3_global[l_297];
shared_memory_278[l_mut_285] = l_298;
} else {
let l_299 = l_mut_293 * u32(5);
let l_300 = l_299 + l_290;
let l_301 = l_300 - u32(5);
let l_302 = u32(0) + l_301;
let l_303 = buffer_4_global[l_302];
shared_memory_278[l_mut_285] = l_303;
}
}
l_mut_285 = l_mut_285 + u32(512);
}
l_mut_293 = local_idx;
loop {
let l_304 = l_mut_293 < u32(24);
let l_305 = !l_304;
if l_305 {
break;
}
let l_306 = l_mut_293 / u32(3);
let l_307 = l_mut_293 % u32(3);
let l_308 = l_mut_281 + l_306;
let l_309 = l_308 < l_mut_276;
if l_309 {
let l_310 = l_269 + l_308;
l_mut_311 = l_310;
let l_312 = l_307 < u32(2);
if l_312 {
let l_313 = l_306 * u32(2);
let l_314 = l_313 + l_307;
let l_315 = l_mut_311 * u32(2);
let l_316 = l_315 + l_307;
let l_317 = u32(0) + l_316;
let l_318 = buffer_2_global[l_317];
shared_memory_279[l_314] = l_318;
} else {
let l_319 = u32(0) + l_mut_311;
let l_320 = buffer_1_global[l_319];
shared_memory_280[l_306] = l_320;
}
}
l_mut_293 = l_mut_293 + u32(512);
}
workgroupBarrier();

for (var l_mut_321: u32 = u32(0); l_mut_321 < u32(2); l_mut_321++) {
let l_322 = l_mut_321 * u32(4);
let l_323 = l_mut_281 + l_322;
let l_324 = l_323 + l_mut_51;
l_mut_325 = f32(0.0);
l_mut_326 = f32(0.0);
l_mut_327 = f32(0.0);
l_mut_328 = f32(0.0);
let l_329 = l_324 < l_mut_276;
if l_329 {
let l_330 = l_269 + l_324;
l_mut_311 = l_330;
l_mut_331 = l_241;
l_mut_332 = l_245;
l_mut_333 = l_mut_246;
l_mut_334 = f32(0.0);
l_mut_335 = f32(0.0);
l_mut_336 = f32(0.0);
let l_337 = l_324 - l_mut_281;
let l_338 = vec4<f32>(f32(0.0));
l_mut_339 = l_338;
l_mut_340 = l_mut_339;
let l_341 = vec4<f32>(f32(0.0));
l_mut_339 = l_341;
l_mut_342 = l_mut_339;
let l_343 = l_337 * u32(10);
let l_344 = l_343 + u32(0);
let l_345 = shared_memory_278[l_344];
l_mut_340 = l_345;
let l_346 = l_337 * u32(10);
let l_347 = l_346 + u32(5);
let l_348 = l_347 + u32(0);
let l_349 = shared_memory_278[l_348];
l_mut_342 = l_349;
let l_350 = l_mut_340[u32(0)];
let l_351 = l_mut_342[u32(0)];
let l_352 = a_56[u32(0)];
let l_353 = l_352 * l_350;
l_mut_331 = l_mut_331 + l_353;
let l_354 = a_57[u32(0)];
let l_355 = l_354 * l_350;
l_mut_332 = l_mut_332 + l_355;
let l_356 = a_56[u32(0)];
let l_357 = l_356 * l_351;
l_mut_334 = l_mut_334 + l_357;
let l_358 = a_57[u32(0)];
let l_359 = l_358 * l_351;
l_mut_335 = l_mut_335 + l_359;
let l_360 = l_mut_340[u32(1)];
let l_361 = l_mut_342[u32(1)];
let l_362 = a_56[u32(1)];
let l_363 = l_362 * l_360;
l_mut_331 = l_mut_331 + l_363;
let l_364 = a_57[u32(1)];
let l_365 = l_364 * l_360;
l_mut_332 = l_mut_332 + l_365;
let l_366 = a_56[u32(1)];
let l_367 = l_366 * l_361;
l_mut_334 = l_mut_334 + l_367;
let l_368 = a_57[u32(1)];
let l_369 = l_368 * l_361;
l_mut_335 = l_mut_335 + l_369;
let l_370 = l_mut_340[u32(2)];
let l_371 = l_mut_342[u32(2)];
let l_372 = a_56[u32(2)];
let l_373 = l_372 * l_370;
l_mut_331 = l_mut_331 + l_373;
let l_374 = a_57[u32(2)];
let l_375 = l_374 * l_370;
l_mut_332 = l_mut_332 + l_375;
let l_376 = a_56[u32(2)];
let l_377 = l_376 * l_371;
l_mut_334 = l_mut_334 + l_377;
let l_378 = a_57[u32(2)];
let l_379 = l_378 * l_371;
l_mut_335 = l_mut_335 + l_379;
let l_380 = l_mut_340[u32(3)];
let l_381 = l_mut_342[u32(3)];
let l_382 = a_56[u32(3)];
let l_383 = l_382 * l_380;
l_mut_331 = l_mut_331 + l_383;
let l_384 = a_57[u32(3)];
let l_385 = l_384 * l_380;
l_mut_332 = l_mut_332 + l_385;
let l_386 = a_56[u32(3)];
let l_387 = l_386 * l_381;
l_mut_334 = l_mut_334 + l_387;
let l_388 = a_57[u32(3)];
let l_389 = l_388 * l_381;
l_mut_335 = l_mut_335 + l_389;
let l_390 = vec4<f32>(f32(0.0));
l_mut_342 = l_390;
l_mut_340 = l_mut_342;
let l_391 = vec4<f32>(f32(0.0));
l_mut_342 = l_391;
l_mut_339 = l_mut_342;
let l_392 = l_337 * u32(10);
let l_393 = l_392 + u32(1);
let l_394 = shared_memory_278[l_393];
l_mut_340 = l_394;
let l_395 = l_337 * u32(10);
let l_396 = l_395 + u32(5);
let l_397 = l_396 + u32(1);
let l_398 = shared_memory_278[l_397];
l_mut_339 = l_398;
let l_399 = l_mut_340[u32(0)];
let l_400 = l_mut_339[u32(0)];
let l_401 = a_56[u32(4)];
let l_402 = l_401 * l_399;
l_mut_331 = l_mut_331 + l_402;
let l_403 = a_57[u32(4)];
let l_404 = l_403 * l_399;
l_mut_332 = l_mut_332 + l_404;
let l_405 = a_56[u32(4)];
let l_406 = l_405 * l_400;
l_mut_334 = l_mut_334 + l_406;
let l_407 = a_57[u32(4)];
let l_408 = l_407 * l_400;
l_mut_335 = l_mut_335 + l_408;
let l_409 = l_mut_340[u32(1)];
let l_410 = l_mut_339[u32(1)];
let l_411 = a_56[u32(5)];
let l_412 = l_411 * l_409;
l_mut_331 = l_mut_331 + l_412;
let l_413 = a_57[u32(5)];
let l_414 = l_413 * l_409;
l_mut_332 = l_mut_332 + l_414;
let l_415 = a_56[u32(5)];
let l_416 = l_415 * l_410;
l_mut_334 = l_mut_334 + l_416;
let l_417 = a_57[u32(5)];
let l_418 = l_417 * l_410;
l_mut_335 = l_mut_335 + l_418;
let l_419 = l_mut_340[u32(2)];
let l_420 = l_mut_339[u32(2)];
let l_421 = a_56[u32(6)];
let l_422 = l_421 * l_419;
l_mut_331 = l_mut_331 + l_422;
let l_423 = a_57[u32(6)];
let l_424 = l_423 * l_419;
l_mut_332 = l_mut_332 + l_424;
let l_425 = a_56[u32(6)];
let l_426 = l_425 * l_420;
l_mut_334 = l_mut_334 + l_426;
let l_427 = a_57[u32(6)];
let l_428 = l_427 * l_420;
l_mut_335 = l_mut_335 + l_428;
let l_429 = l_mut_340[u32(3)];
let l_430 = l_mut_339[u32(3)];
let l_431 = a_56[u32(7)];
let l_432 = l_431 * l_429;
l_mut_331 = l_mut_331 + l_432;
let l_433 = a_57[u32(7)];
let l_434 = l_433 * l_429;
l_mut_332 = l_mut_332 + l_434;
let l_435 = a_56[u32(7)];
let l_436 = l_435 * l_430;
l_mut_334 = l_mut_334 + l_436;
let l_437 = a_57[u32(7)];
let l_438 = l_437 * l_430;
l_mut_335 = l_mut_335 + l_438;
let l_439 = vec4<f32>(f32(0.0));
l_mut_342 = l_439;
l_mut_340 = l_mut_342;
let l_440 = vec4<f32>(f32(0.0));
l_mut_342 = l_440;
l_mut_339 = l_mut_342;
let l_441 = l_337 * u32(10);
let l_442 = l_441 + u32(2);
let l_443 = shared_memory_278[l_442];
l_mut_340 = l_443;
let l_444 = l_337 * u32(10);
let l_445 = l_444 + u32(5);
let l_446 = l_445 + u32(2);
let l_447 = shared_memory_278[l_446];
l_mut_339 = l_447;
let l_448 = l_mut_340[u32(0)];
let l_449 = l_mut_339[u32(0)];
let l_450 = a_56[u32(8)];
let l_451 = l_450 * l_448;
l_mut_331 = l_mut_331 + l_451;
let l_452 = a_57[u32(8)];
let l_453 = l_452 * l_448;
l_mut_332 = l_mut_332 + l_453;
let l_454 = a_56[u32(8)];
let l_455 = l_454 * l_449;
l_mut_334 = l_mut_334 + l_455;
let l_456 = a_57[u32(8)];
let l_457 = l_456 * l_449;
l_mut_335 = l_mut_335 + l_457;
let l_458 = l_mut_340[u32(1)];
let l_459 = l_mut_339[u32(1)];
let l_460 = a_56[u32(9)];
let l_461 = l_460 * l_458;
l_mut_331 = l_mut_331 + l_461;
let l_462 = a_57[u32(9)];
let l_463 = l_462 * l_458;
l_mut_332 = l_mut_332 + l_463;
let l_464 = a_56[u32(9)];
let l_465 = l_464 * l_459;
l_mut_334 = l_mut_334 + l_465;
let l_466 = a_57[u32(9)];
let l_467 = l_466 * l_459;
l_mut_335 = l_mut_335 + l_467;
let l_468 = l_mut_340[u32(2)];
let l_469 = l_mut_339[u32(2)];
let l_470 = a_56[u32(10)];
let l_471 = l_470 * l_468;
l_mut_331 = l_mut_331 + l_471;
let l_472 = a_57[u32(10)];
let l_473 = l_472 * l_468;
l_mut_332 = l_mut_332 + l_473;
let l_474 = a_56[u32(10)];
let l_475 = l_474 * l_469;
l_mut_334 = l_mut_334 + l_475;
let l_476 = a_57[u32(10)];
let l_477 = l_476 * l_469;
l_mut_335 = l_mut_335 + l_477;
let l_478 = l_mut_340[u32(3)];
let l_479 = l_mut_339[u32(3)];
let l_480 = a_56[u32(11)];
let l_481 = l_480 * l_478;
l_mut_331 = l_mut_331 + l_481;
let l_482 = a_57[u32(11)];
let l_483 = l_482 * l_478;
l_mut_332 = l_mut_332 + l_483;
let l_484 = a_56[u32(11)];
let l_485 = l_484 * l_479;
l_mut_334 = l_mut_334 + l_485;
let l_486 = a_57[u32(11)];
let l_487 = l_486 * l_479;
l_mut_335 = l_mut_335 + l_487;
let l_488 = vec4<f32>(f32(0.0));
l_mut_342 = l_488;
l_mut_340 = l_mut_342;
let l_489 = vec4<f32>(f32(0.0));
l_mut_342 = l_489;
l_mut_339 = l_mut_342;
let l_490 = l_337 * u32(10);
let l_491 = l_490 + u32(3);
let l_492 = shared_memory_278[l_491];
l_mut_340 = l_492;
let l_493 = l_337 * u32(10);
let l_494 = l_493 + u32(5);
let l_495 = l_494 + u32(3);
let l_496 = shared_memory_278[l_495];
l_mut_339 = l_496;
let l_497 = l_mut_340[u32(0)];
let l_498 = l_mut_339[u32(0)];
let l_499 = a_56[u32(12)];
let l_500 = l_499 * l_497;
l_mut_331 = l_mut_331 + l_500;
let l_501 = a_57[u32(12)];
let l_502 = l_501 * l_497;
l_mut_332 = l_mut_332 + l_502;
let l_503 = a_56[u32(12)];
let l_504 = l_503 * l_498;
l_mut_334 = l_mut_334 + l_504;
let l_505 = a_57[u32(12)];
let l_506 = l_505 * l_498;
l_mut_335 = l_mut_335 + l_506;
let l_507 = l_mut_340[u32(1)];
let l_508 = l_mut_339[u32(1)];
let l_509 = a_56[u32(13)];
let l_510 = l_509 * l_507;
l_mut_331 = l_mut_331 + l_510;
let l_511 = a_57[u32(13)];
let l_512 = l_511 * l_507;
l_mut_332 = l_mut_332 + l_512;
let l_513 = a_56[u32(13)];
let l_514 = l_513 * l_508;
l_mut_334 = l_mut_334 + l_514;
let l_515 = a_57[u32(13)];
let l_516 = l_515 * l_508;
l_mut_335 = l_mut_335 + l_516;
let l_517 = l_mut_340[u32(2)];
let l_518 = l_mut_339[u32(2)];
let l_519 = a_56[u32(14)];
let l_520 = l_519 * l_517;
l_mut_331 = l_mut_331 + l_520;
let l_521 = a_57[u32(14)];
let l_522 = l_521 * l_517;
l_mut_332 = l_mut_332 + l_522;
let l_523 = a_56[u32(14)];
let l_524 = l_523 * l_518;
l_mut_334 = l_mut_334 + l_524;
let l_525 = a_57[u32(14)];
let l_526 = l_525 * l_518;
l_mut_335 = l_mut_335 + l_526;
let l_527 = l_mut_340[u32(3)];
let l_528 = l_mut_339[u32(3)];
let l_529 = a_56[u32(15)];
let l_530 = l_529 * l_527;
l_mut_331 = l_mut_331 + l_530;
let l_531 = a_57[u32(15)];
let l_532 = l_531 * l_527;
l_mut_332 = l_mut_332 + l_532;
let l_533 = a_56[u32(15)];
let l_534 = l_533 * l_528;
l_mut_334 = l_mut_334 + l_534;
let l_535 = a_57[u32(15)];
let l_536 = l_535 * l_528;
l_mut_335 = l_mut_335 + l_536;
let l_537 = vec4<f32>(f32(0.0));
l_mut_342 = l_537;
l_mut_340 = l_mut_342;
let l_538 = vec4<f32>(f32(0.0));
l_mut_342 = l_538;
l_mut_339 = l_mut_342;
let l_539 = l_337 * u32(10);
let l_540 = l_539 + u32(4);
let l_541 = shared_memory_278[l_540];
l_mut_340 = l_541;
let l_542 = l_337 * u32(10);
let l_543 = l_542 + u32(5);
let l_544 = l_543 + u32(4);
let l_545 = shared_memory_278[l_544];
l_mut_339 = l_545;
let l_546 = l_mut_340[u32(0)];
let l_547 = l_mut_339[u32(0)];
let l_548 = a_56[u32(16)];
let l_549 = l_548 * l_546;
l_mut_331 = l_mut_331 + l_549;
let l_550 = a_57[u32(16)];
let l_551 = l_550 * l_546;
l_mut_332 = l_mut_332 + l_551;
let l_552 = a_56[u32(16)];
let l_553 = l_552 * l_547;
l_mut_334 = l_mut_334 + l_553;
let l_554 = a_57[u32(16)];
let l_555 = l_554 * l_547;
l_mut_335 = l_mut_335 + l_555;
let l_556 = l_mut_340[u32(1)];
let l_557 = l_mut_339[u32(1)];
let l_558 = a_56[u32(17)];
let l_559 = l_558 * l_556;
l_mut_331 = l_mut_331 + l_559;
let l_560 = a_57[u32(17)];
let l_561 = l_560 * l_556;
l_mut_332 = l_mut_332 + l_561;
let l_562 = a_56[u32(17)];
let l_563 = l_562 * l_557;
l_mut_334 = l_mut_334 + l_563;
let l_564 = a_57[u32(17)];
let l_565 = l_564 * l_557;
l_mut_335 = l_mut_335 + l_565;
let l_566 = l_mut_340[u32(2)];
let l_567 = l_mut_339[u32(2)];
let l_568 = a_56[u32(18)];
let l_569 = l_568 * l_566;
l_mut_331 = l_mut_331 + l_569;
let l_570 = a_57[u32(18)];
let l_571 = l_570 * l_566;
l_mut_332 = l_mut_332 + l_571;
let l_572 = a_56[u32(18)];
let l_573 = l_572 * l_567;
l_mut_334 = l_mut_334 + l_573;
let l_574 = a_57[u32(18)];
let l_575 = l_574 * l_567;
l_mut_335 = l_mut_335 + l_575;
let l_576 = l_mut_340[u32(3)];
let l_577 = l_mut_339[u32(3)];
let l_578 = a_56[u32(19)];
let l_579 = l_578 * l_576;
l_mut_331 = l_mut_331 + l_579;
let l_580 = a_57[u32(19)];
let l_581 = l_580 * l_576;
l_mut_332 = l_mut_332 + l_581;
let l_582 = a_56[u32(19)];
let l_583 = l_582 * l_577;
l_mut_334 = l_mut_334 + l_583;
let l_584 = a_57[u32(19)];
let l_585 = l_584 * l_577;
l_mut_335 = l_mut_335 + l_585;
let l_586 = vec4<f32>(f32(0.0));
l_mut_342 = l_586;
l_mut_340 = l_mut_342;
let l_587 = vec4<f32>(f32(0.0));
l_mut_342 = l_587;
l_mut_339 = l_mut_342;
l_mut_293 = u32(0);
let l_588 = l_337 * u32(2);
let l_589 = shared_memory_279[l_588];
l_mut_340 = l_589;
let l_590 = l_337 * u32(2);
let l_591 = l_590 + u32(1);
let l_592 = shared_memory_279[l_591];
l_mut_339 = l_592;
let l_593 = shared_memory_280[l_337];
l_mut_293 = l_593;
let l_594 = l_mut_339[u32(0)];
let l_595 = l_mut_339[u32(1)];
let l_596 = l_mut_340[u32(1)];
let l_597 = -l_596;
let l_598 = l_mut_340[u32(2)];
let l_599 = -l_598;
let l_600 = l_mut_340[u32(3)];
let l_601 = -l_600;
let l_602 = l_mut_293 * u32(128);
let l_603 = l_602 + l_mut_54;
let l_604 = u32(0) + l_603;
let l_605 = buffer_7_global[l_604];
let l_606 = l_mut_293 * u32(3);
let l_607 = l_606 * u32(128);
let l_608 = l_607 + l_mut_54;
let l_609 = u32(0) + l_608;
let l_610 = buffer_8_global[l_609];
let l_611 = l_mut_293 * u32(3);
let l_612 = l_611 * u32(128);
let l_613 = l_612 + u32(128);
let l_614 = l_613 + l_mut_54;
let l_615 = u32(0) + l_614;
let l_616 = buffer_8_global[l_615];
let l_617 = l_mut_293 * u32(3);
let l_618 = l_617 * u32(128);
let l_619 = l_618 + u32(256);
let l_620 = l_619 + l_mut_54;
let l_621 = u32(0) + l_620;
let l_622 = buffer_8_global[l_621];
let l_623 = l_610 * l_597;
let l_624 = l_616 * l_599;
let l_625 = l_623 + l_624;
let l_626 = l_622 * l_601;
let l_627 = l_625 + l_626;
let l_628 = l_mut_332 * l_594;
let l_629 = l_605 * l_251;
let l_630 = l_594 * l_mut_334;
let l_631 = l_595 * l_mut_331;
let l_632 = l_630 + l_631;
let l_633 = l_629 * l_632;
let l_634 = l_627 * l_257;
let l_635 = l_594 * l_mut_335;
let l_636 = l_595 * l_mut_332;
let l_637 = l_635 + l_636;
let l_638 = l_634 * l_637;
let l_639 = l_633 + l_638;
l_mut_325 = l_639;
let l_640 = l_628 * l_257;
let l_641 = l_610 * l_640;
l_mut_326 = l_641;
let l_642 = l_616 * l_640;
l_mut_327 = l_642;
let l_643 = l_622 * l_640;
l_mut_328 = l_643;
}
let l_644 = l_mut_51 * u32(128);
let l_645 = l_644 + l_mut_50;
let l_646 = l_645 * u32(9);
let l_647 = l_mut_321 * u32(4);
let l_648 = l_646 + l_647;
shared_memory_46[l_648] = l_mut_325;
let l_649 = l_648 + u32(1);
shared_memory_46[l_649] = l_mut_326;
let l_650 = l_648 + u32(2);
shared_memory_46[l_650] = l_mut_327;
let l_651 = l_648 + u32(3);
shared_memory_46[l_651] = l_mut_328;
}
workgroupBarrier();
l_mut_311 = local_idx;
loop {
let l_652 = l_mut_311 < u32(128);
let l_653 = !l_652;
if l_653 {
break;
}
let l_654 = l_mut_311 % u32(32);
let l_655 = l_mut_311 / u32(32);
l_mut_293 = u32(0);
l_mut_285 = l_654;
let l_656 = l_654 / u32(8);
l_mut_293 = l_656;
let l_657 = l_654 % u32(8);
l_mut_285 = l_657;
let l_658 = l_655 * u32(32);
let l_659 = l_658 + u32(32);
l_mut_660 = l_659;
let l_661 = l_mut_660 > u32(128);
if l_661 {
l_mut_660 = u32(128);
}
l_mut_336 = f32(0.0);
let l_662 = l_655 * u32(32);

for (var l_mut_663: u32 = l_662; l_mut_663 < l_mut_660; l_mut_663++) {
let l_664 = l_mut_293 * u32(128);
let l_665 = l_664 + l_mut_663;
let l_666 = l_665 * u32(9);
let l_667 = l_666 + l_mut_285;
let l_668 = shared_memory_46[l_667];
l_mut_336 = l_mut_336 + l_668;
}
let l_669 = l_655 * u32(32);
let l_670 = l_669 + l_654;
shared_memory_47[l_670] = l_mut_336;
l_mut_311 = l_mut_311 + u32(512);
}
workgroupBarrier();
l_mut_660 = local_idx;
loop {
let l_671 = l_mut_660 < u32(32);
let l_672 = !l_671;
if l_672 {
break;
}
l_mut_336 = f32(0.0);
let l_673 = u32(0) + l_mut_660;
let l_674 = shared_memory_47[l_673];
l_mut_336 = l_mut_336 + l_674;
let l_675 = u32(32) + l_mut_660;
let l_676 = shared_memory_47[l_675];
l_mut_336 = l_mut_336 + l_676;
let l_677 = u32(64) + l_mut_660;
let l_678 = shared_memory_47[l_677];
l_mut_336 = l_mut_336 + l_678;
let l_679 = u32(96) + l_mut_660;
let l_680 = shared_memory_47[l_679];
l_mut_336 = l_mut_336 + l_680;
shared_memory_48[l_mut_660] = l_mut_336;
l_mut_660 = l_mut_660 + u32(512);
}
workgroupBarrier();
l_mut_293 = local_idx;
loop {
let l_681 = l_mut_293 < u32(8);
let l_682 = !l_681;
if l_682 {
break;
}
let l_683 = l_mut_293 % u32(2);
let l_684 = l_683 * u32(4);
let l_685 = l_mut_293 / u32(2);
let l_686 = l_684 + l_685;
let l_687 = l_mut_281 + l_686;
let l_688 = l_687 < l_mut_276;
if l_688 {
let l_689 = l_269 + l_687;
l_mut_285 = l_689;
let l_690 = l_mut_293 * u32(4);
let l_691 = shared_memory_48[l_690];
let l_692 = l_mut_293 * u32(4);
let l_693 = l_692 + u32(1);
let l_694 = shared_memory_48[l_693];
let l_695 = l_mut_293 * u32(4);
let l_696 = l_695 + u32(2);
let l_697 = shared_memory_48[l_696];
let l_698 = l_mut_293 * u32(4);
let l_699 = l_698 + u32(3);
let l_700 = shared_memory_48[l_699];
let l_701 = l_mut_285 * u32(2);
let l_702 = u32(0) + l_701;
let l_703 = buffer_2_global[l_702];
let l_704 = l_703[u32(1)];
let l_705 = l_703[u32(2)];
let l_706 = l_703[u32(3)];
let l_707 = l_703[u32(0)];
let l_708 = f32(1.0) / l_707;
let l_709 = l_694 * l_704;
let l_710 = l_697 * l_705;
let l_711 = l_709 + l_710;
let l_712 = l_700 * l_706;
let l_713 = l_711 + l_712;
let l_714 = -l_713;
let l_715 = l_691 * l_704;
let l_716 = l_714 * l_704;
let l_717 = l_694 + l_716;
let l_718 = l_717 * l_708;
let l_719 = l_715 - l_718;
let l_720 = l_691 * l_705;
let l_721 = l_714 * l_705;
let l_722 = l_697 + l_721;
let l_723 = l_722 * l_708;
let l_724 = l_720 - l_723;
let l_725 = l_691 * l_706;
let l_726 = l_714 * l_706;
let l_727 = l_700 + l_726;
let l_728 = l_727 * l_708;
let l_729 = l_725 - l_728;
let l_730 = l_49 + l_mut_285;
let l_731 = l_730 * u32(3);
let l_732 = u32(0) + l_731;
let l_733 = buffer_13_global[l_732];
let l_734 = l_731 + u32(1);
let l_735 = u32(0) + l_734;
let l_736 = buffer_13_global[l_735];
let l_737 = l_731 + u32(2);
let l_738 = u32(0) + l_737;
let l_739 = buffer_13_global[l_738];
let l_740 = l_733 + l_719;
let l_741 = u32(0) + l_731;
buffer_13_global[l_741] = l_740;
let l_742 = l_731 + u32(1);
let l_743 = l_736 + l_724;
let l_744 = u32(0) + l_742;
buffer_13_global[l_744] = l_743;
let l_745 = l_731 + u32(2);
let l_746 = l_739 + l_729;
let l_747 = u32(0) + l_745;
buffer_13_global[l_747] = l_746;
}
l_mut_293 = l_mut_293 + u32(512);
}
workgroupBarrier();
l_mut_281 = l_mut_281 + u32(8);
}
let l_749 = local_idx == u32(0);
if l_749 {
shared_memory_748[u32(0)] = l_mut_40;
}
workgroupBarrier();
let l_750 = shared_memory_748[u32(0)];
let l_751 = l_750 == u32(2);
if l_751 {
let l_752 = u32(0) + l_mut_44;
let l_753 = buffer_0_global[l_752];
let l_754 = l_mut_45 * u32(512);
let l_755 = l_753 + l_754;
let l_756 = l_755 + local_idx;
let l_757 = l_mut_44 + u32(1);
let l_758 = u32(0) + l_757;
let l_759 = buffer_0_global[l_758];
l_mut_660 = u32(0);
l_mut_311 = l_756;
loop {
let l_760 = l_mut_311 < l_759;
let l_761 = !l_760;
if l_761 {
break;
}
let l_762 = u32(0) + l_mut_311;
let l_763 = buffer_15_global[l_762];
l_mut_293 = l_mut_311;
let l_764 = l_763 != u32(4294967295);
if l_764 {
let l_765 = u32(0) + l_mut_311;
let l_766 = buffer_14_global[l_765];
let l_767 = u32(0) + l_mut_311;
let l_768 = buffer_1_global[l_767];
let l_769 = l_766 * info.scalars_u32[3];
let l_770 = info.scalars_u32[3] - u32(1);
let l_771 = l_763 % info.scalars_u32[3];
let l_772 = l_770 - l_771;
let l_773 = l_769 + l_772;
let l_774 = u32(0) + l_768;
let l_775 = buffer_0_global[l_774];
let l_776 = l_768 + u32(1);
let l_777 = u32(0) + l_776;
let l_778 = buffer_0_global[l_777];
l_mut_285 = l_775;
l_mut_282 = l_778;
loop {
let l_779 = l_mut_285 < l_mut_282;
let l_780 = !l_779;
if l_780 {
break;
}
let l_781 = l_mut_285 + l_mut_282;
let l_782 = l_781 / u32(2);
let l_783 = u32(0) + l_782;
let l_784 = buffer_15_global[l_783];
let l_785 = l_784 < l_773;
if l_785 {
let l_786 = l_782 + u32(1);
l_mut_285 = l_786;
} else {
l_mut_282 = l_782;
}
}
let l_787 = l_768 + u32(1);
let l_788 = u32(0) + l_787;
let l_789 = buffer_0_global[l_788];
let l_790 = l_mut_285 < l_789;
l_mut_277 = l_790;
if l_mut_277 {
let l_791 = u32(0) + l_mut_285;
let l_792 = buffer_15_global[l_791];
let l_793 = l_792 == l_773;
l_mut_277 = l_793;
}
l_mut_293 = l_mut_285;
let l_794 = !l_mut_277;
if l_794 {
l_mut_660 = l_mut_660 + u32(1);
l_mut_293 = l_mut_311;
}
}
let l_795 = u32(0) + l_mut_311;
buffer_16_global[l_795] = l_mut_293;
l_mut_311 = l_mut_311 + u32(512);
}
let l_796 = l_mut_660 > u32(0);
if l_796 {
let l_797 = &buffer_17_global[u32(5)];
let l_798 = atomicAdd(l_797, l_mut_660);}
let l_799 = l_mut_45 == u32(0);
let l_800 = local_idx < u32(3);
let l_801 = l_799 && l_800;
if l_801 {
let l_802 = u32(3) * l_mut_44;
let l_803 = l_802 + local_idx;
let l_804 = u32(3) * l_mut_44;
let l_805 = l_804 + local_idx;
let l_806 = u32(0) + l_805;
let l_807 = buffer_18_global[l_806];
let l_808 = u32(0) + l_803;
buffer_19_global[l_808] = l_807;
}
let l_809 = l_mut_44 == u32(0);
let l_810 = l_mut_45 == u32(0);
let l_811 = l_809 && l_810;
let l_812 = local_idx == u32(0);
let l_813 = l_811 && l_812;
if l_813 {
let l_814 = &buffer_17_global[u32(9)];
atomicStore(l_814,u32(0));
let l_815 = &buffer_17_global[u32(0)];
let l_816 = atomicLoad(l_815);
let l_817 = &buffer_17_global[u32(1)];
let l_818 = atomicMax(l_817, l_816);}
}
}
