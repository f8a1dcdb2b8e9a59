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

var<workgroup> shared_memory_1: array<f32, 4224>;

var<workgroup> shared_memory_2: array<f32, 128>;

var<workgroup> shared_memory_3: array<f32, 32>;

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
var a_7: array<f32, 20>;

var a_8: array<f32, 20>;

var a_9: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_155: f32;
var l_mut_165: f32;
var l_mut_166: f32;
var l_mut_167: f32;
var l_mut_168: f32;
var l_mut_169: f32;
var l_mut_170: f32;
var l_mut_171: f32;
var l_mut_172: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_180: u32;
var l_mut_181: bool;
var l_mut_185: u32;
var l_mut_186: u32;
var l_mut_193: f32;
var l_mut_194: f32;
var l_mut_195: f32;
var l_mut_196: f32;
var l_mut_199: u32;
var l_mut_200: f32;
var l_mut_201: f32;
var l_mut_202: f32;
var l_mut_203: f32;
var l_mut_204: f32;
var l_mut_205: f32;
var l_mut_208: vec4<f32>;
var l_mut_209: vec4<f32>;
var l_mut_211: vec4<f32>;
var l_mut_452: u32;
var l_mut_4: u32;
var l_mut_517: u32;
var l_mut_520: u32;
var l_mut_5: u32;
let l_0 = workgroup_id_no_axis >= info.scalars_u32[0];
if l_0 {
return;
}
l_mut_4 = local_idx;
l_mut_5 = u32(0);
let l_6 = info.scalars_u32[1] * u32(20);
let l_10 = l_6 + u32(0);
let l_11 = l_10 + l_mut_4;
let l_12 = buffer_9_global[l_11];
a_7[u32(0)] = l_12;
let l_13 = l_6 + u32(0);
let l_14 = l_13 + u32(128);
let l_15 = l_14 + l_mut_4;
let l_16 = buffer_9_global[l_15];
a_8[u32(0)] = l_16;
let l_17 = l_6 + u32(384);
let l_18 = l_17 + l_mut_4;
let l_19 = buffer_9_global[l_18];
a_7[u32(1)] = l_19;
let l_20 = l_6 + u32(384);
let l_21 = l_20 + u32(128);
let l_22 = l_21 + l_mut_4;
let l_23 = buffer_9_global[l_22];
a_8[u32(1)] = l_23;
let l_24 = l_6 + u32(768);
let l_25 = l_24 + l_mut_4;
let l_26 = buffer_9_global[l_25];
a_7[u32(2)] = l_26;
let l_27 = l_6 + u32(768);
let l_28 = l_27 + u32(128);
let l_29 = l_28 + l_mut_4;
let l_30 = buffer_9_global[l_29];
a_8[u32(2)] = l_30;
let l_31 = l_6 + u32(1152);
let l_32 = l_31 + l_mut_4;
let l_33 = buffer_9_global[l_32];
a_7[u32(3)] = l_33;
let l_34 = l_6 + u32(1152);
let l_35 = l_34 + u32(128);
let l_36 = l_35 + l_mut_4;
let l_37 = buffer_9_global[l_36];
a_8[u32(3)] = l_37;
let l_38 = l_6 + u32(1536);
let l_39 = l_38 + l_mut_4;
let l_40 = buffer_9_global[l_39];
a_7[u32(4)] = l_40;
let l_41 = l_6 + u32(1536);
let l_42 = l_41 + u32(128);
let l_43 = l_42 + l_mut_4;
let l_44 = buffer_9_global[l_43];
a_8[u32(4)] = l_44;
let l_45 = l_6 + u32(1920);
let l_46 = l_45 + l_mut_4;
let l_47 = buffer_9_global[l_46];
a_7[u32(5)] = l_47;
let l_48 = l_6 + u32(1920);
let l_49 = l_48 + u32(128);
let l_50 = l_49 + l_mut_4;
let l_51 = buffer_9_global[l_50];
a_8[u32(5)] = l_51;
let l_52 = l_6 + u32(2304);
let l_53 = l_52 + l_mut_4;
let l_54 = buffer_9_global[l_53];
a_7[u32(6)] = l_54;
let l_55 = l_6 + u32(2304);
let l_56 = l_55 + u32(128);
let l_57 = l_56 + l_mut_4;
let l_58 = buffer_9_global[l_57];
a_8[u32(6)] = l_58;
let l_59 = l_6 + u32(2688);
let l_60 = l_59 + l_mut_4;
let l_61 = buffer_9_global[l_60];
a_7[u32(7)] = l_61;
let l_62 = l_6 + u32(2688);
let l_63 = l_62 + u32(128);
let l_64 = l_63 + l_mut_4;
let l_65 = buffer_9_global[l_64];
a_8[u32(7)] = l_65;
let l_66 = l_6 + u32(3072);
let l_67 = l_66 + l_mut_4;
let l_68 = buffer_9_global[l_67];
a_7[u32(8)] = l_68;
let l_69 = l_6 + u32(3072);
let l_70 = l_69 + u32(128);
let l_71 = l_70 + l_mut_4;
let l_72 = buffer_9_global[l_71];
a_8[u32(8)] = l_72;
let l_73 = l_6 + u32(3456);
let l_74 = l_73 + l_mut_4;
let l_75 = buffer_9_global[l_74];
a_7[u32(9)] = l_75;
let l_76 = l_6 + u32(3456);
let l_77 = l_76 + u32(128);
let l_78 = l_77 + l_mut_4;
let l_79 = buffer_9_global[l_78];
a_8[u32(9)] = l_79;
let l_80 = l_6 + u32(3840);
let l_81 = l_80 + l_mut_4;
let l_82 = buffer_9_global[l_81];
a_7[u32(10)] = l_82;
let l_83 = l_6 + u32(3840);
let l_84 = l_83 + u32(128);
let l_85 = l_84 + l_mut_4;
let l_86 = buffer_9_global[l_85];
a_8[u32(10)] = l_86;
let l_87 = l_6 + u32(4224);
let l_88 = l_87 + l_mut_4;
let l_89 = buffer_9_global[l_88];
a_7[u32(11)] = l_89;
let l_90 = l_6 + u32(4224);
let l_91 = l_90 + u32(128);
let l_92 = l_91 + l_mut_4;
let l_93 = buffer_9_global[l_92];
a_8[u32(11)] = l_93;
let l_94 = l_6 + u32(4608);
let l_95 = l_94 + l_mut_4;
let l_96 = buffer_9_global[l_95];
a_7[u32(12)] = l_96;
let l_97 = l_6 + u32(4608);
let l_98 = l_97 + u32(128);
let l_99 = l_98 + l_mut_4;
let l_100 = buffer_9_global[l_99];
a_8[u32(12)] = l_100;
let l_101 = l_6 + u32(4992);
let l_102 = l_101 + l_mut_4;
let l_103 = buffer_9_global[l_102];
a_7[u32(13)] = l_103;
let l_104 = l_6 + u32(4992);
let l_105 = l_104 + u32(128);
let l_106 = l_105 + l_mut_4;
let l_107 = buffer_9_global[l_106];
a_8[u32(13)] = l_107;
let l_108 = l_6 + u32(5376);
let l_109 = l_108 + l_mut_4;
let l_110 = buffer_9_global[l_109];
a_7[u32(14)] = l_110;
let l_111 = l_6 + u32(5376);
let l_112 = l_111 + u32(128);
let l_113 = l_112 + l_mut_4;
let l_114 = buffer_9_global[l_113];
a_8[u32(14)] = l_114;
let l_115 = l_6 + u32(5760);
let l_116 = l_115 + l_mut_4;
let l_117 = buffer_9_global[l_116];
a_7[u32(15)] = l_117;
let l_118 = l_6 + u32(5760);
let l_119 = l_118 + u32(128);
let l_120 = l_119 + l_mut_4;
let l_121 = buffer_9_global[l_120];
a_8[u32(15)] = l_121;
let l_122 = l_6 + u32(6144);
let l_123 = l_122 + l_mut_4;
let l_124 = buffer_9_global[l_123];
a_7[u32(16)] = l_124;
let l_125 = l_6 + u32(6144);
let l_126 = l_125 + u32(128);
let l_127 = l_126 + l_mut_4;
let l_128 = buffer_9_global[l_127];
a_8[u32(16)] = l_128;
let l_129 = l_6 + u32(6528);
let l_130 = l_129 + l_mut_4;
let l_131 = buffer_9_global[l_130];
a_7[u32(17)] = l_131;
let l_132 = l_6 + u32(6528);
let l_133 = l_132 + u32(128);
let l_134 = l_133 + l_mut_4;
let l_135 = buffer_9_global[l_134];
a_8[u32(17)] = l_135;
let l_136 = l_6 + u32(6912);
let l_137 = l_136 + l_mut_4;
let l_138 = buffer_9_global[l_137];
a_7[u32(18)] = l_138;
let l_139 = l_6 + u32(6912);
let l_140 = l_139 + u32(128);
let l_141 = l_140 + l_mut_4;
let l_142 = buffer_9_global[l_141];
a_8[u32(18)] = l_142;
let l_143 = l_6 + u32(7296);
let l_144 = l_143 + l_mut_4;
let l_145 = buffer_9_global[l_144];
a_7[u32(19)] = l_145;
let l_146 = l_6 + u32(7296);
let l_147 = l_146 + u32(128);
let l_148 = l_147 + l_mut_4;
let l_149 = buffer_9_global[l_148];
a_8[u32(19)] = l_149;
a_9[u32(0)] = f32(0.0);
let l_150 = info.scalars_u32[1] + l_mut_4;
let l_151 = buffer_10_global[l_150];
let l_152 = info.scalars_u32[1] + u32(128);
let l_153 = l_152 + l_mut_4;
let l_154 = buffer_10_global[l_153];
l_mut_155 = f32(0.0);
let l_156 = workgroup_id_no_axis * u32(3);
let l_157 = l_156 * u32(128);
let l_158 = l_157 + l_mut_4;
let l_159 = buffer_5_global[l_158];
let l_160 = workgroup_id_no_axis * u32(3);
let l_161 = l_160 * u32(128);
let l_162 = l_161 + u32(128);
let l_163 = l_162 + l_mut_4;
let l_164 = buffer_5_global[l_163];
l_mut_165 = f32(0.0);
l_mut_166 = f32(0.0);
l_mut_167 = f32(0.0);
l_mut_168 = f32(0.0);
l_mut_169 = f32(0.0);
l_mut_170 = f32(0.0);
l_mut_171 = f32(0.0);
l_mut_172 = f32(0.0);
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
let l_175 = buffer_0_global[workgroup_id_no_axis];
let l_176 = workgroup_id_no_axis + u32(1);
let l_177 = buffer_0_global[l_176];
let l_179 = l_177 - l_175;
l_mut_180 = l_179;
l_mut_181 = bool(true);
l_mut_185 = u32(0);
l_mut_186 = u32(0);
loop {
let l_187 = l_mut_185 < l_mut_180;
let l_188 = !l_187;
if l_188 {
break;
}

for (var l_mut_189: u32 = u32(0); l_mut_189 < u32(8); l_mut_189++) {
let l_190 = l_mut_189 * u32(1);
let l_191 = l_mut_185 + l_190;
let l_192 = l_191 + l_mut_5;
l_mut_193 = f32(0.0);
l_mut_194 = f32(0.0);
l_mut_195 = f32(0.0);
l_mut_196 = f32(0.0);
let l_197 = l_192 < l_mut_180;
if l_197 {
let l_198 = l_175 + l_192;
l_mut_199 = l_198;
l_mut_200 = l_151;
l_mut_201 = l_154;
l_mut_202 = l_mut_155;
l_mut_203 = f32(0.0);
l_mut_204 = f32(0.0);
l_mut_205 = f32(0.0);
let l_206 = l_192 - l_mut_185;
let l_207 = vec4<f32>(f32(0.0));
l_mut_208 = l_207;
l_mut_209 = l_mut_208;
let l_210 = vec4<f32>(f32(0.0));
l_mut_208 = l_210;
l_mut_211 = l_mut_208;
let l_212 = l_mut_199 * u32(5);
let l_213 = l_212 + u32(0);
let l_214 = buffer_3_global[l_213];
l_mut_209 = l_214;
let l_215 = l_mut_199 * u32(5);
let l_216 = l_215 + u32(0);
let l_217 = buffer_4_global[l_216];
l_mut_211 = l_217;
let l_218 = l_mut_209[u32(0)];
let l_219 = l_mut_211[u32(0)];
let l_220 = a_7[u32(0)];
let l_221 = l_220 * l_218;
l_mut_200 = l_mut_200 + l_221;
let l_222 = a_8[u32(0)];
let l_223 = l_222 * l_218;
l_mut_201 = l_mut_201 + l_223;
let l_224 = a_7[u32(0)];
let l_225 = l_224 * l_219;
l_mut_203 = l_mut_203 + l_225;
let l_226 = a_8[u32(0)];
let l_227 = l_226 * l_219;
l_mut_204 = l_mut_204 + l_227;
let l_228 = l_mut_209[u32(1)];
let l_229 = l_mut_211[u32(1)];
let l_230 = a_7[u32(1)];
let l_231 = l_230 * l_228;
l_mut_200 = l_mut_200 + l_231;
let l_232 = a_8[u32(1)];
let l_233 = l_232 * l_228;
l_mut_201 = l_mut_201 + l_233;
let l_234 = a_7[u32(1)];
let l_235 = l_234 * l_229;
l_mut_203 = l_mut_203 + l_235;
let l_236 = a_8[u32(1)];
let l_237 = l_236 * l_229;
l_mut_204 = l_mut_204 + l_237;
let l_238 = l_mut_209[u32(2)];
let l_239 = l_mut_211[u32(2)];
let l_240 = a_7[u32(2)];
let l_241 = l_240 * l_238;
l_mut_200 = l_mut_200 + l_241;
let l_242 = a_8[u32(2)];
let l_243 = l_242 * l_238;
l_mut_201 = l_mut_201 + l_243;
let l_244 = a_7[u32(2)];
let l_245 = l_244 * l_239;
l_mut_203 = l_mut_203 + l_245;
let l_246 = a_8[u32(2)];
let l_247 = l_246 * l_239;
l_mut_204 = l_mut_204 + l_247;
let l_248 = l_mut_209[u32(3)];
let l_249 = l_mut_211[u32(3)];
let l_250 = a_7[u32(3)];
let l_251 = l_250 * l_248;
l_mut_200 = l_mut_200 + l_251;
let l_252 = a_8[u32(3)];
let l_253 = l_252 * l_248;
l_mut_201 = l_mut_201 + l_253;
let l_254 = a_7[u32(3)];
let l_255 = l_254 * l_249;
l_mut_203 = l_mut_203 + l_255;
let l_256 = a_8[u32(3)];
let l_257 = l_256 * l_249;
l_mut_204 = l_mut_204 + l_257;
let l_258 = vec4<f32>(f32(0.0));
l_mut_211 = l_258;
l_mut_209 = l_mut_211;
let l_259 = vec4<f32>(f32(0.0));
l_mut_211 = l_259;
l_mut_208 = l_mut_211;
let l_260 = l_mut_199 * u32(5);
let l_261 = l_260 + u32(1);
let l_262 = buffer_3_global[l_261];
l_mut_209 = l_262;
let l_263 = l_mut_199 * u32(5);
let l_264 = l_263 + u32(1);
let l_265 = buffer_4_global[l_264];
l_mut_208 = l_265;
let l_266 = l_mut_209[u32(0)];
let l_267 = l_mut_208[u32(0)];
let l_268 = a_7[u32(4)];
let l_269 = l_268 * l_266;
l_mut_200 = l_mut_200 + l_269;
let l_270 = a_8[u32(4)];
let l_271 = l_270 * l_266;
l_mut_201 = l_mut_201 + l_271;
let l_272 = a_7[u32(4)];
let l_273 = l_272 * l_267;
l_mut_203 = l_mut_203 + l_273;
let l_274 = a_8[u32(4)];
let l_275 = l_274 * l_267;
l_mut_204 = l_mut_204 + l_275;
let l_276 = l_mut_209[u32(1)];
let l_277 = l_mut_208[u32(1)];
let l_278 = a_7[u32(5)];
let l_279 = l_278 * l_276;
l_mut_200 = l_mut_200 + l_279;
let l_280 = a_8[u32(5)];
let l_281 = l_280 * l_276;
l_mut_201 = l_mut_201 + l_281;
let l_282 = a_7[u32(5)];
let l_283 = l_282 * l_277;
l_mut_203 = l_mut_203 + l_283;
let l_284 = a_8[u32(5)];
let l_285 = l_284 * l_277;
l_mut_204 = l_mut_204 + l_285;
let l_286 = l_mut_209[u32(2)];
let l_287 = l_mut_208[u32(2)];
let l_288 = a_7[u32(6)];
let l_289 = l_288 * l_286;
l_mut_200 = l_mut_200 + l_289;
let l_290 = a_8[u32(6)];
let l_291 = l_290 * l_286;
l_mut_201 = l_mut_201 + l_291;
let l_292 = a_7[u32(6)];
let l_293 = l_292 * l_287;
l_mut_203 = l_mut_203 + l_293;
let l_294 = a_8[u32(6)];
let l_295 = l_294 * l_287;
l_mut_204 = l_mut_204 + l_295;
let l_296 = l_mut_209[u32(3)];
let l_297 = l_mut_208[u32(3)];
let l_298 = a_7[u32(7)];
let l_299 = l_298 * l_296;
l_mut_200 = l_mut_200 + l_299;
let l_300 = a_8[u32(7)];
let l_301 = l_300 * l_296;
l_mut_201 = l_mut_201 + l_301;
let l_302 = a_7[u32(7)];
let l_303 = l_302 * l_297;
l_mut_203 = l_mut_203 + l_303;
let l_304 = a_8[u32(7)];
let l_305 = l_304 * l_297;
l_mut_204 = l_mut_204 + l_305;
let l_306 = vec4<f32>(f32(0.0));
l_mut_211 = l_306;
l_mut_209 = l_mut_211;
let l_307 = vec4<f32>(f32(0.0));
l_mut_211 = l_307;
l_mut_208 = l_mut_211;
let l_308 = l_mut_199 * u32(5);
let l_309 = l_308 + u32(2);
let l_310 = buffer_3_global[l_309];
l_mut_209 = l_310;
let l_311 = l_mut_199 * u32(5);
let l_312 = l_311 + u32(2);
let l_313 = buffer_4_global[l_312];
l_mut_208 = l_313;
let l_314 = l_mut_209[u32(0)];
let l_315 = l_mut_208[u32(0)];
let l_316 = a_7[u32(8)];
let l_317 = l_316 * l_314;
l_mut_200 = l_mut_200 + l_317;
let l_318 = a_8[u32(8)];
let l_319 = l_318 * l_314;
l_mut_201 = l_mut_201 + l_319;
let l_320 = a_7[u32(8)];
let l_321 = l_320 * l_315;
l_mut_203 = l_mut_203 + l_321;
let l_322 = a_8[u32(8)];
let l_323 = l_322 * l_315;
l_mut_204 = l_mut_204 + l_323;
let l_324 = l_mut_209[u32(1)];
let l_325 = l_mut_208[u32(1)];
let l_326 = a_7[u32(9)];
let l_327 = l_326 * l_324;
l_mut_200 = l_mut_200 + l_327;
let l_328 = a_8[u32(9)];
let l_329 = l_328 * l_324;
l_mut_201 = l_mut_201 + l_329;
let l_330 = a_7[u32(9)];
let l_331 = l_330 * l_325;
l_mut_203 = l_mut_203 + l_331;
let l_332 = a_8[u32(9)];
let l_333 = l_332 * l_325;
l_mut_204 = l_mut_204 + l_333;
let l_334 = l_mut_209[u32(2)];
let l_335 = l_mut_208[u32(2)];
let l_336 = a_7[u32(10)];
let l_337 = l_336 * l_334;
l_mut_200 = l_mut_200 + l_337;
let l_338 = a_8[u32(10)];
let l_339 = l_338 * l_334;
l_mut_201 = l_mut_201 + l_339;
let l_340 = a_7[u32(10)];
let l_341 = l_340 * l_335;
l_mut_203 = l_mut_203 + l_341;
let l_342 = a_8[u32(10)];
let l_343 = l_342 * l_335;
l_mut_204 = l_mut_204 + l_343;
let l_344 = l_mut_209[u32(3)];
let l_345 = l_mut_208[u32(3)];
let l_346 = a_7[u32(11)];
let l_347 = l_346 * l_344;
l_mut_200 = l_mut_200 + l_347;
let l_348 = a_8[u32(11)];
let l_349 = l_348 * l_344;
l_mut_201 = l_mut_201 + l_349;
let l_350 = a_7[u32(11)];
let l_351 = l_350 * l_345;
l_mut_203 = l_mut_203 + l_351;
let l_352 = a_8[u32(11)];
let l_353 = l_352 * l_345;
l_mut_204 = l_mut_204 + l_353;
let l_354 = vec4<f32>(f32(0.0));
l_mut_211 = l_354;
l_mut_209 = l_mut_211;
let l_355 = vec4<f32>(f32(0.0));
l_mut_211 = l_355;
l_mut_208 = l_mut_211;
let l_356 = l_mut_199 * u32(5);
let l_357 = l_356 + u32(3);
let l_358 = buffer_3_global[l_357];
l_mut_209 = l_358;
let l_359 = l_mut_199 * u32(5);
let l_360 = l_359 + u32(3);
let l_361 = buffer_4_global[l_360];
l_mut_208 = l_361;
let l_362 = l_mut_209[u32(0)];
let l_363 = l_mut_208[u32(0)];
let l_364 = a_7[u32(12)];
let l_365 = l_364 * l_362;
l_mut_200 = l_mut_200 + l_365;
let l_366 = a_8[u32(12)];
let l_367 = l_366 * l_362;
l_mut_201 = l_mut_201 + l_367;
let l_368 = a_7[u32(12)];
let l_369 = l_368 * l_363;
l_mut_203 = l_mut_203 + l_369;
let l_370 = a_8[u32(12)];
let l_371 = l_370 * l_363;
l_mut_204 = l_mut_204 + l_371;
let l_372 = l_mut_209[u32(1)];
let l_373 = l_mut_208[u32(1)];
let l_374 = a_7[u32(13)];
let l_375 = l_374 * l_372;
l_mut_200 = l_mut_200 + l_375;
let l_376 = a_8[u32(13)];
let l_377 = l_376 * l_372;
l_mut_201 = l_mut_201 + l_377;
let l_378 = a_7[u32(13)];
let l_379 = l_378 * l_373;
l_mut_203 = l_mut_203 + l_379;
let l_380 = a_8[u32(13)];
let l_381 = l_380 * l_373;
l_mut_204 = l_mut_204 + l_381;
let l_382 = l_mut_209[u32(2)];
let l_383 = l_mut_208[u32(2)];
let l_384 = a_7[u32(14)];
let l_385 = l_384 * l_382;
l_mut_200 = l_mut_200 + l_385;
let l_386 = a_8[u32(14)];
let l_387 = l_386 * l_382;
l_mut_201 = l_mut_201 + l_387;
let l_388 = a_7[u32(14)];
let l_389 = l_388 * l_383;
l_mut_203 = l_mut_203 + l_389;
let l_390 = a_8[u32(14)];
let l_391 = l_390 * l_383;
l_mut_204 = l_mut_204 + l_391;
let l_392 = l_mut_209[u32(3)];
let l_393 = l_mut_208[u32(3)];
let l_394 = a_7[u32(15)];
let l_395 = l_394 * l_392;
l_mut_200 = l_mut_200 + l_395;
let l_396 = a_8[u32(15)];
let l_397 = l_396 * l_392;
l_mut_201 = l_mut_201 + l_397;
let l_398 = a_7[u32(15)];
let l_399 = l_398 * l_393;
l_mut_203 = l_mut_203 + l_399;
let l_400 = a_8[u32(15)];
let l_401 = l_400 * l_393;
l_mut_204 = l_mut_204 + l_401;
let l_402 = vec4<f32>(f32(0.0));
l_mut_211 = l_402;
l_mut_209 = l_mut_211;
let l_403 = vec4<f32>(f32(0.0));
l_mut_211 = l_403;
l_mut_208 = l_mut_211;
let l_404 = l_mut_199 * u32(5);
let l_405 = l_404 + u32(4);
let l_406 = buffer_3_global[l_405];
l_mut_209 = l_406;
let l_407 = l_mut_199 * u32(5);
let l_408 = l_407 + u32(4);
let l_409 = buffer_4_global[l_408];
l_mut_208 = l_409;
let l_410 = l_mut_209[u32(0)];
let l_411 = l_mut_208[u32(0)];
let l_412 = a_7[u32(16)];
let l_413 = l_412 * l_410;
l_mut_200 = l_mut_200 + l_413;
let l_414 = a_8[u32(16)];
let l_415 = l_414 * l_410;
l_mut_201 = l_mut_201 + l_415;
let l_416 = a_7[u32(16)];
let l_417 = l_416 * l_411;
l_mut_203 = l_mut_203 + l_417;
let l_418 = a_8[u32(16)];
let l_419 = l_418 * l_411;
l_mut_204 = l_mut_204 + l_419;
let l_420 = l_mut_209[u32(1)];
let l_421 = l_mut_208[u32(1)];
let l_422 = a_7[u32(17)];
let l_423 = l_422 * l_420;
l_mut_200 = l_mut_200 + l_423;
let l_424 = a_8[u32(17)];
let l_425 = l_424 * l_420;
l_mut_201 = l_mut_201 + l_425;
let l_426 = a_7[u32(17)];
let l_427 = l_426 * l_421;
l_mut_203 = l_mut_203 + l_427;
let l_428 = a_8[u32(17)];
let l_429 = l_428 * l_421;
l_mut_204 = l_mut_204 + l_429;
let l_430 = l_mut_209[u32(2)];
let l_431 = l_mut_208[u32(2)];
let l_432 = a_7[u32(18)];
let l_433 = l_432 * l_430;
l_mut_200 = l_mut_200 + l_433;
let l_434 = a_8[u32(18)];
let l_435 = l_434 * l_430;
l_mut_201 = l_mut_201 + l_435;
let l_436 = a_7[u32(18)];
let l_437 = l_436 * l_431;
l_mut_203 = l_mut_203 + l_437;
let l_438 = a_8[u32(18)];
let l_439 = l_438 * l_431;
l_mut_204 = l_mut_204 + l_439;
let l_440 = l_mut_209[u32(3)];
let l_441 = l_mut_208[u32(3)];
let l_442 = a_7[u32(19)];
let l_443 = l_442 * l_440;
l_mut_200 = l_mut_200 + l_443;
let l_444 = a_8[u32(19)];
let l_445 = l_444 * l_440;
l_mut_201 = l_mut_201 + l_445;
let l_446 = a_7[u32(19)];
let l_447 = l_446 * l_441;
l_mut_203 = l_mut_203 + l_447;
let l_448 = a_8[u32(19)];
let l_449 = l_448 * l_441;
l_mut_204 = l_mut_204 + l_449;
let l_450 = vec4<f32>(f32(0.0));
l_mut_211 = l_450;
l_mut_209 = l_mut_211;
let l_451 = vec4<f32>(f32(0.0));
l_mut_211 = l_451;
l_mut_208 = l_mut_211;
l_mut_452 = u32(0);
let l_453 = l_mut_199 * u32(2);
let l_454 = buffer_2_global[l_453];
l_mut_209 = l_454;
let l_455 = l_mut_199 * u32(2);
let l_456 = l_455 + u32(1);
let l_457 = buffer_2_global[l_456];
l_mut_208 = l_457;
let l_458 = buffer_1_global[l_mut_199];
l_mut_452 = l_458;
let l_459 = l_mut_208[u32(0)];
let l_460 = l_mut_208[u32(1)];
let l_461 = l_mut_209[u32(1)];
let l_462 = -l_461;
let l_463 = l_mut_209[u32(2)];
let l_464 = -l_463;
let l_465 = l_mut_209[u32(3)];
let l_466 = -l_465;
let l_467 = l_mut_452 * u32(128);
let l_468 = l_467 + l_mut_4;
let l_469 = buffer_7_global[l_468];
let l_470 = l_mut_452 * u32(3);
let l_471 = l_470 * u32(128);
let l_472 = l_471 + l_mut_4;
let l_473 = buffer_8_global[l_472];
let l_474 = l_mut_452 * u32(3);
let l_475 = l_474 * u32(128);
let l_476 = l_475 + u32(128);
let l_477 = l_476 + l_mut_4;
let l_478 = buffer_8_global[l_477];
let l_479 = l_mut_452 * u32(3);
let l_480 = l_479 * u32(128);
let l_481 = l_480 + u32(256);
let l_482 = l_481 + l_mut_4;
let l_483 = buffer_8_global[l_482];
let l_484 = l_473 * l_462;
let l_485 = l_478 * l_464;
let l_486 = l_484 + l_485;
let l_487 = l_483 * l_466;
let l_488 = l_486 + l_487;
let l_489 = l_mut_201 * l_459;
let l_490 = l_469 * l_159;
let l_491 = l_459 * l_mut_203;
let l_492 = l_460 * l_mut_200;
let l_493 = l_491 + l_492;
let l_494 = l_490 * l_493;
let l_495 = l_488 * l_164;
let l_496 = l_459 * l_mut_204;
let l_497 = l_460 * l_mut_201;
let l_498 = l_496 + l_497;
let l_499 = l_495 * l_498;
let l_500 = l_494 + l_499;
l_mut_193 = l_500;
let l_501 = l_489 * l_164;
let l_502 = l_473 * l_501;
l_mut_194 = l_502;
let l_503 = l_478 * l_501;
l_mut_195 = l_503;
let l_504 = l_483 * l_501;
l_mut_196 = l_504;
}
let l_505 = l_mut_5 * u32(128);
let l_506 = l_505 + l_mut_4;
let l_507 = l_506 * u32(33);
let l_508 = l_mut_189 * u32(4);
let l_509 = l_507 + l_508;
shared_memory_1[l_509] = l_mut_193;
let l_510 = l_509 + u32(1);
shared_memory_1[l_510] = l_mut_194;
let l_511 = l_509 + u32(2);
shared_memory_1[l_511] = l_mut_195;
let l_512 = l_509 + u32(3);
shared_memory_1[l_512] = l_mut_196;
}
workgroupBarrier();
l_mut_452 = local_idx;
loop {
let l_513 = l_mut_452 < u32(128);
let l_514 = !l_513;
if l_514 {
break;
}
let l_515 = l_mut_452 % u32(32);
let l_516 = l_mut_452 / u32(32);
l_mut_199 = u32(0);
l_mut_517 = l_515;
let l_518 = l_516 * u32(32);
let l_519 = l_518 + u32(32);
l_mut_520 = l_519;
let l_521 = l_mut_520 > u32(128);
if l_521 {
l_mut_520 = u32(128);
}
l_mut_205 = f32(0.0);
let l_522 = l_516 * u32(32);

for (var l_mut_523: u32 = l_522; l_mut_523 < l_mut_520; l_mut_523++) {
let l_524 = l_mut_199 * u32(128);
let l_525 = l_524 + l_mut_523;
let l_526 = l_525 * u32(33);
let l_527 = l_526 + l_mut_517;
let l_528 = shared_memory_1[l_527];
l_mut_205 = l_mut_205 + l_528;
}
let l_529 = l_516 * u32(32);
let l_530 = l_529 + l_515;
shared_memory_2[l_530] = l_mut_205;
l_mut_452 = l_mut_452 + u32(128);
}
workgroupBarrier();
l_mut_520 = local_idx;
loop {
let l_531 = l_mut_520 < u32(32);
let l_532 = !l_531;
if l_532 {
break;
}
l_mut_205 = f32(0.0);
let l_533 = u32(0) + l_mut_520;
let l_534 = shared_memory_2[l_533];
l_mut_205 = l_mut_205 + l_534;
let l_535 = u32(32) + l_mut_520;
let l_536 = shared_memory_2[l_535];
l_mut_205 = l_mut_205 + l_536;
let l_537 = u32(64) + l_mut_520;
let l_538 = shared_memory_2[l_537];
l_mut_205 = l_mut_205 + l_538;
let l_539 = u32(96) + l_mut_520;
let l_540 = shared_memory_2[l_539];
l_mut_205 = l_mut_205 + l_540;
shared_memory_3[l_mut_520] = l_mut_205;
l_mut_520 = l_mut_520 + u32(128);
}
workgroupBarrier();
l_mut_517 = local_idx;
loop {
let l_541 = l_mut_517 < u32(8);
let l_542 = !l_541;
if l_542 {
break;
}
let l_543 = l_mut_185 + l_mut_517;
let l_544 = l_543 < l_mut_180;
if l_544 {
let l_545 = l_175 + l_543;
l_mut_199 = l_545;
let l_546 = l_mut_517 * u32(4);
let l_547 = shared_memory_3[l_546];
let l_548 = l_mut_517 * u32(4);
let l_549 = l_548 + u32(1);
let l_550 = shared_memory_3[l_549];
let l_551 = l_mut_517 * u32(4);
let l_552 = l_551 + u32(2);
let l_553 = shared_memory_3[l_552];
let l_554 = l_mut_517 * u32(4);
let l_555 = l_554 + u32(3);
let l_556 = shared_memory_3[l_555];
let l_557 = l_mut_199 * u32(2);
let l_558 = buffer_2_global[l_557];
let l_559 = l_558[u32(1)];
let l_560 = l_558[u32(2)];
let l_561 = l_558[u32(3)];
let l_562 = l_558[u32(0)];
let l_563 = f32(1.0) / l_562;
let l_564 = l_550 * l_559;
let l_565 = l_553 * l_560;
let l_566 = l_564 + l_565;
let l_567 = l_556 * l_561;
let l_568 = l_566 + l_567;
let l_569 = -l_568;
let l_570 = l_547 * l_559;
let l_571 = l_569 * l_559;
let l_572 = l_550 + l_571;
let l_573 = l_572 * l_563;
let l_574 = l_570 - l_573;
let l_575 = l_547 * l_560;
let l_576 = l_569 * l_560;
let l_577 = l_553 + l_576;
let l_578 = l_577 * l_563;
let l_579 = l_575 - l_578;
let l_580 = l_547 * l_561;
let l_581 = l_569 * l_561;
let l_582 = l_556 + l_581;
let l_583 = l_582 * l_563;
let l_584 = l_580 - l_583;
let l_585 = l_mut_199 * u32(3);
let l_586 = buffer_13_global[l_585];
let l_587 = l_mut_199 * u32(3);
let l_588 = l_587 + u32(1);
let l_589 = buffer_13_global[l_588];
let l_590 = l_mut_199 * u32(3);
let l_591 = l_590 + u32(2);
let l_592 = buffer_13_global[l_591];
let l_593 = l_mut_199 * u32(3);
let l_594 = l_586 + l_574;
buffer_13_global[l_593] = l_594;
let l_595 = l_mut_199 * u32(3);
let l_596 = l_595 + u32(1);
let l_597 = l_589 + l_579;
buffer_13_global[l_596] = l_597;
let l_598 = l_mut_199 * u32(3);
let l_599 = l_598 + u32(2);
let l_600 = l_592 + l_584;
buffer_13_global[l_599] = l_600;
}
l_mut_517 = l_mut_517 + u32(128);
}
workgroupBarrier();
l_mut_185 = l_mut_185 + u32(8);
}
}
