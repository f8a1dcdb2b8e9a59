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
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 28>,
}

@group(0)
@binding(14)
var<storage, read> info: info_st;

var<workgroup> shared_memory_189: array<u32, 512>;

var<workgroup> shared_memory_185: array<u32, 512>;

var<workgroup> shared_memory_217: array<vec4<f32>, 80>;

var<workgroup> shared_memory_218: array<vec4<f32>, 16>;

var<workgroup> shared_memory_219: array<u32, 8>;

var<workgroup> shared_memory_4: array<f32, 4608>;

var<workgroup> shared_memory_5: array<f32, 128>;

var<workgroup> shared_memory_6: array<f32, 32>;

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
var a_14: array<f32, 20>;

var a_15: array<f32, 20>;

var a_16: array<f32, 1>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_12: u32;
var l_mut_162: f32;
var l_mut_172: f32;
var l_mut_173: f32;
var l_mut_174: f32;
var l_mut_175: f32;
var l_mut_176: f32;
var l_mut_177: f32;
var l_mut_178: f32;
var l_mut_179: f32;
var l_mut_180: f32;
var l_mut_181: f32;
var l_mut_187: u32;
var l_mut_188: bool;
var l_mut_190: u32;
var l_mut_194: u32;
var l_mut_204: u32;
var l_mut_208: u32;
var l_mut_246: u32;
var l_mut_260: f32;
var l_mut_261: f32;
var l_mut_262: f32;
var l_mut_263: f32;
var l_mut_268: f32;
var l_mut_269: f32;
var l_mut_270: f32;
var l_mut_271: f32;
var l_mut_272: f32;
var l_mut_273: f32;
var l_mut_276: vec4<f32>;
var l_mut_277: vec4<f32>;
var l_mut_279: vec4<f32>;
var l_mut_2: u32;
var l_mut_3: u32;
var l_mut_593: u32;
var l_mut_8: u32;
var l_mut_9: u32;
let l_0 = info.scalars_u32[0] * u32(1);
let l_1 = workgroup_id_no_axis >= l_0;
if l_1 {
return;
}
l_mut_2 = workgroup_id_no_axis;
l_mut_3 = u32(0);
let l_7 = l_mut_3 * info.scalars_u32[1];
l_mut_8 = local_idx;
l_mut_9 = u32(0);
let l_10 = local_idx % u32(128);
l_mut_8 = l_10;
let l_11 = local_idx / u32(128);
l_mut_9 = l_11;
l_mut_12 = l_mut_8;
let l_13 = info.scalars_u32[2] * u32(20);
let l_17 = l_13 + u32(0);
let l_18 = l_17 + l_mut_12;
let l_19 = buffer_9_global[l_18];
a_14[u32(0)] = l_19;
let l_20 = l_13 + u32(0);
let l_21 = l_20 + u32(128);
let l_22 = l_21 + l_mut_12;
let l_23 = buffer_9_global[l_22];
a_15[u32(0)] = l_23;
let l_24 = l_13 + u32(384);
let l_25 = l_24 + l_mut_12;
let l_26 = buffer_9_global[l_25];
a_14[u32(1)] = l_26;
let l_27 = l_13 + u32(384);
let l_28 = l_27 + u32(128);
let l_29 = l_28 + l_mut_12;
let l_30 = buffer_9_global[l_29];
a_15[u32(1)] = l_30;
let l_31 = l_13 + u32(768);
let l_32 = l_31 + l_mut_12;
let l_33 = buffer_9_global[l_32];
a_14[u32(2)] = l_33;
let l_34 = l_13 + u32(768);
let l_35 = l_34 + u32(128);
let l_36 = l_35 + l_mut_12;
let l_37 = buffer_9_global[l_36];
a_15[u32(2)] = l_37;
let l_38 = l_13 + u32(1152);
let l_39 = l_38 + l_mut_12;
let l_40 = buffer_9_global[l_39];
a_14[u32(3)] = l_40;
let l_41 = l_13 + u32(1152);
let l_42 = l_41 + u32(128);
let l_43 = l_42 + l_mut_12;
let l_44 = buffer_9_global[l_43];
a_15[u32(3)] = l_44;
let l_45 = l_13 + u32(1536);
let l_46 = l_45 + l_mut_12;
let l_47 = buffer_9_global[l_46];
a_14[u32(4)] = l_47;
let l_48 = l_13 + u32(1536);
let l_49 = l_48 + u32(128);
let l_50 = l_49 + l_mut_12;
let l_51 = buffer_9_global[l_50];
a_15[u32(4)] = l_51;
let l_52 = l_13 + u32(1920);
let l_53 = l_52 + l_mut_12;
let l_54 = buffer_9_global[l_53];
a_14[u32(5)] = l_54;
let l_55 = l_13 + u32(1920);
let l_56 = l_55 + u32(128);
let l_57 = l_56 + l_mut_12;
let l_58 = buffer_9_global[l_57];
a_15[u32(5)] = l_58;
let l_59 = l_13 + u32(2304);
let l_60 = l_59 + l_mut_12;
let l_61 = buffer_9_global[l_60];
a_14[u32(6)] = l_61;
let l_62 = l_13 + u32(2304);
let l_63 = l_62 + u32(128);
let l_64 = l_63 + l_mut_12;
let l_65 = buffer_9_global[l_64];
a_15[u32(6)] = l_65;
let l_66 = l_13 + u32(2688);
let l_67 = l_66 + l_mut_12;
let l_68 = buffer_9_global[l_67];
a_14[u32(7)] = l_68;
let l_69 = l_13 + u32(2688);
let l_70 = l_69 + u32(128);
let l_71 = l_70 + l_mut_12;
let l_72 = buffer_9_global[l_71];
a_15[u32(7)] = l_72;
let l_73 = l_13 + u32(3072);
let l_74 = l_73 + l_mut_12;
let l_75 = buffer_9_global[l_74];
a_14[u32(8)] = l_75;
let l_76 = l_13 + u32(3072);
let l_77 = l_76 + u32(128);
let l_78 = l_77 + l_mut_12;
let l_79 = buffer_9_global[l_78];
a_15[u32(8)] = l_79;
let l_80 = l_13 + u32(3456);
let l_81 = l_80 + l_mut_12;
let l_82 = buffer_9_global[l_81];
a_14[u32(9)] = l_82;
let l_83 = l_13 + u32(3456);
let l_84 = l_83 + u32(128);
let l_85 = l_84 + l_mut_12;
let l_86 = buffer_9_global[l_85];
a_15[u32(9)] = l_86;
let l_87 = l_13 + u32(3840);
let l_88 = l_87 + l_mut_12;
let l_89 = buffer_9_global[l_88];
a_14[u32(10)] = l_89;
let l_90 = l_13 + u32(3840);
let l_91 = l_90 + u32(128);
let l_92 = l_91 + l_mut_12;
let l_93 = buffer_9_global[l_92];
a_15[u32(10)] = l_93;
let l_94 = l_13 + u32(4224);
let l_95 = l_94 + l_mut_12;
let l_96 = buffer_9_global[l_95];
a_14[u32(11)] = l_96;
let l_97 = l_13 + u32(4224);
let l_98 = l_97 + u32(128);
let l_99 = l_98 + l_mut_12;
let l_100 = buffer_9_global[l_99];
a_15[u32(11)] = l_100;
let l_101 = l_13 + u32(4608);
let l_102 = l_101 + l_mut_12;
let l_103 = buffer_9_global[l_102];
a_14[u32(12)] = l_103;
let l_104 = l_13 + u32(4608);
let l_105 = l_104 + u32(128);
let l_106 = l_105 + l_mut_12;
let l_107 = buffer_9_global[l_106];
a_15[u32(12)] = l_107;
let l_108 = l_13 + u32(4992);
let l_109 = l_108 + l_mut_12;
let l_110 = buffer_9_global[l_109];
a_14[u32(13)] = l_110;
let l_111 = l_13 + u32(4992);
let l_112 = l_111 + u32(128);
let l_113 = l_112 + l_mut_12;
let l_114 = buffer_9_global[l_113];
a_15[u32(13)] = l_114;
let l_115 = l_13 + u32(5376);
let l_116 = l_115 + l_mut_12;
let l_117 = buffer_9_global[l_116];
a_14[u32(14)] = l_117;
let l_118 = l_13 + u32(5376);
let l_119 = l_118 + u32(128);
let l_120 = l_119 + l_mut_12;
let l_121 = buffer_9_global[l_120];
a_15[u32(14)] = l_121;
let l_122 = l_13 + u32(5760);
let l_123 = l_122 + l_mut_12;
let l_124 = buffer_9_global[l_123];
a_14[u32(15)] = l_124;
let l_125 = l_13 + u32(5760);
let l_126 = l_125 + u32(128);
let l_127 = l_126 + l_mut_12;
let l_128 = buffer_9_global[l_127];
a_15[u32(15)] = l_128;
let l_129 = l_13 + u32(6144);
let l_130 = l_129 + l_mut_12;
let l_131 = buffer_9_global[l_130];
a_14[u32(16)] = l_131;
let l_132 = l_13 + u32(6144);
let l_133 = l_132 + u32(128);
let l_134 = l_133 + l_mut_12;
let l_135 = buffer_9_global[l_134];
a_15[u32(16)] = l_135;
let l_136 = l_13 + u32(6528);
let l_137 = l_136 + l_mut_12;
let l_138 = buffer_9_global[l_137];
a_14[u32(17)] = l_138;
let l_139 = l_13 + u32(6528);
let l_140 = l_139 + u32(128);
let l_141 = l_140 + l_mut_12;
let l_142 = buffer_9_global[l_141];
a_15[u32(17)] = l_142;
let l_143 = l_13 + u32(6912);
let l_144 = l_143 + l_mut_12;
let l_145 = buffer_9_global[l_144];
a_14[u32(18)] = l_145;
let l_146 = l_13 + u32(6912);
let l_147 = l_146 + u32(128);
let l_148 = l_147 + l_mut_12;
let l_149 = buffer_9_global[l_148];
a_15[u32(18)] = l_149;
let l_150 = l_13 + u32(7296);
let l_151 = l_150 + l_mut_12;
let l_152 = buffer_9_global[l_151];
a_14[u32(19)] = l_152;
let l_153 = l_13 + u32(7296);
let l_154 = l_153 + u32(128);
let l_155 = l_154 + l_mut_12;
let l_156 = buffer_9_global[l_155];
a_15[u32(19)] = l_156;
a_16[u32(0)] = f32(0.0);
let l_157 = info.scalars_u32[2] + l_mut_12;
let l_158 = buffer_10_global[l_157];
let l_159 = info.scalars_u32[2] + u32(128);
let l_160 = l_159 + l_mut_12;
let l_161 = buffer_10_global[l_160];
l_mut_162 = f32(0.0);
let l_163 = l_mut_2 * u32(3);
let l_164 = l_163 * u32(128);
let l_165 = l_164 + l_mut_12;
let l_166 = buffer_5_global[l_165];
let l_167 = l_mut_2 * u32(3);
let l_168 = l_167 * u32(128);
let l_169 = l_168 + u32(128);
let l_170 = l_169 + l_mut_12;
let l_171 = buffer_5_global[l_170];
l_mut_172 = f32(0.0);
l_mut_173 = f32(0.0);
l_mut_174 = f32(0.0);
l_mut_175 = f32(0.0);
l_mut_176 = f32(0.0);
l_mut_177 = f32(0.0);
l_mut_178 = f32(0.0);
l_mut_179 = f32(0.0);
l_mut_180 = f32(0.0);
l_mut_181 = f32(0.0);
let l_182 = buffer_0_global[l_mut_2];
let l_183 = l_mut_2 + u32(1);
let l_184 = buffer_0_global[l_183];
let l_186 = l_184 - l_182;
l_mut_187 = l_186;
l_mut_188 = bool(true);
l_mut_190 = u32(4294967295);
let l_191 = l_184 - l_182;
let l_192 = l_191 <= u32(512);
if l_192 {
let l_193 = l_182 + local_idx;
l_mut_194 = u32(0);
let l_195 = l_193 < l_184;
if l_195 {
let l_196 = l_193 * u32(2);
let l_197 = l_196 + u32(1);
let l_198 = buffer_2_global[l_197];
let l_199 = l_198[u32(0)];
let l_200 = l_199 != f32(0.0);
let l_201 = l_198[u32(1)];
let l_202 = l_201 != f32(0.0);
let l_203 = l_200 || l_202;
if l_203 {
l_mut_194 = u32(1);
}
}
shared_memory_189[local_idx] = l_mut_194;
workgroupBarrier();
l_mut_204 = u32(1);
loop {
let l_205 = l_mut_204 < u32(512);
let l_206 = !l_205;
if l_206 {
break;
}
let l_207 = shared_memory_189[local_idx];
l_mut_208 = l_207;
let l_209 = local_idx >= l_mut_204;
if l_209 {
let l_210 = local_idx - l_mut_204;
let l_211 = shared_memory_189[l_210];
l_mut_208 = l_mut_208 + l_211;
}
workgroupBarrier();
shared_memory_189[local_idx] = l_mut_208;
workgroupBarrier();
l_mut_204 = l_mut_204 * u32(2);
}
let l_212 = l_mut_194 == u32(1);
if l_212 {
let l_213 = shared_memory_189[local_idx];
let l_214 = l_213 - u32(1);
shared_memory_185[l_214] = l_193;
}
let l_215 = shared_memory_189[u32(511)];
l_mut_190 = l_215;
workgroupBarrier();
}
let l_216 = l_mut_190 != u32(4294967295);
if l_216 {
l_mut_187 = l_mut_190;
l_mut_188 = bool(false);
}
l_mut_208 = u32(0);
l_mut_204 = u32(0);
loop {
let l_220 = l_mut_208 < l_mut_187;
let l_221 = !l_220;
if l_221 {
break;
}
l_mut_194 = local_idx;
loop {
let l_222 = l_mut_194 < u32(80);
let l_223 = !l_222;
if l_223 {
break;
}
let l_224 = l_mut_194 / u32(10);
let l_225 = l_mut_208 + l_224;
let l_226 = l_mut_194 % u32(10);
let l_227 = l_225 < l_mut_187;
if l_227 {
let l_228 = l_182 + l_225;
l_mut_190 = l_228;
let l_229 = !l_mut_188;
if l_229 {
let l_230 = shared_memory_185[l_225];
l_mut_190 = l_230;
}
let l_231 = l_226 < u32(5);
if l_231 {
let l_232 = l_mut_190 * u32(5);
let l_233 = l_232 + l_226;
let l_234 = buffer_3_global[l_233];
shared_memory_217[l_mut_194] = l_234;
} else {
let l_235 = l_mut_190 * u32(5);
let l_236 = l_235 + l_226;
let l_237 = l_236 - u32(5);
let l_238 = buffer_4_global[l_237];
shared_memory_217[l_mut_194] = l_238;
}
}
l_mut_194 = l_mut_194 + u32(512);
}
l_mut_190 = local_idx;
loop {
let l_239 = l_mut_190 < u32(24);
let l_240 = !l_239;
if l_240 {
break;
}
let l_241 = l_mut_190 / u32(3);
let l_242 = l_mut_190 % u32(3);
let l_243 = l_mut_208 + l_241;
let l_244 = l_243 < l_mut_187;
if l_244 {
let l_245 = l_182 + l_243;
l_mut_246 = l_245;
let l_247 = !l_mut_188;
if l_247 {
let l_248 = shared_memory_185[l_243];
l_mut_246 = l_248;
}
let l_249 = l_242 < u32(2);
if l_249 {
let l_250 = l_241 * u32(2);
let l_251 = l_250 + l_242;
let l_252 = l_mut_246 * u32(2);
let l_253 = l_252 + l_242;
let l_254 = buffer_2_global[l_253];
shared_memory_218[l_251] = l_254;
} else {
let l_255 = buffer_1_global[l_mut_246];
shared_memory_219[l_241] = l_255;
}
}
l_mut_190 = l_mut_190 + u32(512);
}
workgroupBarrier();

for (var l_mut_256: u32 = u32(0); l_mut_256 < u32(2); l_mut_256++) {
let l_257 = l_mut_256 * u32(4);
let l_258 = l_mut_208 + l_257;
let l_259 = l_258 + l_mut_9;
l_mut_260 = f32(0.0);
l_mut_261 = f32(0.0);
l_mut_262 = f32(0.0);
l_mut_263 = f32(0.0);
let l_264 = l_259 < l_mut_187;
if l_264 {
let l_265 = l_182 + l_259;
l_mut_246 = l_265;
let l_266 = !l_mut_188;
if l_266 {
let l_267 = shared_memory_185[l_259];
l_mut_246 = l_267;
}
l_mut_268 = l_158;
l_mut_269 = l_161;
l_mut_270 = l_mut_162;
l_mut_271 = f32(0.0);
l_mut_272 = f32(0.0);
l_mut_273 = f32(0.0);
let l_274 = l_259 - l_mut_208;
let l_275 = vec4<f32>(f32(0.0));
l_mut_276 = l_275;
l_mut_277 = l_mut_276;
let l_278 = vec4<f32>(f32(0.0));
l_mut_276 = l_278;
l_mut_279 = l_mut_276;
let l_280 = l_274 * u32(10);
let l_281 = l_280 + u32(0);
let l_282 = shared_memory_217[l_281];
l_mut_277 = l_282;
let l_283 = l_274 * u32(10);
let l_284 = l_283 + u32(5);
let l_285 = l_284 + u32(0);
let l_286 = shared_memory_217[l_285];
l_mut_279 = l_286;
let l_287 = l_mut_277[u32(0)];
let l_288 = l_mut_279[u32(0)];
let l_289 = a_14[u32(0)];
let l_290 = l_289 * l_287;
l_mut_268 = l_mut_268 + l_290;
let l_291 = a_15[u32(0)];
let l_292 = l_291 * l_287;
l_mut_269 = l_mut_269 + l_292;
let l_293 = a_14[u32(0)];
let l_294 = l_293 * l_288;
l_mut_271 = l_mut_271 + l_294;
let l_295 = a_15[u32(0)];
let l_296 = l_295 * l_288;
l_mut_272 = l_mut_272 + l_296;
let l_297 = l_mut_277[u32(1)];
let l_298 = l_mut_279[u32(1)];
let l_299 = a_14[u32(1)];
let l_300 = l_299 * l_297;
l_mut_268 = l_mut_268 + l_300;
let l_301 = a_15[u32(1)];
let l_302 = l_301 * l_297;
l_mut_269 = l_mut_269 + l_302;
let l_303 = a_14[u32(1)];
let l_304 = l_303 * l_298;
l_mut_271 = l_mut_271 + l_304;
let l_305 = a_15[u32(1)];
let l_306 = l_305 * l_298;
l_mut_272 = l_mut_272 + l_306;
let l_307 = l_mut_277[u32(2)];
let l_308 = l_mut_279[u32(2)];
let l_309 = a_14[u32(2)];
let l_310 = l_309 * l_307;
l_mut_268 = l_mut_268 + l_310;
let l_311 = a_15[u32(2)];
let l_312 = l_311 * l_307;
l_mut_269 = l_mut_269 + l_312;
let l_313 = a_14[u32(2)];
let l_314 = l_313 * l_308;
l_mut_271 = l_mut_271 + l_314;
let l_315 = a_15[u32(2)];
let l_316 = l_315 * l_308;
l_mut_272 = l_mut_272 + l_316;
let l_317 = l_mut_277[u32(3)];
let l_318 = l_mut_279[u32(3)];
let l_319 = a_14[u32(3)];
let l_320 = l_319 * l_317;
l_mut_268 = l_mut_268 + l_320;
let l_321 = a_15[u32(3)];
let l_322 = l_321 * l_317;
l_mut_269 = l_mut_269 + l_322;
let l_323 = a_14[u32(3)];
let l_324 = l_323 * l_318;
l_mut_271 = l_mut_271 + l_324;
let l_325 = a_15[u32(3)];
let l_326 = l_325 * l_318;
l_mut_272 = l_mut_272 + l_326;
let l_327 = vec4<f32>(f32(0.0));
l_mut_279 = l_327;
l_mut_277 = l_mut_279;
let l_328 = vec4<f32>(f32(0.0));
l_mut_279 = l_328;
l_mut_276 = l_mut_279;
let l_329 = l_274 * u32(10);
let l_330 = l_329 + u32(1);
let l_331 = shared_memory_217[l_330];
l_mut_277 = l_331;
let l_332 = l_274 * u32(10);
let l_333 = l_332 + u32(5);
let l_334 = l_333 + u32(1);
let l_335 = shared_memory_217[l_334];
l_mut_276 = l_335;
let l_336 = l_mut_277[u32(0)];
let l_337 = l_mut_276[u32(0)];
let l_338 = a_14[u32(4)];
let l_339 = l_338 * l_336;
l_mut_268 = l_mut_268 + l_339;
let l_340 = a_15[u32(4)];
let l_341 = l_340 * l_336;
l_mut_269 = l_mut_269 + l_341;
let l_342 = a_14[u32(4)];
let l_343 = l_342 * l_337;
l_mut_271 = l_mut_271 + l_343;
let l_344 = a_15[u32(4)];
let l_345 = l_344 * l_337;
l_mut_272 = l_mut_272 + l_345;
let l_346 = l_mut_277[u32(1)];
let l_347 = l_mut_276[u32(1)];
let l_348 = a_14[u32(5)];
let l_349 = l_348 * l_346;
l_mut_268 = l_mut_268 + l_349;
let l_350 = a_15[u32(5)];
let l_351 = l_350 * l_346;
l_mut_269 = l_mut_269 + l_351;
let l_352 = a_14[u32(5)];
let l_353 = l_352 * l_347;
l_mut_271 = l_mut_271 + l_353;
let l_354 = a_15[u32(5)];
let l_355 = l_354 * l_347;
l_mut_272 = l_mut_272 + l_355;
let l_356 = l_mut_277[u32(2)];
let l_357 = l_mut_276[u32(2)];
let l_358 = a_14[u32(6)];
let l_359 = l_358 * l_356;
l_mut_268 = l_mut_268 + l_359;
let l_360 = a_15[u32(6)];
let l_361 = l_360 * l_356;
l_mut_269 = l_mut_269 + l_361;
let l_362 = a_14[u32(6)];
let l_363 = l_362 * l_357;
l_mut_271 = l_mut_271 + l_363;
let l_364 = a_15[u32(6)];
let l_365 = l_364 * l_357;
l_mut_272 = l_mut_272 + l_365;
let l_366 = l_mut_277[u32(3)];
let l_367 = l_mut_276[u32(3)];
let l_368 = a_14[u32(7)];
let l_369 = l_368 * l_366;
l_mut_268 = l_mut_268 + l_369;
let l_370 = a_15[u32(7)];
let l_371 = l_370 * l_366;
l_mut_269 = l_mut_269 + l_371;
let l_372 = a_14[u32(7)];
let l_373 = l_372 * l_367;
l_mut_271 = l_mut_271 + l_373;
let l_374 = a_15[u32(7)];
let l_375 = l_374 * l_367;
l_mut_272 = l_mut_272 + l_375;
let l_376 = vec4<f32>(f32(0.0));
l_mut_279 = l_376;
l_mut_277 = l_mut_279;
let l_377 = vec4<f32>(f32(0.0));
l_mut_279 = l_377;
l_mut_276 = l_mut_279;
let l_378 = l_274 * u32(10);
let l_379 = l_378 + u32(2);
let l_380 = shared_memory_217[l_379];
l_mut_277 = l_380;
let l_381 = l_274 * u32(10);
let l_382 = l_381 + u32(5);
let l_383 = l_382 + u32(2);
let l_384 = shared_memory_217[l_383];
l_mut_276 = l_384;
let l_385 = l_mut_277[u32(0)];
let l_386 = l_mut_276[u32(0)];
let l_387 = a_14[u32(8)];
let l_388 = l_387 * l_385;
l_mut_268 = l_mut_268 + l_388;
let l_389 = a_15[u32(8)];
let l_390 = l_389 * l_385;
l_mut_269 = l_mut_269 + l_390;
let l_391 = a_14[u32(8)];
let l_392 = l_391 * l_386;
l_mut_271 = l_mut_271 + l_392;
let l_393 = a_15[u32(8)];
let l_394 = l_393 * l_386;
l_mut_272 = l_mut_272 + l_394;
let l_395 = l_mut_277[u32(1)];
let l_396 = l_mut_276[u32(1)];
let l_397 = a_14[u32(9)];
let l_398 = l_397 * l_395;
l_mut_268 = l_mut_268 + l_398;
let l_399 = a_15[u32(9)];
let l_400 = l_399 * l_395;
l_mut_269 = l_mut_269 + l_400;
let l_401 = a_14[u32(9)];
let l_402 = l_401 * l_396;
l_mut_271 = l_mut_271 + l_402;
let l_403 = a_15[u32(9)];
let l_404 = l_403 * l_396;
l_mut_272 = l_mut_272 + l_404;
let l_405 = l_mut_277[u32(2)];
let l_406 = l_mut_276[u32(2)];
let l_407 = a_14[u32(10)];
let l_408 = l_407 * l_405;
l_mut_268 = l_mut_268 + l_408;
let l_409 = a_15[u32(10)];
let l_410 = l_409 * l_405;
l_mut_269 = l_mut_269 + l_410;
let l_411 = a_14[u32(10)];
let l_412 = l_411 * l_406;
l_mut_271 = l_mut_271 + l_412;
let l_413 = a_15[u32(10)];
let l_414 = l_413 * l_406;
l_mut_272 = l_mut_272 + l_414;
let l_415 = l_mut_277[u32(3)];
let l_416 = l_mut_276[u32(3)];
let l_417 = a_14[u32(11)];
let l_418 = l_417 * l_415;
l_mut_268 = l_mut_268 + l_418;
let l_419 = a_15[u32(11)];
let l_420 = l_419 * l_415;
l_mut_269 = l_mut_269 + l_420;
let l_421 = a_14[u32(11)];
let l_422 = l_421 * l_416;
l_mut_271 = l_mut_271 + l_422;
let l_423 = a_15[u32(11)];
let l_424 = l_423 * l_416;
l_mut_272 = l_mut_272 + l_424;
let l_425 = vec4<f32>(f32(0.0));
l_mut_279 = l_425;
l_mut_277 = l_mut_279;
let l_426 = vec4<f32>(f32(0.0));
l_mut_279 = l_426;
l_mut_276 = l_mut_279;
let l_427 = l_274 * u32(10);
let l_428 = l_427 + u32(3);
let l_429 = shared_memory_217[l_428];
l_mut_277 = l_429;
let l_430 = l_274 * u32(10);
let l_431 = l_430 + u32(5);
let l_432 = l_431 + u32(3);
let l_433 = shared_memory_217[l_432];
l_mut_276 = l_433;
let l_434 = l_mut_277[u32(0)];
let l_435 = l_mut_276[u32(0)];
let l_436 = a_14[u32(12)];
let l_437 = l_436 * l_434;
l_mut_268 = l_mut_268 + l_437;
let l_438 = a_15[u32(12)];
let l_439 = l_438 * l_434;
l_mut_269 = l_mut_269 + l_439;
let l_440 = a_14[u32(12)];
let l_441 = l_440 * l_435;
l_mut_271 = l_mut_271 + l_441;
let l_442 = a_15[u32(12)];
let l_443 = l_442 * l_435;
l_mut_272 = l_mut_272 + l_443;
let l_444 = l_mut_277[u32(1)];
let l_445 = l_mut_276[u32(1)];
let l_446 = a_14[u32(13)];
let l_447 = l_446 * l_444;
l_mut_268 = l_mut_268 + l_447;
let l_448 = a_15[u32(13)];
let l_449 = l_448 * l_444;
l_mut_269 = l_mut_269 + l_449;
let l_450 = a_14[u32(13)];
let l_451 = l_450 * l_445;
l_mut_271 = l_mut_271 + l_451;
let l_452 = a_15[u32(13)];
let l_453 = l_452 * l_445;
l_mut_272 = l_mut_272 + l_453;
let l_454 = l_mut_277[u32(2)];
let l_455 = l_mut_276[u32(2)];
let l_456 = a_14[u32(14)];
let l_457 = l_456 * l_454;
l_mut_268 = l_mut_268 + l_457;
let l_458 = a_15[u32(14)];
let l_459 = l_458 * l_454;
l_mut_269 = l_mut_269 + l_459;
let l_460 = a_14[u32(14)];
let l_461 = l_460 * l_455;
l_mut_271 = l_mut_271 + l_461;
let l_462 = a_15[u32(14)];
let l_463 = l_462 * l_455;
l_mut_272 = l_mut_272 + l_463;
let l_464 = l_mut_277[u32(3)];
let l_465 = l_mut_276[u32(3)];
let l_466 = a_14[u32(15)];
let l_467 = l_466 * l_464;
l_mut_268 = l_mut_268 + l_467;
let l_468 = a_15[u32(15)];
let l_469 = l_468 * l_464;
l_mut_269 = l_mut_269 + l_469;
let l_470 = a_14[u32(15)];
let l_471 = l_470 * l_465;
l_mut_271 = l_mut_271 + l_471;
let l_472 = a_15[u32(15)];
let l_473 = l_472 * l_465;
l_mut_272 = l_mut_272 + l_473;
let l_474 = vec4<f32>(f32(0.0));
l_mut_279 = l_474;
l_mut_277 = l_mut_279;
let l_475 = vec4<f32>(f32(0.0));
l_mut_279 = l_475;
l_mut_276 = l_mut_279;
let l_476 = l_274 * u32(10);
let l_477 = l_476 + u32(4);
let l_478 = shared_memory_217[l_477];
l_mut_277 = l_478;
let l_479 = l_274 * u32(10);
let l_480 = l_479 + u32(5);
let l_481 = l_480 + u32(4);
let l_482 = shared_memory_217[l_481];
l_mut_276 = l_482;
let l_483 = l_mut_277[u32(0)];
let l_484 = l_mut_276[u32(0)];
let l_485 = a_14[u32(16)];
let l_486 = l_485 * l_483;
l_mut_268 = l_mut_268 + l_486;
let l_487 = a_15[u32(16)];
let l_488 = l_487 * l_483;
l_mut_269 = l_mut_269 + l_488;
let l_489 = a_14[u32(16)];
let l_490 = l_489 * l_484;
l_mut_271 = l_mut_271 + l_490;
let l_491 = a_15[u32(16)];
let l_492 = l_491 * l_484;
l_mut_272 = l_mut_272 + l_492;
let l_493 = l_mut_277[u32(1)];
let l_494 = l_mut_276[u32(1)];
let l_495 = a_14[u32(17)];
let l_496 = l_495 * l_493;
l_mut_268 = l_mut_268 + l_496;
let l_497 = a_15[u32(17)];
let l_498 = l_497 * l_493;
l_mut_269 = l_mut_269 + l_498;
let l_499 = a_14[u32(17)];
let l_500 = l_499 * l_494;
l_mut_271 = l_mut_271 + l_500;
let l_501 = a_15[u32(17)];
let l_502 = l_501 * l_494;
l_mut_272 = l_mut_272 + l_502;
let l_503 = l_mut_277[u32(2)];
let l_504 = l_mut_276[u32(2)];
let l_505 = a_14[u32(18)];
let l_506 = l_505 * l_503;
l_mut_268 = l_mut_268 + l_506;
let l_507 = a_15[u32(18)];
let l_508 = l_507 * l_503;
l_mut_269 = l_mut_269 + l_508;
let l_509 = a_14[u32(18)];
let l_510 = l_509 * l_504;
l_mut_271 = l_mut_271 + l_510;
let l_511 = a_15[u32(18)];
let l_512 = l_511 * l_504;
l_mut_272 = l_mut_272 + l_512;
let l_513 = l_mut_277[u32(3)];
let l_514 = l_mut_276[u32(3)];
let l_515 = a_14[u32(19)];
let l_516 = l_515 * l_513;
l_mut_268 = l_mut_268 + l_516;
let l_517 = a_15[u32(19)];
let l_518 = l_517 * l_513;
l_mut_269 = l_mut_269 + l_518;
let l_519 = a_14[u32(19)];
let l_520 = l_519 * l_514;
l_mut_271 = l_mut_271 + l_520;
let l_521 = a_15[u32(19)];
let l_522 = l_521 * l_514;
l_mut_272 = l_mut_272 + l_522;
let l_523 = vec4<f32>(f32(0.0));
l_mut_279 = l_523;
l_mut_277 = l_mut_279;
let l_524 = vec4<f32>(f32(0.0));
l_mut_279 = l_524;
l_mut_276 = l_mut_279;
l_mut_194 = u32(0);
let l_525 = l_274 * u32(2);
let l_526 = shared_memory_218[l_525];
l_mut_277 = l_526;
let l_527 = l_274 * u32(2);
let l_528 = l_527 + u32(1);
let l_529 = shared_memory_218[l_528];
l_mut_276 = l_529;
let l_530 = shared_memory_219[l_274];
l_mut_194 = l_530;
let l_531 = l_mut_276[u32(0)];
let l_532 = l_mut_276[u32(1)];
let l_533 = l_mut_277[u32(1)];
let l_534 = -l_533;
let l_535 = l_mut_277[u32(2)];
let l_536 = -l_535;
let l_537 = l_mut_277[u32(3)];
let l_538 = -l_537;
let l_539 = l_mut_194 * u32(128);
let l_540 = l_539 + l_mut_12;
let l_541 = buffer_7_global[l_540];
let l_542 = l_mut_194 * u32(3);
let l_543 = l_542 * u32(128);
let l_544 = l_543 + l_mut_12;
let l_545 = buffer_8_global[l_544];
let l_546 = l_mut_194 * u32(3);
let l_547 = l_546 * u32(128);
let l_548 = l_547 + u32(128);
let l_549 = l_548 + l_mut_12;
let l_550 = buffer_8_global[l_549];
let l_551 = l_mut_194 * u32(3);
let l_552 = l_551 * u32(128);
let l_553 = l_552 + u32(256);
let l_554 = l_553 + l_mut_12;
let l_555 = buffer_8_global[l_554];
let l_556 = l_545 * l_534;
let l_557 = l_550 * l_536;
let l_558 = l_556 + l_557;
let l_559 = l_555 * l_538;
let l_560 = l_558 + l_559;
let l_561 = l_mut_269 * l_531;
let l_562 = l_541 * l_166;
let l_563 = l_531 * l_mut_271;
let l_564 = l_532 * l_mut_268;
let l_565 = l_563 + l_564;
let l_566 = l_562 * l_565;
let l_567 = l_560 * l_171;
let l_568 = l_531 * l_mut_272;
let l_569 = l_532 * l_mut_269;
let l_570 = l_568 + l_569;
let l_571 = l_567 * l_570;
let l_572 = l_566 + l_571;
l_mut_260 = l_572;
let l_573 = l_561 * l_171;
let l_574 = l_545 * l_573;
l_mut_261 = l_574;
let l_575 = l_550 * l_573;
l_mut_262 = l_575;
let l_576 = l_555 * l_573;
l_mut_263 = l_576;
}
let l_577 = l_mut_9 * u32(128);
let l_578 = l_577 + l_mut_8;
let l_579 = l_578 * u32(9);
let l_580 = l_mut_256 * u32(4);
let l_581 = l_579 + l_580;
shared_memory_4[l_581] = l_mut_260;
let l_582 = l_581 + u32(1);
shared_memory_4[l_582] = l_mut_261;
let l_583 = l_581 + u32(2);
shared_memory_4[l_583] = l_mut_262;
let l_584 = l_581 + u32(3);
shared_memory_4[l_584] = l_mut_263;
}
workgroupBarrier();
l_mut_246 = local_idx;
loop {
let l_585 = l_mut_246 < u32(128);
let l_586 = !l_585;
if l_586 {
break;
}
let l_587 = l_mut_246 % u32(32);
let l_588 = l_mut_246 / u32(32);
l_mut_194 = u32(0);
l_mut_190 = l_587;
let l_589 = l_587 / u32(8);
l_mut_194 = l_589;
let l_590 = l_587 % u32(8);
l_mut_190 = l_590;
let l_591 = l_588 * u32(32);
let l_592 = l_591 + u32(32);
l_mut_593 = l_592;
let l_594 = l_mut_593 > u32(128);
if l_594 {
l_mut_593 = u32(128);
}
l_mut_273 = f32(0.0);
let l_595 = l_588 * u32(32);

for (var l_mut_596: u32 = l_595; l_mut_596 < l_mut_593; l_mut_596++) {
let l_597 = l_mut_194 * u32(128);
let l_598 = l_597 + l_mut_596;
let l_599 = l_598 * u32(9);
let l_600 = l_599 + l_mut_190;
let l_601 = shared_memory_4[l_600];
l_mut_273 = l_mut_273 + l_601;
}
let l_602 = l_588 * u32(32);
let l_603 = l_602 + l_587;
shared_memory_5[l_603] = l_mut_273;
l_mut_246 = l_mut_246 + u32(512);
}
workgroupBarrier();
l_mut_593 = local_idx;
loop {
let l_604 = l_mut_593 < u32(32);
let l_605 = !l_604;
if l_605 {
break;
}
l_mut_273 = f32(0.0);
let l_606 = u32(0) + l_mut_593;
let l_607 = shared_memory_5[l_606];
l_mut_273 = l_mut_273 + l_607;
let l_608 = u32(32) + l_mut_593;
let l_609 = shared_memory_5[l_608];
l_mut_273 = l_mut_273 + l_609;
let l_610 = u32(64) + l_mut_593;
let l_611 = shared_memory_5[l_610];
l_mut_273 = l_mut_273 + l_611;
let l_612 = u32(96) + l_mut_593;
let l_613 = shared_memory_5[l_612];
l_mut_273 = l_mut_273 + l_613;
shared_memory_6[l_mut_593] = l_mut_273;
l_mut_593 = l_mut_593 + u32(512);
}
workgroupBarrier();
l_mut_194 = local_idx;
loop {
let l_614 = l_mut_194 < u32(8);
let l_615 = !l_614;
if l_615 {
break;
}
let l_616 = l_mut_194 % u32(2);
let l_617 = l_616 * u32(4);
let l_618 = l_mut_194 / u32(2);
let l_619 = l_617 + l_618;
let l_620 = l_mut_208 + l_619;
let l_621 = l_620 < l_mut_187;
if l_621 {
let l_622 = l_182 + l_620;
l_mut_190 = l_622;
let l_623 = !l_mut_188;
if l_623 {
let l_624 = shared_memory_185[l_620];
l_mut_190 = l_624;
}
let l_625 = l_mut_194 * u32(4);
let l_626 = shared_memory_6[l_625];
let l_627 = l_mut_194 * u32(4);
let l_628 = l_627 + u32(1);
let l_629 = shared_memory_6[l_628];
let l_630 = l_mut_194 * u32(4);
let l_631 = l_630 + u32(2);
let l_632 = shared_memory_6[l_631];
let l_633 = l_mut_194 * u32(4);
let l_634 = l_633 + u32(3);
let l_635 = shared_memory_6[l_634];
let l_636 = l_mut_190 * u32(2);
let l_637 = buffer_2_global[l_636];
let l_638 = l_637[u32(1)];
let l_639 = l_637[u32(2)];
let l_640 = l_637[u32(3)];
let l_641 = l_637[u32(0)];
let l_642 = f32(1.0) / l_641;
let l_643 = l_629 * l_638;
let l_644 = l_632 * l_639;
let l_645 = l_643 + l_644;
let l_646 = l_635 * l_640;
let l_647 = l_645 + l_646;
let l_648 = -l_647;
let l_649 = l_626 * l_638;
let l_650 = l_648 * l_638;
let l_651 = l_629 + l_650;
let l_652 = l_651 * l_642;
let l_653 = l_649 - l_652;
let l_654 = l_626 * l_639;
let l_655 = l_648 * l_639;
let l_656 = l_632 + l_655;
let l_657 = l_656 * l_642;
let l_658 = l_654 - l_657;
let l_659 = l_626 * l_640;
let l_660 = l_648 * l_640;
let l_661 = l_635 + l_660;
let l_662 = l_661 * l_642;
let l_663 = l_659 - l_662;
let l_664 = l_7 + l_mut_190;
let l_665 = l_664 * u32(3);
let l_666 = buffer_13_global[l_665];
let l_667 = l_665 + u32(1);
let l_668 = buffer_13_global[l_667];
let l_669 = l_665 + u32(2);
let l_670 = buffer_13_global[l_669];
let l_671 = l_666 + l_653;
buffer_13_global[l_665] = l_671;
let l_672 = l_665 + u32(1);
let l_673 = l_668 + l_658;
buffer_13_global[l_672] = l_673;
let l_674 = l_665 + u32(2);
let l_675 = l_670 + l_663;
buffer_13_global[l_674] = l_675;
}
l_mut_194 = l_mut_194 + u32(512);
}
workgroupBarrier();
l_mut_208 = l_mut_208 + u32(8);
}
}
