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

var<workgroup> shared_memory_295: array<vec4<f32>, 80>;

var<workgroup> shared_memory_296: array<vec4<f32>, 16>;

var<workgroup> shared_memory_297: array<u32, 8>;

var<workgroup> shared_memory_8: array<f32, 4352>;

var<workgroup> shared_memory_9: array<f32, 128>;

var<workgroup> shared_memory_10: array<f32, 32>;

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
var a_18: array<f32, 20>;

var a_19: array<f32, 20>;

var a_20: array<f32, 20>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_12: u32;
var l_mut_13: u32;
var l_mut_16: u32;
var l_mut_246: f32;
var l_mut_259: f32;
var l_mut_260: f32;
var l_mut_261: f32;
var l_mut_262: f32;
var l_mut_282: f32;
var l_mut_283: f32;
var l_mut_284: f32;
var l_mut_285: f32;
var l_mut_286: f32;
var l_mut_287: f32;
var l_mut_293: u32;
var l_mut_294: bool;
var l_mut_298: u32;
var l_mut_299: u32;
var l_mut_2: bool;
var l_mut_302: u32;
var l_mut_310: u32;
var l_mut_326: u32;
var l_mut_338: f32;
var l_mut_339: f32;
var l_mut_340: f32;
var l_mut_341: f32;
var l_mut_344: f32;
var l_mut_345: f32;
var l_mut_346: f32;
var l_mut_347: f32;
var l_mut_348: f32;
var l_mut_349: f32;
var l_mut_352: vec4<f32>;
var l_mut_353: vec4<f32>;
var l_mut_355: vec4<f32>;
var l_mut_6: u32;
var l_mut_769: u32;
var l_mut_7: u32;
let l_0 = info.scalars_u32[0] * u32(1);
let l_1 = workgroup_id_no_axis >= l_0;
if l_1 {
return;
}
l_mut_2 = bool(false);
let l_3 = &buffer_17_global[u32(8)];
let l_4 = atomicLoad(l_3);
let l_5 = l_4 == u32(2);
l_mut_2 = l_5;
l_mut_6 = workgroup_id_no_axis;
l_mut_7 = u32(0);
let l_11 = l_mut_7 * info.scalars_u32[1];
l_mut_12 = local_idx;
l_mut_13 = u32(0);
let l_14 = local_idx % u32(128);
l_mut_12 = l_14;
let l_15 = local_idx / u32(128);
l_mut_13 = l_15;
l_mut_16 = l_mut_12;
let l_17 = info.scalars_u32[2] * u32(20);
let l_21 = l_17 + u32(0);
let l_22 = l_21 + l_mut_16;
let l_23 = buffer_9_global[l_22];
a_18[u32(0)] = l_23;
let l_24 = l_17 + u32(0);
let l_25 = l_24 + u32(128);
let l_26 = l_25 + l_mut_16;
let l_27 = buffer_9_global[l_26];
a_19[u32(0)] = l_27;
let l_28 = l_17 + u32(0);
let l_29 = l_28 + u32(256);
let l_30 = l_29 + l_mut_16;
let l_31 = buffer_9_global[l_30];
a_20[u32(0)] = l_31;
let l_32 = l_17 + u32(384);
let l_33 = l_32 + l_mut_16;
let l_34 = buffer_9_global[l_33];
a_18[u32(1)] = l_34;
let l_35 = l_17 + u32(384);
let l_36 = l_35 + u32(128);
let l_37 = l_36 + l_mut_16;
let l_38 = buffer_9_global[l_37];
a_19[u32(1)] = l_38;
let l_39 = l_17 + u32(384);
let l_40 = l_39 + u32(256);
let l_41 = l_40 + l_mut_16;
let l_42 = buffer_9_global[l_41];
a_20[u32(1)] = l_42;
let l_43 = l_17 + u32(768);
let l_44 = l_43 + l_mut_16;
let l_45 = buffer_9_global[l_44];
a_18[u32(2)] = l_45;
let l_46 = l_17 + u32(768);
let l_47 = l_46 + u32(128);
let l_48 = l_47 + l_mut_16;
let l_49 = buffer_9_global[l_48];
a_19[u32(2)] = l_49;
let l_50 = l_17 + u32(768);
let l_51 = l_50 + u32(256);
let l_52 = l_51 + l_mut_16;
let l_53 = buffer_9_global[l_52];
a_20[u32(2)] = l_53;
let l_54 = l_17 + u32(1152);
let l_55 = l_54 + l_mut_16;
let l_56 = buffer_9_global[l_55];
a_18[u32(3)] = l_56;
let l_57 = l_17 + u32(1152);
let l_58 = l_57 + u32(128);
let l_59 = l_58 + l_mut_16;
let l_60 = buffer_9_global[l_59];
a_19[u32(3)] = l_60;
let l_61 = l_17 + u32(1152);
let l_62 = l_61 + u32(256);
let l_63 = l_62 + l_mut_16;
let l_64 = buffer_9_global[l_63];
a_20[u32(3)] = l_64;
let l_65 = l_17 + u32(1536);
let l_66 = l_65 + l_mut_16;
let l_67 = buffer_9_global[l_66];
a_18[u32(4)] = l_67;
let l_68 = l_17 + u32(1536);
let l_69 = l_68 + u32(128);
let l_70 = l_69 + l_mut_16;
let l_71 = buffer_9_global[l_70];
a_19[u32(4)] = l_71;
let l_72 = l_17 + u32(1536);
let l_73 = l_72 + u32(256);
let l_74 = l_73 + l_mut_16;
let l_75 = buffer_9_global[l_74];
a_20[u32(4)] = l_75;
let l_76 = l_17 + u32(1920);
let l_77 = l_76 + l_mut_16;
let l_78 = buffer_9_global[l_77];
a_18[u32(5)] = l_78;
let l_79 = l_17 + u32(1920);
let l_80 = l_79 + u32(128);
let l_81 = l_80 + l_mut_16;
let l_82 = buffer_9_global[l_81];
a_19[u32(5)] = l_82;
let l_83 = l_17 + u32(1920);
let l_84 = l_83 + u32(256);
let l_85 = l_84 + l_mut_16;
let l_86 = buffer_9_global[l_85];
a_20[u32(5)] = l_86;
let l_87 = l_17 + u32(2304);
let l_88 = l_87 + l_mut_16;
let l_89 = buffer_9_global[l_88];
a_18[u32(6)] = l_89;
let l_90 = l_17 + u32(2304);
let l_91 = l_90 + u32(128);
let l_92 = l_91 + l_mut_16;
let l_93 = buffer_9_global[l_92];
a_19[u32(6)] = l_93;
let l_94 = l_17 + u32(2304);
let l_95 = l_94 + u32(256);
let l_96 = l_95 + l_mut_16;
let l_97 = buffer_9_global[l_96];
a_20[u32(6)] = l_97;
let l_98 = l_17 + u32(2688);
let l_99 = l_98 + l_mut_16;
let l_100 = buffer_9_global[l_99];
a_18[u32(7)] = l_100;
let l_101 = l_17 + u32(2688);
let l_102 = l_101 + u32(128);
let l_103 = l_102 + l_mut_16;
let l_104 = buffer_9_global[l_103];
a_19[u32(7)] = l_104;
let l_105 = l_17 + u32(2688);
let l_106 = l_105 + u32(256);
let l_107 = l_106 + l_mut_16;
let l_108 = buffer_9_global[l_107];
a_20[u32(7)] = l_108;
let l_109 = l_17 + u32(3072);
let l_110 = l_109 + l_mut_16;
let l_111 = buffer_9_global[l_110];
a_18[u32(8)] = l_111;
let l_112 = l_17 + u32(3072);
let l_113 = l_112 + u32(128);
let l_114 = l_113 + l_mut_16;
let l_115 = buffer_9_global[l_114];
a_19[u32(8)] = l_115;
let l_116 = l_17 + u32(3072);
let l_117 = l_116 + u32(256);
let l_118 = l_117 + l_mut_16;
let l_119 = buffer_9_global[l_118];
a_20[u32(8)] = l_119;
let l_120 = l_17 + u32(3456);
let l_121 = l_120 + l_mut_16;
let l_122 = buffer_9_global[l_121];
a_18[u32(9)] = l_122;
let l_123 = l_17 + u32(3456);
let l_124 = l_123 + u32(128);
let l_125 = l_124 + l_mut_16;
let l_126 = buffer_9_global[l_125];
a_19[u32(9)] = l_126;
let l_127 = l_17 + u32(3456);
let l_128 = l_127 + u32(256);
let l_129 = l_128 + l_mut_16;
let l_130 = buffer_9_global[l_129];
a_20[u32(9)] = l_130;
let l_131 = l_17 + u32(3840);
let l_132 = l_131 + l_mut_16;
let l_133 = buffer_9_global[l_132];
a_18[u32(10)] = l_133;
let l_134 = l_17 + u32(3840);
let l_135 = l_134 + u32(128);
let l_136 = l_135 + l_mut_16;
let l_137 = buffer_9_global[l_136];
a_19[u32(10)] = l_137;
let l_138 = l_17 + u32(3840);
let l_139 = l_138 + u32(256);
let l_140 = l_139 + l_mut_16;
let l_141 = buffer_9_global[l_140];
a_20[u32(10)] = l_141;
let l_142 = l_17 + u32(4224);
let l_143 = l_142 + l_mut_16;
let l_144 = buffer_9_global[l_143];
a_18[u32(11)] = l_144;
let l_145 = l_17 + u32(4224);
let l_146 = l_145 + u32(128);
let l_147 = l_146 + l_mut_16;
let l_148 = buffer_9_global[l_147];
a_19[u32(11)] = l_148;
let l_149 = l_17 + u32(4224);
let l_150 = l_149 + u32(256);
let l_151 = l_150 + l_mut_16;
let l_152 = buffer_9_global[l_151];
a_20[u32(11)] = l_152;
let l_153 = l_17 + u32(4608);
let l_154 = l_153 + l_mut_16;
let l_155 = buffer_9_global[l_154];
a_18[u32(12)] = l_155;
let l_156 = l_17 + u32(4608);
let l_157 = l_156 + u32(128);
let l_158 = l_157 + l_mut_16;
let l_159 = buffer_9_global[l_158];
a_19[u32(12)] = l_159;
let l_160 = l_17 + u32(4608);
let l_161 = l_160 + u32(256);
let l_162 = l_161 + l_mut_16;
let l_163 = buffer_9_global[l_162];
a_20[u32(12)] = l_163;
let l_164 = l_17 + u32(4992);
let l_165 = l_164 + l_mut_16;
let l_166 = buffer_9_global[l_165];
a_18[u32(13)] = l_166;
let l_167 = l_17 + u32(4992);
let l_168 = l_167 + u32(128);
let l_169 = l_168 + l_mut_16;
let l_170 = buffer_9_global[l_169];
a_19[u32(13)] = l_170;
let l_171 = l_17 + u32(4992);
let l_172 = l_171 + u32(256);
let l_173 = l_172 + l_mut_16;
let l_174 = buffer_9_global[l_173];
a_20[u32(13)] = l_174;
let l_175 = l_17 + u32(5376);
let l_176 = l_175 + l_mut_16;
let l_177 = buffer_9_global[l_176];
a_18[u32(14)] = l_177;
let l_178 = l_17 + u32(5376);
let l_179 = l_178 + u32(128);
let l_180 = l_179 + l_mut_16;
let l_181 = buffer_9_global[l_180];
a_19[u32(14)] = l_181;
let l_182 = l_17 + u32(5376);
let l_183 = l_182 + u32(256);
let l_184 = l_183 + l_mut_16;
let l_185 = buffer_9_global[l_184];
a_20[u32(14)] = l_185;
let l_186 = l_17 + u32(5760);
let l_187 = l_186 + l_mut_16;
let l_188 = buffer_9_global[l_187];
a_18[u32(15)] = l_188;
let l_189 = l_17 + u32(5760);
let l_190 = l_189 + u32(128);
let l_191 = l_190 + l_mut_16;
let l_192 = buffer_9_global[l_191];
a_19[u32(15)] = l_192;
let l_193 = l_17 + u32(5760);
let l_194 = l_193 + u32(256);
let l_195 = l_194 + l_mut_16;
let l_196 = buffer_9_global[l_195];
a_20[u32(15)] = l_196;
let l_197 = l_17 + u32(6144);
let l_198 = l_197 + l_mut_16;
let l_199 = buffer_9_global[l_198];
a_18[u32(16)] = l_199;
let l_200 = l_17 + u32(6144);
let l_201 = l_200 + u32(128);
let l_202 = l_201 + l_mut_16;
let l_203 = buffer_9_global[l_202];
a_19[u32(16)] = l_203;
let l_204 = l_17 + u32(6144);
let l_205 = l_204 + u32(256);
let l_206 = l_205 + l_mut_16;
let l_207 = buffer_9_global[l_206];
a_20[u32(16)] = l_207;
let l_208 = l_17 + u32(6528);
let l_209 = l_208 + l_mut_16;
let l_210 = buffer_9_global[l_209];
a_18[u32(17)] = l_210;
let l_211 = l_17 + u32(6528);
let l_212 = l_211 + u32(128);
let l_213 = l_212 + l_mut_16;
let l_214 = buffer_9_global[l_213];
a_19[u32(17)] = l_214;
let l_215 = l_17 + u32(6528);
let l_216 = l_215 + u32(256);
let l_217 = l_216 + l_mut_16;
let l_218 = buffer_9_global[l_217];
a_20[u32(17)] = l_218;
let l_219 = l_17 + u32(6912);
let l_220 = l_219 + l_mut_16;
let l_221 = buffer_9_global[l_220];
a_18[u32(18)] = l_221;
let l_222 = l_17 + u32(6912);
let l_223 = l_222 + u32(128);
let l_224 = l_223 + l_mut_16;
let l_225 = buffer_9_global[l_224];
a_19[u32(18)] = l_225;
let l_226 = l_17 + u32(6912);
let l_227 = l_226 + u32(256);
let l_228 = l_227 + l_mut_16;
let l_229 = buffer_9_global[l_228];
a_20[u32(18)] = l_229;
let l_230 = l_17 + u32(7296);
let l_231 = l_230 + l_mut_16;
let l_232 = buffer_9_global[l_231];
a_18[u32(19)] = l_232;
let l_233 = l_17 + u32(7296);
let l_234 = l_233 + u32(128);
let l_235 = l_234 + l_mut_16;
let l_236 = buffer_9_global[l_235];
a_19[u32(19)] = l_236;
let l_237 = l_17 + u32(7296);
let l_238 = l_237 + u32(256);
let l_239 = l_238 + l_mut_16;
let l_240 = buffer_9_global[l_239];
a_20[u32(19)] = l_240;
let l_241 = info.scalars_u32[2] + l_mut_16;
let l_242 = buffer_10_global[l_241];
let l_243 = info.scalars_u32[2] + u32(128);
let l_244 = l_243 + l_mut_16;
let l_245 = buffer_10_global[l_244];
l_mut_246 = f32(0.0);
let l_247 = info.scalars_u32[2] + u32(256);
let l_248 = l_247 + l_mut_16;
let l_249 = buffer_10_global[l_248];
l_mut_246 = l_249;
let l_250 = l_mut_6 * u32(3);
let l_251 = l_250 * u32(128);
let l_252 = l_251 + l_mut_16;
let l_253 = buffer_5_global[l_252];
let l_254 = l_mut_6 * u32(3);
let l_255 = l_254 * u32(128);
let l_256 = l_255 + u32(128);
let l_257 = l_256 + l_mut_16;
let l_258 = buffer_5_global[l_257];
l_mut_259 = f32(0.0);
l_mut_260 = f32(0.0);
l_mut_261 = f32(0.0);
l_mut_262 = f32(0.0);
let l_263 = l_mut_6 * u32(3);
let l_264 = l_263 * u32(128);
let l_265 = l_264 + u32(256);
let l_266 = l_265 + l_mut_16;
let l_267 = buffer_5_global[l_266];
l_mut_259 = l_267;
let l_268 = l_mut_6 * u32(3);
let l_269 = l_268 * u32(128);
let l_270 = l_269 + l_mut_16;
let l_271 = buffer_6_global[l_270];
l_mut_260 = l_271;
let l_272 = l_mut_6 * u32(3);
let l_273 = l_272 * u32(128);
let l_274 = l_273 + u32(128);
let l_275 = l_274 + l_mut_16;
let l_276 = buffer_6_global[l_275];
l_mut_261 = l_276;
let l_277 = l_mut_6 * u32(3);
let l_278 = l_277 * u32(128);
let l_279 = l_278 + u32(256);
let l_280 = l_279 + l_mut_16;
let l_281 = buffer_6_global[l_280];
l_mut_262 = l_281;
l_mut_282 = f32(0.0);
l_mut_283 = f32(0.0);
l_mut_284 = f32(0.0);
l_mut_285 = f32(0.0);
l_mut_286 = f32(0.0);
l_mut_287 = f32(0.0);
let l_288 = buffer_0_global[l_mut_6];
let l_289 = l_mut_6 + u32(1);
let l_290 = buffer_0_global[l_289];
let l_292 = l_290 - l_288;
l_mut_293 = l_292;
l_mut_294 = bool(true);
l_mut_298 = u32(0);
l_mut_299 = u32(0);
loop {
let l_300 = l_mut_298 < l_mut_293;
let l_301 = !l_300;
if l_301 {
break;
}
l_mut_302 = local_idx;
loop {
let l_303 = l_mut_302 < u32(80);
let l_304 = !l_303;
if l_304 {
break;
}
let l_305 = l_mut_302 / u32(10);
let l_306 = l_mut_298 + l_305;
let l_307 = l_mut_302 % u32(10);
let l_308 = l_306 < l_mut_293;
if l_308 {
let l_309 = l_288 + l_306;
l_mut_310 = l_309;
let l_311 = l_307 < u32(5);
if l_311 {
let l_312 = l_mut_310 * u32(5);
let l_313 = l_312 + l_307;
let l_314 = buffer_3_global[l_313];
shared_memory_295[l_mut_302] = l_314;
} else {
let l_315 = l_mut_310 * u32(5);
let l_316 = l_315 + l_307;
let l_317 = l_316 - u32(5);
let l_318 = buffer_4_global[l_317];
shared_memory_295[l_mut_302] = l_318;
}
}
l_mut_302 = l_mut_302 + u32(256);
}
l_mut_310 = local_idx;
loop {
let l_319 = l_mut_310 < u32(24);
let l_320 = !l_319;
if l_320 {
break;
}
let l_321 = l_mut_310 / u32(3);
let l_322 = l_mut_310 % u32(3);
let l_323 = l_mut_298 + l_321;
let l_324 = l_323 < l_mut_293;
if l_324 {
let l_325 = l_288 + l_323;
l_mut_326 = l_325;
let l_327 = l_322 < u32(2);
if l_327 {
let l_328 = l_321 * u32(2);
let l_329 = l_328 + l_322;
let l_330 = l_mut_326 * u32(2);
let l_331 = l_330 + l_322;
let l_332 = buffer_2_global[l_331];
shared_memory_296[l_329] = l_332;
} else {
let l_333 = buffer_1_global[l_mut_326];
shared_memory_297[l_321] = l_333;
}
}
l_mut_310 = l_mut_310 + u32(256);
}
workgroupBarrier();

for (var l_mut_334: u32 = u32(0); l_mut_334 < u32(4); l_mut_334++) {
let l_335 = l_mut_334 * u32(2);
let l_336 = l_mut_298 + l_335;
let l_337 = l_336 + l_mut_13;
l_mut_338 = f32(0.0);
l_mut_339 = f32(0.0);
l_mut_340 = f32(0.0);
l_mut_341 = f32(0.0);
let l_342 = l_337 < l_mut_293;
if l_342 {
let l_343 = l_288 + l_337;
l_mut_326 = l_343;
l_mut_344 = l_242;
l_mut_345 = l_245;
l_mut_346 = l_mut_246;
l_mut_347 = f32(0.0);
l_mut_348 = f32(0.0);
l_mut_349 = f32(0.0);
let l_350 = l_337 - l_mut_298;
let l_351 = vec4<f32>(f32(0.0));
l_mut_352 = l_351;
l_mut_353 = l_mut_352;
let l_354 = vec4<f32>(f32(0.0));
l_mut_352 = l_354;
l_mut_355 = l_mut_352;
let l_356 = l_350 * u32(10);
let l_357 = l_356 + u32(0);
let l_358 = shared_memory_295[l_357];
l_mut_353 = l_358;
let l_359 = l_350 * u32(10);
let l_360 = l_359 + u32(5);
let l_361 = l_360 + u32(0);
let l_362 = shared_memory_295[l_361];
l_mut_355 = l_362;
let l_363 = l_mut_353[u32(0)];
let l_364 = l_mut_355[u32(0)];
let l_365 = a_18[u32(0)];
let l_366 = l_365 * l_363;
l_mut_344 = l_mut_344 + l_366;
let l_367 = a_19[u32(0)];
let l_368 = l_367 * l_363;
l_mut_345 = l_mut_345 + l_368;
let l_369 = a_20[u32(0)];
let l_370 = l_369 * l_363;
l_mut_346 = l_mut_346 + l_370;
let l_371 = a_18[u32(0)];
let l_372 = l_371 * l_364;
l_mut_347 = l_mut_347 + l_372;
let l_373 = a_19[u32(0)];
let l_374 = l_373 * l_364;
l_mut_348 = l_mut_348 + l_374;
let l_375 = a_20[u32(0)];
let l_376 = l_375 * l_364;
l_mut_349 = l_mut_349 + l_376;
let l_377 = l_mut_353[u32(1)];
let l_378 = l_mut_355[u32(1)];
let l_379 = a_18[u32(1)];
let l_380 = l_379 * l_377;
l_mut_344 = l_mut_344 + l_380;
let l_381 = a_19[u32(1)];
let l_382 = l_381 * l_377;
l_mut_345 = l_mut_345 + l_382;
let l_383 = a_20[u32(1)];
let l_384 = l_383 * l_377;
l_mut_346 = l_mut_346 + l_384;
let l_385 = a_18[u32(1)];
let l_386 = l_385 * l_378;
l_mut_347 = l_mut_347 + l_386;
let l_387 = a_19[u32(1)];
let l_388 = l_387 * l_378;
l_mut_348 = l_mut_348 + l_388;
let l_389 = a_20[u32(1)];
let l_390 = l_389 * l_378;
l_mut_349 = l_mut_349 + l_390;
let l_391 = l_mut_353[u32(2)];
let l_392 = l_mut_355[u32(2)];
let l_393 = a_18[u32(2)];
let l_394 = l_393 * l_391;
l_mut_344 = l_mut_344 + l_394;
let l_395 = a_19[u32(2)];
let l_396 = l_395 * l_391;
l_mut_345 = l_mut_345 + l_396;
let l_397 = a_20[u32(2)];
let l_398 = l_397 * l_391;
l_mut_346 = l_mut_346 + l_398;
let l_399 = a_18[u32(2)];
let l_400 = l_399 * l_392;
l_mut_347 = l_mut_347 + l_400;
let l_401 = a_19[u32(2)];
let l_402 = l_401 * l_392;
l_mut_348 = l_mut_348 + l_402;
let l_403 = a_20[u32(2)];
let l_404 = l_403 * l_392;
l_mut_349 = l_mut_349 + l_404;
let l_405 = l_mut_353[u32(3)];
let l_406 = l_mut_355[u32(3)];
let l_407 = a_18[u32(3)];
let l_408 = l_407 * l_405;
l_mut_344 = l_mut_344 + l_408;
let l_409 = a_19[u32(3)];
let l_410 = l_409 * l_405;
l_mut_345 = l_mut_345 + l_410;
let l_411 = a_20[u32(3)];
let l_412 = l_411 * l_405;
l_mut_346 = l_mut_346 + l_412;
let l_413 = a_18[u32(3)];
let l_414 = l_413 * l_406;
l_mut_347 = l_mut_347 + l_414;
let l_415 = a_19[u32(3)];
let l_416 = l_415 * l_406;
l_mut_348 = l_mut_348 + l_416;
let l_417 = a_20[u32(3)];
let l_418 = l_417 * l_406;
l_mut_349 = l_mut_349 + l_418;
let l_419 = vec4<f32>(f32(0.0));
l_mut_355 = l_419;
l_mut_353 = l_mut_355;
let l_420 = vec4<f32>(f32(0.0));
l_mut_355 = l_420;
l_mut_352 = l_mut_355;
let l_421 = l_350 * u32(10);
let l_422 = l_421 + u32(1);
let l_423 = shared_memory_295[l_422];
l_mut_353 = l_423;
let l_424 = l_350 * u32(10);
let l_425 = l_424 + u32(5);
let l_426 = l_425 + u32(1);
let l_427 = shared_memory_295[l_426];
l_mut_352 = l_427;
let l_428 = l_mut_353[u32(0)];
let l_429 = l_mut_352[u32(0)];
let l_430 = a_18[u32(4)];
let l_431 = l_430 * l_428;
l_mut_344 = l_mut_344 + l_431;
let l_432 = a_19[u32(4)];
let l_433 = l_432 * l_428;
l_mut_345 = l_mut_345 + l_433;
let l_434 = a_20[u32(4)];
let l_435 = l_434 * l_428;
l_mut_346 = l_mut_346 + l_435;
let l_436 = a_18[u32(4)];
let l_437 = l_436 * l_429;
l_mut_347 = l_mut_347 + l_437;
let l_438 = a_19[u32(4)];
let l_439 = l_438 * l_429;
l_mut_348 = l_mut_348 + l_439;
let l_440 = a_20[u32(4)];
let l_441 = l_440 * l_429;
l_mut_349 = l_mut_349 + l_441;
let l_442 = l_mut_353[u32(1)];
let l_443 = l_mut_352[u32(1)];
let l_444 = a_18[u32(5)];
let l_445 = l_444 * l_442;
l_mut_344 = l_mut_344 + l_445;
let l_446 = a_19[u32(5)];
let l_447 = l_446 * l_442;
l_mut_345 = l_mut_345 + l_447;
let l_448 = a_20[u32(5)];
let l_449 = l_448 * l_442;
l_mut_346 = l_mut_346 + l_449;
let l_450 = a_18[u32(5)];
let l_451 = l_450 * l_443;
l_mut_347 = l_mut_347 + l_451;
let l_452 = a_19[u32(5)];
let l_453 = l_452 * l_443;
l_mut_348 = l_mut_348 + l_453;
let l_454 = a_20[u32(5)];
let l_455 = l_454 * l_443;
l_mut_349 = l_mut_349 + l_455;
let l_456 = l_mut_353[u32(2)];
let l_457 = l_mut_352[u32(2)];
let l_458 = a_18[u32(6)];
let l_459 = l_458 * l_456;
l_mut_344 = l_mut_344 + l_459;
let l_460 = a_19[u32(6)];
let l_461 = l_460 * l_456;
l_mut_345 = l_mut_345 + l_461;
let l_462 = a_20[u32(6)];
let l_463 = l_462 * l_456;
l_mut_346 = l_mut_346 + l_463;
let l_464 = a_18[u32(6)];
let l_465 = l_464 * l_457;
l_mut_347 = l_mut_347 + l_465;
let l_466 = a_19[u32(6)];
let l_467 = l_466 * l_457;
l_mut_348 = l_mut_348 + l_467;
let l_468 = a_20[u32(6)];
let l_469 = l_468 * l_457;
l_mut_349 = l_mut_349 + l_469;
let l_470 = l_mut_353[u32(3)];
let l_471 = l_mut_352[u32(3)];
let l_472 = a_18[u32(7)];
let l_473 = l_472 * l_470;
l_mut_344 = l_mut_344 + l_473;
let l_474 = a_19[u32(7)];
let l_475 = l_474 * l_470;
l_mut_345 = l_mut_345 + l_475;
let l_476 = a_20[u32(7)];
let l_477 = l_476 * l_470;
l_mut_346 = l_mut_346 + l_477;
let l_478 = a_18[u32(7)];
let l_479 = l_478 * l_471;
l_mut_347 = l_mut_347 + l_479;
let l_480 = a_19[u32(7)];
let l_481 = l_480 * l_471;
l_mut_348 = l_mut_348 + l_481;
let l_482 = a_20[u32(7)];
let l_483 = l_482 * l_471;
l_mut_349 = l_mut_349 + l_483;
let l_484 = vec4<f32>(f32(0.0));
l_mut_355 = l_484;
l_mut_353 = l_mut_355;
let l_485 = vec4<f32>(f32(0.0));
l_mut_355 = l_485;
l_mut_352 = l_mut_355;
let l_486 = l_350 * u32(10);
let l_487 = l_486 + u32(2);
let l_488 = shared_memory_295[l_487];
l_mut_353 = l_488;
let l_489 = l_350 * u32(10);
let l_490 = l_489 + u32(5);
let l_491 = l_490 + u32(2);
let l_492 = shared_memory_295[l_491];
l_mut_352 = l_492;
let l_493 = l_mut_353[u32(0)];
let l_494 = l_mut_352[u32(0)];
let l_495 = a_18[u32(8)];
let l_496 = l_495 * l_493;
l_mut_344 = l_mut_344 + l_496;
let l_497 = a_19[u32(8)];
let l_498 = l_497 * l_493;
l_mut_345 = l_mut_345 + l_498;
let l_499 = a_20[u32(8)];
let l_500 = l_499 * l_493;
l_mut_346 = l_mut_346 + l_500;
let l_501 = a_18[u32(8)];
let l_502 = l_501 * l_494;
l_mut_347 = l_mut_347 + l_502;
let l_503 = a_19[u32(8)];
let l_504 = l_503 * l_494;
l_mut_348 = l_mut_348 + l_504;
let l_505 = a_20[u32(8)];
let l_506 = l_505 * l_494;
l_mut_349 = l_mut_349 + l_506;
let l_507 = l_mut_353[u32(1)];
let l_508 = l_mut_352[u32(1)];
let l_509 = a_18[u32(9)];
let l_510 = l_509 * l_507;
l_mut_344 = l_mut_344 + l_510;
let l_511 = a_19[u32(9)];
let l_512 = l_511 * l_507;
l_mut_345 = l_mut_345 + l_512;
let l_513 = a_20[u32(9)];
let l_514 = l_513 * l_507;
l_mut_346 = l_mut_346 + l_514;
let l_515 = a_18[u32(9)];
let l_516 = l_515 * l_508;
l_mut_347 = l_mut_347 + l_516;
let l_517 = a_19[u32(9)];
let l_518 = l_517 * l_508;
l_mut_348 = l_mut_348 + l_518;
let l_519 = a_20[u32(9)];
let l_520 = l_519 * l_508;
l_mut_349 = l_mut_349 + l_520;
let l_521 = l_mut_353[u32(2)];
let l_522 = l_mut_352[u32(2)];
let l_523 = a_18[u32(10)];
let l_524 = l_523 * l_521;
l_mut_344 = l_mut_344 + l_524;
let l_525 = a_19[u32(10)];
let l_526 = l_525 * l_521;
l_mut_345 = l_mut_345 + l_526;
let l_527 = a_20[u32(10)];
let l_528 = l_527 * l_521;
l_mut_346 = l_mut_346 + l_528;
let l_529 = a_18[u32(10)];
let l_530 = l_529 * l_522;
l_mut_347 = l_mut_347 + l_530;
let l_531 = a_19[u32(10)];
let l_532 = l_531 * l_522;
l_mut_348 = l_mut_348 + l_532;
let l_533 = a_20[u32(10)];
let l_534 = l_533 * l_522;
l_mut_349 = l_mut_349 + l_534;
let l_535 = l_mut_353[u32(3)];
let l_536 = l_mut_352[u32(3)];
let l_537 = a_18[u32(11)];
let l_538 = l_537 * l_535;
l_mut_344 = l_mut_344 + l_538;
let l_539 = a_19[u32(11)];
let l_540 = l_539 * l_535;
l_mut_345 = l_mut_345 + l_540;
let l_541 = a_20[u32(11)];
let l_542 = l_541 * l_535;
l_mut_346 = l_mut_346 + l_542;
let l_543 = a_18[u32(11)];
let l_544 = l_543 * l_536;
l_mut_347 = l_mut_347 + l_544;
let l_545 = a_19[u32(11)];
let l_546 = l_545 * l_536;
l_mut_348 = l_mut_348 + l_546;
let l_547 = a_20[u32(11)];
let l_548 = l_547 * l_536;
l_mut_349 = l_mut_349 + l_548;
let l_549 = vec4<f32>(f32(0.0));
l_mut_355 = l_549;
l_mut_353 = l_mut_355;
let l_550 = vec4<f32>(f32(0.0));
l_mut_355 = l_550;
l_mut_352 = l_mut_355;
let l_551 = l_350 * u32(10);
let l_552 = l_551 + u32(3);
let l_553 = shared_memory_295[l_552];
l_mut_353 = l_553;
let l_554 = l_350 * u32(10);
let l_555 = l_554 + u32(5);
let l_556 = l_555 + u32(3);
let l_557 = shared_memory_295[l_556];
l_mut_352 = l_557;
let l_558 = l_mut_353[u32(0)];
let l_559 = l_mut_352[u32(0)];
let l_560 = a_18[u32(12)];
let l_561 = l_560 * l_558;
l_mut_344 = l_mut_344 + l_561;
let l_562 = a_19[u32(12)];
let l_563 = l_562 * l_558;
l_mut_345 = l_mut_345 + l_563;
let l_564 = a_20[u32(12)];
let l_565 = l_564 * l_558;
l_mut_346 = l_mut_346 + l_565;
let l_566 = a_18[u32(12)];
let l_567 = l_566 * l_559;
l_mut_347 = l_mut_347 + l_567;
let l_568 = a_19[u32(12)];
let l_569 = l_568 * l_559;
l_mut_348 = l_mut_348 + l_569;
let l_570 = a_20[u32(12)];
let l_571 = l_570 * l_559;
l_mut_349 = l_mut_349 + l_571;
let l_572 = l_mut_353[u32(1)];
let l_573 = l_mut_352[u32(1)];
let l_574 = a_18[u32(13)];
let l_575 = l_574 * l_572;
l_mut_344 = l_mut_344 + l_575;
let l_576 = a_19[u32(13)];
let l_577 = l_576 * l_572;
l_mut_345 = l_mut_345 + l_577;
let l_578 = a_20[u32(13)];
let l_579 = l_578 * l_572;
l_mut_346 = l_mut_346 + l_579;
let l_580 = a_18[u32(13)];
let l_581 = l_580 * l_573;
l_mut_347 = l_mut_347 + l_581;
let l_582 = a_19[u32(13)];
let l_583 = l_582 * l_573;
l_mut_348 = l_mut_348 + l_583;
let l_584 = a_20[u32(13)];
let l_585 = l_584 * l_573;
l_mut_349 = l_mut_349 + l_585;
let l_586 = l_mut_353[u32(2)];
let l_587 = l_mut_352[u32(2)];
let l_588 = a_18[u32(14)];
let l_589 = l_588 * l_586;
l_mut_344 = l_mut_344 + l_589;
let l_590 = a_19[u32(14)];
let l_591 = l_590 * l_586;
l_mut_345 = l_mut_345 + l_591;
let l_592 = a_20[u32(14)];
let l_593 = l_592 * l_586;
l_mut_346 = l_mut_346 + l_593;
let l_594 = a_18[u32(14)];
let l_595 = l_594 * l_587;
l_mut_347 = l_mut_347 + l_595;
let l_596 = a_19[u32(14)];
let l_597 = l_596 * l_587;
l_mut_348 = l_mut_348 + l_597;
let l_598 = a_20[u32(14)];
let l_599 = l_598 * l_587;
l_mut_349 = l_mut_349 + l_599;
let l_600 = l_mut_353[u32(3)];
let l_601 = l_mut_352[u32(3)];
let l_602 = a_18[u32(15)];
let l_603 = l_602 * l_600;
l_mut_344 = l_mut_344 + l_603;
let l_604 = a_19[u32(15)];
let l_605 = l_604 * l_600;
l_mut_345 = l_mut_345 + l_605;
let l_606 = a_20[u32(15)];
let l_607 = l_606 * l_600;
l_mut_346 = l_mut_346 + l_607;
let l_608 = a_18[u32(15)];
let l_609 = l_608 * l_601;
l_mut_347 = l_mut_347 + l_609;
let l_610 = a_19[u32(15)];
let l_611 = l_610 * l_601;
l_mut_348 = l_mut_348 + l_611;
let l_612 = a_20[u32(15)];
let l_613 = l_612 * l_601;
l_mut_349 = l_mut_349 + l_613;
let l_614 = vec4<f32>(f32(0.0));
l_mut_355 = l_614;
l_mut_353 = l_mut_355;
let l_615 = vec4<f32>(f32(0.0));
l_mut_355 = l_615;
l_mut_352 = l_mut_355;
let l_616 = l_350 * u32(10);
let l_617 = l_616 + u32(4);
let l_618 = shared_memory_295[l_617];
l_mut_353 = l_618;
let l_619 = l_350 * u32(10);
let l_620 = l_619 + u32(5);
let l_621 = l_620 + u32(4);
let l_622 = shared_memory_295[l_621];
l_mut_352 = l_622;
let l_623 = l_mut_353[u32(0)];
let l_624 = l_mut_352[u32(0)];
let l_625 = a_18[u32(16)];
let l_626 = l_625 * l_623;
l_mut_344 = l_mut_344 + l_626;
let l_627 = a_19[u32(16)];
let l_628 = l_627 * l_623;
l_mut_345 = l_mut_345 + l_628;
let l_629 = a_20[u32(16)];
let l_630 = l_629 * l_623;
l_mut_346 = l_mut_346 + l_630;
let l_631 = a_18[u32(16)];
let l_632 = l_631 * l_624;
l_mut_347 = l_mut_347 + l_632;
let l_633 = a_19[u32(16)];
let l_634 = l_633 * l_624;
l_mut_348 = l_mut_348 + l_634;
let l_635 = a_20[u32(16)];
let l_636 = l_635 * l_624;
l_mut_349 = l_mut_349 + l_636;
let l_637 = l_mut_353[u32(1)];
let l_638 = l_mut_352[u32(1)];
let l_639 = a_18[u32(17)];
let l_640 = l_639 * l_637;
l_mut_344 = l_mut_344 + l_640;
let l_641 = a_19[u32(17)];
let l_642 = l_641 * l_637;
l_mut_345 = l_mut_345 + l_642;
let l_643 = a_20[u32(17)];
let l_644 = l_643 * l_637;
l_mut_346 = l_mut_346 + l_644;
let l_645 = a_18[u32(17)];
let l_646 = l_645 * l_638;
l_mut_347 = l_mut_347 + l_646;
let l_647 = a_19[u32(17)];
let l_648 = l_647 * l_638;
l_mut_348 = l_mut_348 + l_648;
let l_649 = a_20[u32(17)];
let l_650 = l_649 * l_638;
l_mut_349 = l_mut_349 + l_650;
let l_651 = l_mut_353[u32(2)];
let l_652 = l_mut_352[u32(2)];
let l_653 = a_18[u32(18)];
let l_654 = l_653 * l_651;
l_mut_344 = l_mut_344 + l_654;
let l_655 = a_19[u32(18)];
let l_656 = l_655 * l_651;
l_mut_345 = l_mut_345 + l_656;
let l_657 = a_20[u32(18)];
let l_658 = l_657 * l_651;
l_mut_346 = l_mut_346 + l_658;
let l_659 = a_18[u32(18)];
let l_660 = l_659 * l_652;
l_mut_347 = l_mut_347 + l_660;
let l_661 = a_19[u32(18)];
let l_662 = l_661 * l_652;
l_mut_348 = l_mut_348 + l_662;
let l_663 = a_20[u32(18)];
let l_664 = l_663 * l_652;
l_mut_349 = l_mut_349 + l_664;
let l_665 = l_mut_353[u32(3)];
let l_666 = l_mut_352[u32(3)];
let l_667 = a_18[u32(19)];
let l_668 = l_667 * l_665;
l_mut_344 = l_mut_344 + l_668;
let l_669 = a_19[u32(19)];
let l_670 = l_669 * l_665;
l_mut_345 = l_mut_345 + l_670;
let l_671 = a_20[u32(19)];
let l_672 = l_671 * l_665;
l_mut_346 = l_mut_346 + l_672;
let l_673 = a_18[u32(19)];
let l_674 = l_673 * l_666;
l_mut_347 = l_mut_347 + l_674;
let l_675 = a_19[u32(19)];
let l_676 = l_675 * l_666;
l_mut_348 = l_mut_348 + l_676;
let l_677 = a_20[u32(19)];
let l_678 = l_677 * l_666;
l_mut_349 = l_mut_349 + l_678;
let l_679 = vec4<f32>(f32(0.0));
l_mut_355 = l_679;
l_mut_353 = l_mut_355;
let l_680 = vec4<f32>(f32(0.0));
l_mut_355 = l_680;
l_mut_352 = l_mut_355;
l_mut_310 = u32(0);
let l_681 = l_350 * u32(2);
let l_682 = shared_memory_296[l_681];
l_mut_353 = l_682;
let l_683 = l_350 * u32(2);
let l_684 = l_683 + u32(1);
let l_685 = shared_memory_296[l_684];
l_mut_352 = l_685;
let l_686 = shared_memory_297[l_350];
l_mut_310 = l_686;
let l_687 = l_mut_352[u32(0)];
let l_688 = l_mut_352[u32(1)];
let l_689 = l_mut_353[u32(1)];
let l_690 = -l_689;
let l_691 = l_mut_353[u32(2)];
let l_692 = -l_691;
let l_693 = l_mut_353[u32(3)];
let l_694 = -l_693;
let l_695 = l_mut_310 * u32(128);
let l_696 = l_695 + l_mut_16;
let l_697 = buffer_7_global[l_696];
let l_698 = l_mut_310 * u32(3);
let l_699 = l_698 * u32(128);
let l_700 = l_699 + l_mut_16;
let l_701 = buffer_8_global[l_700];
let l_702 = l_mut_310 * u32(3);
let l_703 = l_702 * u32(128);
let l_704 = l_703 + u32(128);
let l_705 = l_704 + l_mut_16;
let l_706 = buffer_8_global[l_705];
let l_707 = l_mut_310 * u32(3);
let l_708 = l_707 * u32(128);
let l_709 = l_708 + u32(256);
let l_710 = l_709 + l_mut_16;
let l_711 = buffer_8_global[l_710];
let l_712 = l_701 * l_690;
let l_713 = l_706 * l_692;
let l_714 = l_712 + l_713;
let l_715 = l_711 * l_694;
let l_716 = l_714 + l_715;
let l_717 = l_mut_345 * l_687;
let l_718 = l_701 * l_mut_260;
let l_719 = l_706 * l_mut_261;
let l_720 = l_718 + l_719;
let l_721 = l_711 * l_mut_262;
let l_722 = l_720 + l_721;
let l_723 = l_mut_344 * l_687;
let l_724 = l_mut_346 * l_687;
let l_725 = l_723 * l_697;
l_mut_282 = l_mut_282 + l_725;
let l_726 = l_717 * l_716;
l_mut_283 = l_mut_283 + l_726;
let l_727 = l_724 * l_722;
l_mut_284 = l_mut_284 + l_727;
let l_728 = l_724 * l_mut_259;
let l_729 = l_728 * l_701;
l_mut_285 = l_mut_285 + l_729;
let l_730 = l_728 * l_706;
l_mut_286 = l_mut_286 + l_730;
let l_731 = l_728 * l_711;
l_mut_287 = l_mut_287 + l_731;
let l_732 = l_697 * l_253;
let l_733 = l_687 * l_mut_347;
let l_734 = l_688 * l_mut_344;
let l_735 = l_733 + l_734;
let l_736 = l_732 * l_735;
let l_737 = l_716 * l_258;
let l_738 = l_687 * l_mut_348;
let l_739 = l_688 * l_mut_345;
let l_740 = l_738 + l_739;
let l_741 = l_737 * l_740;
let l_742 = l_736 + l_741;
let l_743 = l_722 * l_mut_259;
let l_744 = l_687 * l_mut_349;
let l_745 = l_688 * l_mut_346;
let l_746 = l_744 + l_745;
let l_747 = l_743 * l_746;
let l_748 = l_742 + l_747;
l_mut_338 = l_748;
let l_749 = l_717 * l_258;
let l_750 = l_701 * l_749;
l_mut_339 = l_750;
let l_751 = l_706 * l_749;
l_mut_340 = l_751;
let l_752 = l_711 * l_749;
l_mut_341 = l_752;
}
let l_753 = l_mut_13 * u32(128);
let l_754 = l_753 + l_mut_12;
let l_755 = l_754 * u32(17);
let l_756 = l_mut_334 * u32(4);
let l_757 = l_755 + l_756;
shared_memory_8[l_757] = l_mut_338;
let l_758 = l_757 + u32(1);
shared_memory_8[l_758] = l_mut_339;
let l_759 = l_757 + u32(2);
shared_memory_8[l_759] = l_mut_340;
let l_760 = l_757 + u32(3);
shared_memory_8[l_760] = l_mut_341;
}
workgroupBarrier();
l_mut_326 = local_idx;
loop {
let l_761 = l_mut_326 < u32(128);
let l_762 = !l_761;
if l_762 {
break;
}
let l_763 = l_mut_326 % u32(32);
let l_764 = l_mut_326 / u32(32);
l_mut_310 = u32(0);
l_mut_302 = l_763;
let l_765 = l_763 / u32(16);
l_mut_310 = l_765;
let l_766 = l_763 % u32(16);
l_mut_302 = l_766;
let l_767 = l_764 * u32(32);
let l_768 = l_767 + u32(32);
l_mut_769 = l_768;
let l_770 = l_mut_769 > u32(128);
if l_770 {
l_mut_769 = u32(128);
}
l_mut_349 = f32(0.0);
let l_771 = l_764 * u32(32);

for (var l_mut_772: u32 = l_771; l_mut_772 < l_mut_769; l_mut_772++) {
let l_773 = l_mut_310 * u32(128);
let l_774 = l_773 + l_mut_772;
let l_775 = l_774 * u32(17);
let l_776 = l_775 + l_mut_302;
let l_777 = shared_memory_8[l_776];
l_mut_349 = l_mut_349 + l_777;
}
let l_778 = l_764 * u32(32);
let l_779 = l_778 + l_763;
shared_memory_9[l_779] = l_mut_349;
l_mut_326 = l_mut_326 + u32(256);
}
workgroupBarrier();
l_mut_769 = local_idx;
loop {
let l_780 = l_mut_769 < u32(32);
let l_781 = !l_780;
if l_781 {
break;
}
l_mut_349 = f32(0.0);
let l_782 = u32(0) + l_mut_769;
let l_783 = shared_memory_9[l_782];
l_mut_349 = l_mut_349 + l_783;
let l_784 = u32(32) + l_mut_769;
let l_785 = shared_memory_9[l_784];
l_mut_349 = l_mut_349 + l_785;
let l_786 = u32(64) + l_mut_769;
let l_787 = shared_memory_9[l_786];
l_mut_349 = l_mut_349 + l_787;
let l_788 = u32(96) + l_mut_769;
let l_789 = shared_memory_9[l_788];
l_mut_349 = l_mut_349 + l_789;
shared_memory_10[l_mut_769] = l_mut_349;
l_mut_769 = l_mut_769 + u32(256);
}
workgroupBarrier();
l_mut_310 = local_idx;
loop {
let l_790 = l_mut_310 < u32(8);
let l_791 = !l_790;
if l_791 {
break;
}
let l_792 = l_mut_310 % u32(4);
let l_793 = l_792 * u32(2);
let l_794 = l_mut_310 / u32(4);
let l_795 = l_793 + l_794;
let l_796 = l_mut_298 + l_795;
let l_797 = l_796 < l_mut_293;
if l_797 {
let l_798 = l_288 + l_796;
l_mut_302 = l_798;
let l_799 = l_mut_310 * u32(4);
let l_800 = shared_memory_10[l_799];
let l_801 = l_mut_310 * u32(4);
let l_802 = l_801 + u32(1);
let l_803 = shared_memory_10[l_802];
let l_804 = l_mut_310 * u32(4);
let l_805 = l_804 + u32(2);
let l_806 = shared_memory_10[l_805];
let l_807 = l_mut_310 * u32(4);
let l_808 = l_807 + u32(3);
let l_809 = shared_memory_10[l_808];
let l_810 = l_mut_302 * u32(2);
let l_811 = buffer_2_global[l_810];
let l_812 = l_811[u32(1)];
let l_813 = l_811[u32(2)];
let l_814 = l_811[u32(3)];
let l_815 = l_811[u32(0)];
let l_816 = f32(1.0) / l_815;
let l_817 = l_803 * l_812;
let l_818 = l_806 * l_813;
let l_819 = l_817 + l_818;
let l_820 = l_809 * l_814;
let l_821 = l_819 + l_820;
let l_822 = -l_821;
let l_823 = l_800 * l_812;
let l_824 = l_822 * l_812;
let l_825 = l_803 + l_824;
let l_826 = l_825 * l_816;
let l_827 = l_823 - l_826;
let l_828 = l_800 * l_813;
let l_829 = l_822 * l_813;
let l_830 = l_806 + l_829;
let l_831 = l_830 * l_816;
let l_832 = l_828 - l_831;
let l_833 = l_800 * l_814;
let l_834 = l_822 * l_814;
let l_835 = l_809 + l_834;
let l_836 = l_835 * l_816;
let l_837 = l_833 - l_836;
let l_838 = l_11 + l_mut_302;
let l_839 = l_838 * u32(3);
buffer_13_global[l_839] = l_827;
let l_840 = l_839 + u32(1);
buffer_13_global[l_840] = l_832;
let l_841 = l_839 + u32(2);
buffer_13_global[l_841] = l_837;
}
l_mut_310 = l_mut_310 + u32(256);
}
workgroupBarrier();
l_mut_298 = l_mut_298 + u32(8);
}
let l_842 = l_mut_13 * u32(6);
let l_843 = l_842 * u32(128);
let l_844 = l_843 + l_mut_12;
shared_memory_8[l_844] = l_mut_282;
let l_845 = l_844 + u32(128);
shared_memory_8[l_845] = l_mut_283;
let l_846 = l_844 + u32(256);
shared_memory_8[l_846] = l_mut_284;
let l_847 = l_844 + u32(384);
shared_memory_8[l_847] = l_mut_285;
let l_848 = l_844 + u32(512);
shared_memory_8[l_848] = l_mut_286;
let l_849 = l_844 + u32(640);
shared_memory_8[l_849] = l_mut_287;
workgroupBarrier();
let l_850 = l_mut_13 == u32(0);
if l_850 {
let l_851 = u32(768) + l_mut_12;
let l_852 = shared_memory_8[l_851];
l_mut_282 = l_mut_282 + l_852;
let l_853 = l_851 + u32(128);
let l_854 = shared_memory_8[l_853];
l_mut_283 = l_mut_283 + l_854;
let l_855 = l_851 + u32(256);
let l_856 = shared_memory_8[l_855];
l_mut_284 = l_mut_284 + l_856;
let l_857 = l_851 + u32(384);
let l_858 = shared_memory_8[l_857];
l_mut_285 = l_mut_285 + l_858;
let l_859 = l_851 + u32(512);
let l_860 = shared_memory_8[l_859];
l_mut_286 = l_mut_286 + l_860;
let l_861 = l_851 + u32(640);
let l_862 = shared_memory_8[l_861];
l_mut_287 = l_mut_287 + l_862;
}
let l_863 = l_mut_13 == u32(0);
if l_863 {
let l_864 = l_mut_6 * u32(3);
let l_865 = l_864 * u32(128);
let l_866 = l_865 + l_mut_16;
let l_867 = buffer_8_global[l_866];
let l_868 = l_mut_6 * u32(3);
let l_869 = l_868 * u32(128);
let l_870 = l_869 + u32(128);
let l_871 = l_870 + l_mut_16;
let l_872 = buffer_8_global[l_871];
let l_873 = l_mut_6 * u32(3);
let l_874 = l_873 * u32(128);
let l_875 = l_874 + u32(256);
let l_876 = l_875 + l_mut_16;
let l_877 = buffer_8_global[l_876];
let l_878 = l_mut_6 * u32(3);
let l_879 = l_878 * u32(128);
let l_880 = l_879 + l_mut_16;
buffer_11_global[l_880] = l_mut_282;
let l_881 = l_mut_6 * u32(3);
let l_882 = l_881 * u32(128);
let l_883 = l_882 + u32(128);
let l_884 = l_883 + l_mut_16;
buffer_11_global[l_884] = l_mut_283;
let l_885 = l_mut_6 * u32(3);
let l_886 = l_885 * u32(128);
let l_887 = l_886 + u32(256);
let l_888 = l_887 + l_mut_16;
buffer_11_global[l_888] = l_mut_284;
let l_889 = l_mut_6 * u32(3);
let l_890 = l_889 * u32(128);
let l_891 = l_890 + l_mut_16;
let l_892 = l_867 + l_mut_285;
buffer_12_global[l_891] = l_892;
let l_893 = l_mut_6 * u32(3);
let l_894 = l_893 * u32(128);
let l_895 = l_894 + u32(128);
let l_896 = l_895 + l_mut_16;
let l_897 = l_872 + l_mut_286;
buffer_12_global[l_896] = l_897;
let l_898 = l_mut_6 * u32(3);
let l_899 = l_898 * u32(128);
let l_900 = l_899 + u32(256);
let l_901 = l_900 + l_mut_16;
let l_902 = l_877 + l_mut_287;
buffer_12_global[l_901] = l_902;
}
if l_mut_2 {
let l_903 = buffer_0_global[l_mut_6];
let l_904 = l_mut_7 * u32(256);
let l_905 = l_903 + l_904;
let l_906 = l_905 + local_idx;
let l_907 = l_mut_6 + u32(1);
let l_908 = buffer_0_global[l_907];
l_mut_769 = u32(0);
l_mut_326 = l_906;
loop {
let l_909 = l_mut_326 < l_908;
let l_910 = !l_909;
if l_910 {
break;
}
let l_911 = buffer_14_global[l_mut_326];
let l_912 = buffer_1_global[l_mut_326];
let l_913 = l_911 * info.scalars_u32[3];
let l_914 = info.scalars_u32[3] - u32(1);
let l_915 = buffer_15_global[l_mut_326];
let l_916 = l_915 % info.scalars_u32[3];
let l_917 = l_914 - l_916;
let l_918 = l_913 + l_917;
let l_919 = buffer_0_global[l_912];
l_mut_310 = l_919;
let l_920 = l_912 + u32(1);
let l_921 = buffer_0_global[l_920];
l_mut_302 = l_921;
loop {
let l_922 = l_mut_310 < l_mut_302;
let l_923 = !l_922;
if l_923 {
break;
}
let l_924 = l_mut_310 + l_mut_302;
let l_925 = l_924 / u32(2);
let l_926 = buffer_15_global[l_925];
let l_927 = l_926 < l_918;
if l_927 {
let l_928 = l_925 + u32(1);
l_mut_310 = l_928;
} else {
l_mut_302 = l_925;
}
}
let l_929 = l_912 + u32(1);
let l_930 = buffer_0_global[l_929];
let l_931 = l_mut_310 < l_930;
l_mut_294 = l_931;
if l_mut_294 {
let l_932 = buffer_15_global[l_mut_310];
let l_933 = l_932 == l_918;
l_mut_294 = l_933;
}
l_mut_299 = l_mut_310;
let l_934 = !l_mut_294;
if l_934 {
l_mut_769 = l_mut_769 + u32(1);
l_mut_299 = l_mut_326;
}
buffer_16_global[l_mut_326] = l_mut_299;
l_mut_326 = l_mut_326 + u32(256);
}
let l_935 = l_mut_769 > u32(0);
if l_935 {
let l_936 = &buffer_17_global[u32(5)];
let l_937 = atomicAdd(l_936, l_mut_769);}
let l_938 = l_mut_7 == u32(0);
let l_939 = local_idx < u32(3);
let l_940 = l_938 && l_939;
if l_940 {
let l_941 = u32(3) * l_mut_6;
let l_942 = l_941 + local_idx;
let l_943 = u32(3) * l_mut_6;
let l_944 = l_943 + local_idx;
let l_945 = buffer_18_global[l_944];
buffer_19_global[l_942] = l_945;
}
}
}
