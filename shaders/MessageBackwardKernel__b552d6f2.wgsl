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

var<workgroup> shared_memory_5: array<f32, 4224>;

var<workgroup> shared_memory_6: array<f32, 128>;

var<workgroup> shared_memory_7: array<f32, 32>;

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
var a_13: array<f32, 20>;

var a_14: array<f32, 20>;

var a_15: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_11: u32;
var l_mut_161: f32;
var l_mut_171: f32;
var l_mut_172: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_175: f32;
var l_mut_176: f32;
var l_mut_177: f32;
var l_mut_178: f32;
var l_mut_179: f32;
var l_mut_180: f32;
var l_mut_186: u32;
var l_mut_187: bool;
var l_mut_191: u32;
var l_mut_192: u32;
var l_mut_199: f32;
var l_mut_200: f32;
var l_mut_201: f32;
var l_mut_202: f32;
var l_mut_205: u32;
var l_mut_206: f32;
var l_mut_207: f32;
var l_mut_208: f32;
var l_mut_209: f32;
var l_mut_210: f32;
var l_mut_211: f32;
var l_mut_214: vec4<f32>;
var l_mut_215: vec4<f32>;
var l_mut_217: vec4<f32>;
var l_mut_2: bool;
var l_mut_3: u32;
var l_mut_458: u32;
var l_mut_4: u32;
var l_mut_523: u32;
var l_mut_526: u32;
var l_mut_9: u32;
let l_0 = info.scalars_u32[0] * u32(1);
let l_1 = workgroup_id_no_axis >= l_0;
if l_1 {
return;
}
l_mut_2 = bool(false);
l_mut_3 = workgroup_id_no_axis;
l_mut_4 = u32(0);
let l_8 = l_mut_4 * info.scalars_u32[1];
l_mut_9 = local_idx;
l_mut_10 = u32(0);
l_mut_11 = l_mut_9;
let l_12 = info.scalars_u32[2] * u32(20);
let l_16 = l_12 + u32(0);
let l_17 = l_16 + l_mut_11;
let l_18 = buffer_9_global[l_17];
a_13[u32(0)] = l_18;
let l_19 = l_12 + u32(0);
let l_20 = l_19 + u32(128);
let l_21 = l_20 + l_mut_11;
let l_22 = buffer_9_global[l_21];
a_14[u32(0)] = l_22;
let l_23 = l_12 + u32(384);
let l_24 = l_23 + l_mut_11;
let l_25 = buffer_9_global[l_24];
a_13[u32(1)] = l_25;
let l_26 = l_12 + u32(384);
let l_27 = l_26 + u32(128);
let l_28 = l_27 + l_mut_11;
let l_29 = buffer_9_global[l_28];
a_14[u32(1)] = l_29;
let l_30 = l_12 + u32(768);
let l_31 = l_30 + l_mut_11;
let l_32 = buffer_9_global[l_31];
a_13[u32(2)] = l_32;
let l_33 = l_12 + u32(768);
let l_34 = l_33 + u32(128);
let l_35 = l_34 + l_mut_11;
let l_36 = buffer_9_global[l_35];
a_14[u32(2)] = l_36;
let l_37 = l_12 + u32(1152);
let l_38 = l_37 + l_mut_11;
let l_39 = buffer_9_global[l_38];
a_13[u32(3)] = l_39;
let l_40 = l_12 + u32(1152);
let l_41 = l_40 + u32(128);
let l_42 = l_41 + l_mut_11;
let l_43 = buffer_9_global[l_42];
a_14[u32(3)] = l_43;
let l_44 = l_12 + u32(1536);
let l_45 = l_44 + l_mut_11;
let l_46 = buffer_9_global[l_45];
a_13[u32(4)] = l_46;
let l_47 = l_12 + u32(1536);
let l_48 = l_47 + u32(128);
let l_49 = l_48 + l_mut_11;
let l_50 = buffer_9_global[l_49];
a_14[u32(4)] = l_50;
let l_51 = l_12 + u32(1920);
let l_52 = l_51 + l_mut_11;
let l_53 = buffer_9_global[l_52];
a_13[u32(5)] = l_53;
let l_54 = l_12 + u32(1920);
let l_55 = l_54 + u32(128);
let l_56 = l_55 + l_mut_11;
let l_57 = buffer_9_global[l_56];
a_14[u32(5)] = l_57;
let l_58 = l_12 + u32(2304);
let l_59 = l_58 + l_mut_11;
let l_60 = buffer_9_global[l_59];
a_13[u32(6)] = l_60;
let l_61 = l_12 + u32(2304);
let l_62 = l_61 + u32(128);
let l_63 = l_62 + l_mut_11;
let l_64 = buffer_9_global[l_63];
a_14[u32(6)] = l_64;
let l_65 = l_12 + u32(2688);
let l_66 = l_65 + l_mut_11;
let l_67 = buffer_9_global[l_66];
a_13[u32(7)] = l_67;
let l_68 = l_12 + u32(2688);
let l_69 = l_68 + u32(128);
let l_70 = l_69 + l_mut_11;
let l_71 = buffer_9_global[l_70];
a_14[u32(7)] = l_71;
let l_72 = l_12 + u32(3072);
let l_73 = l_72 + l_mut_11;
let l_74 = buffer_9_global[l_73];
a_13[u32(8)] = l_74;
let l_75 = l_12 + u32(3072);
let l_76 = l_75 + u32(128);
let l_77 = l_76 + l_mut_11;
let l_78 = buffer_9_global[l_77];
a_14[u32(8)] = l_78;
let l_79 = l_12 + u32(3456);
let l_80 = l_79 + l_mut_11;
let l_81 = buffer_9_global[l_80];
a_13[u32(9)] = l_81;
let l_82 = l_12 + u32(3456);
let l_83 = l_82 + u32(128);
let l_84 = l_83 + l_mut_11;
let l_85 = buffer_9_global[l_84];
a_14[u32(9)] = l_85;
let l_86 = l_12 + u32(3840);
let l_87 = l_86 + l_mut_11;
let l_88 = buffer_9_global[l_87];
a_13[u32(10)] = l_88;
let l_89 = l_12 + u32(3840);
let l_90 = l_89 + u32(128);
let l_91 = l_90 + l_mut_11;
let l_92 = buffer_9_global[l_91];
a_14[u32(10)] = l_92;
let l_93 = l_12 + u32(4224);
let l_94 = l_93 + l_mut_11;
let l_95 = buffer_9_global[l_94];
a_13[u32(11)] = l_95;
let l_96 = l_12 + u32(4224);
let l_97 = l_96 + u32(128);
let l_98 = l_97 + l_mut_11;
let l_99 = buffer_9_global[l_98];
a_14[u32(11)] = l_99;
let l_100 = l_12 + u32(4608);
let l_101 = l_100 + l_mut_11;
let l_102 = buffer_9_global[l_101];
a_13[u32(12)] = l_102;
let l_103 = l_12 + u32(4608);
let l_104 = l_103 + u32(128);
let l_105 = l_104 + l_mut_11;
let l_106 = buffer_9_global[l_105];
a_14[u32(12)] = l_106;
let l_107 = l_12 + u32(4992);
let l_108 = l_107 + l_mut_11;
let l_109 = buffer_9_global[l_108];
a_13[u32(13)] = l_109;
let l_110 = l_12 + u32(4992);
let l_111 = l_110 + u32(128);
let l_112 = l_111 + l_mut_11;
let l_113 = buffer_9_global[l_112];
a_14[u32(13)] = l_113;
let l_114 = l_12 + u32(5376);
let l_115 = l_114 + l_mut_11;
let l_116 = buffer_9_global[l_115];
a_13[u32(14)] = l_116;
let l_117 = l_12 + u32(5376);
let l_118 = l_117 + u32(128);
let l_119 = l_118 + l_mut_11;
let l_120 = buffer_9_global[l_119];
a_14[u32(14)] = l_120;
let l_121 = l_12 + u32(5760);
let l_122 = l_121 + l_mut_11;
let l_123 = buffer_9_global[l_122];
a_13[u32(15)] = l_123;
let l_124 = l_12 + u32(5760);
let l_125 = l_124 + u32(128);
let l_126 = l_125 + l_mut_11;
let l_127 = buffer_9_global[l_126];
a_14[u32(15)] = l_127;
let l_128 = l_12 + u32(6144);
let l_129 = l_128 + l_mut_11;
let l_130 = buffer_9_global[l_129];
a_13[u32(16)] = l_130;
let l_131 = l_12 + u32(6144);
let l_132 = l_131 + u32(128);
let l_133 = l_132 + l_mut_11;
let l_134 = buffer_9_global[l_133];
a_14[u32(16)] = l_134;
let l_135 = l_12 + u32(6528);
let l_136 = l_135 + l_mut_11;
let l_137 = buffer_9_global[l_136];
a_13[u32(17)] = l_137;
let l_138 = l_12 + u32(6528);
let l_139 = l_138 + u32(128);
let l_140 = l_139 + l_mut_11;
let l_141 = buffer_9_global[l_140];
a_14[u32(17)] = l_141;
let l_142 = l_12 + u32(6912);
let l_143 = l_142 + l_mut_11;
let l_144 = buffer_9_global[l_143];
a_13[u32(18)] = l_144;
let l_145 = l_12 + u32(6912);
let l_146 = l_145 + u32(128);
let l_147 = l_146 + l_mut_11;
let l_148 = buffer_9_global[l_147];
a_14[u32(18)] = l_148;
let l_149 = l_12 + u32(7296);
let l_150 = l_149 + l_mut_11;
let l_151 = buffer_9_global[l_150];
a_13[u32(19)] = l_151;
let l_152 = l_12 + u32(7296);
let l_153 = l_152 + u32(128);
let l_154 = l_153 + l_mut_11;
let l_155 = buffer_9_global[l_154];
a_14[u32(19)] = l_155;
a_15[u32(0)] = f32(0.0);
let l_156 = info.scalars_u32[2] + l_mut_11;
let l_157 = buffer_10_global[l_156];
let l_158 = info.scalars_u32[2] + u32(128);
let l_159 = l_158 + l_mut_11;
let l_160 = buffer_10_global[l_159];
l_mut_161 = f32(0.0);
let l_162 = l_mut_3 * u32(3);
let l_163 = l_162 * u32(128);
let l_164 = l_163 + l_mut_11;
let l_165 = buffer_5_global[l_164];
let l_166 = l_mut_3 * u32(3);
let l_167 = l_166 * u32(128);
let l_168 = l_167 + u32(128);
let l_169 = l_168 + l_mut_11;
let l_170 = buffer_5_global[l_169];
l_mut_171 = f32(0.0);
l_mut_172 = f32(0.0);
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
l_mut_175 = f32(0.0);
l_mut_176 = f32(0.0);
l_mut_177 = f32(0.0);
l_mut_178 = f32(0.0);
l_mut_179 = f32(0.0);
l_mut_180 = f32(0.0);
let l_181 = buffer_0_global[l_mut_3];
let l_182 = l_mut_3 + u32(1);
let l_183 = buffer_0_global[l_182];
let l_185 = l_183 - l_181;
l_mut_186 = l_185;
l_mut_187 = bool(true);
l_mut_191 = u32(0);
l_mut_192 = u32(0);
loop {
let l_193 = l_mut_191 < l_mut_186;
let l_194 = !l_193;
if l_194 {
break;
}

for (var l_mut_195: u32 = u32(0); l_mut_195 < u32(8); l_mut_195++) {
let l_196 = l_mut_195 * u32(1);
let l_197 = l_mut_191 + l_196;
let l_198 = l_197 + l_mut_10;
l_mut_199 = f32(0.0);
l_mut_200 = f32(0.0);
l_mut_201 = f32(0.0);
l_mut_202 = f32(0.0);
let l_203 = l_198 < l_mut_186;
if l_203 {
let l_204 = l_181 + l_198;
l_mut_205 = l_204;
l_mut_206 = l_157;
l_mut_207 = l_160;
l_mut_208 = l_mut_161;
l_mut_209 = f32(0.0);
l_mut_210 = f32(0.0);
l_mut_211 = f32(0.0);
let l_212 = l_198 - l_mut_191;
let l_213 = vec4<f32>(f32(0.0));
l_mut_214 = l_213;
l_mut_215 = l_mut_214;
let l_216 = vec4<f32>(f32(0.0));
l_mut_214 = l_216;
l_mut_217 = l_mut_214;
let l_218 = l_mut_205 * u32(5);
let l_219 = l_218 + u32(0);
let l_220 = buffer_3_global[l_219];
l_mut_215 = l_220;
let l_221 = l_mut_205 * u32(5);
let l_222 = l_221 + u32(0);
let l_223 = buffer_4_global[l_222];
l_mut_217 = l_223;
let l_224 = l_mut_215[u32(0)];
let l_225 = l_mut_217[u32(0)];
let l_226 = a_13[u32(0)];
let l_227 = l_226 * l_224;
l_mut_206 = l_mut_206 + l_227;
let l_228 = a_14[u32(0)];
let l_229 = l_228 * l_224;
l_mut_207 = l_mut_207 + l_229;
let l_230 = a_13[u32(0)];
let l_231 = l_230 * l_225;
l_mut_209 = l_mut_209 + l_231;
let l_232 = a_14[u32(0)];
let l_233 = l_232 * l_225;
l_mut_210 = l_mut_210 + l_233;
let l_234 = l_mut_215[u32(1)];
let l_235 = l_mut_217[u32(1)];
let l_236 = a_13[u32(1)];
let l_237 = l_236 * l_234;
l_mut_206 = l_mut_206 + l_237;
let l_238 = a_14[u32(1)];
let l_239 = l_238 * l_234;
l_mut_207 = l_mut_207 + l_239;
let l_240 = a_13[u32(1)];
let l_241 = l_240 * l_235;
l_mut_209 = l_mut_209 + l_241;
let l_242 = a_14[u32(1)];
let l_243 = l_242 * l_235;
l_mut_210 = l_mut_210 + l_243;
let l_244 = l_mut_215[u32(2)];
let l_245 = l_mut_217[u32(2)];
let l_246 = a_13[u32(2)];
let l_247 = l_246 * l_244;
l_mut_206 = l_mut_206 + l_247;
let l_248 = a_14[u32(2)];
let l_249 = l_248 * l_244;
l_mut_207 = l_mut_207 + l_249;
let l_250 = a_13[u32(2)];
let l_251 = l_250 * l_245;
l_mut_209 = l_mut_209 + l_251;
let l_252 = a_14[u32(2)];
let l_253 = l_252 * l_245;
l_mut_210 = l_mut_210 + l_253;
let l_254 = l_mut_215[u32(3)];
let l_255 = l_mut_217[u32(3)];
let l_256 = a_13[u32(3)];
let l_257 = l_256 * l_254;
l_mut_206 = l_mut_206 + l_257;
let l_258 = a_14[u32(3)];
let l_259 = l_258 * l_254;
l_mut_207 = l_mut_207 + l_259;
let l_260 = a_13[u32(3)];
let l_261 = l_260 * l_255;
l_mut_209 = l_mut_209 + l_261;
let l_262 = a_14[u32(3)];
let l_263 = l_262 * l_255;
l_mut_210 = l_mut_210 + l_263;
let l_264 = vec4<f32>(f32(0.0));
l_mut_217 = l_264;
l_mut_215 = l_mut_217;
let l_265 = vec4<f32>(f32(0.0));
l_mut_217 = l_265;
l_mut_214 = l_mut_217;
let l_266 = l_mut_205 * u32(5);
let l_267 = l_266 + u32(1);
let l_268 = buffer_3_global[l_267];
l_mut_215 = l_268;
let l_269 = l_mut_205 * u32(5);
let l_270 = l_269 + u32(1);
let l_271 = buffer_4_global[l_270];
l_mut_214 = l_271;
let l_272 = l_mut_215[u32(0)];
let l_273 = l_mut_214[u32(0)];
let l_274 = a_13[u32(4)];
let l_275 = l_274 * l_272;
l_mut_206 = l_mut_206 + l_275;
let l_276 = a_14[u32(4)];
let l_277 = l_276 * l_272;
l_mut_207 = l_mut_207 + l_277;
let l_278 = a_13[u32(4)];
let l_279 = l_278 * l_273;
l_mut_209 = l_mut_209 + l_279;
let l_280 = a_14[u32(4)];
let l_281 = l_280 * l_273;
l_mut_210 = l_mut_210 + l_281;
let l_282 = l_mut_215[u32(1)];
let l_283 = l_mut_214[u32(1)];
let l_284 = a_13[u32(5)];
let l_285 = l_284 * l_282;
l_mut_206 = l_mut_206 + l_285;
let l_286 = a_14[u32(5)];
let l_287 = l_286 * l_282;
l_mut_207 = l_mut_207 + l_287;
let l_288 = a_13[u32(5)];
let l_289 = l_288 * l_283;
l_mut_209 = l_mut_209 + l_289;
let l_290 = a_14[u32(5)];
let l_291 = l_290 * l_283;
l_mut_210 = l_mut_210 + l_291;
let l_292 = l_mut_215[u32(2)];
let l_293 = l_mut_214[u32(2)];
let l_294 = a_13[u32(6)];
let l_295 = l_294 * l_292;
l_mut_206 = l_mut_206 + l_295;
let l_296 = a_14[u32(6)];
let l_297 = l_296 * l_292;
l_mut_207 = l_mut_207 + l_297;
let l_298 = a_13[u32(6)];
let l_299 = l_298 * l_293;
l_mut_209 = l_mut_209 + l_299;
let l_300 = a_14[u32(6)];
let l_301 = l_300 * l_293;
l_mut_210 = l_mut_210 + l_301;
let l_302 = l_mut_215[u32(3)];
let l_303 = l_mut_214[u32(3)];
let l_304 = a_13[u32(7)];
let l_305 = l_304 * l_302;
l_mut_206 = l_mut_206 + l_305;
let l_306 = a_14[u32(7)];
let l_307 = l_306 * l_302;
l_mut_207 = l_mut_207 + l_307;
let l_308 = a_13[u32(7)];
let l_309 = l_308 * l_303;
l_mut_209 = l_mut_209 + l_309;
let l_310 = a_14[u32(7)];
let l_311 = l_310 * l_303;
l_mut_210 = l_mut_210 + l_311;
let l_312 = vec4<f32>(f32(0.0));
l_mut_217 = l_312;
l_mut_215 = l_mut_217;
let l_313 = vec4<f32>(f32(0.0));
l_mut_217 = l_313;
l_mut_214 = l_mut_217;
let l_314 = l_mut_205 * u32(5);
let l_315 = l_314 + u32(2);
let l_316 = buffer_3_global[l_315];
l_mut_215 = l_316;
let l_317 = l_mut_205 * u32(5);
let l_318 = l_317 + u32(2);
let l_319 = buffer_4_global[l_318];
l_mut_214 = l_319;
let l_320 = l_mut_215[u32(0)];
let l_321 = l_mut_214[u32(0)];
let l_322 = a_13[u32(8)];
let l_323 = l_322 * l_320;
l_mut_206 = l_mut_206 + l_323;
let l_324 = a_14[u32(8)];
let l_325 = l_324 * l_320;
l_mut_207 = l_mut_207 + l_325;
let l_326 = a_13[u32(8)];
let l_327 = l_326 * l_321;
l_mut_209 = l_mut_209 + l_327;
let l_328 = a_14[u32(8)];
let l_329 = l_328 * l_321;
l_mut_210 = l_mut_210 + l_329;
let l_330 = l_mut_215[u32(1)];
let l_331 = l_mut_214[u32(1)];
let l_332 = a_13[u32(9)];
let l_333 = l_332 * l_330;
l_mut_206 = l_mut_206 + l_333;
let l_334 = a_14[u32(9)];
let l_335 = l_334 * l_330;
l_mut_207 = l_mut_207 + l_335;
let l_336 = a_13[u32(9)];
let l_337 = l_336 * l_331;
l_mut_209 = l_mut_209 + l_337;
let l_338 = a_14[u32(9)];
let l_339 = l_338 * l_331;
l_mut_210 = l_mut_210 + l_339;
let l_340 = l_mut_215[u32(2)];
let l_341 = l_mut_214[u32(2)];
let l_342 = a_13[u32(10)];
let l_343 = l_342 * l_340;
l_mut_206 = l_mut_206 + l_343;
let l_344 = a_14[u32(10)];
let l_345 = l_344 * l_340;
l_mut_207 = l_mut_207 + l_345;
let l_346 = a_13[u32(10)];
let l_347 = l_346 * l_341;
l_mut_209 = l_mut_209 + l_347;
let l_348 = a_14[u32(10)];
let l_349 = l_348 * l_341;
l_mut_210 = l_mut_210 + l_349;
let l_350 = l_mut_215[u32(3)];
let l_351 = l_mut_214[u32(3)];
let l_352 = a_13[u32(11)];
let l_353 = l_352 * l_350;
l_mut_206 = l_mut_206 + l_353;
let l_354 = a_14[u32(11)];
let l_355 = l_354 * l_350;
l_mut_207 = l_mut_207 + l_355;
let l_356 = a_13[u32(11)];
let l_357 = l_356 * l_351;
l_mut_209 = l_mut_209 + l_357;
let l_358 = a_14[u32(11)];
let l_359 = l_358 * l_351;
l_mut_210 = l_mut_210 + l_359;
let l_360 = vec4<f32>(f32(0.0));
l_mut_217 = l_360;
l_mut_215 = l_mut_217;
let l_361 = vec4<f32>(f32(0.0));
l_mut_217 = l_361;
l_mut_214 = l_mut_217;
let l_362 = l_mut_205 * u32(5);
let l_363 = l_362 + u32(3);
let l_364 = buffer_3_global[l_363];
l_mut_215 = l_364;
let l_365 = l_mut_205 * u32(5);
let l_366 = l_365 + u32(3);
let l_367 = buffer_4_global[l_366];
l_mut_214 = l_367;
let l_368 = l_mut_215[u32(0)];
let l_369 = l_mut_214[u32(0)];
let l_370 = a_13[u32(12)];
let l_371 = l_370 * l_368;
l_mut_206 = l_mut_206 + l_371;
let l_372 = a_14[u32(12)];
let l_373 = l_372 * l_368;
l_mut_207 = l_mut_207 + l_373;
let l_374 = a_13[u32(12)];
let l_375 = l_374 * l_369;
l_mut_209 = l_mut_209 + l_375;
let l_376 = a_14[u32(12)];
let l_377 = l_376 * l_369;
l_mut_210 = l_mut_210 + l_377;
let l_378 = l_mut_215[u32(1)];
let l_379 = l_mut_214[u32(1)];
let l_380 = a_13[u32(13)];
let l_381 = l_380 * l_378;
l_mut_206 = l_mut_206 + l_381;
let l_382 = a_14[u32(13)];
let l_383 = l_382 * l_378;
l_mut_207 = l_mut_207 + l_383;
let l_384 = a_13[u32(13)];
let l_385 = l_384 * l_379;
l_mut_209 = l_mut_209 + l_385;
let l_386 = a_14[u32(13)];
let l_387 = l_386 * l_379;
l_mut_210 = l_mut_210 + l_387;
let l_388 = l_mut_215[u32(2)];
let l_389 = l_mut_214[u32(2)];
let l_390 = a_13[u32(14)];
let l_391 = l_390 * l_388;
l_mut_206 = l_mut_206 + l_391;
let l_392 = a_14[u32(14)];
let l_393 = l_392 * l_388;
l_mut_207 = l_mut_207 + l_393;
let l_394 = a_13[u32(14)];
let l_395 = l_394 * l_389;
l_mut_209 = l_mut_209 + l_395;
let l_396 = a_14[u32(14)];
let l_397 = l_396 * l_389;
l_mut_210 = l_mut_210 + l_397;
let l_398 = l_mut_215[u32(3)];
let l_399 = l_mut_214[u32(3)];
let l_400 = a_13[u32(15)];
let l_401 = l_400 * l_398;
l_mut_206 = l_mut_206 + l_401;
let l_402 = a_14[u32(15)];
let l_403 = l_402 * l_398;
l_mut_207 = l_mut_207 + l_403;
let l_404 = a_13[u32(15)];
let l_405 = l_404 * l_399;
l_mut_209 = l_mut_209 + l_405;
let l_406 = a_14[u32(15)];
let l_407 = l_406 * l_399;
l_mut_210 = l_mut_210 + l_407;
let l_408 = vec4<f32>(f32(0.0));
l_mut_217 = l_408;
l_mut_215 = l_mut_217;
let l_409 = vec4<f32>(f32(0.0));
l_mut_217 = l_409;
l_mut_214 = l_mut_217;
let l_410 = l_mut_205 * u32(5);
let l_411 = l_410 + u32(4);
let l_412 = buffer_3_global[l_411];
l_mut_215 = l_412;
let l_413 = l_mut_205 * u32(5);
let l_414 = l_413 + u32(4);
let l_415 = buffer_4_global[l_414];
l_mut_214 = l_415;
let l_416 = l_mut_215[u32(0)];
let l_417 = l_mut_214[u32(0)];
let l_418 = a_13[u32(16)];
let l_419 = l_418 * l_416;
l_mut_206 = l_mut_206 + l_419;
let l_420 = a_14[u32(16)];
let l_421 = l_420 * l_416;
l_mut_207 = l_mut_207 + l_421;
let l_422 = a_13[u32(16)];
let l_423 = l_422 * l_417;
l_mut_209 = l_mut_209 + l_423;
let l_424 = a_14[u32(16)];
let l_425 = l_424 * l_417;
l_mut_210 = l_mut_210 + l_425;
let l_426 = l_mut_215[u32(1)];
let l_427 = l_mut_214[u32(1)];
let l_428 = a_13[u32(17)];
let l_429 = l_428 * l_426;
l_mut_206 = l_mut_206 + l_429;
let l_430 = a_14[u32(17)];
let l_431 = l_430 * l_426;
l_mut_207 = l_mut_207 + l_431;
let l_432 = a_13[u32(17)];
let l_433 = l_432 * l_427;
l_mut_209 = l_mut_209 + l_433;
let l_434 = a_14[u32(17)];
let l_435 = l_434 * l_427;
l_mut_210 = l_mut_210 + l_435;
let l_436 = l_mut_215[u32(2)];
let l_437 = l_mut_214[u32(2)];
let l_438 = a_13[u32(18)];
let l_439 = l_438 * l_436;
l_mut_206 = l_mut_206 + l_439;
let l_440 = a_14[u32(18)];
let l_441 = l_440 * l_436;
l_mut_207 = l_mut_207 + l_441;
let l_442 = a_13[u32(18)];
let l_443 = l_442 * l_437;
l_mut_209 = l_mut_209 + l_443;
let l_444 = a_14[u32(18)];
let l_445 = l_444 * l_437;
l_mut_210 = l_mut_210 + l_445;
let l_446 = l_mut_215[u32(3)];
let l_447 = l_mut_214[u32(3)];
let l_448 = a_13[u32(19)];
let l_449 = l_448 * l_446;
l_mut_206 = l_mut_206 + l_449;
let l_450 = a_14[u32(19)];
let l_451 = l_450 * l_446;
l_mut_207 = l_mut_207 + l_451;
let l_452 = a_13[u32(19)];
let l_453 = l_452 * l_447;
l_mut_209 = l_mut_209 + l_453;
let l_454 = a_14[u32(19)];
let l_455 = l_454 * l_447;
l_mut_210 = l_mut_210 + l_455;
let l_456 = vec4<f32>(f32(0.0));
l_mut_217 = l_456;
l_mut_215 = l_mut_217;
let l_457 = vec4<f32>(f32(0.0));
l_mut_217 = l_457;
l_mut_214 = l_mut_217;
l_mut_458 = u32(0);
let l_459 = l_mut_205 * u32(2);
let l_460 = buffer_2_global[l_459];
l_mut_215 = l_460;
let l_461 = l_mut_205 * u32(2);
let l_462 = l_461 + u32(1);
let l_463 = buffer_2_global[l_462];
l_mut_214 = l_463;
let l_464 = buffer_1_global[l_mut_205];
l_mut_458 = l_464;
let l_465 = l_mut_214[u32(0)];
let l_466 = l_mut_214[u32(1)];
let l_467 = l_mut_215[u32(1)];
let l_468 = -l_467;
let l_469 = l_mut_215[u32(2)];
let l_470 = -l_469;
let l_471 = l_mut_215[u32(3)];
let l_472 = -l_471;
let l_473 = l_mut_458 * u32(128);
let l_474 = l_473 + l_mut_11;
let l_475 = buffer_7_global[l_474];
let l_476 = l_mut_458 * u32(3);
let l_477 = l_476 * u32(128);
let l_478 = l_477 + l_mut_11;
let l_479 = buffer_8_global[l_478];
let l_480 = l_mut_458 * u32(3);
let l_481 = l_480 * u32(128);
let l_482 = l_481 + u32(128);
let l_483 = l_482 + l_mut_11;
let l_484 = buffer_8_global[l_483];
let l_485 = l_mut_458 * u32(3);
let l_486 = l_485 * u32(128);
let l_487 = l_486 + u32(256);
let l_488 = l_487 + l_mut_11;
let l_489 = buffer_8_global[l_488];
let l_490 = l_479 * l_468;
let l_491 = l_484 * l_470;
let l_492 = l_490 + l_491;
let l_493 = l_489 * l_472;
let l_494 = l_492 + l_493;
let l_495 = l_mut_207 * l_465;
let l_496 = l_475 * l_165;
let l_497 = l_465 * l_mut_209;
let l_498 = l_466 * l_mut_206;
let l_499 = l_497 + l_498;
let l_500 = l_496 * l_499;
let l_501 = l_494 * l_170;
let l_502 = l_465 * l_mut_210;
let l_503 = l_466 * l_mut_207;
let l_504 = l_502 + l_503;
let l_505 = l_501 * l_504;
let l_506 = l_500 + l_505;
l_mut_199 = l_506;
let l_507 = l_495 * l_170;
let l_508 = l_479 * l_507;
l_mut_200 = l_508;
let l_509 = l_484 * l_507;
l_mut_201 = l_509;
let l_510 = l_489 * l_507;
l_mut_202 = l_510;
}
let l_511 = l_mut_10 * u32(128);
let l_512 = l_511 + l_mut_9;
let l_513 = l_512 * u32(33);
let l_514 = l_mut_195 * u32(4);
let l_515 = l_513 + l_514;
shared_memory_5[l_515] = l_mut_199;
let l_516 = l_515 + u32(1);
shared_memory_5[l_516] = l_mut_200;
let l_517 = l_515 + u32(2);
shared_memory_5[l_517] = l_mut_201;
let l_518 = l_515 + u32(3);
shared_memory_5[l_518] = l_mut_202;
}
workgroupBarrier();
l_mut_458 = local_idx;
loop {
let l_519 = l_mut_458 < u32(128);
let l_520 = !l_519;
if l_520 {
break;
}
let l_521 = l_mut_458 % u32(32);
let l_522 = l_mut_458 / u32(32);
l_mut_205 = u32(0);
l_mut_523 = l_521;
let l_524 = l_522 * u32(32);
let l_525 = l_524 + u32(32);
l_mut_526 = l_525;
let l_527 = l_mut_526 > u32(128);
if l_527 {
l_mut_526 = u32(128);
}
l_mut_211 = f32(0.0);
let l_528 = l_522 * u32(32);

for (var l_mut_529: u32 = l_528; l_mut_529 < l_mut_526; l_mut_529++) {
let l_530 = l_mut_205 * u32(128);
let l_531 = l_530 + l_mut_529;
let l_532 = l_531 * u32(33);
let l_533 = l_532 + l_mut_523;
let l_534 = shared_memory_5[l_533];
l_mut_211 = l_mut_211 + l_534;
}
let l_535 = l_522 * u32(32);
let l_536 = l_535 + l_521;
shared_memory_6[l_536] = l_mut_211;
l_mut_458 = l_mut_458 + u32(128);
}
workgroupBarrier();
l_mut_526 = local_idx;
loop {
let l_537 = l_mut_526 < u32(32);
let l_538 = !l_537;
if l_538 {
break;
}
l_mut_211 = f32(0.0);
let l_539 = u32(0) + l_mut_526;
let l_540 = shared_memory_6[l_539];
l_mut_211 = l_mut_211 + l_540;
let l_541 = u32(32) + l_mut_526;
let l_542 = shared_memory_6[l_541];
l_mut_211 = l_mut_211 + l_542;
let l_543 = u32(64) + l_mut_526;
let l_544 = shared_memory_6[l_543];
l_mut_211 = l_mut_211 + l_544;
let l_545 = u32(96) + l_mut_526;
let l_546 = shared_memory_6[l_545];
l_mut_211 = l_mut_211 + l_546;
shared_memory_7[l_mut_526] = l_mut_211;
l_mut_526 = l_mut_526 + u32(128);
}
workgroupBarrier();
l_mut_523 = local_idx;
loop {
let l_547 = l_mut_523 < u32(8);
let l_548 = !l_547;
if l_548 {
break;
}
let l_549 = l_mut_191 + l_mut_523;
let l_550 = l_549 < l_mut_186;
if l_550 {
let l_551 = l_181 + l_549;
l_mut_205 = l_551;
let l_552 = l_mut_523 * u32(4);
let l_553 = shared_memory_7[l_552];
let l_554 = l_mut_523 * u32(4);
let l_555 = l_554 + u32(1);
let l_556 = shared_memory_7[l_555];
let l_557 = l_mut_523 * u32(4);
let l_558 = l_557 + u32(2);
let l_559 = shared_memory_7[l_558];
let l_560 = l_mut_523 * u32(4);
let l_561 = l_560 + u32(3);
let l_562 = shared_memory_7[l_561];
let l_563 = l_mut_205 * u32(2);
let l_564 = buffer_2_global[l_563];
let l_565 = l_564[u32(1)];
let l_566 = l_564[u32(2)];
let l_567 = l_564[u32(3)];
let l_568 = l_564[u32(0)];
let l_569 = f32(1.0) / l_568;
let l_570 = l_556 * l_565;
let l_571 = l_559 * l_566;
let l_572 = l_570 + l_571;
let l_573 = l_562 * l_567;
let l_574 = l_572 + l_573;
let l_575 = -l_574;
let l_576 = l_553 * l_565;
let l_577 = l_575 * l_565;
let l_578 = l_556 + l_577;
let l_579 = l_578 * l_569;
let l_580 = l_576 - l_579;
let l_581 = l_553 * l_566;
let l_582 = l_575 * l_566;
let l_583 = l_559 + l_582;
let l_584 = l_583 * l_569;
let l_585 = l_581 - l_584;
let l_586 = l_553 * l_567;
let l_587 = l_575 * l_567;
let l_588 = l_562 + l_587;
let l_589 = l_588 * l_569;
let l_590 = l_586 - l_589;
let l_591 = l_8 + l_mut_205;
let l_592 = l_591 * u32(3);
let l_593 = buffer_13_global[l_592];
let l_594 = l_592 + u32(1);
let l_595 = buffer_13_global[l_594];
let l_596 = l_592 + u32(2);
let l_597 = buffer_13_global[l_596];
let l_598 = l_593 + l_580;
buffer_13_global[l_592] = l_598;
let l_599 = l_592 + u32(1);
let l_600 = l_595 + l_585;
buffer_13_global[l_599] = l_600;
let l_601 = l_592 + u32(2);
let l_602 = l_597 + l_590;
buffer_13_global[l_601] = l_602;
}
l_mut_523 = l_mut_523 + u32(128);
}
workgroupBarrier();
l_mut_191 = l_mut_191 + u32(8);
}
}
