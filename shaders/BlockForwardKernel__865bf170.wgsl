@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

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
var<storage, read_write> buffer_14_global: array<f32>;

@group(0)
@binding(15)
var<storage, read_write> buffer_15_global: array<f32>;

@group(0)
@binding(16)
var<storage, read_write> buffer_16_global: array<f32>;

@group(0)
@binding(17)
var<storage, read_write> buffer_17_global: array<f32>;

@group(0)
@binding(18)
var<storage, read_write> buffer_18_global: array<f32>;

@group(0)
@binding(19)
var<storage, read_write> buffer_19_global: array<f32>;

@group(0)
@binding(20)
var<storage, read_write> buffer_20_global: array<f32>;

@group(0)
@binding(21)
var<storage, read_write> buffer_21_global: array<f32>;

@group(0)
@binding(22)
var<storage, read_write> buffer_22_global: array<f32>;

@group(0)
@binding(23)
var<storage, read_write> buffer_23_global: array<f32>;

@group(0)
@binding(24)
var<storage, read_write> buffer_24_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 4>,
   scalars_u32: array<u32, 22>,
   static_meta: array<u32, 50>,
}

@group(0)
@binding(25)
var<storage, read> info: info_st;

var<workgroup> shared_memory_550: array<f32, 1536>;

var<workgroup> shared_memory_621: array<f32, 384>;

var<workgroup> shared_memory_903: array<f32, 256>;

var<workgroup> shared_memory_914: array<f32, 256>;

var<workgroup> shared_memory_904: array<f32, 128>;

var<workgroup> shared_memory_1263: array<f32, 128>;

var<workgroup> shared_memory_1274: array<f32, 256>;

var<workgroup> shared_memory_1264: array<f32, 128>;

const WORKGROUP_SIZE_X = 384u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(384, 1, 1)
fn block_forward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_9: array<f32, 20>;

var a_10: array<f32, 20>;

var a_11: array<f32, 20>;

var a_634: array<f32, 3>;

var a_641: array<f32, 8>;

var a_918: array<f32, 1>;

var a_923: array<f32, 8>;

var a_1027: array<f32, 1>;

var a_1053: array<f32, 1>;

var a_1060: array<f32, 8>;

var a_1278: array<f32, 1>;

var a_1283: array<f32, 8>;

var a_1387: array<f32, 1>;

var a_1412: array<f32, 1>;

