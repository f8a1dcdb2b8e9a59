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

var<workgroup> shared_memory_190: array<u32, 512>;

var<workgroup> shared_memory_186: array<u32, 512>;

var<workgroup> shared_memory_218: array<vec4<f32>, 80>;

var<workgroup> shared_memory_219: array<vec4<f32>, 16>;

var<workgroup> shared_memory_220: array<u32, 8>;

var<workgroup> shared_memory_5: array<f32, 4608>;

var<workgroup> shared_memory_6: array<f32, 128>;

var<workgroup> shared_memory_7: array<f32, 32>;

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
var l_mut_191: u32;
var l_mut_195: u32;
var l_mut_205: u32;
var l_mut_209: u32;
var l_mut_247: u32;
var l_mut_261: f32;
var l_mut_262: f32;
var l_mut_263: f32;
var l_mut_264: f32;
var l_mut_269: f32;
var l_mut_270: f32;
var l_mut_271: f32;
var l_mut_272: f32;
var l_mut_273: f32;
var l_mut_274: f32;
var l_mut_277: vec4<f32>;
var l_mut_278: vec4<f32>;
var l_mut_280: vec4<f32>;
var l_mut_2: bool;
var l_mut_3: u32;
var l_mut_4: u32;
var l_mut_594: u32;
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
l_mut_191 = u32(4294967295);
let l_192 = l_185 - l_183;
let l_193 = l_192 <= u32(512);
if l_193 {
let l_194 = l_183 + local_idx;
l_mut_195 = u32(0);
let l_196 = l_194 < l_185;
if l_196 {
let l_197 = l_194 * u32(2);
let l_198 = l_197 + u32(1);
let l_199 = buffer_2_global[l_198];
let l_200 = l_199[u32(0)];
let l_201 = l_200 != f32(0.0);
let l_202 = l_199[u32(1)];
let l_203 = l_202 != f32(0.0);
let l_204 = l_201 || l_203;
if l_204 {
l_mut_195 = u32(1);
}
}
shared_memory_190[local_idx] = l_mut_195;
workgroupBarrier();
l_mut_205 = u32(1);
loop {
let l_206 = l_mut_205 < u32(512);
let l_207 = !l_206;
if l_207 {
break;
}
let l_208 = shared_memory_190[local_idx];
l_mut_209 = l_208;
let l_210 = local_idx >= l_mut_205;
if l_210 {
let l_211 = local_idx - l_mut_205;
let l_212 = shared_memory_190[l_211];
l_mut_209 = l_mut_209 + l_212;
}
workgroupBarrier();
shared_memory_190[local_idx] = l_mut_209;
workgroupBarrier();
l_mut_205 = l_mut_205 * u32(2);
}
let l_213 = l_mut_195 == u32(1);
if l_213 {
let l_214 = shared_memory_190[local_idx];
let l_215 = l_214 - u32(1);
shared_memory_186[l_215] = l_194;
}
let l_216 = shared_memory_190[u32(511)];
l_mut_191 = l_216;
workgroupBarrier();
}
let l_217 = l_mut_191 != u32(4294967295);
if l_217 {
l_mut_188 = l_mut_191;
l_mut_189 = bool(false);
}
l_mut_209 = u32(0);
l_mut_205 = u32(0);
loop {
let l_221 = l_mut_209 < l_mut_188;
let l_222 = !l_221;
if l_222 {
break;
}
l_mut_195 = local_idx;
loop {
let l_223 = l_mut_195 < u32(80);
let l_224 = !l_223;
if l_224 {
break;
}
let l_225 = l_mut_195 / u32(10);
let l_226 = l_mut_209 + l_225;
let l_227 = l_mut_195 % u32(10);
let l_228 = l_226 < l_mut_188;
if l_228 {
let l_229 = l_183 + l_226;
l_mut_191 = l_229;
let l_230 = !l_mut_189;
if l_230 {
let l_231 = shared_memory_186[l_226];
l_mut_191 = l_231;
}
let l_232 = l_227 < u32(5);
if l_232 {
let l_233 = l_mut_191 * u32(5);
let l_234 = l_233 + l_227;
let l_235 = buffer_3_global[l_234];
shared_memory_218[l_mut_195] = l_235;
} else {
let l_236 = l_mut_191 * u32(5);
let l_237 = l_236 + l_227;
let l_238 = l_237 - u32(5);
let l_239 = buffer_4_global[l_238];
shared_memory_218[l_mut_195] = l_239;
}
}
l_mut_195 = l_mut_195 + u32(512);
}
l_mut_191 = local_idx;
loop {
let l_240 = l_mut_191 < u32(24);
let l_241 = !l_240;
if l_241 {
break;
}
let l_242 = l_mut_191 / u32(3);
let l_243 = l_mut_191 % u32(3);
let l_244 = l_mut_209 + l_242;
let l_245 = l_244 < l_mut_188;
if l_245 {
let l_246 = l_183 + l_244;
l_mut_247 = l_246;
let l_248 = !l_mut_189;
if l_248 {
let l_249 = shared_memory_186[l_244];
l_mut_247 = l_249;
}
let l_250 = l_243 < u32(2);
if l_250 {
let l_251 = l_242 * u32(2);
let l_252 = l_251 + l_243;
let l_253 = l_mut_247 * u32(2);
let l_254 = l_253 + l_243;
let l_255 = buffer_2_global[l_254];
shared_memory_219[l_252] = l_255;
} else {
let l_256 = buffer_1_global[l_mut_247];
shared_memory_220[l_242] = l_256;
}
}
l_mut_191 = l_mut_191 + u32(512);
}
workgroupBarrier();

for (var l_mut_257: u32 = u32(0); l_mut_257 < u32(2); l_mut_257++) {
let l_258 = l_mut_257 * u32(4);
let l_259 = l_mut_209 + l_258;
let l_260 = l_259 + l_mut_10;
l_mut_261 = f32(0.0);
l_mut_262 = f32(0.0);
l_mut_263 = f32(0.0);
l_mut_264 = f32(0.0);
let l_265 = l_260 < l_mut_188;
if l_265 {
let l_266 = l_183 + l_260;
l_mut_247 = l_266;
let l_267 = !l_mut_189;
if l_267 {
let l_268 = shared_memory_186[l_260];
l_mut_247 = l_268;
}
l_mut_269 = l_159;
l_mut_270 = l_162;
l_mut_271 = l_mut_163;
l_mut_272 = f32(0.0);
l_mut_273 = f32(0.0);
l_mut_274 = f32(0.0);
let l_275 = l_260 - l_mut_209;
let l_276 = vec4<f32>(f32(0.0));
l_mut_277 = l_276;
l_mut_278 = l_mut_277;
let l_279 = vec4<f32>(f32(0.0));
l_mut_277 = l_279;
l_mut_280 = l_mut_277;
let l_281 = l_275 * u32(10);
let l_282 = l_281 + u32(0);
let l_283 = shared_memory_218[l_282];
l_mut_278 = l_283;
let l_284 = l_275 * u32(10);
let l_285 = l_284 + u32(5);
let l_286 = l_285 + u32(0);
let l_287 = shared_memory_218[l_286];
l_mut_280 = l_287;
let l_288 = l_mut_278[u32(0)];
let l_289 = l_mut_280[u32(0)];
let l_290 = a_15[u32(0)];
let l_291 = l_290 * l_288;
l_mut_269 = l_mut_269 + l_291;
let l_292 = a_16[u32(0)];
let l_293 = l_292 * l_288;
l_mut_270 = l_mut_270 + l_293;
let l_294 = a_15[u32(0)];
let l_295 = l_294 * l_289;
l_mut_272 = l_mut_272 + l_295;
let l_296 = a_16[u32(0)];
let l_297 = l_296 * l_289;
l_mut_273 = l_mut_273 + l_297;
let l_298 = l_mut_278[u32(1)];
let l_299 = l_mut_280[u32(1)];
let l_300 = a_15[u32(1)];
let l_301 = l_300 * l_298;
l_mut_269 = l_mut_269 + l_301;
let l_302 = a_16[u32(1)];
let l_303 = l_302 * l_298;
l_mut_270 = l_mut_270 + l_303;
let l_304 = a_15[u32(1)];
let l_305 = l_304 * l_299;
l_mut_272 = l_mut_272 + l_305;
let l_306 = a_16[u32(1)];
let l_307 = l_306 * l_299;
l_mut_273 = l_mut_273 + l_307;
let l_308 = l_mut_278[u32(2)];
let l_309 = l_mut_280[u32(2)];
let l_310 = a_15[u32(2)];
let l_311 = l_310 * l_308;
l_mut_269 = l_mut_269 + l_311;
let l_312 = a_16[u32(2)];
let l_313 = l_312 * l_308;
l_mut_270 = l_mut_270 + l_313;
let l_314 = a_15[u32(2)];
let l_315 = l_314 * l_309;
l_mut_272 = l_mut_272 + l_315;
let l_316 = a_16[u32(2)];
let l_317 = l_316 * l_309;
l_mut_273 = l_mut_273 + l_317;
let l_318 = l_mut_278[u32(3)];
let l_319 = l_mut_280[u32(3)];
let l_320 = a_15[u32(3)];
let l_321 = l_320 * l_318;
l_mut_269 = l_mut_269 + l_321;
let l_322 = a_16[u32(3)];
let l_323 = l_322 * l_318;
l_mut_270 = l_mut_270 + l_323;
let l_324 = a_15[u32(3)];
let l_325 = l_324 * l_319;
l_mut_272 = l_mut_272 + l_325;
let l_326 = a_16[u32(3)];
let l_327 = l_326 * l_319;
l_mut_273 = l_mut_273 + l_327;
let l_328 = vec4<f32>(f32(0.0));
l_mut_280 = l_328;
l_mut_278 = l_mut_280;
let l_329 = vec4<f32>(f32(0.0));
l_mut_280 = l_329;
l_mut_277 = l_mut_280;
let l_330 = l_275 * u32(10);
let l_331 = l_330 + u32(1);
let l_332 = shared_memory_218[l_331];
l_mut_278 = l_332;
let l_333 = l_275 * u32(10);
let l_334 = l_333 + u32(5);
let l_335 = l_334 + u32(1);
let l_336 = shared_memory_218[l_335];
l_mut_277 = l_336;
let l_337 = l_mut_278[u32(0)];
let l_338 = l_mut_277[u32(0)];
let l_339 = a_15[u32(4)];
let l_340 = l_339 * l_337;
l_mut_269 = l_mut_269 + l_340;
let l_341 = a_16[u32(4)];
let l_342 = l_341 * l_337;
l_mut_270 = l_mut_270 + l_342;
let l_343 = a_15[u32(4)];
let l_344 = l_343 * l_338;
l_mut_272 = l_mut_272 + l_344;
let l_345 = a_16[u32(4)];
let l_346 = l_345 * l_338;
l_mut_273 = l_mut_273 + l_346;
let l_347 = l_mut_278[u32(1)];
let l_348 = l_mut_277[u32(1)];
let l_349 = a_15[u32(5)];
let l_350 = l_349 * l_347;
l_mut_269 = l_mut_269 + l_350;
let l_351 = a_16[u32(5)];
let l_352 = l_351 * l_347;
l_mut_270 = l_mut_270 + l_352;
let l_353 = a_15[u32(5)];
let l_354 = l_353 * l_348;
l_mut_272 = l_mut_272 + l_354;
let l_355 = a_16[u32(5)];
let l_356 = l_355 * l_348;
l_mut_273 = l_mut_273 + l_356;
let l_357 = l_mut_278[u32(2)];
let l_358 = l_mut_277[u32(2)];
let l_359 = a_15[u32(6)];
let l_360 = l_359 * l_357;
l_mut_269 = l_mut_269 + l_360;
let l_361 = a_16[u32(6)];
let l_362 = l_361 * l_357;
l_mut_270 = l_mut_270 + l_362;
let l_363 = a_15[u32(6)];
let l_364 = l_363 * l_358;
l_mut_272 = l_mut_272 + l_364;
let l_365 = a_16[u32(6)];
let l_366 = l_365 * l_358;
l_mut_273 = l_mut_273 + l_366;
let l_367 = l_mut_278[u32(3)];
let l_368 = l_mut_277[u32(3)];
let l_369 = a_15[u32(7)];
let l_370 = l_369 * l_367;
l_mut_269 = l_mut_269 + l_370;
let l_371 = a_16[u32(7)];
let l_372 = l_371 * l_367;
l_mut_270 = l_mut_270 + l_372;
let l_373 = a_15[u32(7)];
let l_374 = l_373 * l_368;
l_mut_272 = l_mut_272 + l_374;
let l_375 = a_16[u32(7)];
let l_376 = l_375 * l_368;
l_mut_273 = l_mut_273 + l_376;
let l_377 = vec4<f32>(f32(0.0));
l_mut_280 = l_377;
l_mut_278 = l_mut_280;
let l_378 = vec4<f32>(f32(0.0));
l_mut_280 = l_378;
l_mut_277 = l_mut_280;
let l_379 = l_275 * u32(10);
let l_380 = l_379 + u32(2);
let l_381 = shared_memory_218[l_380];
l_mut_278 = l_381;
let l_382 = l_275 * u32(10);
let l_383 = l_382 + u32(5);
let l_384 = l_383 + u32(2);
let l_385 = shared_memory_218[l_384];
l_mut_277 = l_385;
let l_386 = l_mut_278[u32(0)];
let l_387 = l_mut_277[u32(0)];
let l_388 = a_15[u32(8)];
let l_389 = l_388 * l_386;
l_mut_269 = l_mut_269 + l_389;
let l_390 = a_16[u32(8)];
let l_391 = l_390 * l_386;
l_mut_270 = l_mut_270 + l_391;
let l_392 = a_15[u32(8)];
let l_393 = l_392 * l_387;
l_mut_272 = l_mut_272 + l_393;
let l_394 = a_16[u32(8)];
let l_395 = l_394 * l_387;
l_mut_273 = l_mut_273 + l_395;
let l_396 = l_mut_278[u32(1)];
let l_397 = l_mut_277[u32(1)];
let l_398 = a_15[u32(9)];
let l_399 = l_398 * l_396;
l_mut_269 = l_mut_269 + l_399;
let l_400 = a_16[u32(9)];
let l_401 = l_400 * l_396;
l_mut_270 = l_mut_270 + l_401;
let l_402 = a_15[u32(9)];
let l_403 = l_402 * l_397;
l_mut_272 = l_mut_272 + l_403;
let l_404 = a_16[u32(9)];
let l_405 = l_404 * l_397;
l_mut_273 = l_mut_273 + l_405;
let l_406 = l_mut_278[u32(2)];
let l_407 = l_mut_277[u32(2)];
let l_408 = a_15[u32(10)];
let l_409 = l_408 * l_406;
l_mut_269 = l_mut_269 + l_409;
let l_410 = a_16[u32(10)];
let l_411 = l_410 * l_406;
l_mut_270 = l_mut_270 + l_411;
let l_412 = a_15[u32(10)];
let l_413 = l_412 * l_407;
l_mut_272 = l_mut_272 + l_413;
let l_414 = a_16[u32(10)];
let l_415 = l_414 * l_407;
l_mut_273 = l_mut_273 + l_415;
let l_416 = l_mut_278[u32(3)];
let l_417 = l_mut_277[u32(3)];
let l_418 = a_15[u32(11)];
let l_419 = l_418 * l_416;
l_mut_269 = l_mut_269 + l_419;
let l_420 = a_16[u32(11)];
let l_421 = l_420 * l_416;
l_mut_270 = l_mut_270 + l_421;
let l_422 = a_15[u32(11)];
let l_423 = l_422 * l_417;
l_mut_272 = l_mut_272 + l_423;
let l_424 = a_16[u32(11)];
let l_425 = l_424 * l_417;
l_mut_273 = l_mut_273 + l_425;
let l_426 = vec4<f32>(f32(0.0));
l_mut_280 = l_426;
l_mut_278 = l_mut_280;
let l_427 = vec4<f32>(f32(0.0));
l_mut_280 = l_427;
l_mut_277 = l_mut_280;
let l_428 = l_275 * u32(10);
let l_429 = l_428 + u32(3);
let l_430 = shared_memory_218[l_429];
l_mut_278 = l_430;
let l_431 = l_275 * u32(10);
let l_432 = l_431 + u32(5);
let l_433 = l_432 + u32(3);
let l_434 = shared_memory_218[l_433];
l_mut_277 = l_434;
let l_435 = l_mut_278[u32(0)];
let l_436 = l_mut_277[u32(0)];
let l_437 = a_15[u32(12)];
let l_438 = l_437 * l_435;
l_mut_269 = l_mut_269 + l_438;
let l_439 = a_16[u32(12)];
let l_440 = l_439 * l_435;
l_mut_270 = l_mut_270 + l_440;
let l_441 = a_15[u32(12)];
let l_442 = l_441 * l_436;
l_mut_272 = l_mut_272 + l_442;
let l_443 = a_16[u32(12)];
let l_444 = l_443 * l_436;
l_mut_273 = l_mut_273 + l_444;
let l_445 = l_mut_278[u32(1)];
let l_446 = l_mut_277[u32(1)];
let l_447 = a_15[u32(13)];
let l_448 = l_447 * l_445;
l_mut_269 = l_mut_269 + l_448;
let l_449 = a_16[u32(13)];
let l_450 = l_449 * l_445;
l_mut_270 = l_mut_270 + l_450;
let l_451 = a_15[u32(13)];
let l_452 = l_451 * l_446;
l_mut_272 = l_mut_272 + l_452;
let l_453 = a_16[u32(13)];
let l_454 = l_453 * l_446;
l_mut_273 = l_mut_273 + l_454;
let l_455 = l_mut_278[u32(2)];
let l_456 = l_mut_277[u32(2)];
let l_457 = a_15[u32(14)];
let l_458 = l_457 * l_455;
l_mut_269 = l_mut_269 + l_458;
let l_459 = a_16[u32(14)];
let l_460 = l_459 * l_455;
l_mut_270 = l_mut_270 + l_460;
let l_461 = a_15[u32(14)];
let l_462 = l_461 * l_456;
l_mut_272 = l_mut_272 + l_462;
let l_463 = a_16[u32(14)];
let l_464 = l_463 * l_456;
l_mut_273 = l_mut_273 + l_464;
let l_465 = l_mut_278[u32(3)];
let l_466 = l_mut_277[u32(3)];
let l_467 = a_15[u32(15)];
let l_468 = l_467 * l_465;
l_mut_269 = l_mut_269 + l_468;
let l_469 = a_16[u32(15)];
let l_470 = l_469 * l_465;
l_mut_270 = l_mut_270 + l_470;
let l_471 = a_15[u32(15)];
let l_472 = l_471 * l_466;
l_mut_272 = l_mut_272 + l_472;
let l_473 = a_16[u32(15)];
let l_474 = l_473 * l_466;
l_mut_273 = l_mut_273 + l_474;
let l_475 = vec4<f32>(f32(0.0));
l_mut_280 = l_475;
l_mut_278 = l_mut_280;
let l_476 = vec4<f32>(f32(0.0));
l_mut_280 = l_476;
l_mut_277 = l_mut_280;
let l_477 = l_275 * u32(10);
let l_478 = l_477 + u32(4);
let l_479 = shared_memory_218[l_478];
l_mut_278 = l_479;
let l_480 = l_275 * u32(10);
let l_481 = l_480 + u32(5);
let l_482 = l_481 + u32(4);
let l_483 = shared_memory_218[l_482];
l_mut_277 = l_483;
let l_484 = l_mut_278[u32(0)];
let l_485 = l_mut_277[u32(0)];
let l_486 = a_15[u32(16)];
let l_487 = l_486 * l_484;
l_mut_269 = l_mut_269 + l_487;
let l_488 = a_16[u32(16)];
let l_489 = l_488 * l_484;
l_mut_270 = l_mut_270 + l_489;
let l_490 = a_15[u32(16)];
let l_491 = l_490 * l_485;
l_mut_272 = l_mut_272 + l_491;
let l_492 = a_16[u32(16)];
let l_493 = l_492 * l_485;
l_mut_273 = l_mut_273 + l_493;
let l_494 = l_mut_278[u32(1)];
let l_495 = l_mut_277[u32(1)];
let l_496 = a_15[u32(17)];
let l_497 = l_496 * l_494;
l_mut_269 = l_mut_269 + l_497;
let l_498 = a_16[u32(17)];
let l_499 = l_498 * l_494;
l_mut_270 = l_mut_270 + l_499;
let l_500 = a_15[u32(17)];
let l_501 = l_500 * l_495;
l_mut_272 = l_mut_272 + l_501;
let l_502 = a_16[u32(17)];
let l_503 = l_502 * l_495;
l_mut_273 = l_mut_273 + l_503;
let l_504 = l_mut_278[u32(2)];
let l_505 = l_mut_277[u32(2)];
let l_506 = a_15[u32(18)];
let l_507 = l_506 * l_504;
l_mut_269 = l_mut_269 + l_507;
let l_508 = a_16[u32(18)];
let l_509 = l_508 * l_504;
l_mut_270 = l_mut_270 + l_509;
let l_510 = a_15[u32(18)];
let l_511 = l_510 * l_505;
l_mut_272 = l_mut_272 + l_511;
let l_512 = a_16[u32(18)];
let l_513 = l_512 * l_505;
l_mut_273 = l_mut_273 + l_513;
let l_514 = l_mut_278[u32(3)];
let l_515 = l_mut_277[u32(3)];
let l_516 = a_15[u32(19)];
let l_517 = l_516 * l_514;
l_mut_269 = l_mut_269 + l_517;
let l_518 = a_16[u32(19)];
let l_519 = l_518 * l_514;
l_mut_270 = l_mut_270 + l_519;
let l_520 = a_15[u32(19)];
let l_521 = l_520 * l_515;
l_mut_272 = l_mut_272 + l_521;
let l_522 = a_16[u32(19)];
let l_523 = l_522 * l_515;
l_mut_273 = l_mut_273 + l_523;
let l_524 = vec4<f32>(f32(0.0));
l_mut_280 = l_524;
l_mut_278 = l_mut_280;
let l_525 = vec4<f32>(f32(0.0));
l_mut_280 = l_525;
l_mut_277 = l_mut_280;
l_mut_195 = u32(0);
let l_526 = l_275 * u32(2);
let l_527 = shared_memory_219[l_526];
l_mut_278 = l_527;
let l_528 = l_275 * u32(2);
let l_529 = l_528 + u32(1);
let l_530 = shared_memory_219[l_529];
l_mut_277 = l_530;
let l_531 = shared_memory_220[l_275];
l_mut_195 = l_531;
let l_532 = l_mut_277[u32(0)];
let l_533 = l_mut_277[u32(1)];
let l_534 = l_mut_278[u32(1)];
let l_535 = -l_534;
let l_536 = l_mut_278[u32(2)];
let l_537 = -l_536;
let l_538 = l_mut_278[u32(3)];
let l_539 = -l_538;
let l_540 = l_mut_195 * u32(128);
let l_541 = l_540 + l_mut_13;
let l_542 = buffer_7_global[l_541];
let l_543 = l_mut_195 * u32(3);
let l_544 = l_543 * u32(128);
let l_545 = l_544 + l_mut_13;
let l_546 = buffer_8_global[l_545];
let l_547 = l_mut_195 * u32(3);
let l_548 = l_547 * u32(128);
let l_549 = l_548 + u32(128);
let l_550 = l_549 + l_mut_13;
let l_551 = buffer_8_global[l_550];
let l_552 = l_mut_195 * u32(3);
let l_553 = l_552 * u32(128);
let l_554 = l_553 + u32(256);
let l_555 = l_554 + l_mut_13;
let l_556 = buffer_8_global[l_555];
let l_557 = l_546 * l_535;
let l_558 = l_551 * l_537;
let l_559 = l_557 + l_558;
let l_560 = l_556 * l_539;
let l_561 = l_559 + l_560;
let l_562 = l_mut_270 * l_532;
let l_563 = l_542 * l_167;
let l_564 = l_532 * l_mut_272;
let l_565 = l_533 * l_mut_269;
let l_566 = l_564 + l_565;
let l_567 = l_563 * l_566;
let l_568 = l_561 * l_172;
let l_569 = l_532 * l_mut_273;
let l_570 = l_533 * l_mut_270;
let l_571 = l_569 + l_570;
let l_572 = l_568 * l_571;
let l_573 = l_567 + l_572;
l_mut_261 = l_573;
let l_574 = l_562 * l_172;
let l_575 = l_546 * l_574;
l_mut_262 = l_575;
let l_576 = l_551 * l_574;
l_mut_263 = l_576;
let l_577 = l_556 * l_574;
l_mut_264 = l_577;
}
let l_578 = l_mut_10 * u32(128);
let l_579 = l_578 + l_mut_9;
let l_580 = l_579 * u32(9);
let l_581 = l_mut_257 * u32(4);
let l_582 = l_580 + l_581;
shared_memory_5[l_582] = l_mut_261;
let l_583 = l_582 + u32(1);
shared_memory_5[l_583] = l_mut_262;
let l_584 = l_582 + u32(2);
shared_memory_5[l_584] = l_mut_263;
let l_585 = l_582 + u32(3);
shared_memory_5[l_585] = l_mut_264;
}
workgroupBarrier();
l_mut_247 = local_idx;
loop {
let l_586 = l_mut_247 < u32(128);
let l_587 = !l_586;
if l_587 {
break;
}
let l_588 = l_mut_247 % u32(32);
let l_589 = l_mut_247 / u32(32);
l_mut_195 = u32(0);
l_mut_191 = l_588;
let l_590 = l_588 / u32(8);
l_mut_195 = l_590;
let l_591 = l_588 % u32(8);
l_mut_191 = l_591;
let l_592 = l_589 * u32(32);
let l_593 = l_592 + u32(32);
l_mut_594 = l_593;
let l_595 = l_mut_594 > u32(128);
if l_595 {
l_mut_594 = u32(128);
}
l_mut_274 = f32(0.0);
let l_596 = l_589 * u32(32);

for (var l_mut_597: u32 = l_596; l_mut_597 < l_mut_594; l_mut_597++) {
let l_598 = l_mut_195 * u32(128);
let l_599 = l_598 + l_mut_597;
let l_600 = l_599 * u32(9);
let l_601 = l_600 + l_mut_191;
let l_602 = shared_memory_5[l_601];
l_mut_274 = l_mut_274 + l_602;
}
let l_603 = l_589 * u32(32);
let l_604 = l_603 + l_588;
shared_memory_6[l_604] = l_mut_274;
l_mut_247 = l_mut_247 + u32(512);
}
workgroupBarrier();
l_mut_594 = local_idx;
loop {
let l_605 = l_mut_594 < u32(32);
let l_606 = !l_605;
if l_606 {
break;
}
l_mut_274 = f32(0.0);
let l_607 = u32(0) + l_mut_594;
let l_608 = shared_memory_6[l_607];
l_mut_274 = l_mut_274 + l_608;
let l_609 = u32(32) + l_mut_594;
let l_610 = shared_memory_6[l_609];
l_mut_274 = l_mut_274 + l_610;
let l_611 = u32(64) + l_mut_594;
let l_612 = shared_memory_6[l_611];
l_mut_274 = l_mut_274 + l_612;
let l_613 = u32(96) + l_mut_594;
let l_614 = shared_memory_6[l_613];
l_mut_274 = l_mut_274 + l_614;
shared_memory_7[l_mut_594] = l_mut_274;
l_mut_594 = l_mut_594 + u32(512);
}
workgroupBarrier();
l_mut_195 = local_idx;
loop {
let l_615 = l_mut_195 < u32(8);
let l_616 = !l_615;
if l_616 {
break;
}
let l_617 = l_mut_195 % u32(2);
let l_618 = l_617 * u32(4);
let l_619 = l_mut_195 / u32(2);
let l_620 = l_618 + l_619;
let l_621 = l_mut_209 + l_620;
let l_622 = l_621 < l_mut_188;
if l_622 {
let l_623 = l_183 + l_621;
l_mut_191 = l_623;
let l_624 = !l_mut_189;
if l_624 {
let l_625 = shared_memory_186[l_621];
l_mut_191 = l_625;
}
let l_626 = l_mut_195 * u32(4);
let l_627 = shared_memory_7[l_626];
let l_628 = l_mut_195 * u32(4);
let l_629 = l_628 + u32(1);
let l_630 = shared_memory_7[l_629];
let l_631 = l_mut_195 * u32(4);
let l_632 = l_631 + u32(2);
let l_633 = shared_memory_7[l_632];
let l_634 = l_mut_195 * u32(4);
let l_635 = l_634 + u32(3);
let l_636 = shared_memory_7[l_635];
let l_637 = l_mut_191 * u32(2);
let l_638 = buffer_2_global[l_637];
let l_639 = l_638[u32(1)];
let l_640 = l_638[u32(2)];
let l_641 = l_638[u32(3)];
let l_642 = l_638[u32(0)];
let l_643 = f32(1.0) / l_642;
let l_644 = l_630 * l_639;
let l_645 = l_633 * l_640;
let l_646 = l_644 + l_645;
let l_647 = l_636 * l_641;
let l_648 = l_646 + l_647;
let l_649 = -l_648;
let l_650 = l_627 * l_639;
let l_651 = l_649 * l_639;
let l_652 = l_630 + l_651;
let l_653 = l_652 * l_643;
let l_654 = l_650 - l_653;
let l_655 = l_627 * l_640;
let l_656 = l_649 * l_640;
let l_657 = l_633 + l_656;
let l_658 = l_657 * l_643;
let l_659 = l_655 - l_658;
let l_660 = l_627 * l_641;
let l_661 = l_649 * l_641;
let l_662 = l_636 + l_661;
let l_663 = l_662 * l_643;
let l_664 = l_660 - l_663;
let l_665 = l_8 + l_mut_191;
let l_666 = l_665 * u32(3);
let l_667 = buffer_13_global[l_666];
let l_668 = l_666 + u32(1);
let l_669 = buffer_13_global[l_668];
let l_670 = l_666 + u32(2);
let l_671 = buffer_13_global[l_670];
let l_672 = l_667 + l_654;
buffer_13_global[l_666] = l_672;
let l_673 = l_666 + u32(1);
let l_674 = l_669 + l_659;
buffer_13_global[l_673] = l_674;
let l_675 = l_666 + u32(2);
let l_676 = l_671 + l_664;
buffer_13_global[l_675] = l_676;
}
l_mut_195 = l_mut_195 + u32(512);
}
workgroupBarrier();
l_mut_209 = l_mut_209 + u32(8);
}
}
