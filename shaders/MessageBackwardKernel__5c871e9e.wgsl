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

var<workgroup> shared_memory_190: array<vec4<f32>, 80>;

var<workgroup> shared_memory_191: array<vec4<f32>, 16>;

var<workgroup> shared_memory_192: array<u32, 8>;

var<workgroup> shared_memory_5: array<f32, 4352>;

var<workgroup> shared_memory_6: array<f32, 128>;

var<workgroup> shared_memory_7: array<f32, 32>;

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
var a_15: array<f32, 20>;

var a_16: array<f32, 20>;

var a_17: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_13: u32;
var l_mut_163: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_175: f32;
var l_mut_176: f32;
var l_mut_177: f32;
var l_mut_178: f32;
var l_mut_179: f32;
var l_mut_180: f32;
var l_mut_181: f32;
var l_mut_182: f32;
var l_mut_188: u32;
var l_mut_189: bool;
var l_mut_193: u32;
var l_mut_194: u32;
var l_mut_197: u32;
var l_mut_205: u32;
var l_mut_221: u32;
var l_mut_233: f32;
var l_mut_234: f32;
var l_mut_235: f32;
var l_mut_236: f32;
var l_mut_239: f32;
var l_mut_240: f32;
var l_mut_241: f32;
var l_mut_242: f32;
var l_mut_243: f32;
var l_mut_244: f32;
var l_mut_247: vec4<f32>;
var l_mut_248: vec4<f32>;
var l_mut_250: vec4<f32>;
var l_mut_2: bool;
var l_mut_3: u32;
var l_mut_4: u32;
var l_mut_564: u32;
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
let l_11 = local_idx % u32(128);
l_mut_9 = l_11;
let l_12 = local_idx / u32(128);
l_mut_10 = l_12;
l_mut_13 = l_mut_9;
let l_14 = info.scalars_u32[2] * u32(20);
let l_18 = l_14 + u32(0);
let l_19 = l_18 + l_mut_13;
let l_20 = buffer_9_global[l_19];
a_15[u32(0)] = l_20;
let l_21 = l_14 + u32(0);
let l_22 = l_21 + u32(128);
let l_23 = l_22 + l_mut_13;
let l_24 = buffer_9_global[l_23];
a_16[u32(0)] = l_24;
let l_25 = l_14 + u32(384);
let l_26 = l_25 + l_mut_13;
let l_27 = buffer_9_global[l_26];
a_15[u32(1)] = l_27;
let l_28 = l_14 + u32(384);
let l_29 = l_28 + u32(128);
let l_30 = l_29 + l_mut_13;
let l_31 = buffer_9_global[l_30];
a_16[u32(1)] = l_31;
let l_32 = l_14 + u32(768);
let l_33 = l_32 + l_mut_13;
let l_34 = buffer_9_global[l_33];
a_15[u32(2)] = l_34;
let l_35 = l_14 + u32(768);
let l_36 = l_35 + u32(128);
let l_37 = l_36 + l_mut_13;
let l_38 = buffer_9_global[l_37];
a_16[u32(2)] = l_38;
let l_39 = l_14 + u32(1152);
let l_40 = l_39 + l_mut_13;
let l_41 = buffer_9_global[l_40];
a_15[u32(3)] = l_41;
let l_42 = l_14 + u32(1152);
let l_43 = l_42 + u32(128);
let l_44 = l_43 + l_mut_13;
let l_45 = buffer_9_global[l_44];
a_16[u32(3)] = l_45;
let l_46 = l_14 + u32(1536);
let l_47 = l_46 + l_mut_13;
let l_48 = buffer_9_global[l_47];
a_15[u32(4)] = l_48;
let l_49 = l_14 + u32(1536);
let l_50 = l_49 + u32(128);
let l_51 = l_50 + l_mut_13;
let l_52 = buffer_9_global[l_51];
a_16[u32(4)] = l_52;
let l_53 = l_14 + u32(1920);
let l_54 = l_53 + l_mut_13;
let l_55 = buffer_9_global[l_54];
a_15[u32(5)] = l_55;
let l_56 = l_14 + u32(1920);
let l_57 = l_56 + u32(128);
let l_58 = l_57 + l_mut_13;
let l_59 = buffer_9_global[l_58];
a_16[u32(5)] = l_59;
let l_60 = l_14 + u32(2304);
let l_61 = l_60 + l_mut_13;
let l_62 = buffer_9_global[l_61];
a_15[u32(6)] = l_62;
let l_63 = l_14 + u32(2304);
let l_64 = l_63 + u32(128);
let l_65 = l_64 + l_mut_13;
let l_66 = buffer_9_global[l_65];
a_16[u32(6)] = l_66;
let l_67 = l_14 + u32(2688);
let l_68 = l_67 + l_mut_13;
let l_69 = buffer_9_global[l_68];
a_15[u32(7)] = l_69;
let l_70 = l_14 + u32(2688);
let l_71 = l_70 + u32(128);
let l_72 = l_71 + l_mut_13;
let l_73 = buffer_9_global[l_72];
a_16[u32(7)] = l_73;
let l_74 = l_14 + u32(3072);
let l_75 = l_74 + l_mut_13;
let l_76 = buffer_9_global[l_75];
a_15[u32(8)] = l_76;
let l_77 = l_14 + u32(3072);
let l_78 = l_77 + u32(128);
let l_79 = l_78 + l_mut_13;
let l_80 = buffer_9_global[l_79];
a_16[u32(8)] = l_80;
let l_81 = l_14 + u32(3456);
let l_82 = l_81 + l_mut_13;
let l_83 = buffer_9_global[l_82];
a_15[u32(9)] = l_83;
let l_84 = l_14 + u32(3456);
let l_85 = l_84 + u32(128);
let l_86 = l_85 + l_mut_13;
let l_87 = buffer_9_global[l_86];
a_16[u32(9)] = l_87;
let l_88 = l_14 + u32(3840);
let l_89 = l_88 + l_mut_13;
let l_90 = buffer_9_global[l_89];
a_15[u32(10)] = l_90;
let l_91 = l_14 + u32(3840);
let l_92 = l_91 + u32(128);
let l_93 = l_92 + l_mut_13;
let l_94 = buffer_9_global[l_93];
a_16[u32(10)] = l_94;
let l_95 = l_14 + u32(4224);
let l_96 = l_95 + l_mut_13;
let l_97 = buffer_9_global[l_96];
a_15[u32(11)] = l_97;
let l_98 = l_14 + u32(4224);
let l_99 = l_98 + u32(128);
let l_100 = l_99 + l_mut_13;
let l_101 = buffer_9_global[l_100];
a_16[u32(11)] = l_101;
let l_102 = l_14 + u32(4608);
let l_103 = l_102 + l_mut_13;
let l_104 = buffer_9_global[l_103];
a_15[u32(12)] = l_104;
let l_105 = l_14 + u32(4608);
let l_106 = l_105 + u32(128);
let l_107 = l_106 + l_mut_13;
let l_108 = buffer_9_global[l_107];
a_16[u32(12)] = l_108;
let l_109 = l_14 + u32(4992);
let l_110 = l_109 + l_mut_13;
let l_111 = buffer_9_global[l_110];
a_15[u32(13)] = l_111;
let l_112 = l_14 + u32(4992);
let l_113 = l_112 + u32(128);
let l_114 = l_113 + l_mut_13;
let l_115 = buffer_9_global[l_114];
a_16[u32(13)] = l_115;
let l_116 = l_14 + u32(5376);
let l_117 = l_116 + l_mut_13;
let l_118 = buffer_9_global[l_117];
a_15[u32(14)] = l_118;
let l_119 = l_14 + u32(5376);
let l_120 = l_119 + u32(128);
let l_121 = l_120 + l_mut_13;
let l_122 = buffer_9_global[l_121];
a_16[u32(14)] = l_122;
let l_123 = l_14 + u32(5760);
let l_124 = l_123 + l_mut_13;
let l_125 = buffer_9_global[l_124];
a_15[u32(15)] = l_125;
let l_126 = l_14 + u32(5760);
let l_127 = l_126 + u32(128);
let l_128 = l_127 + l_mut_13;
let l_129 = buffer_9_global[l_128];
a_16[u32(15)] = l_129;
let l_130 = l_14 + u32(6144);
let l_131 = l_130 + l_mut_13;
let l_132 = buffer_9_global[l_131];
a_15[u32(16)] = l_132;
let l_133 = l_14 + u32(6144);
let l_134 = l_133 + u32(128);
let l_135 = l_134 + l_mut_13;
let l_136 = buffer_9_global[l_135];
a_16[u32(16)] = l_136;
let l_137 = l_14 + u32(6528);
let l_138 = l_137 + l_mut_13;
let l_139 = buffer_9_global[l_138];
a_15[u32(17)] = l_139;
let l_140 = l_14 + u32(6528);
let l_141 = l_140 + u32(128);
let l_142 = l_141 + l_mut_13;
let l_143 = buffer_9_global[l_142];
a_16[u32(17)] = l_143;
let l_144 = l_14 + u32(6912);
let l_145 = l_144 + l_mut_13;
let l_146 = buffer_9_global[l_145];
a_15[u32(18)] = l_146;
let l_147 = l_14 + u32(6912);
let l_148 = l_147 + u32(128);
let l_149 = l_148 + l_mut_13;
let l_150 = buffer_9_global[l_149];
a_16[u32(18)] = l_150;
let l_151 = l_14 + u32(7296);
let l_152 = l_151 + l_mut_13;
let l_153 = buffer_9_global[l_152];
a_15[u32(19)] = l_153;
let l_154 = l_14 + u32(7296);
let l_155 = l_154 + u32(128);
let l_156 = l_155 + l_mut_13;
let l_157 = buffer_9_global[l_156];
a_16[u32(19)] = l_157;
a_17[u32(0)] = f32(0.0);
let l_158 = info.scalars_u32[2] + l_mut_13;
let l_159 = buffer_10_global[l_158];
let l_160 = info.scalars_u32[2] + u32(128);
let l_161 = l_160 + l_mut_13;
let l_162 = buffer_10_global[l_161];
l_mut_163 = f32(0.0);
let l_164 = l_mut_3 * u32(3);
let l_165 = l_164 * u32(128);
let l_166 = l_165 + l_mut_13;
let l_167 = buffer_5_global[l_166];
let l_168 = l_mut_3 * u32(3);
let l_169 = l_168 * u32(128);
let l_170 = l_169 + u32(128);
let l_171 = l_170 + l_mut_13;
let l_172 = buffer_5_global[l_171];
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
l_mut_175 = f32(0.0);
l_mut_176 = f32(0.0);
l_mut_177 = f32(0.0);
l_mut_178 = f32(0.0);
l_mut_179 = f32(0.0);
l_mut_180 = f32(0.0);
l_mut_181 = f32(0.0);
l_mut_182 = f32(0.0);
let l_183 = buffer_0_global[l_mut_3];
let l_184 = l_mut_3 + u32(1);
let l_185 = buffer_0_global[l_184];
let l_187 = l_185 - l_183;
l_mut_188 = l_187;
l_mut_189 = bool(true);
l_mut_193 = u32(0);
l_mut_194 = u32(0);
loop {
let l_195 = l_mut_193 < l_mut_188;
let l_196 = !l_195;
if l_196 {
break;
}
l_mut_197 = local_idx;
loop {
let l_198 = l_mut_197 < u32(80);
let l_199 = !l_198;
if l_199 {
break;
}
let l_200 = l_mut_197 / u32(10);
let l_201 = l_mut_193 + l_200;
let l_202 = l_mut_197 % u32(10);
let l_203 = l_201 < l_mut_188;
if l_203 {
let l_204 = l_183 + l_201;
l_mut_205 = l_204;
let l_206 = l_202 < u32(5);
if l_206 {
let l_207 = l_mut_205 * u32(5);
let l_208 = l_207 + l_202;
let l_209 = buffer_3_global[l_208];
shared_memory_190[l_mut_197] = l_209;
} else {
let l_210 = l_mut_205 * u32(5);
let l_211 = l_210 + l_202;
let l_212 = l_211 - u32(5);
let l_213 = buffer_4_global[l_212];
shared_memory_190[l_mut_197] = l_213;
}
}
l_mut_197 = l_mut_197 + u32(256);
}
l_mut_205 = local_idx;
loop {
let l_214 = l_mut_205 < u32(24);
let l_215 = !l_214;
if l_215 {
break;
}
let l_216 = l_mut_205 / u32(3);
let l_217 = l_mut_205 % u32(3);
let l_218 = l_mut_193 + l_216;
let l_219 = l_218 < l_mut_188;
if l_219 {
let l_220 = l_183 + l_218;
l_mut_221 = l_220;
let l_222 = l_217 < u32(2);
if l_222 {
let l_223 = l_216 * u32(2);
let l_224 = l_223 + l_217;
let l_225 = l_mut_221 * u32(2);
let l_226 = l_225 + l_217;
let l_227 = buffer_2_global[l_226];
shared_memory_191[l_224] = l_227;
} else {
let l_228 = buffer_1_global[l_mut_221];
shared_memory_192[l_216] = l_228;
}
}
l_mut_205 = l_mut_205 + u32(256);
}
workgroupBarrier();

for (var l_mut_229: u32 = u32(0); l_mut_229 < u32(4); l_mut_229++) {
let l_230 = l_mut_229 * u32(2);
let l_231 = l_mut_193 + l_230;
let l_232 = l_231 + l_mut_10;
l_mut_233 = f32(0.0);
l_mut_234 = f32(0.0);
l_mut_235 = f32(0.0);
l_mut_236 = f32(0.0);
let l_237 = l_232 < l_mut_188;
if l_237 {
let l_238 = l_183 + l_232;
l_mut_221 = l_238;
l_mut_239 = l_159;
l_mut_240 = l_162;
l_mut_241 = l_mut_163;
l_mut_242 = f32(0.0);
l_mut_243 = f32(0.0);
l_mut_244 = f32(0.0);
let l_245 = l_232 - l_mut_193;
let l_246 = vec4<f32>(f32(0.0));
l_mut_247 = l_246;
l_mut_248 = l_mut_247;
let l_249 = vec4<f32>(f32(0.0));
l_mut_247 = l_249;
l_mut_250 = l_mut_247;
let l_251 = l_245 * u32(10);
let l_252 = l_251 + u32(0);
let l_253 = shared_memory_190[l_252];
l_mut_248 = l_253;
let l_254 = l_245 * u32(10);
let l_255 = l_254 + u32(5);
let l_256 = l_255 + u32(0);
let l_257 = shared_memory_190[l_256];
l_mut_250 = l_257;
let l_258 = l_mut_248[u32(0)];
let l_259 = l_mut_250[u32(0)];
let l_260 = a_15[u32(0)];
let l_261 = l_260 * l_258;
l_mut_239 = l_mut_239 + l_261;
let l_262 = a_16[u32(0)];
let l_263 = l_262 * l_258;
l_mut_240 = l_mut_240 + l_263;
let l_264 = a_15[u32(0)];
let l_265 = l_264 * l_259;
l_mut_242 = l_mut_242 + l_265;
let l_266 = a_16[u32(0)];
let l_267 = l_266 * l_259;
l_mut_243 = l_mut_243 + l_267;
let l_268 = l_mut_248[u32(1)];
let l_269 = l_mut_250[u32(1)];
let l_270 = a_15[u32(1)];
let l_271 = l_270 * l_268;
l_mut_239 = l_mut_239 + l_271;
let l_272 = a_16[u32(1)];
let l_273 = l_272 * l_268;
l_mut_240 = l_mut_240 + l_273;
let l_274 = a_15[u32(1)];
let l_275 = l_274 * l_269;
l_mut_242 = l_mut_242 + l_275;
let l_276 = a_16[u32(1)];
let l_277 = l_276 * l_269;
l_mut_243 = l_mut_243 + l_277;
let l_278 = l_mut_248[u32(2)];
let l_279 = l_mut_250[u32(2)];
let l_280 = a_15[u32(2)];
let l_281 = l_280 * l_278;
l_mut_239 = l_mut_239 + l_281;
let l_282 = a_16[u32(2)];
let l_283 = l_282 * l_278;
l_mut_240 = l_mut_240 + l_283;
let l_284 = a_15[u32(2)];
let l_285 = l_284 * l_279;
l_mut_242 = l_mut_242 + l_285;
let l_286 = a_16[u32(2)];
let l_287 = l_286 * l_279;
l_mut_243 = l_mut_243 + l_287;
let l_288 = l_mut_248[u32(3)];
let l_289 = l_mut_250[u32(3)];
let l_290 = a_15[u32(3)];
let l_291 = l_290 * l_288;
l_mut_239 = l_mut_239 + l_291;
let l_292 = a_16[u32(3)];
let l_293 = l_292 * l_288;
l_mut_240 = l_mut_240 + l_293;
let l_294 = a_15[u32(3)];
let l_295 = l_294 * l_289;
l_mut_242 = l_mut_242 + l_295;
let l_296 = a_16[u32(3)];
let l_297 = l_296 * l_289;
l_mut_243 = l_mut_243 + l_297;
let l_298 = vec4<f32>(f32(0.0));
l_mut_250 = l_298;
l_mut_248 = l_mut_250;
let l_299 = vec4<f32>(f32(0.0));
l_mut_250 = l_299;
l_mut_247 = l_mut_250;
let l_300 = l_245 * u32(10);
let l_301 = l_300 + u32(1);
let l_302 = shared_memory_190[l_301];
l_mut_248 = l_302;
let l_303 = l_245 * u32(10);
let l_304 = l_303 + u32(5);
let l_305 = l_304 + u32(1);
let l_306 = shared_memory_190[l_305];
l_mut_247 = l_306;
let l_307 = l_mut_248[u32(0)];
let l_308 = l_mut_247[u32(0)];
let l_309 = a_15[u32(4)];
let l_310 = l_309 * l_307;
l_mut_239 = l_mut_239 + l_310;
let l_311 = a_16[u32(4)];
let l_312 = l_311 * l_307;
l_mut_240 = l_mut_240 + l_312;
let l_313 = a_15[u32(4)];
let l_314 = l_313 * l_308;
l_mut_242 = l_mut_242 + l_314;
let l_315 = a_16[u32(4)];
let l_316 = l_315 * l_308;
l_mut_243 = l_mut_243 + l_316;
let l_317 = l_mut_248[u32(1)];
let l_318 = l_mut_247[u32(1)];
let l_319 = a_15[u32(5)];
let l_320 = l_319 * l_317;
l_mut_239 = l_mut_239 + l_320;
let l_321 = a_16[u32(5)];
let l_322 = l_321 * l_317;
l_mut_240 = l_mut_240 + l_322;
let l_323 = a_15[u32(5)];
let l_324 = l_323 * l_318;
l_mut_242 = l_mut_242 + l_324;
let l_325 = a_16[u32(5)];
let l_326 = l_325 * l_318;
l_mut_243 = l_mut_243 + l_326;
let l_327 = l_mut_248[u32(2)];
let l_328 = l_mut_247[u32(2)];
let l_329 = a_15[u32(6)];
let l_330 = l_329 * l_327;
l_mut_239 = l_mut_239 + l_330;
let l_331 = a_16[u32(6)];
let l_332 = l_331 * l_327;
l_mut_240 = l_mut_240 + l_332;
let l_333 = a_15[u32(6)];
let l_334 = l_333 * l_328;
l_mut_242 = l_mut_242 + l_334;
let l_335 = a_16[u32(6)];
let l_336 = l_335 * l_328;
l_mut_243 = l_mut_243 + l_336;
let l_337 = l_mut_248[u32(3)];
let l_338 = l_mut_247[u32(3)];
let l_339 = a_15[u32(7)];
let l_340 = l_339 * l_337;
l_mut_239 = l_mut_239 + l_340;
let l_341 = a_16[u32(7)];
let l_342 = l_341 * l_337;
l_mut_240 = l_mut_240 + l_342;
let l_343 = a_15[u32(7)];
let l_344 = l_343 * l_338;
l_mut_242 = l_mut_242 + l_344;
let l_345 = a_16[u32(7)];
let l_346 = l_345 * l_338;
l_mut_243 = l_mut_243 + l_346;
let l_347 = vec4<f32>(f32(0.0));
l_mut_250 = l_347;
l_mut_248 = l_mut_250;
let l_348 = vec4<f32>(f32(0.0));
l_mut_250 = l_348;
l_mut_247 = l_mut_250;
let l_349 = l_245 * u32(10);
let l_350 = l_349 + u32(2);
let l_351 = shared_memory_190[l_350];
l_mut_248 = l_351;
let l_352 = l_245 * u32(10);
let l_353 = l_352 + u32(5);
let l_354 = l_353 + u32(2);
let l_355 = shared_memory_190[l_354];
l_mut_247 = l_355;
let l_356 = l_mut_248[u32(0)];
let l_357 = l_mut_247[u32(0)];
let l_358 = a_15[u32(8)];
let l_359 = l_358 * l_356;
l_mut_239 = l_mut_239 + l_359;
let l_360 = a_16[u32(8)];
let l_361 = l_360 * l_356;
l_mut_240 = l_mut_240 + l_361;
let l_362 = a_15[u32(8)];
let l_363 = l_362 * l_357;
l_mut_242 = l_mut_242 + l_363;
let l_364 = a_16[u32(8)];
let l_365 = l_364 * l_357;
l_mut_243 = l_mut_243 + l_365;
let l_366 = l_mut_248[u32(1)];
let l_367 = l_mut_247[u32(1)];
let l_368 = a_15[u32(9)];
let l_369 = l_368 * l_366;
l_mut_239 = l_mut_239 + l_369;
let l_370 = a_16[u32(9)];
let l_371 = l_370 * l_366;
l_mut_240 = l_mut_240 + l_371;
let l_372 = a_15[u32(9)];
let l_373 = l_372 * l_367;
l_mut_242 = l_mut_242 + l_373;
let l_374 = a_16[u32(9)];
let l_375 = l_374 * l_367;
l_mut_243 = l_mut_243 + l_375;
let l_376 = l_mut_248[u32(2)];
let l_377 = l_mut_247[u32(2)];
let l_378 = a_15[u32(10)];
let l_379 = l_378 * l_376;
l_mut_239 = l_mut_239 + l_379;
let l_380 = a_16[u32(10)];
let l_381 = l_380 * l_376;
l_mut_240 = l_mut_240 + l_381;
let l_382 = a_15[u32(10)];
let l_383 = l_382 * l_377;
l_mut_242 = l_mut_242 + l_383;
let l_384 = a_16[u32(10)];
let l_385 = l_384 * l_377;
l_mut_243 = l_mut_243 + l_385;
let l_386 = l_mut_248[u32(3)];
let l_387 = l_mut_247[u32(3)];
let l_388 = a_15[u32(11)];
let l_389 = l_388 * l_386;
l_mut_239 = l_mut_239 + l_389;
let l_390 = a_16[u32(11)];
let l_391 = l_390 * l_386;
l_mut_240 = l_mut_240 + l_391;
let l_392 = a_15[u32(11)];
let l_393 = l_392 * l_387;
l_mut_242 = l_mut_242 + l_393;
let l_394 = a_16[u32(11)];
let l_395 = l_394 * l_387;
l_mut_243 = l_mut_243 + l_395;
let l_396 = vec4<f32>(f32(0.0));
l_mut_250 = l_396;
l_mut_248 = l_mut_250;
let l_397 = vec4<f32>(f32(0.0));
l_mut_250 = l_397;
l_mut_247 = l_mut_250;
let l_398 = l_245 * u32(10);
let l_399 = l_398 + u32(3);
let l_400 = shared_memory_190[l_399];
l_mut_248 = l_400;
let l_401 = l_245 * u32(10);
let l_402 = l_401 + u32(5);
let l_403 = l_402 + u32(3);
let l_404 = shared_memory_190[l_403];
l_mut_247 = l_404;
let l_405 = l_mut_248[u32(0)];
let l_406 = l_mut_247[u32(0)];
let l_407 = a_15[u32(12)];
let l_408 = l_407 * l_405;
l_mut_239 = l_mut_239 + l_408;
let l_409 = a_16[u32(12)];
let l_410 = l_409 * l_405;
l_mut_240 = l_mut_240 + l_410;
let l_411 = a_15[u32(12)];
let l_412 = l_411 * l_406;
l_mut_242 = l_mut_242 + l_412;
let l_413 = a_16[u32(12)];
let l_414 = l_413 * l_406;
l_mut_243 = l_mut_243 + l_414;
let l_415 = l_mut_248[u32(1)];
let l_416 = l_mut_247[u32(1)];
let l_417 = a_15[u32(13)];
let l_418 = l_417 * l_415;
l_mut_239 = l_mut_239 + l_418;
let l_419 = a_16[u32(13)];
let l_420 = l_419 * l_415;
l_mut_240 = l_mut_240 + l_420;
let l_421 = a_15[u32(13)];
let l_422 = l_421 * l_416;
l_mut_242 = l_mut_242 + l_422;
let l_423 = a_16[u32(13)];
let l_424 = l_423 * l_416;
l_mut_243 = l_mut_243 + l_424;
let l_425 = l_mut_248[u32(2)];
let l_426 = l_mut_247[u32(2)];
let l_427 = a_15[u32(14)];
let l_428 = l_427 * l_425;
l_mut_239 = l_mut_239 + l_428;
let l_429 = a_16[u32(14)];
let l_430 = l_429 * l_425;
l_mut_240 = l_mut_240 + l_430;
let l_431 = a_15[u32(14)];
let l_432 = l_431 * l_426;
l_mut_242 = l_mut_242 + l_432;
let l_433 = a_16[u32(14)];
let l_434 = l_433 * l_426;
l_mut_243 = l_mut_243 + l_434;
let l_435 = l_mut_248[u32(3)];
let l_436 = l_mut_247[u32(3)];
let l_437 = a_15[u32(15)];
let l_438 = l_437 * l_435;
l_mut_239 = l_mut_239 + l_438;
let l_439 = a_16[u32(15)];
let l_440 = l_439 * l_435;
l_mut_240 = l_mut_240 + l_440;
let l_441 = a_15[u32(15)];
let l_442 = l_441 * l_436;
l_mut_242 = l_mut_242 + l_442;
let l_443 = a_16[u32(15)];
let l_444 = l_443 * l_436;
l_mut_243 = l_mut_243 + l_444;
let l_445 = vec4<f32>(f32(0.0));
l_mut_250 = l_445;
l_mut_248 = l_mut_250;
let l_446 = vec4<f32>(f32(0.0));
l_mut_250 = l_446;
l_mut_247 = l_mut_250;
let l_447 = l_245 * u32(10);
let l_448 = l_447 + u32(4);
let l_449 = shared_memory_190[l_448];
l_mut_248 = l_449;
let l_450 = l_245 * u32(10);
let l_451 = l_450 + u32(5);
let l_452 = l_451 + u32(4);
let l_453 = shared_memory_190[l_452];
l_mut_247 = l_453;
let l_454 = l_mut_248[u32(0)];
let l_455 = l_mut_247[u32(0)];
let l_456 = a_15[u32(16)];
let l_457 = l_456 * l_454;
l_mut_239 = l_mut_239 + l_457;
let l_458 = a_16[u32(16)];
let l_459 = l_458 * l_454;
l_mut_240 = l_mut_240 + l_459;
let l_460 = a_15[u32(16)];
let l_461 = l_460 * l_455;
l_mut_242 = l_mut_242 + l_461;
let l_462 = a_16[u32(16)];
let l_463 = l_462 * l_455;
l_mut_243 = l_mut_243 + l_463;
let l_464 = l_mut_248[u32(1)];
let l_465 = l_mut_247[u32(1)];
let l_466 = a_15[u32(17)];
let l_467 = l_466 * l_464;
l_mut_239 = l_mut_239 + l_467;
let l_468 = a_16[u32(17)];
let l_469 = l_468 * l_464;
l_mut_240 = l_mut_240 + l_469;
let l_470 = a_15[u32(17)];
let l_471 = l_470 * l_465;
l_mut_242 = l_mut_242 + l_471;
let l_472 = a_16[u32(17)];
let l_473 = l_472 * l_465;
l_mut_243 = l_mut_243 + l_473;
let l_474 = l_mut_248[u32(2)];
let l_475 = l_mut_247[u32(2)];
let l_476 = a_15[u32(18)];
let l_477 = l_476 * l_474;
l_mut_239 = l_mut_239 + l_477;
let l_478 = a_16[u32(18)];
let l_479 = l_478 * l_474;
l_mut_240 = l_mut_240 + l_479;
let l_480 = a_15[u32(18)];
let l_481 = l_480 * l_475;
l_mut_242 = l_mut_242 + l_481;
let l_482 = a_16[u32(18)];
let l_483 = l_482 * l_475;
l_mut_243 = l_mut_243 + l_483;
let l_484 = l_mut_248[u32(3)];
let l_485 = l_mut_247[u32(3)];
let l_486 = a_15[u32(19)];
let l_487 = l_486 * l_484;
l_mut_239 = l_mut_239 + l_487;
let l_488 = a_16[u32(19)];
let l_489 = l_488 * l_484;
l_mut_240 = l_mut_240 + l_489;
let l_490 = a_15[u32(19)];
let l_491 = l_490 * l_485;
l_mut_242 = l_mut_242 + l_491;
let l_492 = a_16[u32(19)];
let l_493 = l_492 * l_485;
l_mut_243 = l_mut_243 + l_493;
let l_494 = vec4<f32>(f32(0.0));
l_mut_250 = l_494;
l_mut_248 = l_mut_250;
let l_495 = vec4<f32>(f32(0.0));
l_mut_250 = l_495;
l_mut_247 = l_mut_250;
l_mut_205 = u32(0);
let l_496 = l_245 * u32(2);
let l_497 = shared_memory_191[l_496];
l_mut_248 = l_497;
let l_498 = l_245 * u32(2);
let l_499 = l_498 + u32(1);
let l_500 = shared_memory_191[l_499];
l_mut_247 = l_500;
let l_501 = shared_memory_192[l_245];
l_mut_205 = l_501;
let l_502 = l_mut_247[u32(0)];
let l_503 = l_mut_247[u32(1)];
let l_504 = l_mut_248[u32(1)];
let l_505 = -l_504;
let l_506 = l_mut_248[u32(2)];
let l_507 = -l_506;
let l_508 = l_mut_248[u32(3)];
let l_509 = -l_508;
let l_510 = l_mut_205 * u32(128);
let l_511 = l_510 + l_mut_13;
let l_512 = buffer_7_global[l_511];
let l_513 = l_mut_205 * u32(3);
let l_514 = l_513 * u32(128);
let l_515 = l_514 + l_mut_13;
let l_516 = buffer_8_global[l_515];
let l_517 = l_mut_205 * u32(3);
let l_518 = l_517 * u32(128);
let l_519 = l_518 + u32(128);
let l_520 = l_519 + l_mut_13;
let l_521 = buffer_8_global[l_520];
let l_522 = l_mut_205 * u32(3);
let l_523 = l_522 * u32(128);
let l_524 = l_523 + u32(256);
let l_525 = l_524 + l_mut_13;
let l_526 = buffer_8_global[l_525];
let l_527 = l_516 * l_505;
let l_528 = l_521 * l_507;
let l_529 = l_527 + l_528;
let l_530 = l_526 * l_509;
let l_531 = l_529 + l_530;
let l_532 = l_mut_240 * l_502;
let l_533 = l_512 * l_167;
let l_534 = l_502 * l_mut_242;
let l_535 = l_503 * l_mut_239;
let l_536 = l_534 + l_535;
let l_537 = l_533 * l_536;
let l_538 = l_531 * l_172;
let l_539 = l_502 * l_mut_243;
let l_540 = l_503 * l_mut_240;
let l_541 = l_539 + l_540;
let l_542 = l_538 * l_541;
let l_543 = l_537 + l_542;
l_mut_233 = l_543;
let l_544 = l_532 * l_172;
let l_545 = l_516 * l_544;
l_mut_234 = l_545;
let l_546 = l_521 * l_544;
l_mut_235 = l_546;
let l_547 = l_526 * l_544;
l_mut_236 = l_547;
}
let l_548 = l_mut_10 * u32(128);
let l_549 = l_548 + l_mut_9;
let l_550 = l_549 * u32(17);
let l_551 = l_mut_229 * u32(4);
let l_552 = l_550 + l_551;
shared_memory_5[l_552] = l_mut_233;
let l_553 = l_552 + u32(1);
shared_memory_5[l_553] = l_mut_234;
let l_554 = l_552 + u32(2);
shared_memory_5[l_554] = l_mut_235;
let l_555 = l_552 + u32(3);
shared_memory_5[l_555] = l_mut_236;
}
workgroupBarrier();
l_mut_221 = local_idx;
loop {
let l_556 = l_mut_221 < u32(128);
let l_557 = !l_556;
if l_557 {
break;
}
let l_558 = l_mut_221 % u32(32);
let l_559 = l_mut_221 / u32(32);
l_mut_205 = u32(0);
l_mut_197 = l_558;
let l_560 = l_558 / u32(16);
l_mut_205 = l_560;
let l_561 = l_558 % u32(16);
l_mut_197 = l_561;
let l_562 = l_559 * u32(32);
let l_563 = l_562 + u32(32);
l_mut_564 = l_563;
let l_565 = l_mut_564 > u32(128);
if l_565 {
l_mut_564 = u32(128);
}
l_mut_244 = f32(0.0);
let l_566 = l_559 * u32(32);

for (var l_mut_567: u32 = l_566; l_mut_567 < l_mut_564; l_mut_567++) {
let l_568 = l_mut_205 * u32(128);
let l_569 = l_568 + l_mut_567;
let l_570 = l_569 * u32(17);
let l_571 = l_570 + l_mut_197;
let l_572 = shared_memory_5[l_571];
l_mut_244 = l_mut_244 + l_572;
}
let l_573 = l_559 * u32(32);
let l_574 = l_573 + l_558;
shared_memory_6[l_574] = l_mut_244;
l_mut_221 = l_mut_221 + u32(256);
}
workgroupBarrier();
l_mut_564 = local_idx;
loop {
let l_575 = l_mut_564 < u32(32);
let l_576 = !l_575;
if l_576 {
break;
}
l_mut_244 = f32(0.0);
let l_577 = u32(0) + l_mut_564;
let l_578 = shared_memory_6[l_577];
l_mut_244 = l_mut_244 + l_578;
let l_579 = u32(32) + l_mut_564;
let l_580 = shared_memory_6[l_579];
l_mut_244 = l_mut_244 + l_580;
let l_581 = u32(64) + l_mut_564;
let l_582 = shared_memory_6[l_581];
l_mut_244 = l_mut_244 + l_582;
let l_583 = u32(96) + l_mut_564;
let l_584 = shared_memory_6[l_583];
l_mut_244 = l_mut_244 + l_584;
shared_memory_7[l_mut_564] = l_mut_244;
l_mut_564 = l_mut_564 + u32(256);
}
workgroupBarrier();
l_mut_205 = local_idx;
loop {
let l_585 = l_mut_205 < u32(8);
let l_586 = !l_585;
if l_586 {
break;
}
let l_587 = l_mut_205 % u32(4);
let l_588 = l_587 * u32(2);
let l_589 = l_mut_205 / u32(4);
let l_590 = l_588 + l_589;
let l_591 = l_mut_193 + l_590;
let l_592 = l_591 < l_mut_188;
if l_592 {
let l_593 = l_183 + l_591;
l_mut_197 = l_593;
let l_594 = l_mut_205 * u32(4);
let l_595 = shared_memory_7[l_594];
let l_596 = l_mut_205 * u32(4);
let l_597 = l_596 + u32(1);
let l_598 = shared_memory_7[l_597];
let l_599 = l_mut_205 * u32(4);
let l_600 = l_599 + u32(2);
let l_601 = shared_memory_7[l_600];
let l_602 = l_mut_205 * u32(4);
let l_603 = l_602 + u32(3);
let l_604 = shared_memory_7[l_603];
let l_605 = l_mut_197 * u32(2);
let l_606 = buffer_2_global[l_605];
let l_607 = l_606[u32(1)];
let l_608 = l_606[u32(2)];
let l_609 = l_606[u32(3)];
let l_610 = l_606[u32(0)];
let l_611 = f32(1.0) / l_610;
let l_612 = l_598 * l_607;
let l_613 = l_601 * l_608;
let l_614 = l_612 + l_613;
let l_615 = l_604 * l_609;
let l_616 = l_614 + l_615;
let l_617 = -l_616;
let l_618 = l_595 * l_607;
let l_619 = l_617 * l_607;
let l_620 = l_598 + l_619;
let l_621 = l_620 * l_611;
let l_622 = l_618 - l_621;
let l_623 = l_595 * l_608;
let l_624 = l_617 * l_608;
let l_625 = l_601 + l_624;
let l_626 = l_625 * l_611;
let l_627 = l_623 - l_626;
let l_628 = l_595 * l_609;
let l_629 = l_617 * l_609;
let l_630 = l_604 + l_629;
let l_631 = l_630 * l_611;
let l_632 = l_628 - l_631;
let l_633 = l_8 + l_mut_197;
let l_634 = l_633 * u32(3);
let l_635 = buffer_13_global[l_634];
let l_636 = l_634 + u32(1);
let l_637 = buffer_13_global[l_636];
let l_638 = l_634 + u32(2);
let l_639 = buffer_13_global[l_638];
let l_640 = l_635 + l_622;
buffer_13_global[l_634] = l_640;
let l_641 = l_634 + u32(1);
let l_642 = l_637 + l_627;
buffer_13_global[l_641] = l_642;
let l_643 = l_634 + u32(2);
let l_644 = l_639 + l_632;
buffer_13_global[l_643] = l_644;
}
l_mut_205 = l_mut_205 + u32(256);
}
workgroupBarrier();
l_mut_193 = l_mut_193 + u32(8);
}
}
