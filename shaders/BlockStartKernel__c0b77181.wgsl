@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<vec4<f32>>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

var<workgroup> shared_memory_21: array<f32, 128>;

var<workgroup> shared_memory_20: array<f32, 1536>;

var<workgroup> shared_memory_22: array<f32, 128>;

const WORKGROUP_SIZE_X = 512u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(512, 1, 1)
fn block_start_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_37: array<f32, 1>;

var a_45: array<f32, 8>;

var a_149: array<f32, 1>;

var a_182: array<f32, 1>;

var a_190: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_181: u32;
var l_mut_185: u32;
var l_mut_186: u32;
var l_mut_23: u32;
var l_mut_31: u32;
var l_mut_5: u32;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
l_mut_5 = local_idx;
loop {
let l_6 = l_mut_5 < u32(128);
let l_7 = !l_6;
if l_7 {
break;
}
let l_8 = l_mut_5 / u32(128);
let l_9 = l_4 + l_8;
let l_10 = l_9 < info.scalars_u32[0];
if l_10 {
let l_11 = l_9 * u32(128);
let l_12 = l_mut_5 % u32(128);
let l_13 = l_11 + l_12;
let l_14 = buffer_0_global[l_9];
let l_15 = l_14 * u32(128);
let l_16 = info.scalars_u32[1] + l_15;
let l_17 = l_mut_5 % u32(128);
let l_18 = l_16 + l_17;
let l_19 = buffer_1_global[l_18];
buffer_3_global[l_13] = l_19;
}
l_mut_5 = l_mut_5 + u32(512);
}
storageBarrier();
l_mut_23 = local_idx;
loop {
let l_24 = l_mut_23 < u32(128);
let l_25 = !l_24;
if l_25 {
break;
}
let l_26 = l_mut_23 / u32(128);
let l_27 = l_4 + l_26;
let l_28 = l_27 < info.scalars_u32[0];
if l_28 {
let l_29 = l_27 * u32(128);
let l_30 = l_mut_23 % u32(128);
l_mut_31 = l_30;
let l_32 = l_29 + l_mut_31;
let l_33 = buffer_3_global[l_32];
shared_memory_21[l_mut_23] = l_33;
} else {
shared_memory_21[l_mut_23] = f32(0.0);
}
l_mut_23 = l_mut_23 + u32(512);
}
workgroupBarrier();
let l_34 = local_idx < u32(512);
if l_34 {
let l_35 = local_idx % u32(128);
let l_36 = local_idx / u32(128);
a_37[u32(0)] = f32(0.0);
let l_38 = l_36 * u32(32);
l_mut_31 = l_38;
let l_39 = l_mut_31 - l_38;
let l_40 = l_39 * u32(128);
let l_41 = info.scalars_u32[2] + l_40;
l_mut_31 = l_35;
l_mut_23 = l_38;
loop {
let l_42 = l_38 + u32(32);
let l_43 = l_mut_23 < l_42;
let l_44 = !l_43;
if l_44 {
break;
}
let l_46 = l_mut_23 + u32(0);
let l_47 = l_46 * u32(128);
let l_48 = l_41 + l_47;
let l_49 = l_48 + l_mut_31;
let l_50 = buffer_1_global[l_49];
a_45[u32(0)] = l_50;
let l_51 = l_mut_23 + u32(1);
let l_52 = l_51 * u32(128);
let l_53 = l_41 + l_52;
let l_54 = l_53 + l_mut_31;
let l_55 = buffer_1_global[l_54];
a_45[u32(1)] = l_55;
let l_56 = l_mut_23 + u32(2);
let l_57 = l_56 * u32(128);
let l_58 = l_41 + l_57;
let l_59 = l_58 + l_mut_31;
let l_60 = buffer_1_global[l_59];
a_45[u32(2)] = l_60;
let l_61 = l_mut_23 + u32(3);
let l_62 = l_61 * u32(128);
let l_63 = l_41 + l_62;
let l_64 = l_63 + l_mut_31;
let l_65 = buffer_1_global[l_64];
a_45[u32(3)] = l_65;
let l_66 = l_mut_23 + u32(4);
let l_67 = l_66 * u32(128);
let l_68 = l_41 + l_67;
let l_69 = l_68 + l_mut_31;
let l_70 = buffer_1_global[l_69];
a_45[u32(4)] = l_70;
let l_71 = l_mut_23 + u32(5);
let l_72 = l_71 * u32(128);
let l_73 = l_41 + l_72;
let l_74 = l_73 + l_mut_31;
let l_75 = buffer_1_global[l_74];
a_45[u32(5)] = l_75;
let l_76 = l_mut_23 + u32(6);
let l_77 = l_76 * u32(128);
let l_78 = l_41 + l_77;
let l_79 = l_78 + l_mut_31;
let l_80 = buffer_1_global[l_79];
a_45[u32(6)] = l_80;
let l_81 = l_mut_23 + u32(7);
let l_82 = l_81 * u32(128);
let l_83 = l_41 + l_82;
let l_84 = l_83 + l_mut_31;
let l_85 = buffer_1_global[l_84];
a_45[u32(7)] = l_85;
let l_86 = u32(0) + l_mut_23;
let l_87 = l_86 + u32(0);
let l_88 = shared_memory_21[l_87];
let l_89 = a_45[u32(0)];
let l_90 = l_88 * l_89;
let l_91 = a_37[u32(0)];
let l_92 = l_91 + l_90;
a_37[u32(0)] = l_92;
let l_93 = u32(0) + l_mut_23;
let l_94 = l_93 + u32(1);
let l_95 = shared_memory_21[l_94];
let l_96 = a_45[u32(1)];
let l_97 = l_95 * l_96;
let l_98 = a_37[u32(0)];
let l_99 = l_98 + l_97;
a_37[u32(0)] = l_99;
let l_100 = u32(0) + l_mut_23;
let l_101 = l_100 + u32(2);
let l_102 = shared_memory_21[l_101];
let l_103 = a_45[u32(2)];
let l_104 = l_102 * l_103;
let l_105 = a_37[u32(0)];
let l_106 = l_105 + l_104;
a_37[u32(0)] = l_106;
let l_107 = u32(0) + l_mut_23;
let l_108 = l_107 + u32(3);
let l_109 = shared_memory_21[l_108];
let l_110 = a_45[u32(3)];
let l_111 = l_109 * l_110;
let l_112 = a_37[u32(0)];
let l_113 = l_112 + l_111;
a_37[u32(0)] = l_113;
let l_114 = u32(0) + l_mut_23;
let l_115 = l_114 + u32(4);
let l_116 = shared_memory_21[l_115];
let l_117 = a_45[u32(4)];
let l_118 = l_116 * l_117;
let l_119 = a_37[u32(0)];
let l_120 = l_119 + l_118;
a_37[u32(0)] = l_120;
let l_121 = u32(0) + l_mut_23;
let l_122 = l_121 + u32(5);
let l_123 = shared_memory_21[l_122];
let l_124 = a_45[u32(5)];
let l_125 = l_123 * l_124;
let l_126 = a_37[u32(0)];
let l_127 = l_126 + l_125;
a_37[u32(0)] = l_127;
let l_128 = u32(0) + l_mut_23;
let l_129 = l_128 + u32(6);
let l_130 = shared_memory_21[l_129];
let l_131 = a_45[u32(6)];
let l_132 = l_130 * l_131;
let l_133 = a_37[u32(0)];
let l_134 = l_133 + l_132;
a_37[u32(0)] = l_134;
let l_135 = u32(0) + l_mut_23;
let l_136 = l_135 + u32(7);
let l_137 = shared_memory_21[l_136];
let l_138 = a_45[u32(7)];
let l_139 = l_137 * l_138;
let l_140 = a_37[u32(0)];
let l_141 = l_140 + l_139;
a_37[u32(0)] = l_141;
l_mut_23 = l_mut_23 + u32(8);
}
let l_142 = l_36 * u32(1);
let l_143 = l_142 + u32(0);
let l_144 = l_143 * u32(128);
let l_145 = l_144 + l_35;
let l_146 = a_37[u32(0)];
shared_memory_20[l_145] = l_146;
}
workgroupBarrier();
l_mut_31 = local_idx;
loop {
let l_147 = l_mut_31 < u32(128);
let l_148 = !l_147;
if l_148 {
break;
}
let l_150 = info.scalars_u32[3] + l_mut_31;
let l_151 = buffer_1_global[l_150];
a_149[u32(0)] = l_151;
let l_152 = u32(0) + l_mut_31;
let l_153 = shared_memory_20[l_152];
let l_154 = a_149[u32(0)];
let l_155 = l_154 + l_153;
a_149[u32(0)] = l_155;
let l_156 = u32(128) + l_mut_31;
let l_157 = shared_memory_20[l_156];
let l_158 = a_149[u32(0)];
let l_159 = l_158 + l_157;
a_149[u32(0)] = l_159;
let l_160 = u32(256) + l_mut_31;
let l_161 = shared_memory_20[l_160];
let l_162 = a_149[u32(0)];
let l_163 = l_162 + l_161;
a_149[u32(0)] = l_163;
let l_164 = u32(384) + l_mut_31;
let l_165 = shared_memory_20[l_164];
let l_166 = a_149[u32(0)];
let l_167 = l_166 + l_165;
a_149[u32(0)] = l_167;
let l_168 = a_149[u32(0)];
let l_169 = l_4 + u32(0);
let l_170 = l_169 < info.scalars_u32[0];
if l_170 {
let l_171 = l_169 * u32(128);
let l_172 = l_171 + l_mut_31;
buffer_4_global[l_172] = l_168;
}
let l_173 = u32(0) + l_mut_31;
let l_174 = -l_168;
let l_175 = exp(l_174);
let l_176 = f32(1.0) + l_175;
let l_177 = f32(1.0) / l_176;
let l_178 = l_168 * l_177;
shared_memory_22[l_173] = l_178;
l_mut_31 = l_mut_31 + u32(512);
}
workgroupBarrier();
l_mut_23 = local_idx;
loop {
let l_179 = l_mut_23 < u32(384);
let l_180 = !l_179;
if l_180 {
break;
}
l_mut_181 = l_mut_23;
let l_183 = info.scalars_u32[5] + l_mut_181;
let l_184 = buffer_1_global[l_183];
a_182[u32(0)] = l_184;
l_mut_185 = l_mut_23;
l_mut_186 = u32(0);
loop {
let l_187 = u32(0) + u32(128);
let l_188 = l_mut_186 < l_187;
let l_189 = !l_188;
if l_189 {
break;
}
let l_191 = l_mut_186 + u32(0);
let l_192 = l_191 * u32(384);
let l_193 = info.scalars_u32[4] + l_192;
let l_194 = l_193 + l_mut_185;
let l_195 = buffer_1_global[l_194];
a_190[u32(0)] = l_195;
let l_196 = l_mut_186 + u32(1);
let l_197 = l_196 * u32(384);
let l_198 = info.scalars_u32[4] + l_197;
let l_199 = l_198 + l_mut_185;
let l_200 = buffer_1_global[l_199];
a_190[u32(1)] = l_200;
let l_201 = l_mut_186 + u32(2);
let l_202 = l_201 * u32(384);
let l_203 = info.scalars_u32[4] + l_202;
let l_204 = l_203 + l_mut_185;
let l_205 = buffer_1_global[l_204];
a_190[u32(2)] = l_205;
let l_206 = l_mut_186 + u32(3);
let l_207 = l_206 * u32(384);
let l_208 = info.scalars_u32[4] + l_207;
let l_209 = l_208 + l_mut_185;
let l_210 = buffer_1_global[l_209];
a_190[u32(3)] = l_210;
let l_211 = l_mut_186 + u32(4);
let l_212 = l_211 * u32(384);
let l_213 = info.scalars_u32[4] + l_212;
let l_214 = l_213 + l_mut_185;
let l_215 = buffer_1_global[l_214];
a_190[u32(4)] = l_215;
let l_216 = l_mut_186 + u32(5);
let l_217 = l_216 * u32(384);
let l_218 = info.scalars_u32[4] + l_217;
let l_219 = l_218 + l_mut_185;
let l_220 = buffer_1_global[l_219];
a_190[u32(5)] = l_220;
let l_221 = l_mut_186 + u32(6);
let l_222 = l_221 * u32(384);
let l_223 = info.scalars_u32[4] + l_222;
let l_224 = l_223 + l_mut_185;
let l_225 = buffer_1_global[l_224];
a_190[u32(6)] = l_225;
let l_226 = l_mut_186 + u32(7);
let l_227 = l_226 * u32(384);
let l_228 = info.scalars_u32[4] + l_227;
let l_229 = l_228 + l_mut_185;
let l_230 = buffer_1_global[l_229];
a_190[u32(7)] = l_230;
let l_231 = u32(0) + l_mut_186;
let l_232 = l_231 + u32(0);
let l_233 = shared_memory_22[l_232];
let l_234 = a_190[u32(0)];
let l_235 = l_233 * l_234;
let l_236 = a_182[u32(0)];
let l_237 = l_236 + l_235;
a_182[u32(0)] = l_237;
let l_238 = u32(0) + l_mut_186;
let l_239 = l_238 + u32(1);
let l_240 = shared_memory_22[l_239];
let l_241 = a_190[u32(1)];
let l_242 = l_240 * l_241;
let l_243 = a_182[u32(0)];
let l_244 = l_243 + l_242;
a_182[u32(0)] = l_244;
let l_245 = u32(0) + l_mut_186;
let l_246 = l_245 + u32(2);
let l_247 = shared_memory_22[l_246];
let l_248 = a_190[u32(2)];
let l_249 = l_247 * l_248;
let l_250 = a_182[u32(0)];
let l_251 = l_250 + l_249;
a_182[u32(0)] = l_251;
let l_252 = u32(0) + l_mut_186;
let l_253 = l_252 + u32(3);
let l_254 = shared_memory_22[l_253];
let l_255 = a_190[u32(3)];
let l_256 = l_254 * l_255;
let l_257 = a_182[u32(0)];
let l_258 = l_257 + l_256;
a_182[u32(0)] = l_258;
let l_259 = u32(0) + l_mut_186;
let l_260 = l_259 + u32(4);
let l_261 = shared_memory_22[l_260];
let l_262 = a_190[u32(4)];
let l_263 = l_261 * l_262;
let l_264 = a_182[u32(0)];
let l_265 = l_264 + l_263;
a_182[u32(0)] = l_265;
let l_266 = u32(0) + l_mut_186;
let l_267 = l_266 + u32(5);
let l_268 = shared_memory_22[l_267];
let l_269 = a_190[u32(5)];
let l_270 = l_268 * l_269;
let l_271 = a_182[u32(0)];
let l_272 = l_271 + l_270;
a_182[u32(0)] = l_272;
let l_273 = u32(0) + l_mut_186;
let l_274 = l_273 + u32(6);
let l_275 = shared_memory_22[l_274];
let l_276 = a_190[u32(6)];
let l_277 = l_275 * l_276;
let l_278 = a_182[u32(0)];
let l_279 = l_278 + l_277;
a_182[u32(0)] = l_279;
let l_280 = u32(0) + l_mut_186;
let l_281 = l_280 + u32(7);
let l_282 = shared_memory_22[l_281];
let l_283 = a_190[u32(7)];
let l_284 = l_282 * l_283;
let l_285 = a_182[u32(0)];
let l_286 = l_285 + l_284;
a_182[u32(0)] = l_286;
l_mut_186 = l_mut_186 + u32(8);
}
let l_287 = l_4 + u32(0);
let l_288 = l_287 < info.scalars_u32[0];
if l_288 {
let l_289 = l_287 * u32(384);
let l_290 = l_289 + l_mut_181;
let l_291 = a_182[u32(0)];
buffer_5_global[l_290] = l_291;
}
l_mut_23 = l_mut_23 + u32(512);
}
}
