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

var<workgroup> shared_memory_278: array<u32, 512>;

var<workgroup> shared_memory_274: array<u32, 512>;

var<workgroup> shared_memory_307: array<vec4<f32>, 80>;

var<workgroup> shared_memory_308: array<vec4<f32>, 16>;

var<workgroup> shared_memory_309: array<u32, 8>;

var<workgroup> shared_memory_46: array<f32, 4608>;

var<workgroup> shared_memory_47: array<f32, 128>;

var<workgroup> shared_memory_48: array<f32, 32>;

var<workgroup> shared_memory_781: array<u32, 1>;

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
var l_mut_279: u32;
var l_mut_283: u32;
var l_mut_294: u32;
var l_mut_298: u32;
var l_mut_338: u32;
var l_mut_354: f32;
var l_mut_355: f32;
var l_mut_356: f32;
var l_mut_357: f32;
var l_mut_362: f32;
var l_mut_363: f32;
var l_mut_364: f32;
var l_mut_365: f32;
var l_mut_366: f32;
var l_mut_367: f32;
var l_mut_370: vec4<f32>;
var l_mut_371: vec4<f32>;
var l_mut_373: vec4<f32>;
var l_mut_40: u32;
var l_mut_44: u32;
var l_mut_45: u32;
var l_mut_50: u32;
var l_mut_51: u32;
var l_mut_54: u32;
var l_mut_691: u32;
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
l_mut_279 = u32(4294967295);
let l_280 = l_mut_273 - l_269;
let l_281 = l_280 <= u32(512);
if l_281 {
let l_282 = l_269 + local_idx;
l_mut_283 = u32(0);
let l_284 = l_282 < l_mut_273;
if l_284 {
let l_285 = l_282 * u32(2);
let l_286 = l_285 + u32(1);
let l_287 = u32(0) + l_286;
let l_288 = buffer_2_global[l_287];
let l_289 = l_288[u32(0)];
let l_290 = l_289 != f32(0.0);
let l_291 = l_288[u32(1)];
let l_292 = l_291 != f32(0.0);
let l_293 = l_290 || l_292;
if l_293 {
l_mut_283 = u32(1);
}
}
shared_memory_278[local_idx] = l_mut_283;
workgroupBarrier();
l_mut_294 = u32(1);
loop {
let l_295 = l_mut_294 < u32(512);
let l_296 = !l_295;
if l_296 {
break;
}
let l_297 = shared_memory_278[local_idx];
l_mut_298 = l_297;
let l_299 = local_idx >= l_mut_294;
if l_299 {
let l_300 = local_idx - l_mut_294;
let l_301 = shared_memory_278[l_300];
l_mut_298 = l_mut_298 + l_301;
}
workgroupBarrier();
shared_memory_278[local_idx] = l_mut_298;
workgroupBarrier();
l_mut_294 = l_mut_294 * u32(2);
}
let l_302 = l_mut_283 == u32(1);
if l_302 {
let l_303 = shared_memory_278[local_idx];
let l_304 = l_303 - u32(1);
shared_memory_274[l_304] = l_282;
}
let l_305 = shared_memory_278[u32(511)];
l_mut_279 = l_305;
workgroupBarrier();
}
let l_306 = l_mut_279 != u32(4294967295);
if l_306 {
l_mut_276 = l_mut_279;
l_mut_277 = bool(false);
}
l_mut_298 = u32(0);
l_mut_294 = u32(0);
loop {
let l_310 = l_mut_298 < l_mut_276;
let l_311 = !l_310;
if l_311 {
break;
}
l_mut_283 = local_idx;
loop {
let l_312 = l_mut_283 < u32(80);
let l_313 = !l_312;
if l_313 {
break;
}
let l_314 = l_mut_283 / u32(10);
let l_315 = l_mut_298 + l_314;
let l_316 = l_mut_283 % u32(10);
let l_317 = l_315 < l_mut_276;
if l_317 {
let l_318 = l_269 + l_315;
l_mut_279 = l_318;
let l_319 = !l_mut_277;
if l_319 {
let l_320 = shared_memory_274[l_315];
l_mut_279 = l_320;
}
let l_321 = l_316 < u32(5);
if l_321 {
let l_322 = l_mut_279 * u32(5);
let l_323 = l_322 + l_316;
let l_324 = u32(0) + l_323;
let l_325 = buffer_3_global[l_324];
shared_memory_307[l_mut_283] = l_325;
} else {
let l_326 = l_mut_279 * u32(5);
let l_327 = l_326 + l_316;
let l_328 = l_327 - u32(5);
let l_329 = u32(0) + l_328;
let l_330 = buffer_4_global[l_329];
shared_memory_307[l_mut_283] = l_330;
}
}
l_mut_283 = l_mut_283 + u32(512);
}
l_mut_279 = local_idx;
loop {
let l_331 = l_mut_279 < u32(24);
let l_332 = !l_331;
if l_332 {
break;
}
let l_333 = l_mut_279 / u32(3);
let l_334 = l_mut_279 % u32(3);
let l_335 = l_mut_298 + l_333;
let l_336 = l_335 < l_mut_276;
if l_336 {
let l_337 = l_269 + l_335;
l_mut_338 = l_337;
let l_339 = !l_mut_277;
if l_339 {
let l_340 = shared_memory_274[l_335];
l_mut_338 = l_340;
}
let l_341 = l_334 < u32(2);
if l_341 {
let l_342 = l_333 * u32(2);
let l_343 = l_342 + l_334;
let l_344 = l_mut_338 * u32(2);
let l_345 = l_344 + l_334;
let l_346 = u32(0) + l_345;
let l_347 = buffer_2_global[l_346];
shared_memory_308[l_343] = l_347;
} else {
let l_348 = u32(0) + l_mut_338;
let l_349 = buffer_1_global[l_348];
shared_memory_309[l_333] = l_349;
}
}
l_mut_279 = l_mut_279 + u32(512);
}
workgroupBarrier();

for (var l_mut_350: u32 = u32(0); l_mut_350 < u32(2); l_mut_350++) {
let l_351 = l_mut_350 * u32(4);
let l_352 = l_mut_298 + l_351;
let l_353 = l_352 + l_mut_51;
l_mut_354 = f32(0.0);
l_mut_355 = f32(0.0);
l_mut_356 = f32(0.0);
l_mut_357 = f32(0.0);
let l_358 = l_353 < l_mut_276;
if l_358 {
let l_359 = l_269 + l_353;
l_mut_338 = l_359;
let l_360 = !l_mut_277;
if l_360 {
let l_361 = shared_memory_274[l_353];
l_mut_338 = l_361;
}
l_mut_362 = l_241;
l_mut_363 = l_245;
l_mut_364 = l_mut_246;
l_mut_365 = f32(0.0);
l_mut_366 = f32(0.0);
l_mut_367 = f32(0.0);
let l_368 = l_353 - l_mut_298;
let l_369 = vec4<f32>(f32(0.0));
l_mut_370 = l_369;
l_mut_371 = l_mut_370;
let l_372 = vec4<f32>(f32(0.0));
l_mut_370 = l_372;
l_mut_373 = l_mut_370;
let l_374 = l_368 * u32(10);
let l_375 = l_374 + u32(0);
let l_376 = shared_memory_307[l_375];
l_mut_371 = l_376;
let l_377 = l_368 * u32(10);
let l_378 = l_377 + u32(5);
let l_379 = l_378 + u32(0);
let l_380 = shared_memory_307[l_379];
l_mut_373 = l_380;
let l_381 = l_mut_371[u32(0)];
let l_382 = l_mut_373[u32(0)];
let l_383 = a_56[u32(0)];
let l_384 = l_383 * l_381;
l_mut_362 = l_mut_362 + l_384;
let l_385 = a_57[u32(0)];
let l_386 = l_385 * l_381;
l_mut_363 = l_mut_363 + l_386;
let l_387 = a_56[u32(0)];
let l_388 = l_387 * l_382;
l_mut_365 = l_mut_365 + l_388;
let l_389 = a_57[u32(0)];
let l_390 = l_389 * l_382;
l_mut_366 = l_mut_366 + l_390;
let l_391 = l_mut_371[u32(1)];
let l_392 = l_mut_373[u32(1)];
let l_393 = a_56[u32(1)];
let l_394 = l_393 * l_391;
l_mut_362 = l_mut_362 + l_394;
let l_395 = a_57[u32(1)];
let l_396 = l_395 * l_391;
l_mut_363 = l_mut_363 + l_396;
let l_397 = a_56[u32(1)];
let l_398 = l_397 * l_392;
l_mut_365 = l_mut_365 + l_398;
let l_399 = a_57[u32(1)];
let l_400 = l_399 * l_392;
l_mut_366 = l_mut_366 + l_400;
let l_401 = l_mut_371[u32(2)];
let l_402 = l_mut_373[u32(2)];
let l_403 = a_56[u32(2)];
let l_404 = l_403 * l_401;
l_mut_362 = l_mut_362 + l_404;
let l_405 = a_57[u32(2)];
let l_406 = l_405 * l_401;
l_mut_363 = l_mut_363 + l_406;
let l_407 = a_56[u32(2)];
let l_408 = l_407 * l_402;
l_mut_365 = l_mut_365 + l_408;
let l_409 = a_57[u32(2)];
let l_410 = l_409 * l_402;
l_mut_366 = l_mut_366 + l_410;
let l_411 = l_mut_371[u32(3)];
let l_412 = l_mut_373[u32(3)];
let l_413 = a_56[u32(3)];
let l_414 = l_413 * l_411;
l_mut_362 = l_mut_362 + l_414;
let l_415 = a_57[u32(3)];
let l_416 = l_415 * l_411;
l_mut_363 = l_mut_363 + l_416;
let l_417 = a_56[u32(3)];
let l_418 = l_417 * l_412;
l_mut_365 = l_mut_365 + l_418;
let l_419 = a_57[u32(3)];
let l_420 = l_419 * l_412;
l_mut_366 = l_mut_366 + l_420;
let l_421 = vec4<f32>(f32(0.0));
l_mut_373 = l_421;
l_mut_371 = l_mut_373;
let l_422 = vec4<f32>(f32(0.0));
l_mut_373 = l_422;
l_mut_370 = l_mut_373;
let l_423 = l_368 * u32(10);
let l_424 = l_423 + u32(1);
let l_425 = shared_memory_307[l_424];
l_mut_371 = l_425;
let l_426 = l_368 * u32(10);
let l_427 = l_426 + u32(5);
let l_428 = l_427 + u32(1);
let l_429 = shared_memory_307[l_428];
l_mut_370 = l_429;
let l_430 = l_mut_371[u32(0)];
let l_431 = l_mut_370[u32(0)];
let l_432 = a_56[u32(4)];
let l_433 = l_432 * l_430;
l_mut_362 = l_mut_362 + l_433;
let l_434 = a_57[u32(4)];
let l_435 = l_434 * l_430;
l_mut_363 = l_mut_363 + l_435;
let l_436 = a_56[u32(4)];
let l_437 = l_436 * l_431;
l_mut_365 = l_mut_365 + l_437;
let l_438 = a_57[u32(4)];
let l_439 = l_438 * l_431;
l_mut_366 = l_mut_366 + l_439;
let l_440 = l_mut_371[u32(1)];
let l_441 = l_mut_370[u32(1)];
let l_442 = a_56[u32(5)];
let l_443 = l_442 * l_440;
l_mut_362 = l_mut_362 + l_443;
let l_444 = a_57[u32(5)];
let l_445 = l_444 * l_440;
l_mut_363 = l_mut_363 + l_445;
let l_446 = a_56[u32(5)];
let l_447 = l_446 * l_441;
l_mut_365 = l_mut_365 + l_447;
let l_448 = a_57[u32(5)];
let l_449 = l_448 * l_441;
l_mut_366 = l_mut_366 + l_449;
let l_450 = l_mut_371[u32(2)];
let l_451 = l_mut_370[u32(2)];
let l_452 = a_56[u32(6)];
let l_453 = l_452 * l_450;
l_mut_362 = l_mut_362 + l_453;
let l_454 = a_57[u32(6)];
let l_455 = l_454 * l_450;
l_mut_363 = l_mut_363 + l_455;
let l_456 = a_56[u32(6)];
let l_457 = l_456 * l_451;
l_mut_365 = l_mut_365 + l_457;
let l_458 = a_57[u32(6)];
let l_459 = l_458 * l_451;
l_mut_366 = l_mut_366 + l_459;
let l_460 = l_mut_371[u32(3)];
let l_461 = l_mut_370[u32(3)];
let l_462 = a_56[u32(7)];
let l_463 = l_462 * l_460;
l_mut_362 = l_mut_362 + l_463;
let l_464 = a_57[u32(7)];
let l_465 = l_464 * l_460;
l_mut_363 = l_mut_363 + l_465;
let l_466 = a_56[u32(7)];
let l_467 = l_466 * l_461;
l_mut_365 = l_mut_365 + l_467;
let l_468 = a_57[u32(7)];
let l_469 = l_468 * l_461;
l_mut_366 = l_mut_366 + l_469;
let l_470 = vec4<f32>(f32(0.0));
l_mut_373 = l_470;
l_mut_371 = l_mut_373;
let l_471 = vec4<f32>(f32(0.0));
l_mut_373 = l_471;
l_mut_370 = l_mut_373;
let l_472 = l_368 * u32(10);
let l_473 = l_472 + u32(2);
let l_474 = shared_memory_307[l_473];
l_mut_371 = l_474;
let l_475 = l_368 * u32(10);
let l_476 = l_475 + u32(5);
let l_477 = l_476 + u32(2);
let l_478 = shared_memory_307[l_477];
l_mut_370 = l_478;
let l_479 = l_mut_371[u32(0)];
let l_480 = l_mut_370[u32(0)];
let l_481 = a_56[u32(8)];
let l_482 = l_481 * l_479;
l_mut_362 = l_mut_362 + l_482;
let l_483 = a_57[u32(8)];
let l_484 = l_483 * l_479;
l_mut_363 = l_mut_363 + l_484;
let l_485 = a_56[u32(8)];
let l_486 = l_485 * l_480;
l_mut_365 = l_mut_365 + l_486;
let l_487 = a_57[u32(8)];
let l_488 = l_487 * l_480;
l_mut_366 = l_mut_366 + l_488;
let l_489 = l_mut_371[u32(1)];
let l_490 = l_mut_370[u32(1)];
let l_491 = a_56[u32(9)];
let l_492 = l_491 * l_489;
l_mut_362 = l_mut_362 + l_492;
let l_493 = a_57[u32(9)];
let l_494 = l_493 * l_489;
l_mut_363 = l_mut_363 + l_494;
let l_495 = a_56[u32(9)];
let l_496 = l_495 * l_490;
l_mut_365 = l_mut_365 + l_496;
let l_497 = a_57[u32(9)];
let l_498 = l_497 * l_490;
l_mut_366 = l_mut_366 + l_498;
let l_499 = l_mut_371[u32(2)];
let l_500 = l_mut_370[u32(2)];
let l_501 = a_56[u32(10)];
let l_502 = l_501 * l_499;
l_mut_362 = l_mut_362 + l_502;
let l_503 = a_57[u32(10)];
let l_504 = l_503 * l_499;
l_mut_363 = l_mut_363 + l_504;
let l_505 = a_56[u32(10)];
let l_506 = l_505 * l_500;
l_mut_365 = l_mut_365 + l_506;
let l_507 = a_57[u32(10)];
let l_508 = l_507 * l_500;
l_mut_366 = l_mut_366 + l_508;
let l_509 = l_mut_371[u32(3)];
let l_510 = l_mut_370[u32(3)];
let l_511 = a_56[u32(11)];
let l_512 = l_511 * l_509;
l_mut_362 = l_mut_362 + l_512;
let l_513 = a_57[u32(11)];
let l_514 = l_513 * l_509;
l_mut_363 = l_mut_363 + l_514;
let l_515 = a_56[u32(11)];
let l_516 = l_515 * l_510;
l_mut_365 = l_mut_365 + l_516;
let l_517 = a_57[u32(11)];
let l_518 = l_517 * l_510;
l_mut_366 = l_mut_366 + l_518;
let l_519 = vec4<f32>(f32(0.0));
l_mut_373 = l_519;
l_mut_371 = l_mut_373;
let l_520 = vec4<f32>(f32(0.0));
l_mut_373 = l_520;
l_mut_370 = l_mut_373;
let l_521 = l_368 * u32(10);
let l_522 = l_521 + u32(3);
let l_523 = shared_memory_307[l_522];
l_mut_371 = l_523;
let l_524 = l_368 * u32(10);
let l_525 = l_524 + u32(5);
let l_526 = l_525 + u32(3);
let l_527 = shared_memory_307[l_526];
l_mut_370 = l_527;
let l_528 = l_mut_371[u32(0)];
let l_529 = l_mut_370[u32(0)];
let l_530 = a_56[u32(12)];
let l_531 = l_530 * l_528;
l_mut_362 = l_mut_362 + l_531;
let l_532 = a_57[u32(12)];
let l_533 = l_532 * l_528;
l_mut_363 = l_mut_363 + l_533;
let l_534 = a_56[u32(12)];
let l_535 = l_534 * l_529;
l_mut_365 = l_mut_365 + l_535;
let l_536 = a_57[u32(12)];
let l_537 = l_536 * l_529;
l_mut_366 = l_mut_366 + l_537;
let l_538 = l_mut_371[u32(1)];
let l_539 = l_mut_370[u32(1)];
let l_540 = a_56[u32(13)];
let l_541 = l_540 * l_538;
l_mut_362 = l_mut_362 + l_541;
let l_542 = a_57[u32(13)];
let l_543 = l_542 * l_538;
l_mut_363 = l_mut_363 + l_543;
let l_544 = a_56[u32(13)];
let l_545 = l_544 * l_539;
l_mut_365 = l_mut_365 + l_545;
let l_546 = a_57[u32(13)];
let l_547 = l_546 * l_539;
l_mut_366 = l_mut_366 + l_547;
let l_548 = l_mut_371[u32(2)];
let l_549 = l_mut_370[u32(2)];
let l_550 = a_56[u32(14)];
let l_551 = l_550 * l_548;
l_mut_362 = l_mut_362 + l_551;
let l_552 = a_57[u32(14)];
let l_553 = l_552 * l_548;
l_mut_363 = l_mut_363 + l_553;
let l_554 = a_56[u32(14)];
let l_555 = l_554 * l_549;
l_mut_365 = l_mut_365 + l_555;
let l_556 = a_57[u32(14)];
let l_557 = l_556 * l_549;
l_mut_366 = l_mut_366 + l_557;
let l_558 = l_mut_371[u32(3)];
let l_559 = l_mut_370[u32(3)];
let l_560 = a_56[u32(15)];
let l_561 = l_560 * l_558;
l_mut_362 = l_mut_362 + l_561;
let l_562 = a_57[u32(15)];
let l_563 = l_562 * l_558;
l_mut_363 = l_mut_363 + l_563;
let l_564 = a_56[u32(15)];
let l_565 = l_564 * l_559;
l_mut_365 = l_mut_365 + l_565;
let l_566 = a_57[u32(15)];
let l_567 = l_566 * l_559;
l_mut_366 = l_mut_366 + l_567;
let l_568 = vec4<f32>(f32(0.0));
l_mut_373 = l_568;
l_mut_371 = l_mut_373;
let l_569 = vec4<f32>(f32(0.0));
l_mut_373 = l_569;
l_mut_370 = l_mut_373;
let l_570 = l_368 * u32(10);
let l_571 = l_570 + u32(4);
let l_572 = shared_memory_307[l_571];
l_mut_371 = l_572;
let l_573 = l_368 * u32(10);
let l_574 = l_573 + u32(5);
let l_575 = l_574 + u32(4);
let l_576 = shared_memory_307[l_575];
l_mut_370 = l_576;
let l_577 = l_mut_371[u32(0)];
let l_578 = l_mut_370[u32(0)];
let l_579 = a_56[u32(16)];
let l_580 = l_579 * l_577;
l_mut_362 = l_mut_362 + l_580;
let l_581 = a_57[u32(16)];
let l_582 = l_581 * l_577;
l_mut_363 = l_mut_363 + l_582;
let l_583 = a_56[u32(16)];
let l_584 = l_583 * l_578;
l_mut_365 = l_mut_365 + l_584;
let l_585 = a_57[u32(16)];
let l_586 = l_585 * l_578;
l_mut_366 = l_mut_366 + l_586;
let l_587 = l_mut_371[u32(1)];
let l_588 = l_mut_370[u32(1)];
let l_589 = a_56[u32(17)];
let l_590 = l_589 * l_587;
l_mut_362 = l_mut_362 + l_590;
let l_591 = a_57[u32(17)];
let l_592 = l_591 * l_587;
l_mut_363 = l_mut_363 + l_592;
let l_593 = a_56[u32(17)];
let l_594 = l_593 * l_588;
l_mut_365 = l_mut_365 + l_594;
let l_595 = a_57[u32(17)];
let l_596 = l_595 * l_588;
l_mut_366 = l_mut_366 + l_596;
let l_597 = l_mut_371[u32(2)];
let l_598 = l_mut_370[u32(2)];
let l_599 = a_56[u32(18)];
let l_600 = l_599 * l_597;
l_mut_362 = l_mut_362 + l_600;
let l_601 = a_57[u32(18)];
let l_602 = l_601 * l_597;
l_mut_363 = l_mut_363 + l_602;
let l_603 = a_56[u32(18)];
let l_604 = l_603 * l_598;
l_mut_365 = l_mut_365 + l_604;
let l_605 = a_57[u32(18)];
let l_606 = l_605 * l_598;
l_mut_366 = l_mut_366 + l_606;
let l_607 = l_mut_371[u32(3)];
let l_608 = l_mut_370[u32(3)];
let l_609 = a_56[u32(19)];
let l_610 = l_609 * l_607;
l_mut_362 = l_mut_362 + l_610;
let l_611 = a_57[u32(19)];
let l_612 = l_611 * l_607;
l_mut_363 = l_mut_363 + l_612;
let l_613 = a_56[u32(19)];
let l_614 = l_613 * l_608;
l_mut_365 = l_mut_365 + l_614;
let l_615 = a_57[u32(19)];
let l_616 = l_615 * l_608;
l_mut_366 = l_mut_366 + l_616;
let l_617 = vec4<f32>(f32(0.0));
l_mut_373 = l_617;
l_mut_371 = l_mut_373;
let l_618 = vec4<f32>(f32(0.0));
l_mut_373 = l_618;
l_mut_370 = l_mut_373;
l_mut_283 = u32(0);
let l_619 = l_368 * u32(2);
let l_620 = shared_memory_308[l_619];
l_mut_371 = l_620;
let l_621 = l_368 * u32(2);
let l_622 = l_621 + u32(1);
let l_623 = shared_memory_308[l_622];
l_mut_370 = l_623;
let l_624 = shared_memory_309[l_368];
l_mut_283 = l_624;
let l_625 = l_mut_370[u32(0)];
let l_626 = l_mut_370[u32(1)];
let l_627 = l_mut_371[u32(1)];
let l_628 = -l_627;
let l_629 = l_mut_371[u32(2)];
let l_630 = -l_629;
let l_631 = l_mut_371[u32(3)];
let l_632 = -l_631;
let l_633 = l_mut_283 * u32(128);
let l_634 = l_633 + l_mut_54;
let l_635 = u32(0) + l_634;
let l_636 = buffer_7_global[l_635];
let l_637 = l_mut_283 * u32(3);
let l_638 = l_637 * u32(128);
let l_639 = l_638 + l_mut_54;
let l_640 = u32(0) + l_639;
let l_641 = buffer_8_global[l_640];
let l_642 = l_mut_283 * u32(3);
let l_643 = l_642 * u32(128);
let l_644 = l_643 + u32(128);
let l_645 = l_644 + l_mut_54;
let l_646 = u32(0) + l_645;
let l_647 = buffer_8_global[l_646];
let l_648 = l_mut_283 * u32(3);
let l_649 = l_648 * u32(128);
let l_650 = l_649 + u32(256);
let l_651 = l_650 + l_mut_54;
let l_652 = u32(0) + l_651;
let l_653 = buffer_8_global[l_652];
let l_654 = l_641 * l_628;
let l_655 = l_647 * l_630;
let l_656 = l_654 + l_655;
let l_657 = l_653 * l_632;
let l_658 = l_656 + l_657;
let l_659 = l_mut_363 * l_625;
let l_660 = l_636 * l_251;
let l_661 = l_625 * l_mut_365;
let l_662 = l_626 * l_mut_362;
let l_663 = l_661 + l_662;
let l_664 = l_660 * l_663;
let l_665 = l_658 * l_257;
let l_666 = l_625 * l_mut_366;
let l_667 = l_626 * l_mut_363;
let l_668 = l_666 + l_667;
let l_669 = l_665 * l_668;
let l_670 = l_664 + l_669;
l_mut_354 = l_670;
let l_671 = l_659 * l_257;
let l_672 = l_641 * l_671;
l_mut_355 = l_672;
let l_673 = l_647 * l_671;
l_mut_356 = l_673;
let l_674 = l_653 * l_671;
l_mut_357 = l_674;
}
let l_675 = l_mut_51 * u32(128);
let l_676 = l_675 + l_mut_50;
let l_677 = l_676 * u32(9);
let l_678 = l_mut_350 * u32(4);
let l_679 = l_677 + l_678;
shared_memory_46[l_679] = l_mut_354;
let l_680 = l_679 + u32(1);
shared_memory_46[l_680] = l_mut_355;
let l_681 = l_679 + u32(2);
shared_memory_46[l_681] = l_mut_356;
let l_682 = l_679 + u32(3);
shared_memory_46[l_682] = l_mut_357;
}
workgroupBarrier();
l_mut_338 = local_idx;
loop {
let l_683 = l_mut_338 < u32(128);
let l_684 = !l_683;
if l_684 {
break;
}
let l_685 = l_mut_338 % u32(32);
let l_686 = l_mut_338 / u32(32);
l_mut_283 = u32(0);
l_mut_279 = l_685;
let l_687 = l_685 / u32(8);
l_mut_283 = l_687;
let l_688 = l_685 % u32(8);
l_mut_279 = l_688;
let l_689 = l_686 * u32(32);
let l_690 = l_689 + u32(32);
l_mut_691 = l_690;
let l_692 = l_mut_691 > u32(128);
if l_692 {
l_mut_691 = u32(128);
}
l_mut_367 = f32(0.0);
let l_693 = l_686 * u32(32);

for (var l_mut_694: u32 = l_693; l_mut_694 < l_mut_691; l_mut_694++) {
let l_695 = l_mut_283 * u32(128);
let l_696 = l_695 + l_mut_694;
let l_697 = l_696 * u32(9);
let l_698 = l_697 + l_mut_279;
let l_699 = shared_memory_46[l_698];
l_mut_367 = l_mut_367 + l_699;
}
let l_700 = l_686 * u32(32);
let l_701 = l_700 + l_685;
shared_memory_47[l_701] = l_mut_367;
l_mut_338 = l_mut_338 + u32(512);
}
workgroupBarrier();
l_mut_691 = local_idx;
loop {
let l_702 = l_mut_691 < u32(32);
let l_703 = !l_702;
if l_703 {
break;
}
l_mut_367 = f32(0.0);
let l_704 = u32(0) + l_mut_691;
let l_705 = shared_memory_47[l_704];
l_mut_367 = l_mut_367 + l_705;
let l_706 = u32(32) + l_mut_691;
let l_707 = shared_memory_47[l_706];
l_mut_367 = l_mut_367 + l_707;
let l_708 = u32(64) + l_mut_691;
let l_709 = shared_memory_47[l_708];
l_mut_367 = l_mut_367 + l_709;
let l_710 = u32(96) + l_mut_691;
let l_711 = shared_memory_47[l_710];
l_mut_367 = l_mut_367 + l_711;
shared_memory_48[l_mut_691] = l_mut_367;
l_mut_691 = l_mut_691 + u32(512);
}
workgroupBarrier();
l_mut_283 = local_idx;
loop {
let l_712 = l_mut_283 < u32(8);
let l_713 = !l_712;
if l_713 {
break;
}
let l_714 = l_mut_283 % u32(2);
let l_715 = l_714 * u32(4);
let l_716 = l_mut_283 / u32(2);
let l_717 = l_715 + l_716;
let l_718 = l_mut_298 + l_717;
let l_719 = l_718 < l_mut_276;
if l_719 {
let l_720 = l_269 + l_718;
l_mut_279 = l_720;
let l_721 = !l_mut_277;
if l_721 {
let l_722 = shared_memory_274[l_718];
l_mut_279 = l_722;
}
let l_723 = l_mut_283 * u32(4);
let l_724 = shared_memory_48[l_723];
let l_725 = l_mut_283 * u32(4);
let l_726 = l_725 + u32(1);
let l_727 = shared_memory_48[l_726];
let l_728 = l_mut_283 * u32(4);
let l_729 = l_728 + u32(2);
let l_730 = shared_memory_48[l_729];
let l_731 = l_mut_283 * u32(4);
let l_732 = l_731 + u32(3);
let l_733 = shared_memory_48[l_732];
let l_734 = l_mut_279 * u32(2);
let l_735 = u32(0) + l_734;
let l_736 = buffer_2_global[l_735];
let l_737 = l_736[u32(1)];
let l_738 = l_736[u32(2)];
let l_739 = l_736[u32(3)];
let l_740 = l_736[u32(0)];
let l_741 = f32(1.0) / l_740;
let l_742 = l_727 * l_737;
let l_743 = l_730 * l_738;
let l_744 = l_742 + l_743;
let l_745 = l_733 * l_739;
let l_746 = l_744 + l_745;
let l_747 = -l_746;
let l_748 = l_724 * l_737;
let l_749 = l_747 * l_737;
let l_750 = l_727 + l_749;
let l_751 = l_750 * l_741;
let l_752 = l_748 - l_751;
let l_753 = l_724 * l_738;
let l_754 = l_747 * l_738;
let l_755 = l_730 + l_754;
let l_756 = l_755 * l_741;
let l_757 = l_753 - l_756;
let l_758 = l_724 * l_739;
let l_759 = l_747 * l_739;
let l_760 = l_733 + l_759;
let l_761 = l_760 * l_741;
let l_762 = l_758 - l_761;
let l_763 = l_49 + l_mut_279;
let l_764 = l_763 * u32(3);
let l_765 = u32(0) + l_764;
let l_766 = buffer_13_global[l_765];
let l_767 = l_764 + u32(1);
let l_768 = u32(0) + l_767;
let l_769 = buffer_13_global[l_768];
let l_770 = l_764 + u32(2);
let l_771 = u32(0) + l_770;
let l_772 = buffer_13_global[l_771];
let l_773 = l_766 + l_752;
let l_774 = u32(0) + l_764;
buffer_13_global[l_774] = l_773;
let l_775 = l_764 + u32(1);
let l_776 = l_769 + l_757;
let l_777 = u32(0) + l_775;
buffer_13_global[l_777] = l_776;
let l_778 = l_764 + u32(2);
let l_779 = l_772 + l_762;
let l_780 = u32(0) + l_778;
buffer_13_global[l_780] = l_779;
}
l_mut_283 = l_mut_283 + u32(512);
}
workgroupBarrier();
l_mut_298 = l_mut_298 + u32(8);
}
let l_782 = local_idx == u32(0);
if l_782 {
shared_memory_781[u32(0)] = l_mut_40;
}
workgroupBarrier();
let l_783 = shared_memory_781[u32(0)];
let l_784 = l_783 == u32(2);
if l_784 {
let l_785 = u32(0) + l_mut_44;
let l_786 = buffer_0_global[l_785];
let l_787 = l_mut_45 * u32(512);
let l_788 = l_786 + l_787;
let l_789 = l_788 + local_idx;
let l_790 = l_mut_44 + u32(1);
let l_791 = u32(0) + l_790;
let l_792 = buffer_0_global[l_791];
l_mut_691 = u32(0);
l_mut_338 = l_789;
loop {
let l_793 = l_mut_338 < l_792;
let l_794 = !l_793;
if l_794 {
break;
}
let l_795 = u32(0) + l_mut_338;
let l_796 = buffer_15_global[l_795];
l_mut_298 = l_mut_338;
let l_797 = l_796 != u32(4294967295);
if l_797 {
let l_798 = u32(0) + l_mut_338;
let l_799 = buffer_14_global[l_798];
let l_800 = u32(0) + l_mut_338;
let l_801 = buffer_1_global[l_800];
let l_802 = l_799 * info.scalars_u32[3];
let l_803 = info.scalars_u32[3] - u32(1);
let l_804 = l_796 % info.scalars_u32[3];
let l_805 = l_803 - l_804;
let l_806 = l_802 + l_805;
let l_807 = u32(0) + l_801;
let l_808 = buffer_0_global[l_807];
let l_809 = l_801 + u32(1);
let l_810 = u32(0) + l_809;
let l_811 = buffer_0_global[l_810];
l_mut_294 = l_808;
l_mut_283 = l_811;
loop {
let l_812 = l_mut_294 < l_mut_283;
let l_813 = !l_812;
if l_813 {
break;
}
let l_814 = l_mut_294 + l_mut_283;
let l_815 = l_814 / u32(2);
let l_816 = u32(0) + l_815;
let l_817 = buffer_15_global[l_816];
let l_818 = l_817 < l_806;
if l_818 {
let l_819 = l_815 + u32(1);
l_mut_294 = l_819;
} else {
l_mut_283 = l_815;
}
}
let l_820 = l_801 + u32(1);
let l_821 = u32(0) + l_820;
let l_822 = buffer_0_global[l_821];
let l_823 = l_mut_294 < l_822;
l_mut_277 = l_823;
if l_mut_277 {
let l_824 = u32(0) + l_mut_294;
let l_825 = buffer_15_global[l_824];
let l_826 = l_825 == l_806;
l_mut_277 = l_826;
}
l_mut_298 = l_mut_294;
let l_827 = !l_mut_277;
if l_827 {
l_mut_691 = l_mut_691 + u32(1);
l_mut_298 = l_mut_338;
}
}
let l_828 = u32(0) + l_mut_338;
buffer_16_global[l_828] = l_mut_298;
l_mut_338 = l_mut_338 + u32(512);
}
let l_829 = l_mut_691 > u32(0);
if l_829 {
let l_830 = &buffer_17_global[u32(5)];
let l_831 = atomicAdd(l_830, l_mut_691);}
let l_832 = l_mut_45 == u32(0);
let l_833 = local_idx < u32(3);
let l_834 = l_832 && l_833;
if l_834 {
let l_835 = u32(3) * l_mut_44;
let l_836 = l_835 + local_idx;
let l_837 = u32(3) * l_mut_44;
let l_838 = l_837 + local_idx;
let l_839 = u32(0) + l_838;
let l_840 = buffer_18_global[l_839];
let l_841 = u32(0) + l_836;
buffer_19_global[l_841] = l_840;
}
let l_842 = l_mut_44 == u32(0);
let l_843 = l_mut_45 == u32(0);
let l_844 = l_842 && l_843;
let l_845 = local_idx == u32(0);
let l_846 = l_844 && l_845;
if l_846 {
let l_847 = &buffer_17_global[u32(9)];
atomicStore(l_847,u32(0));
let l_848 = &buffer_17_global[u32(0)];
let l_849 = atomicLoad(l_848);
let l_850 = &buffer_17_global[u32(1)];
let l_851 = atomicMax(l_850, l_849);}
}
}