var a_1419: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_1050: u32;
var l_mut_1056: u32;
var l_mut_1415: u32;
var l_mut_300: f32;
var l_mut_301: f32;
var l_mut_302: f32;
var l_mut_303: f32;
var l_mut_308: u32;
var l_mut_311: f32;
var l_mut_312: f32;
var l_mut_313: f32;
var l_mut_637: u32;
let l_0 = info.scalars_u32[20] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
let l_5 = l_4 + u32(0);
let l_6 = l_5 < info.scalars_u32[20];
if l_6 {
let l_7 = local_idx % u32(128);
let l_8 = local_idx / u32(128);
let l_12 = l_7 * u32(20);
let l_13 = info.scalars_u32[0] + l_12;
let l_14 = l_13 + u32(0);
let l_15 = buffer_4_global[l_14];
a_9[u32(0)] = l_15;
let l_16 = u32(128) + l_7;
let l_17 = l_16 * u32(20);
let l_18 = info.scalars_u32[0] + l_17;
let l_19 = l_18 + u32(0);
let l_20 = buffer_4_global[l_19];
a_10[u32(0)] = l_20;
let l_21 = u32(256) + l_7;
let l_22 = l_21 * u32(20);
let l_23 = info.scalars_u32[0] + l_22;
let l_24 = l_23 + u32(0);
let l_25 = buffer_4_global[l_24];
a_11[u32(0)] = l_25;
let l_26 = l_7 * u32(20);
let l_27 = info.scalars_u32[0] + l_26;
let l_28 = l_27 + u32(1);
let l_29 = buffer_4_global[l_28];
a_9[u32(1)] = l_29;
let l_30 = u32(128) + l_7;
let l_31 = l_30 * u32(20);
let l_32 = info.scalars_u32[0] + l_31;
let l_33 = l_32 + u32(1);
let l_34 = buffer_4_global[l_33];
a_10[u32(1)] = l_34;
let l_35 = u32(256) + l_7;
let l_36 = l_35 * u32(20);
let l_37 = info.scalars_u32[0] + l_36;
let l_38 = l_37 + u32(1);
let l_39 = buffer_4_global[l_38];
a_11[u32(1)] = l_39;
let l_40 = l_7 * u32(20);
let l_41 = info.scalars_u32[0] + l_40;
let l_42 = l_41 + u32(2);
let l_43 = buffer_4_global[l_42];
a_9[u32(2)] = l_43;
let l_44 = u32(128) + l_7;
let l_45 = l_44 * u32(20);
let l_46 = info.scalars_u32[0] + l_45;
let l_47 = l_46 + u32(2);
let l_48 = buffer_4_global[l_47];
a_10[u32(2)] = l_48;
let l_49 = u32(256) + l_7;
let l_50 = l_49 * u32(20);
let l_51 = info.scalars_u32[0] + l_50;
let l_52 = l_51 + u32(2);
let l_53 = buffer_4_global[l_52];
a_11[u32(2)] = l_53;
let l_54 = l_7 * u32(20);
let l_55 = info.scalars_u32[0] + l_54;
let l_56 = l_55 + u32(3);
let l_57 = buffer_4_global[l_56];
a_9[u32(3)] = l_57;
let l_58 = u32(128) + l_7;
let l_59 = l_58 * u32(20);
let l_60 = info.scalars_u32[0] + l_59;
let l_61 = l_60 + u32(3);
let l_62 = buffer_4_global[l_61];
a_10[u32(3)] = l_62;
let l_63 = u32(256) + l_7;
let l_64 = l_63 * u32(20);
let l_65 = info.scalars_u32[0] + l_64;
let l_66 = l_65 + u32(3);
let l_67 = buffer_4_global[l_66];
a_11[u32(3)] = l_67;
let l_68 = l_7 * u32(20);
let l_69 = info.scalars_u32[0] + l_68;
let l_70 = l_69 + u32(4);
let l_71 = buffer_4_global[l_70];
a_9[u32(4)] = l_71;
let l_72 = u32(128) + l_7;
let l_73 = l_72 * u32(20);
let l_74 = info.scalars_u32[0] + l_73;
let l_75 = l_74 + u32(4);
let l_76 = buffer_4_global[l_75];
a_10[u32(4)] = l_76;
let l_77 = u32(256) + l_7;
let l_78 = l_77 * u32(20);
let l_79 = info.scalars_u32[0] + l_78;
let l_80 = l_79 + u32(4);
let l_81 = buffer_4_global[l_80];
a_11[u32(4)] = l_81;
let l_82 = l_7 * u32(20);
let l_83 = info.scalars_u32[0] + l_82;
let l_84 = l_83 + u32(5);
let l_85 = buffer_4_global[l_84];
a_9[u32(5)] = l_85;
let l_86 = u32(128) + l_7;
let l_87 = l_86 * u32(20);
let l_88 = info.scalars_u32[0] + l_87;
let l_89 = l_88 + u32(5);
let l_90 = buffer_4_global[l_89];
a_10[u32(5)] = l_90;
let l_91 = u32(256) + l_7;
let l_92 = l_91 * u32(20);
let l_93 = info.scalars_u32[0] + l_92;
let l_94 = l_93 + u32(5);
let l_95 = buffer_4_global[l_94];
a_11[u32(5)] = l_95;
let l_96 = l_7 * u32(20);
let l_97 = info.scalars_u32[0] + l_96;
let l_98 = l_97 + u32(6);
let l_99 = buffer_4_global[l_98];
a_9[u32(6)] = l_99;
let l_100 = u32(128) + l_7;
let l_101 = l_100 * u32(20);
let l_102 = info.scalars_u32[0] + l_101;
let l_103 = l_102 + u32(6);
let l_104 = buffer_4_global[l_103];
a_10[u32(6)] = l_104;
let l_105 = u32(256) + l_7;
let l_106 = l_105 * u32(20);
let l_107 = info.scalars_u32[0] + l_106;
let l_108 = l_107 + u32(6);
let l_109 = buffer_4_global[l_108];
a_11[u32(6)] = l_109;
let l_110 = l_7 * u32(20);
let l_111 = info.scalars_u32[0] + l_110;
let l_112 = l_111 + u32(7);
let l_113 = buffer_4_global[l_112];
a_9[u32(7)] = l_113;
let l_114 = u32(128) + l_7;
let l_115 = l_114 * u32(20);
let l_116 = info.scalars_u32[0] + l_115;
let l_117 = l_116 + u32(7);
let l_118 = buffer_4_global[l_117];
a_10[u32(7)] = l_118;
let l_119 = u32(256) + l_7;
let l_120 = l_119 * u32(20);
let l_121 = info.scalars_u32[0] + l_120;
let l_122 = l_121 + u32(7);
let l_123 = buffer_4_global[l_122];
a_11[u32(7)] = l_123;
let l_124 = l_7 * u32(20);
let l_125 = info.scalars_u32[0] + l_124;
let l_126 = l_125 + u32(8);
let l_127 = buffer_4_global[l_126];
a_9[u32(8)] = l_127;
let l_128 = u32(128) + l_7;
let l_129 = l_128 * u32(20);
let l_130 = info.scalars_u32[0] + l_129;
let l_131 = l_130 + u32(8);
let l_132 = buffer_4_global[l_131];
a_10[u32(8)] = l_132;
let l_133 = u32(256) + l_7;
let l_134 = l_133 * u32(20);
let l_135 = info.scalars_u32[0] + l_134;
let l_136 = l_135 + u32(8);
let l_137 = buffer_4_global[l_136];
a_11[u32(8)] = l_137;
let l_138 = l_7 * u32(20);
let l_139 = info.scalars_u32[0] + l_138;
let l_140 = l_139 + u32(9);
let l_141 = buffer_4_global[l_140];
a_9[u32(9)] = l_141;
let l_142 = u32(128) + l_7;
let l_143 = l_142 * u32(20);
let l_144 = info.scalars_u32[0] + l_143;
let l_145 = l_144 + u32(9);
let l_146 = buffer_4_global[l_145];
a_10[u32(9)] = l_146;
let l_147 = u32(256) + l_7;
let l_148 = l_147 * u32(20);
let l_149 = info.scalars_u32[0] + l_148;
let l_150 = l_149 + u32(9);
let l_151 = buffer_4_global[l_150];
a_11[u32(9)] = l_151;
let l_152 = l_7 * u32(20);
let l_153 = info.scalars_u32[0] + l_152;
let l_154 = l_153 + u32(10);
let l_155 = buffer_4_global[l_154];
a_9[u32(10)] = l_155;
let l_156 = u32(128) + l_7;
let l_157 = l_156 * u32(20);
let l_158 = info.scalars_u32[0] + l_157;
let l_159 = l_158 + u32(10);
let l_160 = buffer_4_global[l_159];
a_10[u32(10)] = l_160;
let l_161 = u32(256) + l_7;
let l_162 = l_161 * u32(20);
let l_163 = info.scalars_u32[0] + l_162;
let l_164 = l_163 + u32(10);
let l_165 = buffer_4_global[l_164];
a_11[u32(10)] = l_165;
let l_166 = l_7 * u32(20);
let l_167 = info.scalars_u32[0] + l_166;
let l_168 = l_167 + u32(11);
let l_169 = buffer_4_global[l_168];
a_9[u32(11)] = l_169;
let l_170 = u32(128) + l_7;
let l_171 = l_170 * u32(20);
let l_172 = info.scalars_u32[0] + l_171;
let l_173 = l_172 + u32(11);
let l_174 = buffer_4_global[l_173];
a_10[u32(11)] = l_174;
let l_175 = u32(256) + l_7;
let l_176 = l_175 * u32(20);
let l_177 = info.scalars_u32[0] + l_176;
let l_178 = l_177 + u32(11);
let l_179 = buffer_4_global[l_178];
a_11[u32(11)] = l_179;
let l_180 = l_7 * u32(20);
let l_181 = info.scalars_u32[0] + l_180;
let l_182 = l_181 + u32(12);
let l_183 = buffer_4_global[l_182];
a_9[u32(12)] = l_183;
let l_184 = u32(128) + l_7;
let l_185 = l_184 * u32(20);
let l_186 = info.scalars_u32[0] + l_185;
let l_187 = l_186 + u32(12);
let l_188 = buffer_4_global[l_187];
a_10[u32(12)] = l_188;
let l_189 = u32(256) + l_7;
let l_190 = l_189 * u32(20);
let l_191 = info.scalars_u32[0] + l_190;
let l_192 = l_191 + u32(12);
let l_193 = buffer_4_global[l_192];
a_11[u32(12)] = l_193;
let l_194 = l_7 * u32(20);
let l_195 = info.scalars_u32[0] + l_194;
let l_196 = l_195 + u32(13);
let l_197 = buffer_4_global[l_196];
a_9[u32(13)] = l_197;
let l_198 = u32(128) + l_7;
let l_199 = l_198 * u32(20);
let l_200 = info.scalars_u32[0] + l_199;
let l_201 = l_200 + u32(13);
let l_202 = buffer_4_global[l_201];
a_10[u32(13)] = l_202;
let l_203 = u32(256) + l_7;
let l_204 = l_203 * u32(20);
let l_205 = info.scalars_u32[0] + l_204;
let l_206 = l_205 + u32(13);
let l_207 = buffer_4_global[l_206];
a_11[u32(13)] = l_207;
let l_208 = l_7 * u32(20);
let l_209 = info.scalars_u32[0] + l_208;
let l_210 = l_209 + u32(14);
let l_211 = buffer_4_global[l_210];
a_9[u32(14)] = l_211;
let l_212 = u32(128) + l_7;
let l_213 = l_212 * u32(20);
let l_214 = info.scalars_u32[0] + l_213;
let l_215 = l_214 + u32(14);
let l_216 = buffer_4_global[l_215];
a_10[u32(14)] = l_216;
let l_217 = u32(256) + l_7;
let l_218 = l_217 * u32(20);
let l_219 = info.scalars_u32[0] + l_218;
let l_220 = l_219 + u32(14);
let l_221 = buffer_4_global[l_220];
a_11[u32(14)] = l_221;
let l_222 = l_7 * u32(20);
let l_223 = info.scalars_u32[0] + l_222;
let l_224 = l_223 + u32(15);
let l_225 = buffer_4_global[l_224];
a_9[u32(15)] = l_225;
let l_226 = u32(128) + l_7;
let l_227 = l_226 * u32(20);
let l_228 = info.scalars_u32[0] + l_227;
let l_229 = l_228 + u32(15);
let l_230 = buffer_4_global[l_229];
a_10[u32(15)] = l_230;
let l_231 = u32(256) + l_7;
let l_232 = l_231 * u32(20);
let l_233 = info.scalars_u32[0] + l_232;
let l_234 = l_233 + u32(15);
let l_235 = buffer_4_global[l_234];
a_11[u32(15)] = l_235;
let l_236 = l_7 * u32(20);
let l_237 = info.scalars_u32[0] + l_236;
let l_238 = l_237 + u32(16);
let l_239 = buffer_4_global[l_238];
a_9[u32(16)] = l_239;
let l_240 = u32(128) + l_7;
let l_241 = l_240 * u32(20);
let l_242 = info.scalars_u32[0] + l_241;
let l_243 = l_242 + u32(16);
let l_244 = buffer_4_global[l_243];
a_10[u32(16)] = l_244;
let l_245 = u32(256) + l_7;
let l_246 = l_245 * u32(20);
let l_247 = info.scalars_u32[0] + l_246;
let l_248 = l_247 + u32(16);
let l_249 = buffer_4_global[l_248];
a_11[u32(16)] = l_249;
let l_250 = l_7 * u32(20);
let l_251 = info.scalars_u32[0] + l_250;
let l_252 = l_251 + u32(17);
let l_253 = buffer_4_global[l_252];
a_9[u32(17)] = l_253;
let l_254 = u32(128) + l_7;
let l_255 = l_254 * u32(20);
let l_256 = info.scalars_u32[0] + l_255;
let l_257 = l_256 + u32(17);
let l_258 = buffer_4_global[l_257];
a_10[u32(17)] = l_258;
let l_259 = u32(256) + l_7;
let l_260 = l_259 * u32(20);
let l_261 = info.scalars_u32[0] + l_260;
let l_262 = l_261 + u32(17);
let l_263 = buffer_4_global[l_262];
a_11[u32(17)] = l_263;
let l_264 = l_7 * u32(20);
let l_265 = info.scalars_u32[0] + l_264;
let l_266 = l_265 + u32(18);
let l_267 = buffer_4_global[l_266];
a_9[u32(18)] = l_267;
let l_268 = u32(128) + l_7;
let l_269 = l_268 * u32(20);
let l_270 = info.scalars_u32[0] + l_269;
let l_271 = l_270 + u32(18);
let l_272 = buffer_4_global[l_271];
a_10[u32(18)] = l_272;
let l_273 = u32(256) + l_7;
let l_274 = l_273 * u32(20);
let l_275 = info.scalars_u32[0] + l_274;
let l_276 = l_275 + u32(18);
let l_277 = buffer_4_global[l_276];
a_11[u32(18)] = l_277;
let l_278 = l_7 * u32(20);
let l_279 = info.scalars_u32[0] + l_278;
let l_280 = l_279 + u32(19);
let l_281 = buffer_4_global[l_280];
a_9[u32(19)] = l_281;
let l_282 = u32(128) + l_7;
let l_283 = l_282 * u32(20);
let l_284 = info.scalars_u32[0] + l_283;
let l_285 = l_284 + u32(19);
let l_286 = buffer_4_global[l_285];
a_10[u32(19)] = l_286;
let l_287 = u32(256) + l_7;
let l_288 = l_287 * u32(20);
let l_289 = info.scalars_u32[0] + l_288;
let l_290 = l_289 + u32(19);
let l_291 = buffer_4_global[l_290];
a_11[u32(19)] = l_291;
let l_292 = info.scalars_u32[1] + l_7;
let l_293 = buffer_4_global[l_292];
let l_294 = info.scalars_u32[1] + u32(128);
let l_295 = l_294 + l_7;
let l_296 = buffer_4_global[l_295];
let l_297 = info.scalars_u32[1] + u32(256);
let l_298 = l_297 + l_7;
let l_299 = buffer_4_global[l_298];
l_mut_300 = f32(0.0);
l_mut_301 = f32(0.0);
l_mut_302 = f32(0.0);
l_mut_303 = f32(0.0);
let l_304 = l_5 + u32(1);
let l_305 = buffer_0_global[l_304];
let l_306 = buffer_0_global[l_5];
let l_307 = l_306 + l_8;
l_mut_308 = l_307;
loop {
let l_309 = l_mut_308 < l_305;
let l_310 = !l_309;
if l_310 {
break;
}
l_mut_311 = l_293;
l_mut_312 = l_296;
l_mut_313 = l_299;
let l_314 = l_mut_308 * u32(20);
let l_315 = l_314 + u32(0);
let l_316 = buffer_3_global[l_315];
let l_317 = a_9[u32(0)];
let l_318 = l_317 * l_316;
l_mut_311 = l_mut_311 + l_318;
let l_319 = a_10[u32(0)];
let l_320 = l_319 * l_316;
l_mut_312 = l_mut_312 + l_320;
let l_321 = a_11[u32(0)];
let l_322 = l_321 * l_316;
l_mut_313 = l_mut_313 + l_322;
let l_323 = l_mut_308 * u32(20);
let l_324 = l_323 + u32(1);
let l_325 = buffer_3_global[l_324];
let l_326 = a_9[u32(1)];
let l_327 = l_326 * l_325;
l_mut_311 = l_mut_311 + l_327;
let l_328 = a_10[u32(1)];
let l_329 = l_328 * l_325;
l_mut_312 = l_mut_312 + l_329;
let l_330 = a_11[u32(1)];
let l_331 = l_330 * l_325;
l_mut_313 = l_mut_313 + l_331;
let l_332 = l_mut_308 * u32(20);
let l_333 = l_332 + u32(2);
let l_334 = buffer_3_global[l_333];
let l_335 = a_9[u32(2)];
let l_336 = l_335 * l_334;
l_mut_311 = l_mut_311 + l_336;
let l_337 = a_10[u32(2)];
let l_338 = l_337 * l_334;
l_mut_312 = l_mut_312 + l_338;
let l_339 = a_11[u32(2)];
let l_340 = l_339 * l_334;
l_mut_313 = l_mut_313 + l_340;
let l_341 = l_mut_308 * u32(20);
let l_342 = l_341 + u32(3);
let l_343 = buffer_3_global[l_342];
let l_344 = a_9[u32(3)];
let l_345 = l_344 * l_343;
l_mut_311 = l_mut_311 + l_345;
let l_346 = a_10[u32(3)];
let l_347 = l_346 * l_343;
l_mut_312 = l_mut_312 + l_347;
let l_348 = a_11[u32(3)];
let l_349 = l_348 * l_343;
l_mut_313 = l_mut_313 + l_349;
let l_350 = l_mut_308 * u32(20);
let l_351 = l_350 + u32(4);
let l_352 = buffer_3_global[l_351];
let l_353 = a_9[u32(4)];
let l_354 = l_353 * l_352;
l_mut_311 = l_mut_311 + l_354;
let l_355 = a_10[u32(4)];
let l_356 = l_355 * l_352;
l_mut_312 = l_mut_312 + l_356;
let l_357 = a_11[u32(4)];
let l_358 = l_357 * l_352;
l_mut_313 = l_mut_313 + l_358;
let l_359 = l_mut_308 * u32(20);
let l_360 = l_359 + u32(5);
let l_361 = buffer_3_global[l_360];
let l_362 = a_9[u32(5)];
let l_363 = l_362 * l_361;
l_mut_311 = l_mut_311 + l_363;
let l_364 = a_10[u32(5)];
let l_365 = l_364 * l_361;
l_mut_312 = l_mut_312 + l_365;
let l_366 = a_11[u32(5)];
let l_367 = l_366 * l_361;
l_mut_313 = l_mut_313 + l_367;
let l_368 = l_mut_308 * u32(20);
let l_369 = l_368 + u32(6);
let l_370 = buffer_3_global[l_369];
let l_371 = a_9[u32(6)];
let l_372 = l_371 * l_370;
l_mut_311 = l_mut_311 + l_372;
let l_373 = a_10[u32(6)];
let l_374 = l_373 * l_370;
l_mut_312 = l_mut_312 + l_374;
let l_375 = a_11[u32(6)];
let l_376 = l_375 * l_370;
l_mut_313 = l_mut_313 + l_376;
let l_377 = l_mut_308 * u32(20);
let l_378 = l_377 + u32(7);
let l_379 = buffer_3_global[l_378];
let l_380 = a_9[u32(7)];
let l_381 = l_380 * l_379;
l_mut_311 = l_mut_311 + l_381;
let l_382 = a_10[u32(7)];
let l_383 = l_382 * l_379;
l_mut_312 = l_mut_312 + l_383;
let l_384 = a_11[u32(7)];
let l_385 = l_384 * l_379;
l_mut_313 = l_mut_313 + l_385;
let l_386 = l_mut_308 * u32(20);
let l_387 = l_386 + u32(8);
let l_388 = buffer_3_global[l_387];
let l_389 = a_9[u32(8)];
let l_390 = l_389 * l_388;
l_mut_311 = l_mut_311 + l_390;
let l_391 = a_10[u32(8)];
let l_392 = l_391 * l_388;
l_mut_312 = l_mut_312 + l_392;
let l_393 = a_11[u32(8)];
let l_394 = l_393 * l_388;
l_mut_313 = l_mut_313 + l_394;
let l_395 = l_mut_308 * u32(20);
let l_396 = l_395 + u32(9);
let l_397 = buffer_3_global[l_396];
let l_398 = a_9[u32(9)];
let l_399 = l_398 * l_397;
l_mut_311 = l_mut_311 + l_399;
let l_400 = a_10[u32(9)];
let l_401 = l_400 * l_397;
l_mut_312 = l_mut_312 + l_401;
let l_402 = a_11[u32(9)];
let l_403 = l_402 * l_397;
l_mut_313 = l_mut_313 + l_403;
let l_404 = l_mut_308 * u32(20);
let l_405 = l_404 + u32(10);
let l_406 = buffer_3_global[l_405];
let l_407 = a_9[u32(10)];
let l_408 = l_407 * l_406;
l_mut_311 = l_mut_311 + l_408;
let l_409 = a_10[u32(10)];
let l_410 = l_409 * l_406;
l_mut_312 = l_mut_312 + l_410;
let l_411 = a_11[u32(10)];
let l_412 = l_411 * l_406;
l_mut_313 = l_mut_313 + l_412;
let l_413 = l_mut_308 * u32(20);
let l_414 = l_413 + u32(11);
let l_415 = buffer_3_global[l_414];
let l_416 = a_9[u32(11)];
let l_417 = l_416 * l_415;
l_mut_311 = l_mut_311 + l_417;
let l_418 = a_10[u32(11)];
let l_419 = l_418 * l_415;
l_mut_312 = l_mut_312 + l_419;
let l_420 = a_11[u32(11)];
let l_421 = l_420 * l_415;
l_mut_313 = l_mut_313 + l_421;
let l_422 = l_mut_308 * u32(20);
let l_423 = l_422 + u32(12);
let l_424 = buffer_3_global[l_423];
let l_425 = a_9[u32(12)];
let l_426 = l_425 * l_424;
l_mut_311 = l_mut_311 + l_426;
let l_427 = a_10[u32(12)];
let l_428 = l_427 * l_424;
l_mut_312 = l_mut_312 + l_428;
let l_429 = a_11[u32(12)];
let l_430 = l_429 * l_424;
l_mut_313 = l_mut_313 + l_430;
let l_431 = l_mut_308 * u32(20);
let l_432 = l_431 + u32(13);
let l_433 = buffer_3_global[l_432];
let l_434 = a_9[u32(13)];
let l_435 = l_434 * l_433;
l_mut_311 = l_mut_311 + l_435;
let l_436 = a_10[u32(13)];
let l_437 = l_436 * l_433;
l_mut_312 = l_mut_312 + l_437;
let l_438 = a_11[u32(13)];
let l_439 = l_438 * l_433;
l_mut_313 = l_mut_313 + l_439;
let l_440 = l_mut_308 * u32(20);
let l_441 = l_440 + u32(14);
let l_442 = buffer_3_global[l_441];
let l_443 = a_9[u32(14)];
let l_444 = l_443 * l_442;
l_mut_311 = l_mut_311 + l_444;
let l_445 = a_10[u32(14)];
let l_446 = l_445 * l_442;
l_mut_312 = l_mut_312 + l_446;
let l_447 = a_11[u32(14)];
let l_448 = l_447 * l_442;
l_mut_313 = l_mut_313 + l_448;
let l_449 = l_mut_308 * u32(20);
let l_450 = l_449 + u32(15);
let l_451 = buffer_3_global[l_450];
let l_452 = a_9[u32(15)];
let l_453 = l_452 * l_451;
l_mut_311 = l_mut_311 + l_453;
let l_454 = a_10[u32(15)];
let l_455 = l_454 * l_451;
l_mut_312 = l_mut_312 + l_455;
let l_456 = a_11[u32(15)];
let l_457 = l_456 * l_451;
l_mut_313 = l_mut_313 + l_457;
let l_458 = l_mut_308 * u32(20);
let l_459 = l_458 + u32(16);
let l_460 = buffer_3_global[l_459];
let l_461 = a_9[u32(16)];
let l_462 = l_461 * l_460;
l_mut_311 = l_mut_311 + l_462;
let l_463 = a_10[u32(16)];
let l_464 = l_463 * l_460;
l_mut_312 = l_mut_312 + l_464;
let l_465 = a_11[u32(16)];
let l_466 = l_465 * l_460;
l_mut_313 = l_mut_313 + l_466;
let l_467 = l_mut_308 * u32(20);
let l_468 = l_467 + u32(17);
let l_469 = buffer_3_global[l_468];
let l_470 = a_9[u32(17)];
let l_471 = l_470 * l_469;
l_mut_311 = l_mut_311 + l_471;
let l_472 = a_10[u32(17)];
let l_473 = l_472 * l_469;
l_mut_312 = l_mut_312 + l_473;
let l_474 = a_11[u32(17)];
let l_475 = l_474 * l_469;
l_mut_313 = l_mut_313 + l_475;
let l_476 = l_mut_308 * u32(20);
let l_477 = l_476 + u32(18);
let l_478 = buffer_3_global[l_477];
let l_479 = a_9[u32(18)];
let l_480 = l_479 * l_478;
l_mut_311 = l_mut_311 + l_480;
let l_481 = a_10[u32(18)];
let l_482 = l_481 * l_478;
l_mut_312 = l_mut_312 + l_482;
let l_483 = a_11[u32(18)];
let l_484 = l_483 * l_478;
l_mut_313 = l_mut_313 + l_484;
let l_485 = l_mut_308 * u32(20);
let l_486 = l_485 + u32(19);
let l_487 = buffer_3_global[l_486];
let l_488 = a_9[u32(19)];
let l_489 = l_488 * l_487;
l_mut_311 = l_mut_311 + l_489;
let l_490 = a_10[u32(19)];
let l_491 = l_490 * l_487;
l_mut_312 = l_mut_312 + l_491;
let l_492 = a_11[u32(19)];
let l_493 = l_492 * l_487;
l_mut_313 = l_mut_313 + l_493;
let l_494 = l_mut_308 * u32(8);
let l_495 = l_494 + u32(4);
let l_496 = buffer_2_global[l_495];
let l_497 = buffer_1_global[l_mut_308];
let l_498 = l_497 * u32(3);
let l_499 = l_498 * u32(128);
let l_500 = l_499 + l_7;
let l_501 = buffer_7_global[l_500];
let l_502 = l_497 * u32(3);
let l_503 = l_502 * u32(128);
let l_504 = l_503 + u32(128);
let l_505 = l_504 + l_7;
let l_506 = buffer_7_global[l_505];
let l_507 = l_497 * u32(3);
let l_508 = l_507 * u32(128);
let l_509 = l_508 + u32(256);
let l_510 = l_509 + l_7;
let l_511 = buffer_7_global[l_510];
let l_512 = l_mut_311 * l_496;
let l_513 = l_512 * l_501;
l_mut_300 = l_mut_300 + l_513;
let l_514 = l_mut_312 * l_496;
let l_515 = l_514 * l_506;
let l_516 = l_mut_313 * l_496;
let l_517 = l_516 * l_511;
let l_518 = l_mut_308 * u32(8);
let l_519 = l_518 + u32(1);
let l_520 = buffer_2_global[l_519];
let l_521 = l_515 * l_520;
let l_522 = l_497 * u32(3);
let l_523 = l_522 * u32(128);
let l_524 = l_523 + l_7;
let l_525 = buffer_9_global[l_524];
let l_526 = l_517 * l_525;
let l_527 = l_521 + l_526;
l_mut_301 = l_mut_301 + l_527;
let l_528 = l_mut_308 * u32(8);
let l_529 = l_528 + u32(2);
let l_530 = buffer_2_global[l_529];
let l_531 = l_515 * l_530;
let l_532 = l_497 * u32(3);
let l_533 = l_532 * u32(128);
let l_534 = l_533 + u32(128);
let l_535 = l_534 + l_7;
let l_536 = buffer_9_global[l_535];
let l_537 = l_517 * l_536;
let l_538 = l_531 + l_537;
l_mut_302 = l_mut_302 + l_538;
let l_539 = l_mut_308 * u32(8);
let l_540 = l_539 + u32(3);
let l_541 = buffer_2_global[l_540];
let l_542 = l_515 * l_541;
let l_543 = l_497 * u32(3);
let l_544 = l_543 * u32(128);
let l_545 = l_544 + u32(256);
let l_546 = l_545 + l_7;
let l_547 = buffer_9_global[l_546];
let l_548 = l_517 * l_547;
let l_549 = l_542 + l_548;
l_mut_303 = l_mut_303 + l_549;
l_mut_308 = l_mut_308 + u32(3);
}
let l_551 = l_8 < u32(3);
if l_551 {
let l_552 = l_8 * u32(4);
let l_553 = l_552 * u32(128);
let l_554 = l_553 + l_7;
shared_memory_550[l_554] = l_mut_300;
let l_555 = l_8 * u32(4);
let l_556 = l_555 + u32(1);
let l_557 = l_556 * u32(128);
let l_558 = l_557 + l_7;
shared_memory_550[l_558] = l_mut_301;
let l_559 = l_8 * u32(4);
let l_560 = l_559 + u32(2);
let l_561 = l_560 * u32(128);
let l_562 = l_561 + l_7;
shared_memory_550[l_562] = l_mut_302;
let l_563 = l_8 * u32(4);
let l_564 = l_563 + u32(3);
let l_565 = l_564 * u32(128);
let l_566 = l_565 + l_7;
shared_memory_550[l_566] = l_mut_303;
}
workgroupBarrier();
let l_567 = l_8 == u32(0);
if l_567 {
let l_568 = u32(512) + l_7;
let l_569 = shared_memory_550[l_568];
l_mut_300 = l_mut_300 + l_569;
let l_570 = u32(640) + l_7;
let l_571 = shared_memory_550[l_570];
l_mut_301 = l_mut_301 + l_571;
let l_572 = u32(768) + l_7;
let l_573 = shared_memory_550[l_572];
l_mut_302 = l_mut_302 + l_573;
let l_574 = u32(896) + l_7;
let l_575 = shared_memory_550[l_574];
l_mut_303 = l_mut_303 + l_575;
let l_576 = u32(1024) + l_7;
let l_577 = shared_memory_550[l_576];
l_mut_300 = l_mut_300 + l_577;
let l_578 = u32(1152) + l_7;
let l_579 = shared_memory_550[l_578];
l_mut_301 = l_mut_301 + l_579;
let l_580 = u32(1280) + l_7;
let l_581 = shared_memory_550[l_580];
l_mut_302 = l_mut_302 + l_581;
let l_582 = u32(1408) + l_7;
let l_583 = shared_memory_550[l_582];
l_mut_303 = l_mut_303 + l_583;
}
workgroupBarrier();
let l_584 = l_8 == u32(0);
if l_584 {
let l_585 = l_5 * u32(128);
let l_586 = l_585 + l_7;
let l_587 = l_5 * u32(128);
let l_588 = l_587 + l_7;
let l_589 = buffer_8_global[l_588];
let l_590 = l_589 + l_mut_300;
buffer_10_global[l_586] = l_590;
let l_591 = l_5 * u32(3);
let l_592 = l_591 * u32(128);
let l_593 = l_592 + l_7;
let l_594 = l_5 * u32(3);
let l_595 = l_594 * u32(128);
let l_596 = l_595 + l_7;
let l_597 = buffer_9_global[l_596];
let l_598 = l_597 + l_mut_301;
buffer_11_global[l_593] = l_598;
let l_599 = l_5 * u32(3);
let l_600 = l_599 * u32(128);
let l_601 = l_600 + u32(128);
let l_602 = l_601 + l_7;
let l_603 = l_5 * u32(3);
let l_604 = l_603 * u32(128);
let l_605 = l_604 + u32(128);
let l_606 = l_605 + l_7;
let l_607 = buffer_9_global[l_606];
let l_608 = l_607 + l_mut_302;
buffer_11_global[l_602] = l_608;
let l_609 = l_5 * u32(3);
let l_610 = l_609 * u32(128);
let l_611 = l_610 + u32(256);
let l_612 = l_611 + l_7;
let l_613 = l_5 * u32(3);
let l_614 = l_613 * u32(128);
let l_615 = l_614 + u32(256);
let l_616 = l_615 + l_7;
let l_617 = buffer_9_global[l_616];
let l_618 = l_617 + l_mut_303;
buffer_11_global[l_612] = l_618;
}
}
storageBarrier();
let l_619 = u32(3) * info.scalars_u32[20];
let l_620 = u32(3) * l_4;
l_mut_308 = local_idx;
loop {
let l_622 = l_mut_308 < u32(384);
let l_623 = !l_622;
if l_623 {
break;
}
let l_624 = l_mut_308 / u32(128);
let l_625 = l_620 + l_624;
let l_626 = l_625 < l_619;
if l_626 {
let l_627 = l_625 * u32(128);
let l_628 = l_mut_308 % u32(128);
let l_629 = l_627 + l_628;
let l_630 = buffer_11_global[l_629];
shared_memory_621[l_mut_308] = l_630;
} else {
shared_memory_621[l_mut_308] = f32(0.0);
}
l_mut_308 = l_mut_308 + u32(384);
}
workgroupBarrier();
l_mut_308 = local_idx;
loop {
let l_632 = l_mut_308 < u32(256);
let l_633 = !l_632;
if l_633 {
break;
}
l_mut_313 = f32(0.0);
let l_635 = info.scalars_u32[3] + l_mut_308;
let l_636 = buffer_4_global[l_635];
l_mut_313 = l_636;
a_634[u32(0)] = l_mut_313;
a_634[u32(1)] = l_mut_313;
a_634[u32(2)] = l_mut_313;
l_mut_637 = u32(0);
loop {
let l_638 = u32(0) + u32(128);
let l_639 = l_mut_637 < l_638;
let l_640 = !l_639;
if l_640 {
break;
}
let l_642 = l_mut_637 + u32(0);
let l_643 = l_642 * u32(256);
let l_644 = info.scalars_u32[2] + l_643;
let l_645 = l_644 + l_mut_308;
let l_646 = buffer_4_global[l_645];
a_641[u32(0)] = l_646;
let l_647 = l_mut_637 + u32(1);
let l_648 = l_647 * u32(256);
let l_649 = info.scalars_u32[2] + l_648;
let l_650 = l_649 + l_mut_308;
let l_651 = buffer_4_global[l_650];
a_641[u32(1)] = l_651;
let l_652 = l_mut_637 + u32(2);
let l_653 = l_652 * u32(256);
let l_654 = info.scalars_u32[2] + l_653;
let l_655 = l_654 + l_mut_308;
let l_656 = buffer_4_global[l_655];
a_641[u32(2)] = l_656;
let l_657 = l_mut_637 + u32(3);
let l_658 = l_657 * u32(256);
let l_659 = info.scalars_u32[2] + l_658;
let l_660 = l_659 + l_mut_308;
let l_661 = buffer_4_global[l_660];
a_641[u32(3)] = l_661;
let l_662 = l_mut_637 + u32(4);
let l_663 = l_662 * u32(256);
let l_664 = info.scalars_u32[2] + l_663;
let l_665 = l_664 + l_mut_308;
let l_666 = buffer_4_global[l_665];
a_641[u32(4)] = l_666;
let l_667 = l_mut_637 + u32(5);
let l_668 = l_667 * u32(256);
let l_669 = info.scalars_u32[2] + l_668;
let l_670 = l_669 + l_mut_308;
let l_671 = buffer_4_global[l_670];
a_641[u32(5)] = l_671;
let l_672 = l_mut_637 + u32(6);
let l_673 = l_672 * u32(256);
let l_674 = info.scalars_u32[2] + l_673;
let l_675 = l_674 + l_mut_308;
let l_676 = buffer_4_global[l_675];
a_641[u32(6)] = l_676;
let l_677 = l_mut_637 + u32(7);
let l_678 = l_677 * u32(256);
let l_679 = info.scalars_u32[2] + l_678;
let l_680 = l_679 + l_mut_308;
let l_681 = buffer_4_global[l_680];
a_641[u32(7)] = l_681;
let l_682 = u32(0) + l_mut_637;
let l_683 = l_682 + u32(0);
let l_684 = shared_memory_621[l_683];
let l_685 = a_641[u32(0)];
let l_686 = l_684 * l_685;
let l_687 = a_634[u32(0)];
let l_688 = l_687 + l_686;
a_634[u32(0)] = l_688;
let l_689 = u32(128) + l_mut_637;
let l_690 = l_689 + u32(0);
let l_691 = shared_memory_621[l_690];
let l_692 = a_641[u32(0)];
let l_693 = l_691 * l_692;
let l_694 = a_634[u32(1)];
let l_695 = l_694 + l_693;
a_634[u32(1)] = l_695;
let l_696 = u32(256) + l_mut_637;
let l_697 = l_696 + u32(0);
let l_698 = shared_memory_621[l_697];
let l_699 = a_641[u32(0)];
let l_700 = l_698 * l_699;
let l_701 = a_634[u32(2)];
let l_702 = l_701 + l_700;
a_634[u32(2)] = l_702;
let l_703 = u32(0) + l_mut_637;
let l_704 = l_703 + u32(1);
let l_705 = shared_memory_621[l_704];
let l_706 = a_641[u32(1)];
let l_707 = l_705 * l_706;
let l_708 = a_634[u32(0)];
let l_709 = l_708 + l_707;
a_634[u32(0)] = l_709;
let l_710 = u32(128) + l_mut_637;
let l_711 = l_710 + u32(1);
let l_712 = shared_memory_621[l_711];
let l_713 = a_641[u32(1)];
let l_714 = l_712 * l_713;
let l_715 = a_634[u32(1)];
let l_716 = l_715 + l_714;
a_634[u32(1)] = l_716;
let l_717 = u32(256) + l_mut_637;
let l_718 = l_717 + u32(1);
let l_719 = shared_memory_621[l_718];
let l_720 = a_641[u32(1)];
let l_721 = l_719 * l_720;
let l_722 = a_634[u32(2)];
let l_723 = l_722 + l_721;
a_634[u32(2)] = l_723;
let l_724 = u32(0) + l_mut_637;
let l_725 = l_724 + u32(2);
let l_726 = shared_memory_621[l_725];
let l_727 = a_641[u32(2)];
let l_728 = l_726 * l_727;
let l_729 = a_634[u32(0)];
let l_730 = l_729 + l_728;
a_634[u32(0)] = l_730;
let l_731 = u32(128) + l_mut_637;
let l_732 = l_731 + u32(2);
let l_733 = shared_memory_621[l_732];
let l_734 = a_641[u32(2)];
let l_735 = l_733 * l_734;
let l_736 = a_634[u32(1)];
let l_737 = l_736 + l_735;
a_634[u32(1)] = l_737;
let l_738 = u32(256) + l_mut_637;
let l_739 = l_738 + u32(2);
let l_740 = shared_memory_621[l_739];
let l_741 = a_641[u32(2)];
let l_742 = l_740 * l_741;
let l_743 = a_634[u32(2)];
let l_744 = l_743 + l_742;
a_634[u32(2)] = l_744;
let l_745 = u32(0) + l_mut_637;
let l_746 = l_745 + u32(3);
let l_747 = shared_memory_621[l_746];
let l_748 = a_641[u32(3)];
let l_749 = l_747 * l_748;
let l_750 = a_634[u32(0)];
let l_751 = l_750 + l_749;
a_634[u32(0)] = l_751;
let l_752 = u32(128) + l_mut_637;
let l_753 = l_752 + u32(3);
let l_754 = shared_memory_621[l_753];
let l_755 = a_641[u32(3)];
let l_756 = l_754 * l_755;
let l_757 = a_634[u32(1)];
let l_758 = l_757 + l_756;
a_634[u32(1)] = l_758;
let l_759 = u32(256) + l_mut_637;
let l_760 = l_759 + u32(3);
let l_761 = shared_memory_621[l_760];
let l_762 = a_641[u32(3)];
let l_763 = l_761 * l_762;
let l_764 = a_634[u32(2)];
let l_765 = l_764 + l_763;
a_634[u32(2)] = l_765;
let l_766 = u32(0) + l_mut_637;
let l_767 = l_766 + u32(4);
let l_768 = shared_memory_621[l_767];
let l_769 = a_641[u32(4)];
let l_770 = l_768 * l_769;
let l_771 = a_634[u32(0)];
let l_772 = l_771 + l_770;
a_634[u32(0)] = l_772;
let l_773 = u32(128) + l_mut_637;
let l_774 = l_773 + u32(4);
let l_775 = shared_memory_621[l_774];
let l_776 = a_641[u32(4)];
let l_777 = l_775 * l_776;
let l_778 = a_634[u32(1)];
let l_779 = l_778 + l_777;
a_634[u32(1)] = l_779;
let l_780 = u32(256) + l_mut_637;
let l_781 = l_780 + u32(4);
let l_782 = shared_memory_621[l_781];
let l_783 = a_641[u32(4)];
let l_784 = l_782 * l_783;
let l_785 = a_634[u32(2)];
let l_786 = l_785 + l_784;
a_634[u32(2)] = l_786;
let l_787 = u32(0) + l_mut_637;
let l_788 = l_787 + u32(5);
let l_789 = shared_memory_621[l_788];
let l_790 = a_641[u32(5)];
let l_791 = l_789 * l_790;
let l_792 = a_634[u32(0)];
let l_793 = l_792 + l_791;
a_634[u32(0)] = l_793;
let l_794 = u32(128) + l_mut_637;
let l_795 = l_794 + u32(5);
let l_796 = shared_memory_621[l_795];
let l_797 = a_641[u32(5)];
let l_798 = l_796 * l_797;
let l_799 = a_634[u32(1)];
let l_800 = l_799 + l_798;
a_634[u32(1)] = l_800;
let l_801 = u32(256) + l_mut_637;
let l_802 = l_801 + u32(5);
let l_803 = shared_memory_621[l_802];
let l_804 = a_641[u32(5)];
let l_805 = l_803 * l_804;
let l_806 = a_634[u32(2)];
let l_807 = l_806 + l_805;
a_634[u32(2)] = l_807;
let l_808 = u32(0) + l_mut_637;
let l_809 = l_808 + u32(6);
let l_810 = shared_memory_621[l_809];
let l_811 = a_641[u32(6)];
let l_812 = l_810 * l_811;
let l_813 = a_634[u32(0)];
let l_814 = l_813 + l_812;
a_634[u32(0)] = l_814;
let l_815 = u32(128) + l_mut_637;
let l_816 = l_815 + u32(6);
let l_817 = shared_memory_621[l_816];
let l_818 = a_641[u32(6)];
let l_819 = l_817 * l_818;
let l_820 = a_634[u32(1)];
let l_821 = l_820 + l_819;
a_634[u32(1)] = l_821;
let l_822 = u32(256) + l_mut_637;
let l_823 = l_822 + u32(6);
let l_824 = shared_memory_621[l_823];
let l_825 = a_641[u32(6)];
let l_826 = l_824 * l_825;
let l_827 = a_634[u32(2)];
let l_828 = l_827 + l_826;
a_634[u32(2)] = l_828;
let l_829 = u32(0) + l_mut_637;
let l_830 = l_829 + u32(7);
let l_831 = shared_memory_621[l_830];
let l_832 = a_641[u32(7)];
let l_833 = l_831 * l_832;
let l_834 = a_634[u32(0)];
let l_835 = l_834 + l_833;
a_634[u32(0)] = l_835;
let l_836 = u32(128) + l_mut_637;
let l_837 = l_836 + u32(7);
let l_838 = shared_memory_621[l_837];
let l_839 = a_641[u32(7)];
let l_840 = l_838 * l_839;
let l_841 = a_634[u32(1)];
let l_842 = l_841 + l_840;
a_634[u32(1)] = l_842;
let l_843 = u32(256) + l_mut_637;
let l_844 = l_843 + u32(7);
let l_845 = shared_memory_621[l_844];
let l_846 = a_641[u32(7)];
let l_847 = l_845 * l_846;
let l_848 = a_634[u32(2)];
let l_849 = l_848 + l_847;
a_634[u32(2)] = l_849;
l_mut_637 = l_mut_637 + u32(8);
}
let l_850 = l_620 + u32(0);
let l_851 = l_850 < l_619;
if l_851 {
let l_852 = l_850 * u32(256);
let l_853 = l_852 + l_mut_308;
let l_854 = a_634[u32(0)];
l_mut_312 = l_854;
buffer_12_global[l_853] = l_mut_312;
}
let l_855 = l_620 + u32(1);
let l_856 = l_855 < l_619;
if l_856 {
let l_857 = l_855 * u32(256);
let l_858 = l_857 + l_mut_308;
let l_859 = a_634[u32(1)];
l_mut_312 = l_859;
buffer_12_global[l_858] = l_mut_312;
}
let l_860 = l_620 + u32(2);
let l_861 = l_860 < l_619;
if l_861 {
let l_862 = l_860 * u32(256);
let l_863 = l_862 + l_mut_308;
let l_864 = a_634[u32(2)];
l_mut_312 = l_864;
buffer_12_global[l_863] = l_mut_312;
}
l_mut_308 = l_mut_308 + u32(384);
}
storageBarrier();
l_mut_637 = local_idx;
loop {
let l_865 = l_mut_637 < u32(128);
let l_866 = !l_865;
if l_866 {
break;
}
let l_867 = l_4 * u32(128);
let l_868 = l_867 + l_mut_637;
let l_869 = info.scalars_u32[20] * u32(128);
let l_870 = l_868 < l_869;
if l_870 {
let l_871 = l_868 / u32(128);
let l_872 = l_868 % u32(128);
l_mut_313 = info.scalars_f32[0];
let l_873 = l_871 * u32(3);
let l_874 = l_873 + u32(0);
let l_875 = l_874 * u32(2);
let l_876 = l_875 * u32(128);
let l_877 = l_876 + l_872;
let l_878 = buffer_12_global[l_877];
let l_879 = l_878 * l_878;
l_mut_313 = l_mut_313 + l_879;
let l_880 = l_871 * u32(3);
let l_881 = l_880 + u32(1);
let l_882 = l_881 * u32(2);
let l_883 = l_882 * u32(128);
let l_884 = l_883 + l_872;
let l_885 = buffer_12_global[l_884];
let l_886 = l_885 * l_885;
l_mut_313 = l_mut_313 + l_886;
let l_887 = l_871 * u32(3);
let l_888 = l_887 + u32(2);
let l_889 = l_888 * u32(2);
let l_890 = l_889 * u32(128);
let l_891 = l_890 + l_872;
let l_892 = buffer_12_global[l_891];
let l_893 = l_892 * l_892;
l_mut_313 = l_mut_313 + l_893;
let l_894 = sqrt(l_mut_313);
buffer_13_global[l_868] = l_894;
let l_895 = l_871 * u32(2);
let l_896 = l_895 * u32(128);
let l_897 = l_896 + l_872;
let l_898 = buffer_10_global[l_868];
buffer_14_global[l_897] = l_898;
let l_899 = l_871 * u32(2);
let l_900 = l_899 * u32(128);
let l_901 = l_900 + u32(128);
let l_902 = l_901 + l_872;
buffer_14_global[l_902] = l_894;
}
l_mut_637 = l_mut_637 + u32(384);
}
storageBarrier();
l_mut_308 = local_idx;
loop {
let l_905 = l_mut_308 < u32(256);
let l_906 = !l_905;
if l_906 {
break;
}
let l_907 = l_mut_308 / u32(256);
let l_908 = l_4 + l_907;
let l_909 = l_908 < info.scalars_u32[20];
if l_909 {
let l_910 = l_908 * u32(256);
let l_911 = l_mut_308 % u32(256);
let l_912 = l_910 + l_911;
let l_913 = buffer_14_global[l_912];
shared_memory_903[l_mut_308] = l_913;
} else {
shared_memory_903[l_mut_308] = f32(0.0);
}
l_mut_308 = l_mut_308 + u32(384);
}
workgroupBarrier();
let l_915 = local_idx < u32(256);
if l_915 {
let l_916 = local_idx % u32(128);
let l_917 = local_idx / u32(128);
a_918[u32(0)] = f32(0.0);
let l_919 = l_917 * u32(128);
l_mut_308 = l_919;
loop {
let l_920 = l_919 + u32(128);
let l_921 = l_mut_308 < l_920;
let l_922 = !l_921;
if l_922 {
break;
}
let l_924 = l_mut_308 + u32(0);
let l_925 = l_924 * u32(128);
let l_926 = info.scalars_u32[5] + l_925;
let l_927 = l_926 + l_916;
let l_928 = buffer_4_global[l_927];
a_923[u32(0)] = l_928;
let l_929 = l_mut_308 + u32(1);
let l_930 = l_929 * u32(128);
let l_931 = info.scalars_u32[5] + l_930;
let l_932 = l_931 + l_916;
let l_933 = buffer_4_global[l_932];
a_923[u32(1)] = l_933;
let l_934 = l_mut_308 + u32(2);
let l_935 = l_934 * u32(128);
let l_936 = info.scalars_u32[5] + l_935;
let l_937 = l_936 + l_916;
let l_938 = buffer_4_global[l_937];
a_923[u32(2)] = l_938;
let l_939 = l_mut_308 + u32(3);
let l_940 = l_939 * u32(128);
let l_941 = info.scalars_u32[5] + l_940;
let l_942 = l_941 + l_916;
let l_943 = buffer_4_global[l_942];
a_923[u32(3)] = l_943;
let l_944 = l_mut_308 + u32(4);
let l_945 = l_944 * u32(128);
let l_946 = info.scalars_u32[5] + l_945;
let l_947 = l_946 + l_916;
let l_948 = buffer_4_global[l_947];
a_923[u32(4)] = l_948;
let l_949 = l_mut_308 + u32(5);
let l_950 = l_949 * u32(128);
let l_951 = info.scalars_u32[5] + l_950;
let l_952 = l_951 + l_916;
let l_953 = buffer_4_global[l_952];
a_923[u32(5)] = l_953;
let l_954 = l_mut_308 + u32(6);
let l_955 = l_954 * u32(128);
let l_956 = info.scalars_u32[5] + l_955;
let l_957 = l_956 + l_916;
let l_958 = buffer_4_global[l_957];
a_923[u32(6)] = l_958;
let l_959 = l_mut_308 + u32(7);
let l_960 = l_959 * u32(128);
let l_961 = info.scalars_u32[5] + l_960;
let l_962 = l_961 + l_916;
let l_963 = buffer_4_global[l_962];
a_923[u32(7)] = l_963;
let l_964 = u32(0) + l_mut_308;
let l_965 = l_964 + u32(0);
let l_966 = shared_memory_903[l_965];
let l_967 = a_923[u32(0)];
let l_968 = l_966 * l_967;
let l_969 = a_918[u32(0)];
let l_970 = l_969 + l_968;
a_918[u32(0)] = l_970;
let l_971 = u32(0) + l_mut_308;
let l_972 = l_971 + u32(1);
let l_973 = shared_memory_903[l_972];
let l_974 = a_923[u32(1)];
let l_975 = l_973 * l_974;
let l_976 = a_918[u32(0)];
let l_977 = l_976 + l_975;
a_918[u32(0)] = l_977;
let l_978 = u32(0) + l_mut_308;
let l_979 = l_978 + u32(2);
let l_980 = shared_memory_903[l_979];
let l_981 = a_923[u32(2)];
let l_982 = l_980 * l_981;
let l_983 = a_918[u32(0)];
let l_984 = l_983 + l_982;
a_918[u32(0)] = l_984;
let l_985 = u32(0) + l_mut_308;
let l_986 = l_985 + u32(3);
let l_987 = shared_memory_903[l_986];
let l_988 = a_923[u32(3)];
let l_989 = l_987 * l_988;
let l_990 = a_918[u32(0)];
let l_991 = l_990 + l_989;
a_918[u32(0)] = l_991;
let l_992 = u32(0) + l_mut_308;
let l_993 = l_992 + u32(4);
let l_994 = shared_memory_903[l_993];
let l_995 = a_923[u32(4)];
let l_996 = l_994 * l_995;
let l_997 = a_918[u32(0)];
let l_998 = l_997 + l_996;
a_918[u32(0)] = l_998;
let l_999 = u32(0) + l_mut_308;
let l_1000 = l_999 + u32(5);
let l_1001 = shared_memory_903[l_1000];
let l_1002 = a_923[u32(5)];
let l_1003 = l_1001 * l_1002;
let l_1004 = a_918[u32(0)];
let l_1005 = l_1004 + l_1003;
a_918[u32(0)] = l_1005;
let l_1006 = u32(0) + l_mut_308;
let l_1007 = l_1006 + u32(6);
let l_1008 = shared_memory_903[l_1007];
let l_1009 = a_923[u32(6)];
let l_1010 = l_1008 * l_1009;
let l_1011 = a_918[u32(0)];
let l_1012 = l_1011 + l_1010;
a_918[u32(0)] = l_1012;
let l_1013 = u32(0) + l_mut_308;
let l_1014 = l_1013 + u32(7);
let l_1015 = shared_memory_903[l_1014];
let l_1016 = a_923[u32(7)];
let l_1017 = l_1015 * l_1016;
let l_1018 = a_918[u32(0)];
let l_1019 = l_1018 + l_1017;
a_918[u32(0)] = l_1019;
l_mut_308 = l_mut_308 + u32(8);
}
let l_1020 = l_917 * u32(1);
let l_1021 = l_1020 + u32(0);
let l_1022 = l_1021 * u32(128);
let l_1023 = l_1022 + l_916;
let l_1024 = a_918[u32(0)];
shared_memory_914[l_1023] = l_1024;
}
workgroupBarrier();
l_mut_308 = local_idx;
loop {
let l_1025 = l_mut_308 < u32(128);
let l_1026 = !l_1025;
if l_1026 {
break;
}
let l_1028 = info.scalars_u32[6] + l_mut_308;
let l_1029 = buffer_4_global[l_1028];
a_1027[u32(0)] = l_1029;
let l_1030 = u32(0) + l_mut_308;
let l_1031 = shared_memory_914[l_1030];
let l_1032 = a_1027[u32(0)];
let l_1033 = l_1032 + l_1031;
a_1027[u32(0)] = l_1033;
let l_1034 = u32(128) + l_mut_308;
let l_1035 = shared_memory_914[l_1034];
let l_1036 = a_1027[u32(0)];
let l_1037 = l_1036 + l_1035;
a_1027[u32(0)] = l_1037;
let l_1038 = a_1027[u32(0)];
let l_1039 = l_4 + u32(0);
let l_1040 = l_1039 < info.scalars_u32[20];
if l_1040 {
let l_1041 = l_1039 * u32(128);
let l_1042 = l_1041 + l_mut_308;
buffer_15_global[l_1042] = l_1038;
}
let l_1043 = u32(0) + l_mut_308;
let l_1044 = -l_1038;
let l_1045 = exp(l_1044);
let l_1046 = f32(1.0) + l_1045;
let l_1047 = f32(1.0) / l_1046;
let l_1048 = l_1038 * l_1047;
shared_memory_904[l_1043] = l_1048;
l_mut_308 = l_mut_308 + u32(384);
}
workgroupBarrier();
l_mut_1050 = local_idx;
loop {
let l_1051 = l_mut_1050 < u32(384);
let l_1052 = !l_1051;
if l_1052 {
break;
}
let l_1054 = info.scalars_u32[9] + l_mut_1050;
let l_1055 = buffer_4_global[l_1054];
a_1053[u32(0)] = l_1055;
l_mut_1056 = u32(0);
loop {
let l_1057 = u32(0) + u32(128);
let l_1058 = l_mut_1056 < l_1057;
let l_1059 = !l_1058;
if l_1059 {
break;
}
let l_1061 = l_mut_1056 + u32(0);
let l_1062 = l_1061 * u32(384);
let l_1063 = info.scalars_u32[8] + l_1062;
let l_1064 = l_1063 + l_mut_1050;
let l_1065 = buffer_4_global[l_1064];
a_1060[u32(0)] = l_1065;
let l_1066 = l_mut_1056 + u32(1);
let l_1067 = l_1066 * u32(384);
let l_1068 = info.scalars_u32[8] + l_1067;
let l_1069 = l_1068 + l_mut_1050;
let l_1070 = buffer_4_global[l_1069];
a_1060[u32(1)] = l_1070;
let l_1071 = l_mut_1056 + u32(2);
let l_1072 = l_1071 * u32(384);
let l_1073 = info.scalars_u32[8] + l_1072;
let l_1074 = l_1073 + l_mut_1050;
let l_1075 = buffer_4_global[l_1074];
a_1060[u32(2)] = l_1075;
let l_1076 = l_mut_1056 + u32(3);
let l_1077 = l_1076 * u32(384);
let l_1078 = info.scalars_u32[8] + l_1077;
let l_1079 = l_1078 + l_mut_1050;
let l_1080 = buffer_4_global[l_1079];
a_1060[u32(3)] = l_1080;
let l_1081 = l_mut_1056 + u32(4);
let l_1082 = l_1081 * u32(384);
let l_1083 = info.scalars_u32[8] + l_1082;
let l_1084 = l_1083 + l_mut_1050;
let l_1085 = buffer_4_global[l_1084];
a_1060[u32(4)] = l_1085;
let l_1086 = l_mut_1056 + u32(5);
let l_1087 = l_1086 * u32(384);
let l_1088 = info.scalars_u32[8] + l_1087;
let l_1089 = l_1088 + l_mut_1050;
let l_1090 = buffer_4_global[l_1089];
a_1060[u32(5)] = l_1090;
let l_1091 = l_mut_1056 + u32(6);
let l_1092 = l_1091 * u32(384);
let l_1093 = info.scalars_u32[8] + l_1092;
let l_1094 = l_1093 + l_mut_1050;
let l_1095 = buffer_4_global[l_1094];
a_1060[u32(6)] = l_1095;
let l_1096 = l_mut_1056 + u32(7);
let l_1097 = l_1096 * u32(384);
let l_1098 = info.scalars_u32[8] + l_1097;
let l_1099 = l_1098 + l_mut_1050;
let l_1100 = buffer_4_global[l_1099];
a_1060[u32(7)] = l_1100;
let l_1101 = u32(0) + l_mut_1056;
let l_1102 = l_1101 + u32(0);
let l_1103 = shared_memory_904[l_1102];
let l_1104 = a_1060[u32(0)];
let l_1105 = l_1103 * l_1104;
let l_1106 = a_1053[u32(0)];
let l_1107 = l_1106 + l_1105;
a_1053[u32(0)] = l_1107;
let l_1108 = u32(0) + l_mut_1056;
let l_1109 = l_1108 + u32(1);
let l_1110 = shared_memory_904[l_1109];
let l_1111 = a_1060[u32(1)];
let l_1112 = l_1110 * l_1111;
let l_1113 = a_1053[u32(0)];
let l_1114 = l_1113 + l_1112;
a_1053[u32(0)] = l_1114;
let l_1115 = u32(0) + l_mut_1056;
let l_1116 = l_1115 + u32(2);
let l_1117 = shared_memory_904[l_1116];
let l_1118 = a_1060[u32(2)];
let l_1119 = l_1117 * l_1118;
let l_1120 = a_1053[u32(0)];
let l_1121 = l_1120 + l_1119;
a_1053[u32(0)] = l_1121;
let l_1122 = u32(0) + l_mut_1056;
let l_1123 = l_1122 + u32(3);
let l_1124 = shared_memory_904[l_1123];
let l_1125 = a_1060[u32(3)];
let l_1126 = l_1124 * l_1125;
let l_1127 = a_1053[u32(0)];
let l_1128 = l_1127 + l_1126;
a_1053[u32(0)] = l_1128;
let l_1129 = u32(0) + l_mut_1056;
let l_1130 = l_1129 + u32(4);
let l_1131 = shared_memory_904[l_1130];
let l_1132 = a_1060[u32(4)];
let l_1133 = l_1131 * l_1132;
let l_1134 = a_1053[u32(0)];
let l_1135 = l_1134 + l_1133;
a_1053[u32(0)] = l_1135;
let l_1136 = u32(0) + l_mut_1056;
let l_1137 = l_1136 + u32(5);
let l_1138 = shared_memory_904[l_1137];
let l_1139 = a_1060[u32(5)];
let l_1140 = l_1138 * l_1139;
let l_1141 = a_1053[u32(0)];
let l_1142 = l_1141 + l_1140;
a_1053[u32(0)] = l_1142;
let l_1143 = u32(0) + l_mut_1056;
let l_1144 = l_1143 + u32(6);
let l_1145 = shared_memory_904[l_1144];
let l_1146 = a_1060[u32(6)];
let l_1147 = l_1145 * l_1146;
let l_1148 = a_1053[u32(0)];
let l_1149 = l_1148 + l_1147;
a_1053[u32(0)] = l_1149;
let l_1150 = u32(0) + l_mut_1056;
let l_1151 = l_1150 + u32(7);
let l_1152 = shared_memory_904[l_1151];
let l_1153 = a_1060[u32(7)];
let l_1154 = l_1152 * l_1153;
let l_1155 = a_1053[u32(0)];
let l_1156 = l_1155 + l_1154;
a_1053[u32(0)] = l_1156;
l_mut_1056 = l_mut_1056 + u32(8);
}
let l_1157 = l_4 + u32(0);
let l_1158 = l_1157 < info.scalars_u32[20];
if l_1158 {
let l_1159 = l_1157 * u32(384);
let l_1160 = l_1159 + l_mut_1050;
let l_1161 = a_1053[u32(0)];
buffer_16_global[l_1160] = l_1161;
}
l_mut_1050 = l_mut_1050 + u32(384);
}
storageBarrier();
l_mut_1056 = local_idx;
loop {
let l_1162 = l_mut_1056 < u32(128);
let l_1163 = !l_1162;
if l_1163 {
break;
}
let l_1164 = l_4 * u32(128);
let l_1165 = l_1164 + l_mut_1056;
let l_1166 = info.scalars_u32[20] * u32(128);
let l_1167 = l_1165 < l_1166;
if l_1167 {
let l_1168 = l_1165 / u32(128);
let l_1169 = l_1165 % u32(128);
let l_1170 = l_1168 * u32(3);
let l_1171 = l_1170 * u32(128);
let l_1172 = l_1171 + l_1169;
let l_1173 = buffer_16_global[l_1172];
let l_1174 = l_1168 * u32(3);
let l_1175 = l_1174 * u32(128);
let l_1176 = l_1175 + u32(128);
let l_1177 = l_1176 + l_1169;
let l_1178 = buffer_16_global[l_1177];
let l_1179 = l_1168 * u32(3);
let l_1180 = l_1179 * u32(128);
let l_1181 = l_1180 + u32(256);
let l_1182 = l_1181 + l_1169;
let l_1183 = buffer_16_global[l_1182];
l_mut_313 = f32(0.0);
let l_1184 = l_1168 * u32(3);
let l_1185 = l_1184 + u32(0);
let l_1186 = l_1185 * u32(2);
let l_1187 = l_1186 * u32(128);
let l_1188 = l_1187 + l_1169;
let l_1189 = buffer_12_global[l_1188];
let l_1190 = l_1168 * u32(3);
let l_1191 = l_1190 + u32(0);
let l_1192 = l_1191 * u32(2);
let l_1193 = l_1192 * u32(128);
let l_1194 = l_1193 + u32(128);
let l_1195 = l_1194 + l_1169;
let l_1196 = buffer_12_global[l_1195];
let l_1197 = l_1189 * l_1196;
l_mut_313 = l_mut_313 + l_1197;
let l_1198 = l_1168 * u32(3);
let l_1199 = l_1198 + u32(0);
let l_1200 = l_1199 * u32(128);
let l_1201 = l_1200 + l_1169;
let l_1202 = l_1168 * u32(3);
let l_1203 = l_1202 + u32(0);
let l_1204 = l_1203 * u32(128);
let l_1205 = l_1204 + l_1169;
let l_1206 = buffer_11_global[l_1205];
let l_1207 = l_1178 * l_1196;
let l_1208 = l_1206 + l_1207;
buffer_18_global[l_1201] = l_1208;
let l_1209 = l_1168 * u32(3);
let l_1210 = l_1209 + u32(1);
let l_1211 = l_1210 * u32(2);
let l_1212 = l_1211 * u32(128);
let l_1213 = l_1212 + l_1169;
let l_1214 = buffer_12_global[l_1213];
let l_1215 = l_1168 * u32(3);
let l_1216 = l_1215 + u32(1);
let l_1217 = l_1216 * u32(2);
let l_1218 = l_1217 * u32(128);
let l_1219 = l_1218 + u32(128);
let l_1220 = l_1219 + l_1169;
let l_1221 = buffer_12_global[l_1220];
let l_1222 = l_1214 * l_1221;
l_mut_313 = l_mut_313 + l_1222;
let l_1223 = l_1168 * u32(3);
let l_1224 = l_1223 + u32(1);
let l_1225 = l_1224 * u32(128);
let l_1226 = l_1225 + l_1169;
let l_1227 = l_1168 * u32(3);
let l_1228 = l_1227 + u32(1);
let l_1229 = l_1228 * u32(128);
let l_1230 = l_1229 + l_1169;
let l_1231 = buffer_11_global[l_1230];
let l_1232 = l_1178 * l_1221;
let l_1233 = l_1231 + l_1232;
buffer_18_global[l_1226] = l_1233;
let l_1234 = l_1168 * u32(3);
let l_1235 = l_1234 + u32(2);
let l_1236 = l_1235 * u32(2);
let l_1237 = l_1236 * u32(128);
let l_1238 = l_1237 + l_1169;
let l_1239 = buffer_12_global[l_1238];
let l_1240 = l_1168 * u32(3);
let l_1241 = l_1240 + u32(2);
let l_1242 = l_1241 * u32(2);
let l_1243 = l_1242 * u32(128);
let l_1244 = l_1243 + u32(128);
let l_1245 = l_1244 + l_1169;
let l_1246 = buffer_12_global[l_1245];
let l_1247 = l_1239 * l_1246;
l_mut_313 = l_mut_313 + l_1247;
let l_1248 = l_1168 * u32(3);
let l_1249 = l_1248 + u32(2);
let l_1250 = l_1249 * u32(128);
let l_1251 = l_1250 + l_1169;
let l_1252 = l_1168 * u32(3);
let l_1253 = l_1252 + u32(2);
let l_1254 = l_1253 * u32(128);
let l_1255 = l_1254 + l_1169;
let l_1256 = buffer_11_global[l_1255];
let l_1257 = l_1178 * l_1246;
let l_1258 = l_1256 + l_1257;
buffer_18_global[l_1251] = l_1258;
let l_1259 = buffer_10_global[l_1165];
let l_1260 = l_1259 + l_1173;
let l_1261 = l_1183 * l_mut_313;
let l_1262 = l_1260 + l_1261;
buffer_17_global[l_1165] = l_1262;
}
l_mut_1056 = l_mut_1056 + u32(384);
}
storageBarrier();
l_mut_1050 = local_idx;
loop {
let l_1265 = l_mut_1050 < u32(128);
let l_1266 = !l_1265;
if l_1266 {
break;
}
let l_1267 = l_mut_1050 / u32(128);
let l_1268 = l_4 + l_1267;
let l_1269 = l_1268 < info.scalars_u32[20];
if l_1269 {
let l_1270 = l_1268 * u32(128);
let l_1271 = l_mut_1050 % u32(128);
let l_1272 = l_1270 + l_1271;
let l_1273 = buffer_17_global[l_1272];
shared_memory_1263[l_mut_1050] = l_1273;
} else {
shared_memory_1263[l_mut_1050] = f32(0.0);
}
l_mut_1050 = l_mut_1050 + u32(384);
}
workgroupBarrier();
let l_1275 = local_idx < u32(256);
if l_1275 {
let l_1276 = local_idx % u32(128);
let l_1277 = local_idx / u32(128);
a_1278[u32(0)] = f32(0.0);
let l_1279 = l_1277 * u32(64);
l_mut_1050 = l_1279;
loop {
let l_1280 = l_1279 + u32(64);
let l_1281 = l_mut_1050 < l_1280;
let l_1282 = !l_1281;
if l_1282 {
break;
}
let l_1284 = l_mut_1050 + u32(0);
let l_1285 = l_1284 * u32(128);
let l_1286 = info.scalars_u32[11] + l_1285;
let l_1287 = l_1286 + l_1276;
let l_1288 = buffer_4_global[l_1287];
a_1283[u32(0)] = l_1288;
let l_1289 = l_mut_1050 + u32(1);
let l_1290 = l_1289 * u32(128);
let l_1291 = info.scalars_u32[11] + l_1290;
let l_1292 = l_1291 + l_1276;
let l_1293 = buffer_4_global[l_1292];
a_1283[u32(1)] = l_1293;
let l_1294 = l_mut_1050 + u32(2);
let l_1295 = l_1294 * u32(128);
let l_1296 = info.scalars_u32[11] + l_1295;
let l_1297 = l_1296 + l_1276;
let l_1298 = buffer_4_global[l_1297];
a_1283[u32(2)] = l_1298;
let l_1299 = l_mut_1050 + u32(3);
let l_1300 = l_1299 * u32(128);
let l_1301 = info.scalars_u32[11] + l_1300;
let l_1302 = l_1301 + l_1276;
let l_1303 = buffer_4_global[l_1302];
a_1283[u32(3)] = l_1303;
let l_1304 = l_mut_1050 + u32(4);
let l_1305 = l_1304 * u32(128);
let l_1306 = info.scalars_u32[11] + l_1305;
let l_1307 = l_1306 + l_1276;
let l_1308 = buffer_4_global[l_1307];
a_1283[u32(4)] = l_1308;
let l_1309 = l_mut_1050 + u32(5);
let l_1310 = l_1309 * u32(128);
let l_1311 = info.scalars_u32[11] + l_1310;
let l_1312 = l_1311 + l_1276;
let l_1313 = buffer_4_global[l_1312];
a_1283[u32(5)] = l_1313;
let l_1314 = l_mut_1050 + u32(6);
let l_1315 = l_1314 * u32(128);
let l_1316 = info.scalars_u32[11] + l_1315;
let l_1317 = l_1316 + l_1276;
let l_1318 = buffer_4_global[l_1317];
a_1283[u32(6)] = l_1318;
let l_1319 = l_mut_1050 + u32(7);
let l_1320 = l_1319 * u32(128);
let l_1321 = info.scalars_u32[11] + l_1320;
let l_1322 = l_1321 + l_1276;
let l_1323 = buffer_4_global[l_1322];
a_1283[u32(7)] = l_1323;
let l_1324 = u32(0) + l_mut_1050;
let l_1325 = l_1324 + u32(0);
let l_1326 = shared_memory_1263[l_1325];
let l_1327 = a_1283[u32(0)];
let l_1328 = l_1326 * l_1327;
let l_1329 = a_1278[u32(0)];
let l_1330 = l_1329 + l_1328;
a_1278[u32(0)] = l_1330;
let l_1331 = u32(0) + l_mut_1050;
let l_1332 = l_1331 + u32(1);
let l_1333 = shared_memory_1263[l_1332];
let l_1334 = a_1283[u32(1)];
let l_1335 = l_1333 * l_1334;
let l_1336 = a_1278[u32(0)];
let l_1337 = l_1336 + l_1335;
a_1278[u32(0)] = l_1337;
let l_1338 = u32(0) + l_mut_1050;
let l_1339 = l_1338 + u32(2);
let l_1340 = shared_memory_1263[l_1339];
let l_1341 = a_1283[u32(2)];
let l_1342 = l_1340 * l_1341;
let l_1343 = a_1278[u32(0)];
let l_1344 = l_1343 + l_1342;
a_1278[u32(0)] = l_1344;
let l_1345 = u32(0) + l_mut_1050;
let l_1346 = l_1345 + u32(3);
let l_1347 = shared_memory_1263[l_1346];
let l_1348 = a_1283[u32(3)];
let l_1349 = l_1347 * l_1348;
let l_1350 = a_1278[u32(0)];
let l_1351 = l_1350 + l_1349;
a_1278[u32(0)] = l_1351;
let l_1352 = u32(0) + l_mut_1050;
let l_1353 = l_1352 + u32(4);
let l_1354 = shared_memory_1263[l_1353];
let l_1355 = a_1283[u32(4)];
let l_1356 = l_1354 * l_1355;
let l_1357 = a_1278[u32(0)];
let l_1358 = l_1357 + l_1356;
a_1278[u32(0)] = l_1358;
let l_1359 = u32(0) + l_mut_1050;
let l_1360 = l_1359 + u32(5);
let l_1361 = shared_memory_1263[l_1360];
let l_1362 = a_1283[u32(5)];
let l_1363 = l_1361 * l_1362;
let l_1364 = a_1278[u32(0)];
let l_1365 = l_1364 + l_1363;
a_1278[u32(0)] = l_1365;
let l_1366 = u32(0) + l_mut_1050;
let l_1367 = l_1366 + u32(6);
let l_1368 = shared_memory_1263[l_1367];
let l_1369 = a_1283[u32(6)];
let l_1370 = l_1368 * l_1369;
let l_1371 = a_1278[u32(0)];
let l_1372 = l_1371 + l_1370;
a_1278[u32(0)] = l_1372;
let l_1373 = u32(0) + l_mut_1050;
let l_1374 = l_1373 + u32(7);
let l_1375 = shared_memory_1263[l_1374];
let l_1376 = a_1283[u32(7)];
let l_1377 = l_1375 * l_1376;
let l_1378 = a_1278[u32(0)];
let l_1379 = l_1378 + l_1377;
a_1278[u32(0)] = l_1379;
l_mut_1050 = l_mut_1050 + u32(8);
}
let l_1380 = l_1277 * u32(1);
let l_1381 = l_1380 + u32(0);
let l_1382 = l_1381 * u32(128);
let l_1383 = l_1382 + l_1276;
let l_1384 = a_1278[u32(0)];
shared_memory_1274[l_1383] = l_1384;
}
workgroupBarrier();
l_mut_1050 = local_idx;
loop {
let l_1385 = l_mut_1050 < u32(128);
let l_1386 = !l_1385;
if l_1386 {
break;
}
let l_1388 = info.scalars_u32[12] + l_mut_1050;
let l_1389 = buffer_4_global[l_1388];
a_1387[u32(0)] = l_1389;
let l_1390 = u32(0) + l_mut_1050;
let l_1391 = shared_memory_1274[l_1390];
let l_1392 = a_1387[u32(0)];
let l_1393 = l_1392 + l_1391;
a_1387[u32(0)] = l_1393;
let l_1394 = u32(128) + l_mut_1050;
let l_1395 = shared_memory_1274[l_1394];
let l_1396 = a_1387[u32(0)];
let l_1397 = l_1396 + l_1395;
a_1387[u32(0)] = l_1397;
let l_1398 = a_1387[u32(0)];
let l_1399 = l_4 + u32(0);
let l_1400 = l_1399 < info.scalars_u32[20];
if l_1400 {
let l_1401 = l_1399 * u32(128);
let l_1402 = l_1401 + l_mut_1050;
buffer_19_global[l_1402] = l_1398;
}
let l_1403 = u32(0) + l_mut_1050;
let l_1404 = -l_1398;
let l_1405 = exp(l_1404);
let l_1406 = f32(1.0) + l_1405;
let l_1407 = f32(1.0) / l_1406;
let l_1408 = l_1398 * l_1407;
shared_memory_1264[l_1403] = l_1408;
l_mut_1050 = l_mut_1050 + u32(384);
}
workgroupBarrier();
l_mut_308 = local_idx;
loop {
let l_1410 = l_mut_308 < u32(384);
let l_1411 = !l_1410;
if l_1411 {
break;
}
let l_1413 = info.scalars_u32[14] + l_mut_308;
let l_1414 = buffer_4_global[l_1413];
a_1412[u32(0)] = l_1414;
l_mut_1415 = u32(0);
loop {
let l_1416 = u32(0) + u32(128);
let l_1417 = l_mut_1415 < l_1416;
let l_1418 = !l_1417;
if l_1418 {
break;
}
let l_1420 = l_mut_1415 + u32(0);
let l_1421 = l_1420 * u32(384);
let l_1422 = info.scalars_u32[13] + l_1421;
let l_1423 = l_1422 + l_mut_308;
let l_1424 = buffer_4_global[l_1423];
a_1419[u32(0)] = l_1424;
let l_1425 = l_mut_1415 + u32(1);
let l_1426 = l_1425 * u32(384);
let l_1427 = info.scalars_u32[13] + l_1426;
let l_1428 = l_1427 + l_mut_308;
let l_1429 = buffer_4_global[l_1428];
a_1419[u32(1)] = l_1429;
let l_1430 = l_mut_1415 + u32(2);
let l_1431 = l_1430 * u32(384);
let l_1432 = info.scalars_u32[13] + l_1431;
let l_1433 = l_1432 + l_mut_308;
let l_1434 = buffer_4_global[l_1433];
a_1419[u32(2)] = l_1434;
let l_1435 = l_mut_1415 + u32(3);
let l_1436 = l_1435 * u32(384);
let l_1437 = info.scalars_u32[13] + l_1436;
let l_1438 = l_1437 + l_mut_308;
let l_1439 = buffer_4_global[l_1438];
a_1419[u32(3)] = l_1439;
let l_1440 = l_mut_1415 + u32(4);
let l_1441 = l_1440 * u32(384);
let l_1442 = info.scalars_u32[13] + l_1441;
let l_1443 = l_1442 + l_mut_308;
let l_1444 = buffer_4_global[l_1443];
a_1419[u32(4)] = l_1444;
let l_1445 = l_mut_1415 + u32(5);
let l_1446 = l_1445 * u32(384);
let l_1447 = info.scalars_u32[13] + l_1446;
let l_1448 = l_1447 + l_mut_308;
let l_1449 = buffer_4_global[l_1448];
a_1419[u32(5)] = l_1449;
let l_1450 = l_mut_1415 + u32(6);
let l_1451 = l_1450 * u32(384);
let l_1452 = info.scalars_u32[13] + l_1451;
let l_1453 = l_1452 + l_mut_308;
let l_1454 = buffer_4_global[l_1453];
a_1419[u32(6)] = l_1454;
let l_1455 = l_mut_1415 + u32(7);
let l_1456 = l_1455 * u32(384);
let l_1457 = info.scalars_u32[13] + l_1456;
let l_1458 = l_1457 + l_mut_308;
let l_1459 = buffer_4_global[l_1458];
a_1419[u32(7)] = l_1459;
let l_1460 = u32(0) + l_mut_1415;
let l_1461 = l_1460 + u32(0);
let l_1462 = shared_memory_1264[l_1461];
let l_1463 = a_1419[u32(0)];
let l_1464 = l_1462 * l_1463;
let l_1465 = a_1412[u32(0)];
let l_1466 = l_1465 + l_1464;
a_1412[u32(0)] = l_1466;
let l_1467 = u32(0) + l_mut_1415;
let l_1468 = l_1467 + u32(1);
let l_1469 = shared_memory_1264[l_1468];
let l_1470 = a_1419[u32(1)];
let l_1471 = l_1469 * l_1470;
let l_1472 = a_1412[u32(0)];
let l_1473 = l_1472 + l_1471;
a_1412[u32(0)] = l_1473;
let l_1474 = u32(0) + l_mut_1415;
let l_1475 = l_1474 + u32(2);
let l_1476 = shared_memory_1264[l_1475];
let l_1477 = a_1419[u32(2)];
let l_1478 = l_1476 * l_1477;
let l_1479 = a_1412[u32(0)];
let l_1480 = l_1479 + l_1478;
a_1412[u32(0)] = l_1480;
let l_1481 = u32(0) + l_mut_1415;
let l_1482 = l_1481 + u32(3);
let l_1483 = shared_memory_1264[l_1482];
let l_1484 = a_1419[u32(3)];
let l_1485 = l_1483 * l_1484;
let l_1486 = a_1412[u32(0)];
let l_1487 = l_1486 + l_1485;
a_1412[u32(0)] = l_1487;
let l_1488 = u32(0) + l_mut_1415;
let l_1489 = l_1488 + u32(4);
let l_1490 = shared_memory_1264[l_1489];
let l_1491 = a_1419[u32(4)];
let l_1492 = l_1490 * l_1491;
let l_1493 = a_1412[u32(0)];
let l_1494 = l_1493 + l_1492;
a_1412[u32(0)] = l_1494;
let l_1495 = u32(0) + l_mut_1415;
let l_1496 = l_1495 + u32(5);
let l_1497 = shared_memory_1264[l_1496];
let l_1498 = a_1419[u32(5)];
let l_1499 = l_1497 * l_1498;
let l_1500 = a_1412[u32(0)];
let l_1501 = l_1500 + l_1499;
a_1412[u32(0)] = l_1501;
let l_1502 = u32(0) + l_mut_1415;
let l_1503 = l_1502 + u32(6);
let l_1504 = shared_memory_1264[l_1503];
let l_1505 = a_1419[u32(6)];
let l_1506 = l_1504 * l_1505;
let l_1507 = a_1412[u32(0)];
let l_1508 = l_1507 + l_1506;
a_1412[u32(0)] = l_1508;
let l_1509 = u32(0) + l_mut_1415;
let l_1510 = l_1509 + u32(7);
let l_1511 = shared_memory_1264[l_1510];
let l_1512 = a_1419[u32(7)];
let l_1513 = l_1511 * l_1512;
let l_1514 = a_1412[u32(0)];
let l_1515 = l_1514 + l_1513;
a_1412[u32(0)] = l_1515;
l_mut_1415 = l_mut_1415 + u32(8);
}
let l_1516 = l_4 + u32(0);
let l_1517 = l_1516 < info.scalars_u32[20];
if l_1517 {
let l_1518 = l_1516 * u32(384);
let l_1519 = l_1518 + l_mut_308;
let l_1520 = a_1412[u32(0)];
buffer_20_global[l_1519] = l_1520;
}
l_mut_308 = l_mut_308 + u32(384);
}
}
