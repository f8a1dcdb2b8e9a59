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

var<workgroup> shared_memory_184: array<u32, 512>;

var<workgroup> shared_memory_180: array<u32, 512>;

var<workgroup> shared_memory_212: array<vec4<f32>, 80>;

var<workgroup> shared_memory_213: array<vec4<f32>, 16>;

var<workgroup> shared_memory_214: array<u32, 8>;

var<workgroup> shared_memory_1: array<f32, 4608>;

var<workgroup> shared_memory_2: array<f32, 128>;

var<workgroup> shared_memory_3: array<f32, 32>;

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
var a_9: array<f32, 20>;

var a_10: array<f32, 20>;

var a_11: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_157: f32;
var l_mut_167: f32;
var l_mut_168: f32;
var l_mut_169: f32;
var l_mut_170: f32;
var l_mut_171: f32;
var l_mut_172: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_175: f32;
var l_mut_176: f32;
var l_mut_182: u32;
var l_mut_183: bool;
var l_mut_185: u32;
var l_mut_189: u32;
var l_mut_199: u32;
var l_mut_203: u32;
var l_mut_241: u32;
var l_mut_255: f32;
var l_mut_256: f32;
var l_mut_257: f32;
var l_mut_258: f32;
var l_mut_263: f32;
var l_mut_264: f32;
var l_mut_265: f32;
var l_mut_266: f32;
var l_mut_267: f32;
var l_mut_268: f32;
var l_mut_271: vec4<f32>;
var l_mut_272: vec4<f32>;
var l_mut_274: vec4<f32>;
var l_mut_4: u32;
var l_mut_588: u32;
var l_mut_5: u32;
let l_0 = workgroup_id_no_axis >= info.scalars_u32[0];
if l_0 {
return;
}
l_mut_4 = local_idx;
l_mut_5 = u32(0);
let l_6 = local_idx % u32(128);
l_mut_4 = l_6;
let l_7 = local_idx / u32(128);
l_mut_5 = l_7;
let l_8 = info.scalars_u32[1] * u32(20);
let l_12 = l_8 + u32(0);
let l_13 = l_12 + l_mut_4;
let l_14 = buffer_9_global[l_13];
a_9[u32(0)] = l_14;
let l_15 = l_8 + u32(0);
let l_16 = l_15 + u32(128);
let l_17 = l_16 + l_mut_4;
let l_18 = buffer_9_global[l_17];
a_10[u32(0)] = l_18;
let l_19 = l_8 + u32(384);
let l_20 = l_19 + l_mut_4;
let l_21 = buffer_9_global[l_20];
a_9[u32(1)] = l_21;
let l_22 = l_8 + u32(384);
let l_23 = l_22 + u32(128);
let l_24 = l_23 + l_mut_4;
let l_25 = buffer_9_global[l_24];
a_10[u32(1)] = l_25;
let l_26 = l_8 + u32(768);
let l_27 = l_26 + l_mut_4;
let l_28 = buffer_9_global[l_27];
a_9[u32(2)] = l_28;
let l_29 = l_8 + u32(768);
let l_30 = l_29 + u32(128);
let l_31 = l_30 + l_mut_4;
let l_32 = buffer_9_global[l_31];
a_10[u32(2)] = l_32;
let l_33 = l_8 + u32(1152);
let l_34 = l_33 + l_mut_4;
let l_35 = buffer_9_global[l_34];
a_9[u32(3)] = l_35;
let l_36 = l_8 + u32(1152);
let l_37 = l_36 + u32(128);
let l_38 = l_37 + l_mut_4;
let l_39 = buffer_9_global[l_38];
a_10[u32(3)] = l_39;
let l_40 = l_8 + u32(1536);
let l_41 = l_40 + l_mut_4;
let l_42 = buffer_9_global[l_41];
a_9[u32(4)] = l_42;
let l_43 = l_8 + u32(1536);
let l_44 = l_43 + u32(128);
let l_45 = l_44 + l_mut_4;
let l_46 = buffer_9_global[l_45];
a_10[u32(4)] = l_46;
let l_47 = l_8 + u32(1920);
let l_48 = l_47 + l_mut_4;
let l_49 = buffer_9_global[l_48];
a_9[u32(5)] = l_49;
let l_50 = l_8 + u32(1920);
let l_51 = l_50 + u32(128);
let l_52 = l_51 + l_mut_4;
let l_53 = buffer_9_global[l_52];
a_10[u32(5)] = l_53;
let l_54 = l_8 + u32(2304);
let l_55 = l_54 + l_mut_4;
let l_56 = buffer_9_global[l_55];
a_9[u32(6)] = l_56;
let l_57 = l_8 + u32(2304);
let l_58 = l_57 + u32(128);
let l_59 = l_58 + l_mut_4;
let l_60 = buffer_9_global[l_59];
a_10[u32(6)] = l_60;
let l_61 = l_8 + u32(2688);
let l_62 = l_61 + l_mut_4;
let l_63 = buffer_9_global[l_62];
a_9[u32(7)] = l_63;
let l_64 = l_8 + u32(2688);
let l_65 = l_64 + u32(128);
let l_66 = l_65 + l_mut_4;
let l_67 = buffer_9_global[l_66];
a_10[u32(7)] = l_67;
let l_68 = l_8 + u32(3072);
let l_69 = l_68 + l_mut_4;
let l_70 = buffer_9_global[l_69];
a_9[u32(8)] = l_70;
let l_71 = l_8 + u32(3072);
let l_72 = l_71 + u32(128);
let l_73 = l_72 + l_mut_4;
let l_74 = buffer_9_global[l_73];
a_10[u32(8)] = l_74;
let l_75 = l_8 + u32(3456);
let l_76 = l_75 + l_mut_4;
let l_77 = buffer_9_global[l_76];
a_9[u32(9)] = l_77;
let l_78 = l_8 + u32(3456);
let l_79 = l_78 + u32(128);
let l_80 = l_79 + l_mut_4;
let l_81 = buffer_9_global[l_80];
a_10[u32(9)] = l_81;
let l_82 = l_8 + u32(3840);
let l_83 = l_82 + l_mut_4;
let l_84 = buffer_9_global[l_83];
a_9[u32(10)] = l_84;
let l_85 = l_8 + u32(3840);
let l_86 = l_85 + u32(128);
let l_87 = l_86 + l_mut_4;
let l_88 = buffer_9_global[l_87];
a_10[u32(10)] = l_88;
let l_89 = l_8 + u32(4224);
let l_90 = l_89 + l_mut_4;
let l_91 = buffer_9_global[l_90];
a_9[u32(11)] = l_91;
let l_92 = l_8 + u32(4224);
let l_93 = l_92 + u32(128);
let l_94 = l_93 + l_mut_4;
let l_95 = buffer_9_global[l_94];
a_10[u32(11)] = l_95;
let l_96 = l_8 + u32(4608);
let l_97 = l_96 + l_mut_4;
let l_98 = buffer_9_global[l_97];
a_9[u32(12)] = l_98;
let l_99 = l_8 + u32(4608);
let l_100 = l_99 + u32(128);
let l_101 = l_100 + l_mut_4;
let l_102 = buffer_9_global[l_101];
a_10[u32(12)] = l_102;
let l_103 = l_8 + u32(4992);
let l_104 = l_103 + l_mut_4;
let l_105 = buffer_9_global[l_104];
a_9[u32(13)] = l_105;
let l_106 = l_8 + u32(4992);
let l_107 = l_106 + u32(128);
let l_108 = l_107 + l_mut_4;
let l_109 = buffer_9_global[l_108];
a_10[u32(13)] = l_109;
let l_110 = l_8 + u32(5376);
let l_111 = l_110 + l_mut_4;
let l_112 = buffer_9_global[l_111];
a_9[u32(14)] = l_112;
let l_113 = l_8 + u32(5376);
let l_114 = l_113 + u32(128);
let l_115 = l_114 + l_mut_4;
let l_116 = buffer_9_global[l_115];
a_10[u32(14)] = l_116;
let l_117 = l_8 + u32(5760);
let l_118 = l_117 + l_mut_4;
let l_119 = buffer_9_global[l_118];
a_9[u32(15)] = l_119;
let l_120 = l_8 + u32(5760);
let l_121 = l_120 + u32(128);
let l_122 = l_121 + l_mut_4;
let l_123 = buffer_9_global[l_122];
a_10[u32(15)] = l_123;
let l_124 = l_8 + u32(6144);
let l_125 = l_124 + l_mut_4;
let l_126 = buffer_9_global[l_125];
a_9[u32(16)] = l_126;
let l_127 = l_8 + u32(6144);
let l_128 = l_127 + u32(128);
let l_129 = l_128 + l_mut_4;
let l_130 = buffer_9_global[l_129];
a_10[u32(16)] = l_130;
let l_131 = l_8 + u32(6528);
let l_132 = l_131 + l_mut_4;
let l_133 = buffer_9_global[l_132];
a_9[u32(17)] = l_133;
let l_134 = l_8 + u32(6528);
let l_135 = l_134 + u32(128);
let l_136 = l_135 + l_mut_4;
let l_137 = buffer_9_global[l_136];
a_10[u32(17)] = l_137;
let l_138 = l_8 + u32(6912);
let l_139 = l_138 + l_mut_4;
let l_140 = buffer_9_global[l_139];
a_9[u32(18)] = l_140;
let l_141 = l_8 + u32(6912);
let l_142 = l_141 + u32(128);
let l_143 = l_142 + l_mut_4;
let l_144 = buffer_9_global[l_143];
a_10[u32(18)] = l_144;
let l_145 = l_8 + u32(7296);
let l_146 = l_145 + l_mut_4;
let l_147 = buffer_9_global[l_146];
a_9[u32(19)] = l_147;
let l_148 = l_8 + u32(7296);
let l_149 = l_148 + u32(128);
let l_150 = l_149 + l_mut_4;
let l_151 = buffer_9_global[l_150];
a_10[u32(19)] = l_151;
a_11[u32(0)] = f32(0.0);
let l_152 = info.scalars_u32[1] + l_mut_4;
let l_153 = buffer_10_global[l_152];
let l_154 = info.scalars_u32[1] + u32(128);
let l_155 = l_154 + l_mut_4;
let l_156 = buffer_10_global[l_155];
l_mut_157 = f32(0.0);
let l_158 = workgroup_id_no_axis * u32(3);
let l_159 = l_158 * u32(128);
let l_160 = l_159 + l_mut_4;
let l_161 = buffer_5_global[l_160];
let l_162 = workgroup_id_no_axis * u32(3);
let l_163 = l_162 * u32(128);
let l_164 = l_163 + u32(128);
let l_165 = l_164 + l_mut_4;
let l_166 = buffer_5_global[l_165];
l_mut_167 = f32(0.0);
l_mut_168 = f32(0.0);
l_mut_169 = f32(0.0);
l_mut_170 = f32(0.0);
l_mut_171 = f32(0.0);
l_mut_172 = f32(0.0);
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
l_mut_175 = f32(0.0);
l_mut_176 = f32(0.0);
let l_177 = buffer_0_global[workgroup_id_no_axis];
let l_178 = workgroup_id_no_axis + u32(1);
let l_179 = buffer_0_global[l_178];
let l_181 = l_179 - l_177;
l_mut_182 = l_181;
l_mut_183 = bool(true);
l_mut_185 = u32(4294967295);
let l_186 = l_179 - l_177;
let l_187 = l_186 <= u32(512);
if l_187 {
let l_188 = l_177 + local_idx;
l_mut_189 = u32(0);
let l_190 = l_188 < l_179;
if l_190 {
let l_191 = l_188 * u32(2);
let l_192 = l_191 + u32(1);
let l_193 = buffer_2_global[l_192];
let l_194 = l_193[u32(0)];
let l_195 = l_194 != f32(0.0);
let l_196 = l_193[u32(1)];
let l_197 = l_196 != f32(0.0);
let l_198 = l_195 || l_197;
if l_198 {
l_mut_189 = u32(1);
}
}
shared_memory_184[local_idx] = l_mut_189;
workgroupBarrier();
l_mut_199 = u32(1);
loop {
let l_200 = l_mut_199 < u32(512);
let l_201 = !l_200;
if l_201 {
break;
}
let l_202 = shared_memory_184[local_idx];
l_mut_203 = l_202;
let l_204 = local_idx >= l_mut_199;
if l_204 {
let l_205 = local_idx - l_mut_199;
let l_206 = shared_memory_184[l_205];
l_mut_203 = l_mut_203 + l_206;
}
workgroupBarrier();
shared_memory_184[local_idx] = l_mut_203;
workgroupBarrier();
l_mut_199 = l_mut_199 * u32(2);
}
let l_207 = l_mut_189 == u32(1);
if l_207 {
let l_208 = shared_memory_184[local_idx];
let l_209 = l_208 - u32(1);
shared_memory_180[l_209] = l_188;
}
let l_210 = shared_memory_184[u32(511)];
l_mut_185 = l_210;
workgroupBarrier();
}
let l_211 = l_mut_185 != u32(4294967295);
if l_211 {
l_mut_182 = l_mut_185;
l_mut_183 = bool(false);
}
l_mut_203 = u32(0);
l_mut_199 = u32(0);
loop {
let l_215 = l_mut_203 < l_mut_182;
let l_216 = !l_215;
if l_216 {
break;
}
l_mut_189 = local_idx;
loop {
let l_217 = l_mut_189 < u32(80);
let l_218 = !l_217;
if l_218 {
break;
}
let l_219 = l_mut_189 / u32(10);
let l_220 = l_mut_203 + l_219;
let l_221 = l_mut_189 % u32(10);
let l_222 = l_220 < l_mut_182;
if l_222 {
let l_223 = l_177 + l_220;
l_mut_185 = l_223;
let l_224 = !l_mut_183;
if l_224 {
let l_225 = shared_memory_180[l_220];
l_mut_185 = l_225;
}
let l_226 = l_221 < u32(5);
if l_226 {
let l_227 = l_mut_185 * u32(5);
let l_228 = l_227 + l_221;
let l_229 = buffer_3_global[l_228];
shared_memory_212[l_mut_189] = l_229;
} else {
let l_230 = l_mut_185 * u32(5);
let l_231 = l_230 + l_221;
let l_232 = l_231 - u32(5);
let l_233 = buffer_4_global[l_232];
shared_memory_212[l_mut_189] = l_233;
}
}
l_mut_189 = l_mut_189 + u32(512);
}
l_mut_185 = local_idx;
loop {
let l_234 = l_mut_185 < u32(24);
let l_235 = !l_234;
if l_235 {
break;
}
let l_236 = l_mut_185 / u32(3);
let l_237 = l_mut_185 % u32(3);
let l_238 = l_mut_203 + l_236;
let l_239 = l_238 < l_mut_182;
if l_239 {
let l_240 = l_177 + l_238;
l_mut_241 = l_240;
let l_242 = !l_mut_183;
if l_242 {
let l_243 = shared_memory_180[l_238];
l_mut_241 = l_243;
}
let l_244 = l_237 < u32(2);
if l_244 {
let l_245 = l_236 * u32(2);
let l_246 = l_245 + l_237;
let l_247 = l_mut_241 * u32(2);
let l_248 = l_247 + l_237;
let l_249 = buffer_2_global[l_248];
shared_memory_213[l_246] = l_249;
} else {
let l_250 = buffer_1_global[l_mut_241];
shared_memory_214[l_236] = l_250;
}
}
l_mut_185 = l_mut_185 + u32(512);
}
workgroupBarrier();

for (var l_mut_251: u32 = u32(0); l_mut_251 < u32(2); l_mut_251++) {
let l_252 = l_mut_251 * u32(4);
let l_253 = l_mut_203 + l_252;
let l_254 = l_253 + l_mut_5;
l_mut_255 = f32(0.0);
l_mut_256 = f32(0.0);
l_mut_257 = f32(0.0);
l_mut_258 = f32(0.0);
let l_259 = l_254 < l_mut_182;
if l_259 {
let l_260 = l_177 + l_254;
l_mut_241 = l_260;
let l_261 = !l_mut_183;
if l_261 {
let l_262 = shared_memory_180[l_254];
l_mut_241 = l_262;
}
l_mut_263 = l_153;
l_mut_264 = l_156;
l_mut_265 = l_mut_157;
l_mut_266 = f32(0.0);
l_mut_267 = f32(0.0);
l_mut_268 = f32(0.0);
let l_269 = l_254 - l_mut_203;
let l_270 = vec4<f32>(f32(0.0));
l_mut_271 = l_270;
l_mut_272 = l_mut_271;
let l_273 = vec4<f32>(f32(0.0));
l_mut_271 = l_273;
l_mut_274 = l_mut_271;
let l_275 = l_269 * u32(10);
let l_276 = l_275 + u32(0);
let l_277 = shared_memory_212[l_276];
l_mut_272 = l_277;
let l_278 = l_269 * u32(10);
let l_279 = l_278 + u32(5);
let l_280 = l_279 + u32(0);
let l_281 = shared_memory_212[l_280];
l_mut_274 = l_281;
let l_282 = l_mut_272[u32(0)];
let l_283 = l_mut_274[u32(0)];
let l_284 = a_9[u32(0)];
let l_285 = l_284 * l_282;
l_mut_263 = l_mut_263 + l_285;
let l_286 = a_10[u32(0)];
let l_287 = l_286 * l_282;
l_mut_264 = l_mut_264 + l_287;
let l_288 = a_9[u32(0)];
let l_289 = l_288 * l_283;
l_mut_266 = l_mut_266 + l_289;
let l_290 = a_10[u32(0)];
let l_291 = l_290 * l_283;
l_mut_267 = l_mut_267 + l_291;
let l_292 = l_mut_272[u32(1)];
let l_293 = l_mut_274[u32(1)];
let l_294 = a_9[u32(1)];
let l_295 = l_294 * l_292;
l_mut_263 = l_mut_263 + l_295;
let l_296 = a_10[u32(1)];
let l_297 = l_296 * l_292;
l_mut_264 = l_mut_264 + l_297;
let l_298 = a_9[u32(1)];
let l_299 = l_298 * l_293;
l_mut_266 = l_mut_266 + l_299;
let l_300 = a_10[u32(1)];
let l_301 = l_300 * l_293;
l_mut_267 = l_mut_267 + l_301;
let l_302 = l_mut_272[u32(2)];
let l_303 = l_mut_274[u32(2)];
let l_304 = a_9[u32(2)];
let l_305 = l_304 * l_302;
l_mut_263 = l_mut_263 + l_305;
let l_306 = a_10[u32(2)];
let l_307 = l_306 * l_302;
l_mut_264 = l_mut_264 + l_307;
let l_308 = a_9[u32(2)];
let l_309 = l_308 * l_303;
l_mut_266 = l_mut_266 + l_309;
let l_310 = a_10[u32(2)];
let l_311 = l_310 * l_303;
l_mut_267 = l_mut_267 + l_311;
let l_312 = l_mut_272[u32(3)];
let l_313 = l_mut_274[u32(3)];
let l_314 = a_9[u32(3)];
let l_315 = l_314 * l_312;
l_mut_263 = l_mut_263 + l_315;
let l_316 = a_10[u32(3)];
let l_317 = l_316 * l_312;
l_mut_264 = l_mut_264 + l_317;
let l_318 = a_9[u32(3)];
let l_319 = l_318 * l_313;
l_mut_266 = l_mut_266 + l_319;
let l_320 = a_10[u32(3)];
let l_321 = l_320 * l_313;
l_mut_267 = l_mut_267 + l_321;
let l_322 = vec4<f32>(f32(0.0));
l_mut_274 = l_322;
l_mut_272 = l_mut_274;
let l_323 = vec4<f32>(f32(0.0));
l_mut_274 = l_323;
l_mut_271 = l_mut_274;
let l_324 = l_269 * u32(10);
let l_325 = l_324 + u32(1);
let l_326 = shared_memory_212[l_325];
l_mut_272 = l_326;
let l_327 = l_269 * u32(10);
let l_328 = l_327 + u32(5);
let l_329 = l_328 + u32(1);
let l_330 = shared_memory_212[l_329];
l_mut_271 = l_330;
let l_331 = l_mut_272[u32(0)];
let l_332 = l_mut_271[u32(0)];
let l_333 = a_9[u32(4)];
let l_334 = l_333 * l_331;
l_mut_263 = l_mut_263 + l_334;
let l_335 = a_10[u32(4)];
let l_336 = l_335 * l_331;
l_mut_264 = l_mut_264 + l_336;
let l_337 = a_9[u32(4)];
let l_338 = l_337 * l_332;
l_mut_266 = l_mut_266 + l_338;
let l_339 = a_10[u32(4)];
let l_340 = l_339 * l_332;
l_mut_267 = l_mut_267 + l_340;
let l_341 = l_mut_272[u32(1)];
let l_342 = l_mut_271[u32(1)];
let l_343 = a_9[u32(5)];
let l_344 = l_343 * l_341;
l_mut_263 = l_mut_263 + l_344;
let l_345 = a_10[u32(5)];
let l_346 = l_345 * l_341;
l_mut_264 = l_mut_264 + l_346;
let l_347 = a_9[u32(5)];
let l_348 = l_347 * l_342;
l_mut_266 = l_mut_266 + l_348;
let l_349 = a_10[u32(5)];
let l_350 = l_349 * l_342;
l_mut_267 = l_mut_267 + l_350;
let l_351 = l_mut_272[u32(2)];
let l_352 = l_mut_271[u32(2)];
let l_353 = a_9[u32(6)];
let l_354 = l_353 * l_351;
l_mut_263 = l_mut_263 + l_354;
let l_355 = a_10[u32(6)];
let l_356 = l_355 * l_351;
l_mut_264 = l_mut_264 + l_356;
let l_357 = a_9[u32(6)];
let l_358 = l_357 * l_352;
l_mut_266 = l_mut_266 + l_358;
let l_359 = a_10[u32(6)];
let l_360 = l_359 * l_352;
l_mut_267 = l_mut_267 + l_360;
let l_361 = l_mut_272[u32(3)];
let l_362 = l_mut_271[u32(3)];
let l_363 = a_9[u32(7)];
let l_364 = l_363 * l_361;
l_mut_263 = l_mut_263 + l_364;
let l_365 = a_10[u32(7)];
let l_366 = l_365 * l_361;
l_mut_264 = l_mut_264 + l_366;
let l_367 = a_9[u32(7)];
let l_368 = l_367 * l_362;
l_mut_266 = l_mut_266 + l_368;
let l_369 = a_10[u32(7)];
let l_370 = l_369 * l_362;
l_mut_267 = l_mut_267 + l_370;
let l_371 = vec4<f32>(f32(0.0));
l_mut_274 = l_371;
l_mut_272 = l_mut_274;
let l_372 = vec4<f32>(f32(0.0));
l_mut_274 = l_372;
l_mut_271 = l_mut_274;
let l_373 = l_269 * u32(10);
let l_374 = l_373 + u32(2);
let l_375 = shared_memory_212[l_374];
l_mut_272 = l_375;
let l_376 = l_269 * u32(10);
let l_377 = l_376 + u32(5);
let l_378 = l_377 + u32(2);
let l_379 = shared_memory_212[l_378];
l_mut_271 = l_379;
let l_380 = l_mut_272[u32(0)];
let l_381 = l_mut_271[u32(0)];
let l_382 = a_9[u32(8)];
let l_383 = l_382 * l_380;
l_mut_263 = l_mut_263 + l_383;
let l_384 = a_10[u32(8)];
let l_385 = l_384 * l_380;
l_mut_264 = l_mut_264 + l_385;
let l_386 = a_9[u32(8)];
let l_387 = l_386 * l_381;
l_mut_266 = l_mut_266 + l_387;
let l_388 = a_10[u32(8)];
let l_389 = l_388 * l_381;
l_mut_267 = l_mut_267 + l_389;
let l_390 = l_mut_272[u32(1)];
let l_391 = l_mut_271[u32(1)];
let l_392 = a_9[u32(9)];
let l_393 = l_392 * l_390;
l_mut_263 = l_mut_263 + l_393;
let l_394 = a_10[u32(9)];
let l_395 = l_394 * l_390;
l_mut_264 = l_mut_264 + l_395;
let l_396 = a_9[u32(9)];
let l_397 = l_396 * l_391;
l_mut_266 = l_mut_266 + l_397;
let l_398 = a_10[u32(9)];
let l_399 = l_398 * l_391;
l_mut_267 = l_mut_267 + l_399;
let l_400 = l_mut_272[u32(2)];
let l_401 = l_mut_271[u32(2)];
let l_402 = a_9[u32(10)];
let l_403 = l_402 * l_400;
l_mut_263 = l_mut_263 + l_403;
let l_404 = a_10[u32(10)];
let l_405 = l_404 * l_400;
l_mut_264 = l_mut_264 + l_405;
let l_406 = a_9[u32(10)];
let l_407 = l_406 * l_401;
l_mut_266 = l_mut_266 + l_407;
let l_408 = a_10[u32(10)];
let l_409 = l_408 * l_401;
l_mut_267 = l_mut_267 + l_409;
let l_410 = l_mut_272[u32(3)];
let l_411 = l_mut_271[u32(3)];
let l_412 = a_9[u32(11)];
let l_413 = l_412 * l_410;
l_mut_263 = l_mut_263 + l_413;
let l_414 = a_10[u32(11)];
let l_415 = l_414 * l_410;
l_mut_264 = l_mut_264 + l_415;
let l_416 = a_9[u32(11)];
let l_417 = l_416 * l_411;
l_mut_266 = l_mut_266 + l_417;
let l_418 = a_10[u32(11)];
let l_419 = l_418 * l_411;
l_mut_267 = l_mut_267 + l_419;
let l_420 = vec4<f32>(f32(0.0));
l_mut_274 = l_420;
l_mut_272 = l_mut_274;
let l_421 = vec4<f32>(f32(0.0));
l_mut_274 = l_421;
l_mut_271 = l_mut_274;
let l_422 = l_269 * u32(10);
let l_423 = l_422 + u32(3);
let l_424 = shared_memory_212[l_423];
l_mut_272 = l_424;
let l_425 = l_269 * u32(10);
let l_426 = l_425 + u32(5);
let l_427 = l_426 + u32(3);
let l_428 = shared_memory_212[l_427];
l_mut_271 = l_428;
let l_429 = l_mut_272[u32(0)];
let l_430 = l_mut_271[u32(0)];
let l_431 = a_9[u32(12)];
let l_432 = l_431 * l_429;
l_mut_263 = l_mut_263 + l_432;
let l_433 = a_10[u32(12)];
let l_434 = l_433 * l_429;
l_mut_264 = l_mut_264 + l_434;
let l_435 = a_9[u32(12)];
let l_436 = l_435 * l_430;
l_mut_266 = l_mut_266 + l_436;
let l_437 = a_10[u32(12)];
let l_438 = l_437 * l_430;
l_mut_267 = l_mut_267 + l_438;
let l_439 = l_mut_272[u32(1)];
let l_440 = l_mut_271[u32(1)];
let l_441 = a_9[u32(13)];
let l_442 = l_441 * l_439;
l_mut_263 = l_mut_263 + l_442;
let l_443 = a_10[u32(13)];
let l_444 = l_443 * l_439;
l_mut_264 = l_mut_264 + l_444;
let l_445 = a_9[u32(13)];
let l_446 = l_445 * l_440;
l_mut_266 = l_mut_266 + l_446;
let l_447 = a_10[u32(13)];
let l_448 = l_447 * l_440;
l_mut_267 = l_mut_267 + l_448;
let l_449 = l_mut_272[u32(2)];
let l_450 = l_mut_271[u32(2)];
let l_451 = a_9[u32(14)];
let l_452 = l_451 * l_449;
l_mut_263 = l_mut_263 + l_452;
let l_453 = a_10[u32(14)];
let l_454 = l_453 * l_449;
l_mut_264 = l_mut_264 + l_454;
let l_455 = a_9[u32(14)];
let l_456 = l_455 * l_450;
l_mut_266 = l_mut_266 + l_456;
let l_457 = a_10[u32(14)];
let l_458 = l_457 * l_450;
l_mut_267 = l_mut_267 + l_458;
let l_459 = l_mut_272[u32(3)];
let l_460 = l_mut_271[u32(3)];
let l_461 = a_9[u32(15)];
let l_462 = l_461 * l_459;
l_mut_263 = l_mut_263 + l_462;
let l_463 = a_10[u32(15)];
let l_464 = l_463 * l_459;
l_mut_264 = l_mut_264 + l_464;
let l_465 = a_9[u32(15)];
let l_466 = l_465 * l_460;
l_mut_266 = l_mut_266 + l_466;
let l_467 = a_10[u32(15)];
let l_468 = l_467 * l_460;
l_mut_267 = l_mut_267 + l_468;
let l_469 = vec4<f32>(f32(0.0));
l_mut_274 = l_469;
l_mut_272 = l_mut_274;
let l_470 = vec4<f32>(f32(0.0));
l_mut_274 = l_470;
l_mut_271 = l_mut_274;
let l_471 = l_269 * u32(10);
let l_472 = l_471 + u32(4);
let l_473 = shared_memory_212[l_472];
l_mut_272 = l_473;
let l_474 = l_269 * u32(10);
let l_475 = l_474 + u32(5);
let l_476 = l_475 + u32(4);
let l_477 = shared_memory_212[l_476];
l_mut_271 = l_477;
let l_478 = l_mut_272[u32(0)];
let l_479 = l_mut_271[u32(0)];
let l_480 = a_9[u32(16)];
let l_481 = l_480 * l_478;
l_mut_263 = l_mut_263 + l_481;
let l_482 = a_10[u32(16)];
let l_483 = l_482 * l_478;
l_mut_264 = l_mut_264 + l_483;
let l_484 = a_9[u32(16)];
let l_485 = l_484 * l_479;
l_mut_266 = l_mut_266 + l_485;
let l_486 = a_10[u32(16)];
let l_487 = l_486 * l_479;
l_mut_267 = l_mut_267 + l_487;
let l_488 = l_mut_272[u32(1)];
let l_489 = l_mut_271[u32(1)];
let l_490 = a_9[u32(17)];
let l_491 = l_490 * l_488;
l_mut_263 = l_mut_263 + l_491;
let l_492 = a_10[u32(17)];
let l_493 = l_492 * l_488;
l_mut_264 = l_mut_264 + l_493;
let l_494 = a_9[u32(17)];
let l_495 = l_494 * l_489;
l_mut_266 = l_mut_266 + l_495;
let l_496 = a_10[u32(17)];
let l_497 = l_496 * l_489;
l_mut_267 = l_mut_267 + l_497;
let l_498 = l_mut_272[u32(2)];
let l_499 = l_mut_271[u32(2)];
let l_500 = a_9[u32(18)];
let l_501 = l_500 * l_498;
l_mut_263 = l_mut_263 + l_501;
let l_502 = a_10[u32(18)];
let l_503 = l_502 * l_498;
l_mut_264 = l_mut_264 + l_503;
let l_504 = a_9[u32(18)];
let l_505 = l_504 * l_499;
l_mut_266 = l_mut_266 + l_505;
let l_506 = a_10[u32(18)];
let l_507 = l_506 * l_499;
l_mut_267 = l_mut_267 + l_507;
let l_508 = l_mut_272[u32(3)];
let l_509 = l_mut_271[u32(3)];
let l_510 = a_9[u32(19)];
let l_511 = l_510 * l_508;
l_mut_263 = l_mut_263 + l_511;
let l_512 = a_10[u32(19)];
let l_513 = l_512 * l_508;
l_mut_264 = l_mut_264 + l_513;
let l_514 = a_9[u32(19)];
let l_515 = l_514 * l_509;
l_mut_266 = l_mut_266 + l_515;
let l_516 = a_10[u32(19)];
let l_517 = l_516 * l_509;
l_mut_267 = l_mut_267 + l_517;
let l_518 = vec4<f32>(f32(0.0));
l_mut_274 = l_518;
l_mut_272 = l_mut_274;
let l_519 = vec4<f32>(f32(0.0));
l_mut_274 = l_519;
l_mut_271 = l_mut_274;
l_mut_189 = u32(0);
let l_520 = l_269 * u32(2);
let l_521 = shared_memory_213[l_520];
l_mut_272 = l_521;
let l_522 = l_269 * u32(2);
let l_523 = l_522 + u32(1);
let l_524 = shared_memory_213[l_523];
l_mut_271 = l_524;
let l_525 = shared_memory_214[l_269];
l_mut_189 = l_525;
let l_526 = l_mut_271[u32(0)];
let l_527 = l_mut_271[u32(1)];
let l_528 = l_mut_272[u32(1)];
let l_529 = -l_528;
let l_530 = l_mut_272[u32(2)];
let l_531 = -l_530;
let l_532 = l_mut_272[u32(3)];
let l_533 = -l_532;
let l_534 = l_mut_189 * u32(128);
let l_535 = l_534 + l_mut_4;
let l_536 = buffer_7_global[l_535];
let l_537 = l_mut_189 * u32(3);
let l_538 = l_537 * u32(128);
let l_539 = l_538 + l_mut_4;
let l_540 = buffer_8_global[l_539];
let l_541 = l_mut_189 * u32(3);
let l_542 = l_541 * u32(128);
let l_543 = l_542 + u32(128);
let l_544 = l_543 + l_mut_4;
let l_545 = buffer_8_global[l_544];
let l_546 = l_mut_189 * u32(3);
let l_547 = l_546 * u32(128);
let l_548 = l_547 + u32(256);
let l_549 = l_548 + l_mut_4;
let l_550 = buffer_8_global[l_549];
let l_551 = l_540 * l_529;
let l_552 = l_545 * l_531;
let l_553 = l_551 + l_552;
let l_554 = l_550 * l_533;
let l_555 = l_553 + l_554;
let l_556 = l_mut_264 * l_526;
let l_557 = l_536 * l_161;
let l_558 = l_526 * l_mut_266;
let l_559 = l_527 * l_mut_263;
let l_560 = l_558 + l_559;
let l_561 = l_557 * l_560;
let l_562 = l_555 * l_166;
let l_563 = l_526 * l_mut_267;
let l_564 = l_527 * l_mut_264;
let l_565 = l_563 + l_564;
let l_566 = l_562 * l_565;
let l_567 = l_561 + l_566;
l_mut_255 = l_567;
let l_568 = l_556 * l_166;
let l_569 = l_540 * l_568;
l_mut_256 = l_569;
let l_570 = l_545 * l_568;
l_mut_257 = l_570;
let l_571 = l_550 * l_568;
l_mut_258 = l_571;
}
let l_572 = l_mut_5 * u32(128);
let l_573 = l_572 + l_mut_4;
let l_574 = l_573 * u32(9);
let l_575 = l_mut_251 * u32(4);
let l_576 = l_574 + l_575;
shared_memory_1[l_576] = l_mut_255;
let l_577 = l_576 + u32(1);
shared_memory_1[l_577] = l_mut_256;
let l_578 = l_576 + u32(2);
shared_memory_1[l_578] = l_mut_257;
let l_579 = l_576 + u32(3);
shared_memory_1[l_579] = l_mut_258;
}
workgroupBarrier();
l_mut_241 = local_idx;
loop {
let l_580 = l_mut_241 < u32(128);
let l_581 = !l_580;
if l_581 {
break;
}
let l_582 = l_mut_241 % u32(32);
let l_583 = l_mut_241 / u32(32);
l_mut_189 = u32(0);
l_mut_185 = l_582;
let l_584 = l_582 / u32(8);
l_mut_189 = l_584;
let l_585 = l_582 % u32(8);
l_mut_185 = l_585;
let l_586 = l_583 * u32(32);
let l_587 = l_586 + u32(32);
l_mut_588 = l_587;
let l_589 = l_mut_588 > u32(128);
if l_589 {
l_mut_588 = u32(128);
}
l_mut_268 = f32(0.0);
let l_590 = l_583 * u32(32);

for (var l_mut_591: u32 = l_590; l_mut_591 < l_mut_588; l_mut_591++) {
let l_592 = l_mut_189 * u32(128);
let l_593 = l_592 + l_mut_591;
let l_594 = l_593 * u32(9);
let l_595 = l_594 + l_mut_185;
let l_596 = shared_memory_1[l_595];
l_mut_268 = l_mut_268 + l_596;
}
let l_597 = l_583 * u32(32);
let l_598 = l_597 + l_582;
shared_memory_2[l_598] = l_mut_268;
l_mut_241 = l_mut_241 + u32(512);
}
workgroupBarrier();
l_mut_588 = local_idx;
loop {
let l_599 = l_mut_588 < u32(32);
let l_600 = !l_599;
if l_600 {
break;
}
l_mut_268 = f32(0.0);
let l_601 = u32(0) + l_mut_588;
let l_602 = shared_memory_2[l_601];
l_mut_268 = l_mut_268 + l_602;
let l_603 = u32(32) + l_mut_588;
let l_604 = shared_memory_2[l_603];
l_mut_268 = l_mut_268 + l_604;
let l_605 = u32(64) + l_mut_588;
let l_606 = shared_memory_2[l_605];
l_mut_268 = l_mut_268 + l_606;
let l_607 = u32(96) + l_mut_588;
let l_608 = shared_memory_2[l_607];
l_mut_268 = l_mut_268 + l_608;
shared_memory_3[l_mut_588] = l_mut_268;
l_mut_588 = l_mut_588 + u32(512);
}
workgroupBarrier();
l_mut_189 = local_idx;
loop {
let l_609 = l_mut_189 < u32(8);
let l_610 = !l_609;
if l_610 {
break;
}
let l_611 = l_mut_189 % u32(2);
let l_612 = l_611 * u32(4);
let l_613 = l_mut_189 / u32(2);
let l_614 = l_612 + l_613;
let l_615 = l_mut_203 + l_614;
let l_616 = l_615 < l_mut_182;
if l_616 {
let l_617 = l_177 + l_615;
l_mut_185 = l_617;
let l_618 = !l_mut_183;
if l_618 {
let l_619 = shared_memory_180[l_615];
l_mut_185 = l_619;
}
let l_620 = l_mut_189 * u32(4);
let l_621 = shared_memory_3[l_620];
let l_622 = l_mut_189 * u32(4);
let l_623 = l_622 + u32(1);
let l_624 = shared_memory_3[l_623];
let l_625 = l_mut_189 * u32(4);
let l_626 = l_625 + u32(2);
let l_627 = shared_memory_3[l_626];
let l_628 = l_mut_189 * u32(4);
let l_629 = l_628 + u32(3);
let l_630 = shared_memory_3[l_629];
let l_631 = l_mut_185 * u32(2);
let l_632 = buffer_2_global[l_631];
let l_633 = l_632[u32(1)];
let l_634 = l_632[u32(2)];
let l_635 = l_632[u32(3)];
let l_636 = l_632[u32(0)];
let l_637 = f32(1.0) / l_636;
let l_638 = l_624 * l_633;
let l_639 = l_627 * l_634;
let l_640 = l_638 + l_639;
let l_641 = l_630 * l_635;
let l_642 = l_640 + l_641;
let l_643 = -l_642;
let l_644 = l_621 * l_633;
let l_645 = l_643 * l_633;
let l_646 = l_624 + l_645;
let l_647 = l_646 * l_637;
let l_648 = l_644 - l_647;
let l_649 = l_621 * l_634;
let l_650 = l_643 * l_634;
let l_651 = l_627 + l_650;
let l_652 = l_651 * l_637;
let l_653 = l_649 - l_652;
let l_654 = l_621 * l_635;
let l_655 = l_643 * l_635;
let l_656 = l_630 + l_655;
let l_657 = l_656 * l_637;
let l_658 = l_654 - l_657;
let l_659 = l_mut_185 * u32(3);
let l_660 = buffer_13_global[l_659];
let l_661 = l_mut_185 * u32(3);
let l_662 = l_661 + u32(1);
let l_663 = buffer_13_global[l_662];
let l_664 = l_mut_185 * u32(3);
let l_665 = l_664 + u32(2);
let l_666 = buffer_13_global[l_665];
let l_667 = l_mut_185 * u32(3);
let l_668 = l_660 + l_648;
buffer_13_global[l_667] = l_668;
let l_669 = l_mut_185 * u32(3);
let l_670 = l_669 + u32(1);
let l_671 = l_663 + l_653;
buffer_13_global[l_670] = l_671;
let l_672 = l_mut_185 * u32(3);
let l_673 = l_672 + u32(2);
let l_674 = l_666 + l_658;
buffer_13_global[l_673] = l_674;
}
l_mut_189 = l_mut_189 + u32(512);
}
workgroupBarrier();
l_mut_203 = l_mut_203 + u32(8);
}
}
