@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

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
var<storage, read_write> buffer_5_global: array<f32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<f32>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<f32>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 2>,
   static_meta: array<u32, 20>,
}

@group(0)
@binding(10)
var<storage, read> info: info_st;

var<workgroup> shared_memory_29: array<f32, 128>;

var<workgroup> shared_memory_24: array<f32, 128>;

var<workgroup> shared_memory_30: array<f32, 64>;

var<workgroup> shared_memory_31: array<f32, 64>;

const WORKGROUP_SIZE_X = 128u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(128, 1, 1)
fn readout_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_25: array<vec4<f32>, 1>;

var a_47: array<f32, 1>;

var a_55: array<f32, 8>;

var a_167: array<f32, 1>;

var a_221: array<f32, 1>;

var a_227: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_206: f32;
var l_mut_222: u32;
var l_mut_223: u32;
var l_mut_32: u32;
var l_mut_40: u32;
let l_0 = info.static_meta[u32(10)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(11)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(12)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(13)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(14)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(15)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(16)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(17)];
let l_15 = l_14 - u32(0);
let l_16 = info.static_meta[u32(18)];
let l_17 = l_16 - u32(0);
let l_18 = info.static_meta[u32(19)];
let l_19 = l_18 - u32(0);
let l_20 = info.scalars_u32[0] + u32(1);
let l_21 = l_20 - u32(1);
let l_22 = l_21 / u32(1);
let l_23 = workgroup_id_no_axis >= l_22;
if l_23 {
return;
}
let l_26 = 1u;
let l_27 = l_26 - u32(0);
let l_28 = workgroup_id_no_axis * u32(1);
l_mut_32 = local_idx;
loop {
let l_33 = l_mut_32 < u32(128);
let l_34 = !l_33;
if l_34 {
break;
}
let l_35 = l_mut_32 / u32(128);
let l_36 = l_28 + l_35;
let l_37 = l_36 < info.scalars_u32[0];
if l_37 {
let l_38 = l_36 * u32(128);
let l_39 = l_mut_32 % u32(128);
l_mut_40 = l_39;
let l_41 = l_38 + l_mut_40;
let l_42 = u32(0) + l_41;
let l_43 = buffer_0_global[l_42];
shared_memory_29[l_mut_32] = l_43;
} else {
shared_memory_29[l_mut_32] = f32(0.0);
}
l_mut_32 = l_mut_32 + u32(128);
}
workgroupBarrier();
let l_44 = local_idx < u32(128);
if l_44 {
let l_45 = local_idx % u32(64);
let l_46 = local_idx / u32(64);
a_47[u32(0)] = f32(0.0);
let l_48 = l_46 * u32(64);
l_mut_40 = l_48;
let l_49 = l_mut_40 - l_48;
let l_50 = l_49 * u32(64);
let l_51 = u32(0) + l_50;
l_mut_40 = l_45;
l_mut_32 = l_48;
loop {
let l_52 = l_48 + u32(64);
let l_53 = l_mut_32 < l_52;
let l_54 = !l_53;
if l_54 {
break;
}
let l_56 = l_mut_32 + u32(0);
let l_57 = l_56 * u32(64);
let l_58 = l_51 + l_57;
let l_59 = l_58 + l_mut_40;
let l_60 = u32(0) + l_59;
let l_61 = buffer_1_global[l_60];
a_55[u32(0)] = l_61;
let l_62 = l_mut_32 + u32(1);
let l_63 = l_62 * u32(64);
let l_64 = l_51 + l_63;
let l_65 = l_64 + l_mut_40;
let l_66 = u32(0) + l_65;
let l_67 = buffer_1_global[l_66];
a_55[u32(1)] = l_67;
let l_68 = l_mut_32 + u32(2);
let l_69 = l_68 * u32(64);
let l_70 = l_51 + l_69;
let l_71 = l_70 + l_mut_40;
let l_72 = u32(0) + l_71;
let l_73 = buffer_1_global[l_72];
a_55[u32(2)] = l_73;
let l_74 = l_mut_32 + u32(3);
let l_75 = l_74 * u32(64);
let l_76 = l_51 + l_75;
let l_77 = l_76 + l_mut_40;
let l_78 = u32(0) + l_77;
let l_79 = buffer_1_global[l_78];
a_55[u32(3)] = l_79;
let l_80 = l_mut_32 + u32(4);
let l_81 = l_80 * u32(64);
let l_82 = l_51 + l_81;
let l_83 = l_82 + l_mut_40;
let l_84 = u32(0) + l_83;
let l_85 = buffer_1_global[l_84];
a_55[u32(4)] = l_85;
let l_86 = l_mut_32 + u32(5);
let l_87 = l_86 * u32(64);
let l_88 = l_51 + l_87;
let l_89 = l_88 + l_mut_40;
let l_90 = u32(0) + l_89;
let l_91 = buffer_1_global[l_90];
a_55[u32(5)] = l_91;
let l_92 = l_mut_32 + u32(6);
let l_93 = l_92 * u32(64);
let l_94 = l_51 + l_93;
let l_95 = l_94 + l_mut_40;
let l_96 = u32(0) + l_95;
let l_97 = buffer_1_global[l_96];
a_55[u32(6)] = l_97;
let l_98 = l_mut_32 + u32(7);
let l_99 = l_98 * u32(64);
let l_100 = l_51 + l_99;
let l_101 = l_100 + l_mut_40;
let l_102 = u32(0) + l_101;
let l_103 = buffer_1_global[l_102];
a_55[u32(7)] = l_103;
let l_104 = u32(0) + l_mut_32;
let l_105 = l_104 + u32(0);
let l_106 = shared_memory_29[l_105];
let l_107 = a_55[u32(0)];
let l_108 = l_106 * l_107;
let l_109 = a_47[u32(0)];
let l_110 = l_109 + l_108;
a_47[u32(0)] = l_110;
let l_111 = u32(0) + l_mut_32;
let l_112 = l_111 + u32(1);
let l_113 = shared_memory_29[l_112];
let l_114 = a_55[u32(1)];
let l_115 = l_113 * l_114;
let l_116 = a_47[u32(0)];
let l_117 = l_116 + l_115;
a_47[u32(0)] = l_117;
let l_118 = u32(0) + l_mut_32;
let l_119 = l_118 + u32(2);
let l_120 = shared_memory_29[l_119];
let l_121 = a_55[u32(2)];
let l_122 = l_120 * l_121;
let l_123 = a_47[u32(0)];
let l_124 = l_123 + l_122;
a_47[u32(0)] = l_124;
let l_125 = u32(0) + l_mut_32;
let l_126 = l_125 + u32(3);
let l_127 = shared_memory_29[l_126];
let l_128 = a_55[u32(3)];
let l_129 = l_127 * l_128;
let l_130 = a_47[u32(0)];
let l_131 = l_130 + l_129;
a_47[u32(0)] = l_131;
let l_132 = u32(0) + l_mut_32;
let l_133 = l_132 + u32(4);
let l_134 = shared_memory_29[l_133];
let l_135 = a_55[u32(4)];
let l_136 = l_134 * l_135;
let l_137 = a_47[u32(0)];
let l_138 = l_137 + l_136;
a_47[u32(0)] = l_138;
let l_139 = u32(0) + l_mut_32;
let l_140 = l_139 + u32(5);
let l_141 = shared_memory_29[l_140];
let l_142 = a_55[u32(5)];
let l_143 = l_141 * l_142;
let l_144 = a_47[u32(0)];
let l_145 = l_144 + l_143;
a_47[u32(0)] = l_145;
let l_146 = u32(0) + l_mut_32;
let l_147 = l_146 + u32(6);
let l_148 = shared_memory_29[l_147];
let l_149 = a_55[u32(6)];
let l_150 = l_148 * l_149;
let l_151 = a_47[u32(0)];
let l_152 = l_151 + l_150;
a_47[u32(0)] = l_152;
let l_153 = u32(0) + l_mut_32;
let l_154 = l_153 + u32(7);
let l_155 = shared_memory_29[l_154];
let l_156 = a_55[u32(7)];
let l_157 = l_155 * l_156;
let l_158 = a_47[u32(0)];
let l_159 = l_158 + l_157;
a_47[u32(0)] = l_159;
l_mut_32 = l_mut_32 + u32(8);
}
let l_160 = l_46 * u32(1);
let l_161 = l_160 + u32(0);
let l_162 = l_161 * u32(64);
let l_163 = l_162 + l_45;
let l_164 = a_47[u32(0)];
shared_memory_24[l_163] = l_164;
}
workgroupBarrier();
l_mut_40 = local_idx;
loop {
let l_165 = l_mut_40 < u32(64);
let l_166 = !l_165;
if l_166 {
break;
}
let l_168 = u32(0) + l_mut_40;
let l_169 = u32(0) + l_168;
let l_170 = buffer_2_global[l_169];
a_167[u32(0)] = l_170;
let l_171 = u32(0) + l_mut_40;
let l_172 = shared_memory_24[l_171];
let l_173 = a_167[u32(0)];
let l_174 = l_173 + l_172;
a_167[u32(0)] = l_174;
let l_175 = u32(64) + l_mut_40;
let l_176 = shared_memory_24[l_175];
let l_177 = a_167[u32(0)];
let l_178 = l_177 + l_176;
a_167[u32(0)] = l_178;
let l_179 = u32(0) + l_mut_40;
let l_180 = u32(0) + l_179;
let l_181 = buffer_4_global[l_180];
let l_182 = a_167[u32(0)];
let l_183 = u32(0) + l_mut_40;
let l_184 = -l_182;
let l_185 = exp(l_184);
let l_186 = f32(1.0) + l_185;
let l_187 = f32(1.0) / l_186;
let l_188 = l_182 * l_187;
let l_189 = l_188 * l_181;
shared_memory_30[l_183] = l_189;
let l_190 = u32(0) + l_mut_40;
let l_191 = info.scalars_f32[0] * l_181;
let l_192 = -l_182;
let l_193 = exp(l_192);
let l_194 = f32(1.0) + l_193;
let l_195 = f32(1.0) / l_194;
let l_196 = f32(1.0) - l_195;
let l_197 = l_182 * l_196;
let l_198 = f32(1.0) + l_197;
let l_199 = l_195 * l_198;
let l_200 = l_191 * l_199;
shared_memory_31[l_190] = l_200;
l_mut_40 = l_mut_40 + u32(128);
}
workgroupBarrier();
let l_201 = local_idx < u32(1);
if l_201 {
let l_202 = l_28 + local_idx;
let l_203 = l_202 < info.scalars_u32[0];
if l_203 {
let l_204 = u32(0) + u32(0);
let l_205 = buffer_5_global[l_204];
l_mut_206 = l_205;

for (var l_mut_207: u32 = u32(0); l_mut_207 < u32(64); l_mut_207++) {
let l_208 = local_idx * u32(64);
let l_209 = l_208 + l_mut_207;
let l_210 = shared_memory_30[l_209];
l_mut_206 = l_mut_206 + l_210;
}
let l_211 = info.scalars_f32[0] * l_mut_206;
let l_212 = l_211 + info.scalars_f32[1];
let l_213 = u32(0) + l_202;
let l_214 = buffer_6_global[l_213];
let l_215 = u32(0) + l_214;
let l_216 = buffer_7_global[l_215];
let l_217 = l_212 + l_216;
let l_218 = u32(0) + l_202;
buffer_8_global[l_218] = l_217;
}
}
l_mut_32 = local_idx;
loop {
let l_219 = l_mut_32 < u32(128);
let l_220 = !l_219;
if l_220 {
break;
}
a_221[u32(0)] = f32(0.0);
l_mut_222 = l_mut_32;
l_mut_223 = u32(0);
loop {
let l_224 = u32(0) + u32(64);
let l_225 = l_mut_223 < l_224;
let l_226 = !l_225;
if l_226 {
break;
}
let l_228 = l_mut_223 + u32(0);
let l_229 = l_228 * u32(128);
let l_230 = u32(0) + l_229;
let l_231 = l_230 + l_mut_222;
let l_232 = u32(0) + l_231;
let l_233 = buffer_3_global[l_232];
a_227[u32(0)] = l_233;
let l_234 = l_mut_223 + u32(1);
let l_235 = l_234 * u32(128);
let l_236 = u32(0) + l_235;
let l_237 = l_236 + l_mut_222;
let l_238 = u32(0) + l_237;
let l_239 = buffer_3_global[l_238];
a_227[u32(1)] = l_239;
let l_240 = l_mut_223 + u32(2);
let l_241 = l_240 * u32(128);
let l_242 = u32(0) + l_241;
let l_243 = l_242 + l_mut_222;
let l_244 = u32(0) + l_243;
let l_245 = buffer_3_global[l_244];
a_227[u32(2)] = l_245;
let l_246 = l_mut_223 + u32(3);
let l_247 = l_246 * u32(128);
let l_248 = u32(0) + l_247;
let l_249 = l_248 + l_mut_222;
let l_250 = u32(0) + l_249;
let l_251 = buffer_3_global[l_250];
a_227[u32(3)] = l_251;
let l_252 = l_mut_223 + u32(4);
let l_253 = l_252 * u32(128);
let l_254 = u32(0) + l_253;
let l_255 = l_254 + l_mut_222;
let l_256 = u32(0) + l_255;
let l_257 = buffer_3_global[l_256];
a_227[u32(4)] = l_257;
let l_258 = l_mut_223 + u32(5);
let l_259 = l_258 * u32(128);
let l_260 = u32(0) + l_259;
let l_261 = l_260 + l_mut_222;
let l_262 = u32(0) + l_261;
let l_263 = buffer_3_global[l_262];
a_227[u32(5)] = l_263;
let l_264 = l_mut_223 + u32(6);
let l_265 = l_264 * u32(128);
let l_266 = u32(0) + l_265;
let l_267 = l_266 + l_mut_222;
let l_268 = u32(0) + l_267;
let l_269 = buffer_3_global[l_268];
a_227[u32(6)] = l_269;
let l_270 = l_mut_223 + u32(7);
let l_271 = l_270 * u32(128);
let l_272 = u32(0) + l_271;
let l_273 = l_272 + l_mut_222;
let l_274 = u32(0) + l_273;
let l_275 = buffer_3_global[l_274];
a_227[u32(7)] = l_275;
let l_276 = u32(0) + l_mut_223;
let l_277 = l_276 + u32(0);
let l_278 = shared_memory_31[l_277];
let l_279 = a_227[u32(0)];
let l_280 = l_278 * l_279;
let l_281 = a_221[u32(0)];
let l_282 = l_281 + l_280;
a_221[u32(0)] = l_282;
let l_283 = u32(0) + l_mut_223;
let l_284 = l_283 + u32(1);
let l_285 = shared_memory_31[l_284];
let l_286 = a_227[u32(1)];
let l_287 = l_285 * l_286;
let l_288 = a_221[u32(0)];
let l_289 = l_288 + l_287;
a_221[u32(0)] = l_289;
let l_290 = u32(0) + l_mut_223;
let l_291 = l_290 + u32(2);
let l_292 = shared_memory_31[l_291];
let l_293 = a_227[u32(2)];
let l_294 = l_292 * l_293;
let l_295 = a_221[u32(0)];
let l_296 = l_295 + l_294;
a_221[u32(0)] = l_296;
let l_297 = u32(0) + l_mut_223;
let l_298 = l_297 + u32(3);
let l_299 = shared_memory_31[l_298];
let l_300 = a_227[u32(3)];
let l_301 = l_299 * l_300;
let l_302 = a_221[u32(0)];
let l_303 = l_302 + l_301;
a_221[u32(0)] = l_303;
let l_304 = u32(0) + l_mut_223;
let l_305 = l_304 + u32(4);
let l_306 = shared_memory_31[l_305];
let l_307 = a_227[u32(4)];
let l_308 = l_306 * l_307;
let l_309 = a_221[u32(0)];
let l_310 = l_309 + l_308;
a_221[u32(0)] = l_310;
let l_311 = u32(0) + l_mut_223;
let l_312 = l_311 + u32(5);
let l_313 = shared_memory_31[l_312];
let l_314 = a_227[u32(5)];
let l_315 = l_313 * l_314;
let l_316 = a_221[u32(0)];
let l_317 = l_316 + l_315;
a_221[u32(0)] = l_317;
let l_318 = u32(0) + l_mut_223;
let l_319 = l_318 + u32(6);
let l_320 = shared_memory_31[l_319];
let l_321 = a_227[u32(6)];
let l_322 = l_320 * l_321;
let l_323 = a_221[u32(0)];
let l_324 = l_323 + l_322;
a_221[u32(0)] = l_324;
let l_325 = u32(0) + l_mut_223;
let l_326 = l_325 + u32(7);
let l_327 = shared_memory_31[l_326];
let l_328 = a_227[u32(7)];
let l_329 = l_327 * l_328;
let l_330 = a_221[u32(0)];
let l_331 = l_330 + l_329;
a_221[u32(0)] = l_331;
l_mut_223 = l_mut_223 + u32(8);
}
let l_332 = l_28 + u32(0);
let l_333 = l_332 < info.scalars_u32[0];
if l_333 {
let l_334 = l_332 * u32(128);
let l_335 = l_334 + l_mut_32;
let l_336 = a_221[u32(0)];
let l_337 = u32(0) + l_335;
buffer_9_global[l_337] = l_336;
}
l_mut_32 = l_mut_32 + u32(128);
}
}
