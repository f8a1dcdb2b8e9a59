@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<atomic<u32>>;

struct info_st {
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

var<workgroup> shared_memory_5: array<u32, 4096>;

var<workgroup> shared_memory_6: array<u32, 512>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn scan_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_14: u32;
var l_mut_189: u32;
var l_mut_190: u32;
var l_mut_196: u32;
var l_mut_3: u32;
var l_mut_7: u32;
var l_mut_8: u32;
var l_mut_9: u32;
let l_0 = workgroup_id_no_axis * info.scalars_u32[2];
let l_1 = l_0 >= info.scalars_u32[1];
if l_1 {
return;
}
let l_2 = l_0 + info.scalars_u32[2];
l_mut_3 = l_2;
let l_4 = l_mut_3 > info.scalars_u32[1];
if l_4 {
l_mut_3 = info.scalars_u32[1];
}
l_mut_7 = u32(0);
l_mut_8 = u32(0);
l_mut_9 = l_0;
loop {
let l_10 = l_mut_9 < l_mut_3;
let l_11 = !l_10;
if l_11 {
break;
}
let l_12 = u32(0) + local_idx;
let l_13 = l_mut_9 + l_12;
l_mut_14 = u32(0);
let l_15 = l_13 < l_mut_3;
let l_16 = l_13 < info.scalars_u32[0];
let l_17 = l_15 && l_16;
if l_17 {
let l_18 = buffer_0_global[l_13];
l_mut_14 = l_18;
}
shared_memory_5[l_12] = l_mut_14;
let l_19 = u32(256) + local_idx;
let l_20 = l_mut_9 + l_19;
l_mut_14 = u32(0);
let l_21 = l_20 < l_mut_3;
let l_22 = l_20 < info.scalars_u32[0];
let l_23 = l_21 && l_22;
if l_23 {
let l_24 = buffer_0_global[l_20];
l_mut_14 = l_24;
}
shared_memory_5[l_19] = l_mut_14;
let l_25 = u32(512) + local_idx;
let l_26 = l_mut_9 + l_25;
l_mut_14 = u32(0);
let l_27 = l_26 < l_mut_3;
let l_28 = l_26 < info.scalars_u32[0];
let l_29 = l_27 && l_28;
if l_29 {
let l_30 = buffer_0_global[l_26];
l_mut_14 = l_30;
}
shared_memory_5[l_25] = l_mut_14;
let l_31 = u32(768) + local_idx;
let l_32 = l_mut_9 + l_31;
l_mut_14 = u32(0);
let l_33 = l_32 < l_mut_3;
let l_34 = l_32 < info.scalars_u32[0];
let l_35 = l_33 && l_34;
if l_35 {
let l_36 = buffer_0_global[l_32];
l_mut_14 = l_36;
}
shared_memory_5[l_31] = l_mut_14;
let l_37 = u32(1024) + local_idx;
let l_38 = l_mut_9 + l_37;
l_mut_14 = u32(0);
let l_39 = l_38 < l_mut_3;
let l_40 = l_38 < info.scalars_u32[0];
let l_41 = l_39 && l_40;
if l_41 {
let l_42 = buffer_0_global[l_38];
l_mut_14 = l_42;
}
shared_memory_5[l_37] = l_mut_14;
let l_43 = u32(1280) + local_idx;
let l_44 = l_mut_9 + l_43;
l_mut_14 = u32(0);
let l_45 = l_44 < l_mut_3;
let l_46 = l_44 < info.scalars_u32[0];
let l_47 = l_45 && l_46;
if l_47 {
let l_48 = buffer_0_global[l_44];
l_mut_14 = l_48;
}
shared_memory_5[l_43] = l_mut_14;
let l_49 = u32(1536) + local_idx;
let l_50 = l_mut_9 + l_49;
l_mut_14 = u32(0);
let l_51 = l_50 < l_mut_3;
let l_52 = l_50 < info.scalars_u32[0];
let l_53 = l_51 && l_52;
if l_53 {
let l_54 = buffer_0_global[l_50];
l_mut_14 = l_54;
}
shared_memory_5[l_49] = l_mut_14;
let l_55 = u32(1792) + local_idx;
let l_56 = l_mut_9 + l_55;
l_mut_14 = u32(0);
let l_57 = l_56 < l_mut_3;
let l_58 = l_56 < info.scalars_u32[0];
let l_59 = l_57 && l_58;
if l_59 {
let l_60 = buffer_0_global[l_56];
l_mut_14 = l_60;
}
shared_memory_5[l_55] = l_mut_14;
let l_61 = u32(2048) + local_idx;
let l_62 = l_mut_9 + l_61;
l_mut_14 = u32(0);
let l_63 = l_62 < l_mut_3;
let l_64 = l_62 < info.scalars_u32[0];
let l_65 = l_63 && l_64;
if l_65 {
let l_66 = buffer_0_global[l_62];
l_mut_14 = l_66;
}
shared_memory_5[l_61] = l_mut_14;
let l_67 = u32(2304) + local_idx;
let l_68 = l_mut_9 + l_67;
l_mut_14 = u32(0);
let l_69 = l_68 < l_mut_3;
let l_70 = l_68 < info.scalars_u32[0];
let l_71 = l_69 && l_70;
if l_71 {
let l_72 = buffer_0_global[l_68];
l_mut_14 = l_72;
}
shared_memory_5[l_67] = l_mut_14;
let l_73 = u32(2560) + local_idx;
let l_74 = l_mut_9 + l_73;
l_mut_14 = u32(0);
let l_75 = l_74 < l_mut_3;
let l_76 = l_74 < info.scalars_u32[0];
let l_77 = l_75 && l_76;
if l_77 {
let l_78 = buffer_0_global[l_74];
l_mut_14 = l_78;
}
shared_memory_5[l_73] = l_mut_14;
let l_79 = u32(2816) + local_idx;
let l_80 = l_mut_9 + l_79;
l_mut_14 = u32(0);
let l_81 = l_80 < l_mut_3;
let l_82 = l_80 < info.scalars_u32[0];
let l_83 = l_81 && l_82;
if l_83 {
let l_84 = buffer_0_global[l_80];
l_mut_14 = l_84;
}
shared_memory_5[l_79] = l_mut_14;
let l_85 = u32(3072) + local_idx;
let l_86 = l_mut_9 + l_85;
l_mut_14 = u32(0);
let l_87 = l_86 < l_mut_3;
let l_88 = l_86 < info.scalars_u32[0];
let l_89 = l_87 && l_88;
if l_89 {
let l_90 = buffer_0_global[l_86];
l_mut_14 = l_90;
}
shared_memory_5[l_85] = l_mut_14;
let l_91 = u32(3328) + local_idx;
let l_92 = l_mut_9 + l_91;
l_mut_14 = u32(0);
let l_93 = l_92 < l_mut_3;
let l_94 = l_92 < info.scalars_u32[0];
let l_95 = l_93 && l_94;
if l_95 {
let l_96 = buffer_0_global[l_92];
l_mut_14 = l_96;
}
shared_memory_5[l_91] = l_mut_14;
let l_97 = u32(3584) + local_idx;
let l_98 = l_mut_9 + l_97;
l_mut_14 = u32(0);
let l_99 = l_98 < l_mut_3;
let l_100 = l_98 < info.scalars_u32[0];
let l_101 = l_99 && l_100;
if l_101 {
let l_102 = buffer_0_global[l_98];
l_mut_14 = l_102;
}
shared_memory_5[l_97] = l_mut_14;
let l_103 = u32(3840) + local_idx;
let l_104 = l_mut_9 + l_103;
l_mut_14 = u32(0);
let l_105 = l_104 < l_mut_3;
let l_106 = l_104 < info.scalars_u32[0];
let l_107 = l_105 && l_106;
if l_107 {
let l_108 = buffer_0_global[l_104];
l_mut_14 = l_108;
}
shared_memory_5[l_103] = l_mut_14;
workgroupBarrier();
l_mut_14 = u32(0);
let l_109 = local_idx * u32(16);
let l_110 = l_109 + u32(0);
let l_111 = shared_memory_5[l_110];
let l_112 = l_mut_14 + l_111;
let l_113 = l_112 < l_mut_14;
if l_113 {
l_mut_8 = u32(1);
}
l_mut_14 = l_112;
let l_114 = local_idx * u32(16);
let l_115 = l_114 + u32(1);
let l_116 = shared_memory_5[l_115];
let l_117 = l_mut_14 + l_116;
let l_118 = l_117 < l_mut_14;
if l_118 {
l_mut_8 = u32(1);
}
l_mut_14 = l_117;
let l_119 = local_idx * u32(16);
let l_120 = l_119 + u32(2);
let l_121 = shared_memory_5[l_120];
let l_122 = l_mut_14 + l_121;
let l_123 = l_122 < l_mut_14;
if l_123 {
l_mut_8 = u32(1);
}
l_mut_14 = l_122;
let l_124 = local_idx * u32(16);
let l_125 = l_124 + u32(3);
let l_126 = shared_memory_5[l_125];
let l_127 = l_mut_14 + l_126;
let l_128 = l_127 < l_mut_14;
if l_128 {
l_mut_8 = u32(1);
}
l_mut_14 = l_127;
let l_129 = local_idx * u32(16);
let l_130 = l_129 + u32(4);
let l_131 = shared_memory_5[l_130];
let l_132 = l_mut_14 + l_131;
let l_133 = l_132 < l_mut_14;
if l_133 {
l_mut_8 = u32(1);
}
l_mut_14 = l_132;
let l_134 = local_idx * u32(16);
let l_135 = l_134 + u32(5);
let l_136 = shared_memory_5[l_135];
let l_137 = l_mut_14 + l_136;
let l_138 = l_137 < l_mut_14;
if l_138 {
l_mut_8 = u32(1);
}
l_mut_14 = l_137;
let l_139 = local_idx * u32(16);
let l_140 = l_139 + u32(6);
let l_141 = shared_memory_5[l_140];
let l_142 = l_mut_14 + l_141;
let l_143 = l_142 < l_mut_14;
if l_143 {
l_mut_8 = u32(1);
}
l_mut_14 = l_142;
let l_144 = local_idx * u32(16);
let l_145 = l_144 + u32(7);
let l_146 = shared_memory_5[l_145];
let l_147 = l_mut_14 + l_146;
let l_148 = l_147 < l_mut_14;
if l_148 {
l_mut_8 = u32(1);
}
l_mut_14 = l_147;
let l_149 = local_idx * u32(16);
let l_150 = l_149 + u32(8);
let l_151 = shared_memory_5[l_150];
let l_152 = l_mut_14 + l_151;
let l_153 = l_152 < l_mut_14;
if l_153 {
l_mut_8 = u32(1);
}
l_mut_14 = l_152;
let l_154 = local_idx * u32(16);
let l_155 = l_154 + u32(9);
let l_156 = shared_memory_5[l_155];
let l_157 = l_mut_14 + l_156;
let l_158 = l_157 < l_mut_14;
if l_158 {
l_mut_8 = u32(1);
}
l_mut_14 = l_157;
let l_159 = local_idx * u32(16);
let l_160 = l_159 + u32(10);
let l_161 = shared_memory_5[l_160];
let l_162 = l_mut_14 + l_161;
let l_163 = l_162 < l_mut_14;
if l_163 {
l_mut_8 = u32(1);
}
l_mut_14 = l_162;
let l_164 = local_idx * u32(16);
let l_165 = l_164 + u32(11);
let l_166 = shared_memory_5[l_165];
let l_167 = l_mut_14 + l_166;
let l_168 = l_167 < l_mut_14;
if l_168 {
l_mut_8 = u32(1);
}
l_mut_14 = l_167;
let l_169 = local_idx * u32(16);
let l_170 = l_169 + u32(12);
let l_171 = shared_memory_5[l_170];
let l_172 = l_mut_14 + l_171;
let l_173 = l_172 < l_mut_14;
if l_173 {
l_mut_8 = u32(1);
}
l_mut_14 = l_172;
let l_174 = local_idx * u32(16);
let l_175 = l_174 + u32(13);
let l_176 = shared_memory_5[l_175];
let l_177 = l_mut_14 + l_176;
let l_178 = l_177 < l_mut_14;
if l_178 {
l_mut_8 = u32(1);
}
l_mut_14 = l_177;
let l_179 = local_idx * u32(16);
let l_180 = l_179 + u32(14);
let l_181 = shared_memory_5[l_180];
let l_182 = l_mut_14 + l_181;
let l_183 = l_182 < l_mut_14;
if l_183 {
l_mut_8 = u32(1);
}
l_mut_14 = l_182;
let l_184 = local_idx * u32(16);
let l_185 = l_184 + u32(15);
let l_186 = shared_memory_5[l_185];
let l_187 = l_mut_14 + l_186;
let l_188 = l_187 < l_mut_14;
if l_188 {
l_mut_8 = u32(1);
}
l_mut_14 = l_187;
shared_memory_6[local_idx] = l_mut_14;
workgroupBarrier();
l_mut_189 = u32(0);
l_mut_190 = u32(1);
loop {
let l_191 = l_mut_190 < u32(256);
let l_192 = !l_191;
if l_192 {
break;
}
let l_193 = l_mut_189 * u32(256);
let l_194 = l_193 + local_idx;
let l_195 = shared_memory_6[l_194];
l_mut_196 = l_195;
let l_197 = local_idx >= l_mut_190;
if l_197 {
let l_198 = l_mut_189 * u32(256);
let l_199 = l_198 + local_idx;
let l_200 = l_199 - l_mut_190;
let l_201 = shared_memory_6[l_200];
let l_202 = l_mut_196 + l_201;
let l_203 = l_202 < l_mut_196;
if l_203 {
l_mut_8 = u32(1);
}
l_mut_196 = l_202;
}
let l_204 = u32(1) - l_mut_189;
let l_205 = l_204 * u32(256);
let l_206 = l_205 + local_idx;
shared_memory_6[l_206] = l_mut_196;
let l_207 = u32(1) - l_mut_189;
l_mut_189 = l_207;
l_mut_190 = l_mut_190 * u32(2);
workgroupBarrier();
}
let l_208 = l_mut_189 * u32(256);
let l_209 = l_208 + local_idx;
let l_210 = shared_memory_6[l_209];
let l_211 = l_mut_189 * u32(256);
let l_212 = l_211 + u32(256);
let l_213 = l_212 - u32(1);
let l_214 = shared_memory_6[l_213];
let l_215 = l_210 - l_mut_14;
let l_216 = l_mut_7 + l_215;
l_mut_196 = l_216;
let l_217 = l_mut_196 < l_mut_7;
if l_217 {
l_mut_8 = u32(1);
}
let l_218 = local_idx * u32(16);
let l_219 = l_218 + u32(0);
let l_220 = shared_memory_5[l_219];
shared_memory_5[l_219] = l_mut_196;
l_mut_196 = l_mut_196 + l_220;
let l_221 = local_idx * u32(16);
let l_222 = l_221 + u32(1);
let l_223 = shared_memory_5[l_222];
shared_memory_5[l_222] = l_mut_196;
l_mut_196 = l_mut_196 + l_223;
let l_224 = local_idx * u32(16);
let l_225 = l_224 + u32(2);
let l_226 = shared_memory_5[l_225];
shared_memory_5[l_225] = l_mut_196;
l_mut_196 = l_mut_196 + l_226;
let l_227 = local_idx * u32(16);
let l_228 = l_227 + u32(3);
let l_229 = shared_memory_5[l_228];
shared_memory_5[l_228] = l_mut_196;
l_mut_196 = l_mut_196 + l_229;
let l_230 = local_idx * u32(16);
let l_231 = l_230 + u32(4);
let l_232 = shared_memory_5[l_231];
shared_memory_5[l_231] = l_mut_196;
l_mut_196 = l_mut_196 + l_232;
let l_233 = local_idx * u32(16);
let l_234 = l_233 + u32(5);
let l_235 = shared_memory_5[l_234];
shared_memory_5[l_234] = l_mut_196;
l_mut_196 = l_mut_196 + l_235;
let l_236 = local_idx * u32(16);
let l_237 = l_236 + u32(6);
let l_238 = shared_memory_5[l_237];
shared_memory_5[l_237] = l_mut_196;
l_mut_196 = l_mut_196 + l_238;
let l_239 = local_idx * u32(16);
let l_240 = l_239 + u32(7);
let l_241 = shared_memory_5[l_240];
shared_memory_5[l_240] = l_mut_196;
l_mut_196 = l_mut_196 + l_241;
let l_242 = local_idx * u32(16);
let l_243 = l_242 + u32(8);
let l_244 = shared_memory_5[l_243];
shared_memory_5[l_243] = l_mut_196;
l_mut_196 = l_mut_196 + l_244;
let l_245 = local_idx * u32(16);
let l_246 = l_245 + u32(9);
let l_247 = shared_memory_5[l_246];
shared_memory_5[l_246] = l_mut_196;
l_mut_196 = l_mut_196 + l_247;
let l_248 = local_idx * u32(16);
let l_249 = l_248 + u32(10);
let l_250 = shared_memory_5[l_249];
shared_memory_5[l_249] = l_mut_196;
l_mut_196 = l_mut_196 + l_250;
let l_251 = local_idx * u32(16);
let l_252 = l_251 + u32(11);
let l_253 = shared_memory_5[l_252];
shared_memory_5[l_252] = l_mut_196;
l_mut_196 = l_mut_196 + l_253;
let l_254 = local_idx * u32(16);
let l_255 = l_254 + u32(12);
let l_256 = shared_memory_5[l_255];
shared_memory_5[l_255] = l_mut_196;
l_mut_196 = l_mut_196 + l_256;
let l_257 = local_idx * u32(16);
let l_258 = l_257 + u32(13);
let l_259 = shared_memory_5[l_258];
shared_memory_5[l_258] = l_mut_196;
l_mut_196 = l_mut_196 + l_259;
let l_260 = local_idx * u32(16);
let l_261 = l_260 + u32(14);
let l_262 = shared_memory_5[l_261];
shared_memory_5[l_261] = l_mut_196;
l_mut_196 = l_mut_196 + l_262;
let l_263 = local_idx * u32(16);
let l_264 = l_263 + u32(15);
let l_265 = shared_memory_5[l_264];
shared_memory_5[l_264] = l_mut_196;
l_mut_196 = l_mut_196 + l_265;
workgroupBarrier();
let l_266 = u32(0) + local_idx;
let l_267 = l_mut_9 + l_266;
let l_268 = l_267 < l_mut_3;
if l_268 {
let l_269 = shared_memory_5[l_266];
buffer_1_global[l_267] = l_269;
}
let l_270 = u32(256) + local_idx;
let l_271 = l_mut_9 + l_270;
let l_272 = l_271 < l_mut_3;
if l_272 {
let l_273 = shared_memory_5[l_270];
buffer_1_global[l_271] = l_273;
}
let l_274 = u32(512) + local_idx;
let l_275 = l_mut_9 + l_274;
let l_276 = l_275 < l_mut_3;
if l_276 {
let l_277 = shared_memory_5[l_274];
buffer_1_global[l_275] = l_277;
}
let l_278 = u32(768) + local_idx;
let l_279 = l_mut_9 + l_278;
let l_280 = l_279 < l_mut_3;
if l_280 {
let l_281 = shared_memory_5[l_278];
buffer_1_global[l_279] = l_281;
}
let l_282 = u32(1024) + local_idx;
let l_283 = l_mut_9 + l_282;
let l_284 = l_283 < l_mut_3;
if l_284 {
let l_285 = shared_memory_5[l_282];
buffer_1_global[l_283] = l_285;
}
let l_286 = u32(1280) + local_idx;
let l_287 = l_mut_9 + l_286;
let l_288 = l_287 < l_mut_3;
if l_288 {
let l_289 = shared_memory_5[l_286];
buffer_1_global[l_287] = l_289;
}
let l_290 = u32(1536) + local_idx;
let l_291 = l_mut_9 + l_290;
let l_292 = l_291 < l_mut_3;
if l_292 {
let l_293 = shared_memory_5[l_290];
buffer_1_global[l_291] = l_293;
}
let l_294 = u32(1792) + local_idx;
let l_295 = l_mut_9 + l_294;
let l_296 = l_295 < l_mut_3;
if l_296 {
let l_297 = shared_memory_5[l_294];
buffer_1_global[l_295] = l_297;
}
let l_298 = u32(2048) + local_idx;
let l_299 = l_mut_9 + l_298;
let l_300 = l_299 < l_mut_3;
if l_300 {
let l_301 = shared_memory_5[l_298];
buffer_1_global[l_299] = l_301;
}
let l_302 = u32(2304) + local_idx;
let l_303 = l_mut_9 + l_302;
let l_304 = l_303 < l_mut_3;
if l_304 {
let l_305 = shared_memory_5[l_302];
buffer_1_global[l_303] = l_305;
}
let l_306 = u32(2560) + local_idx;
let l_307 = l_mut_9 + l_306;
let l_308 = l_307 < l_mut_3;
if l_308 {
let l_309 = shared_memory_5[l_306];
buffer_1_global[l_307] = l_309;
}
let l_310 = u32(2816) + local_idx;
let l_311 = l_mut_9 + l_310;
let l_312 = l_311 < l_mut_3;
if l_312 {
let l_313 = shared_memory_5[l_310];
buffer_1_global[l_311] = l_313;
}
let l_314 = u32(3072) + local_idx;
let l_315 = l_mut_9 + l_314;
let l_316 = l_315 < l_mut_3;
if l_316 {
let l_317 = shared_memory_5[l_314];
buffer_1_global[l_315] = l_317;
}
let l_318 = u32(3328) + local_idx;
let l_319 = l_mut_9 + l_318;
let l_320 = l_319 < l_mut_3;
if l_320 {
let l_321 = shared_memory_5[l_318];
buffer_1_global[l_319] = l_321;
}
let l_322 = u32(3584) + local_idx;
let l_323 = l_mut_9 + l_322;
let l_324 = l_323 < l_mut_3;
if l_324 {
let l_325 = shared_memory_5[l_322];
buffer_1_global[l_323] = l_325;
}
let l_326 = u32(3840) + local_idx;
let l_327 = l_mut_9 + l_326;
let l_328 = l_327 < l_mut_3;
if l_328 {
let l_329 = shared_memory_5[l_326];
buffer_1_global[l_327] = l_329;
}
let l_330 = l_mut_7 + l_214;
let l_331 = l_330 < l_mut_7;
if l_331 {
l_mut_8 = u32(1);
}
l_mut_7 = l_330;
l_mut_9 = l_mut_9 + u32(4096);
workgroupBarrier();
}
let l_332 = local_idx == u32(0);
if l_332 {
buffer_2_global[workgroup_id_no_axis] = l_mut_7;
}
let l_333 = l_mut_8 != u32(0);
if l_333 {
let l_334 = &buffer_3_global[u32(0)];
let l_335 = atomicAdd(l_334, u32(1));}
}
