@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 6>,
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
var<storage, read> info: info_st;

var<workgroup> shared_memory_225: array<u32, 256>;

var<workgroup> shared_memory_226: array<u32, 256>;

var<workgroup> shared_memory_227: array<u32, 256>;

var<workgroup> shared_memory_228: array<u32, 256>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn small_fill_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_202: u32;
var l_mut_203: u32;
var l_mut_232: u32;
var l_mut_365: f32;
var l_mut_379: f32;
var l_mut_393: f32;
var l_mut_410: i32;
var l_mut_417: i32;
var l_mut_422: i32;
var l_mut_7: u32;
var l_mut_8: u32;
var l_mut_9: u32;
let l_0 = &buffer_8_global[u32(8)];
let l_1 = atomicLoad(l_0);
let l_2 = l_1 == u32(0);
if l_2 {
return;
}
let l_3 = workgroup_id_no_axis == u32(0);
let l_4 = local_idx == u32(0);
let l_5 = l_3 && l_4;
let l_6 = info.scalars_u32[0] * info.scalars_u32[5];
l_mut_7 = u32(0);
l_mut_8 = u32(4294967295);
l_mut_9 = u32(0);
let l_10 = local_idx * u32(16);
let l_11 = l_10 + u32(0);
let l_12 = l_11 < l_6;
if l_12 {
let l_13 = buffer_2_global[l_11];
let l_14 = l_13 & u32(1073741823);
l_mut_7 = l_mut_7 + l_14;
let l_15 = l_13 & u32(1073741824);
let l_16 = l_15 != u32(0);
let l_17 = l_mut_8 == u32(4294967295);
let l_18 = l_16 && l_17;
if l_18 {
let l_19 = l_11 / info.scalars_u32[5];
l_mut_8 = l_19;
}
let l_20 = l_13 & u32(2147483648);
let l_21 = l_20 != u32(0);
if l_21 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_22 = local_idx * u32(16);
let l_23 = l_22 + u32(1);
let l_24 = l_23 < l_6;
if l_24 {
let l_25 = buffer_2_global[l_23];
let l_26 = l_25 & u32(1073741823);
l_mut_7 = l_mut_7 + l_26;
let l_27 = l_25 & u32(1073741824);
let l_28 = l_27 != u32(0);
let l_29 = l_mut_8 == u32(4294967295);
let l_30 = l_28 && l_29;
if l_30 {
let l_31 = l_23 / info.scalars_u32[5];
l_mut_8 = l_31;
}
let l_32 = l_25 & u32(2147483648);
let l_33 = l_32 != u32(0);
if l_33 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_34 = local_idx * u32(16);
let l_35 = l_34 + u32(2);
let l_36 = l_35 < l_6;
if l_36 {
let l_37 = buffer_2_global[l_35];
let l_38 = l_37 & u32(1073741823);
l_mut_7 = l_mut_7 + l_38;
let l_39 = l_37 & u32(1073741824);
let l_40 = l_39 != u32(0);
let l_41 = l_mut_8 == u32(4294967295);
let l_42 = l_40 && l_41;
if l_42 {
let l_43 = l_35 / info.scalars_u32[5];
l_mut_8 = l_43;
}
let l_44 = l_37 & u32(2147483648);
let l_45 = l_44 != u32(0);
if l_45 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_46 = local_idx * u32(16);
let l_47 = l_46 + u32(3);
let l_48 = l_47 < l_6;
if l_48 {
let l_49 = buffer_2_global[l_47];
let l_50 = l_49 & u32(1073741823);
l_mut_7 = l_mut_7 + l_50;
let l_51 = l_49 & u32(1073741824);
let l_52 = l_51 != u32(0);
let l_53 = l_mut_8 == u32(4294967295);
let l_54 = l_52 && l_53;
if l_54 {
let l_55 = l_47 / info.scalars_u32[5];
l_mut_8 = l_55;
}
let l_56 = l_49 & u32(2147483648);
let l_57 = l_56 != u32(0);
if l_57 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_58 = local_idx * u32(16);
let l_59 = l_58 + u32(4);
let l_60 = l_59 < l_6;
if l_60 {
let l_61 = buffer_2_global[l_59];
let l_62 = l_61 & u32(1073741823);
l_mut_7 = l_mut_7 + l_62;
let l_63 = l_61 & u32(1073741824);
let l_64 = l_63 != u32(0);
let l_65 = l_mut_8 == u32(4294967295);
let l_66 = l_64 && l_65;
if l_66 {
let l_67 = l_59 / info.scalars_u32[5];
l_mut_8 = l_67;
}
let l_68 = l_61 & u32(2147483648);
let l_69 = l_68 != u32(0);
if l_69 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_70 = local_idx * u32(16);
let l_71 = l_70 + u32(5);
let l_72 = l_71 < l_6;
if l_72 {
let l_73 = buffer_2_global[l_71];
let l_74 = l_73 & u32(1073741823);
l_mut_7 = l_mut_7 + l_74;
let l_75 = l_73 & u32(1073741824);
let l_76 = l_75 != u32(0);
let l_77 = l_mut_8 == u32(4294967295);
let l_78 = l_76 && l_77;
if l_78 {
let l_79 = l_71 / info.scalars_u32[5];
l_mut_8 = l_79;
}
let l_80 = l_73 & u32(2147483648);
let l_81 = l_80 != u32(0);
if l_81 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_82 = local_idx * u32(16);
let l_83 = l_82 + u32(6);
let l_84 = l_83 < l_6;
if l_84 {
let l_85 = buffer_2_global[l_83];
let l_86 = l_85 & u32(1073741823);
l_mut_7 = l_mut_7 + l_86;
let l_87 = l_85 & u32(1073741824);
let l_88 = l_87 != u32(0);
let l_89 = l_mut_8 == u32(4294967295);
let l_90 = l_88 && l_89;
if l_90 {
let l_91 = l_83 / info.scalars_u32[5];
l_mut_8 = l_91;
}
let l_92 = l_85 & u32(2147483648);
let l_93 = l_92 != u32(0);
if l_93 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_94 = local_idx * u32(16);
let l_95 = l_94 + u32(7);
let l_96 = l_95 < l_6;
if l_96 {
let l_97 = buffer_2_global[l_95];
let l_98 = l_97 & u32(1073741823);
l_mut_7 = l_mut_7 + l_98;
let l_99 = l_97 & u32(1073741824);
let l_100 = l_99 != u32(0);
let l_101 = l_mut_8 == u32(4294967295);
let l_102 = l_100 && l_101;
if l_102 {
let l_103 = l_95 / info.scalars_u32[5];
l_mut_8 = l_103;
}
let l_104 = l_97 & u32(2147483648);
let l_105 = l_104 != u32(0);
if l_105 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_106 = local_idx * u32(16);
let l_107 = l_106 + u32(8);
let l_108 = l_107 < l_6;
if l_108 {
let l_109 = buffer_2_global[l_107];
let l_110 = l_109 & u32(1073741823);
l_mut_7 = l_mut_7 + l_110;
let l_111 = l_109 & u32(1073741824);
let l_112 = l_111 != u32(0);
let l_113 = l_mut_8 == u32(4294967295);
let l_114 = l_112 && l_113;
if l_114 {
let l_115 = l_107 / info.scalars_u32[5];
l_mut_8 = l_115;
}
let l_116 = l_109 & u32(2147483648);
let l_117 = l_116 != u32(0);
if l_117 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_118 = local_idx * u32(16);
let l_119 = l_118 + u32(9);
let l_120 = l_119 < l_6;
if l_120 {
let l_121 = buffer_2_global[l_119];
let l_122 = l_121 & u32(1073741823);
l_mut_7 = l_mut_7 + l_122;
let l_123 = l_121 & u32(1073741824);
let l_124 = l_123 != u32(0);
let l_125 = l_mut_8 == u32(4294967295);
let l_126 = l_124 && l_125;
if l_126 {
let l_127 = l_119 / info.scalars_u32[5];
l_mut_8 = l_127;
}
let l_128 = l_121 & u32(2147483648);
let l_129 = l_128 != u32(0);
if l_129 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_130 = local_idx * u32(16);
let l_131 = l_130 + u32(10);
let l_132 = l_131 < l_6;
if l_132 {
let l_133 = buffer_2_global[l_131];
let l_134 = l_133 & u32(1073741823);
l_mut_7 = l_mut_7 + l_134;
let l_135 = l_133 & u32(1073741824);
let l_136 = l_135 != u32(0);
let l_137 = l_mut_8 == u32(4294967295);
let l_138 = l_136 && l_137;
if l_138 {
let l_139 = l_131 / info.scalars_u32[5];
l_mut_8 = l_139;
}
let l_140 = l_133 & u32(2147483648);
let l_141 = l_140 != u32(0);
if l_141 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_142 = local_idx * u32(16);
let l_143 = l_142 + u32(11);
let l_144 = l_143 < l_6;
if l_144 {
let l_145 = buffer_2_global[l_143];
let l_146 = l_145 & u32(1073741823);
l_mut_7 = l_mut_7 + l_146;
let l_147 = l_145 & u32(1073741824);
let l_148 = l_147 != u32(0);
let l_149 = l_mut_8 == u32(4294967295);
let l_150 = l_148 && l_149;
if l_150 {
let l_151 = l_143 / info.scalars_u32[5];
l_mut_8 = l_151;
}
let l_152 = l_145 & u32(2147483648);
let l_153 = l_152 != u32(0);
if l_153 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_154 = local_idx * u32(16);
let l_155 = l_154 + u32(12);
let l_156 = l_155 < l_6;
if l_156 {
let l_157 = buffer_2_global[l_155];
let l_158 = l_157 & u32(1073741823);
l_mut_7 = l_mut_7 + l_158;
let l_159 = l_157 & u32(1073741824);
let l_160 = l_159 != u32(0);
let l_161 = l_mut_8 == u32(4294967295);
let l_162 = l_160 && l_161;
if l_162 {
let l_163 = l_155 / info.scalars_u32[5];
l_mut_8 = l_163;
}
let l_164 = l_157 & u32(2147483648);
let l_165 = l_164 != u32(0);
if l_165 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_166 = local_idx * u32(16);
let l_167 = l_166 + u32(13);
let l_168 = l_167 < l_6;
if l_168 {
let l_169 = buffer_2_global[l_167];
let l_170 = l_169 & u32(1073741823);
l_mut_7 = l_mut_7 + l_170;
let l_171 = l_169 & u32(1073741824);
let l_172 = l_171 != u32(0);
let l_173 = l_mut_8 == u32(4294967295);
let l_174 = l_172 && l_173;
if l_174 {
let l_175 = l_167 / info.scalars_u32[5];
l_mut_8 = l_175;
}
let l_176 = l_169 & u32(2147483648);
let l_177 = l_176 != u32(0);
if l_177 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_178 = local_idx * u32(16);
let l_179 = l_178 + u32(14);
let l_180 = l_179 < l_6;
if l_180 {
let l_181 = buffer_2_global[l_179];
let l_182 = l_181 & u32(1073741823);
l_mut_7 = l_mut_7 + l_182;
let l_183 = l_181 & u32(1073741824);
let l_184 = l_183 != u32(0);
let l_185 = l_mut_8 == u32(4294967295);
let l_186 = l_184 && l_185;
if l_186 {
let l_187 = l_179 / info.scalars_u32[5];
l_mut_8 = l_187;
}
let l_188 = l_181 & u32(2147483648);
let l_189 = l_188 != u32(0);
if l_189 {
l_mut_9 = l_mut_9 + u32(1);
}
}
let l_190 = local_idx * u32(16);
let l_191 = l_190 + u32(15);
let l_192 = l_191 < l_6;
if l_192 {
let l_193 = buffer_2_global[l_191];
let l_194 = l_193 & u32(1073741823);
l_mut_7 = l_mut_7 + l_194;
let l_195 = l_193 & u32(1073741824);
let l_196 = l_195 != u32(0);
let l_197 = l_mut_8 == u32(4294967295);
let l_198 = l_196 && l_197;
if l_198 {
let l_199 = l_191 / info.scalars_u32[5];
l_mut_8 = l_199;
}
let l_200 = l_193 & u32(2147483648);
let l_201 = l_200 != u32(0);
if l_201 {
l_mut_9 = l_mut_9 + u32(1);
}
}
l_mut_202 = u32(4294967295);
l_mut_203 = local_idx;
loop {
let l_204 = l_mut_203 < info.scalars_u32[0];
let l_205 = !l_204;
if l_205 {
break;
}
let l_206 = u32(3) * l_mut_203;
let l_207 = buffer_0_global[l_206];
let l_208 = u32(3) * l_mut_203;
let l_209 = l_208 + u32(1);
let l_210 = buffer_0_global[l_209];
let l_211 = u32(3) * l_mut_203;
let l_212 = l_211 + u32(2);
let l_213 = buffer_0_global[l_212];
let l_214 = abs(l_207);
let l_215 = l_214 <= f32(1000000.0);
let l_216 = abs(l_210);
let l_217 = l_216 <= f32(1000000.0);
let l_218 = l_215 && l_217;
let l_219 = abs(l_213);
let l_220 = l_219 <= f32(1000000.0);
let l_221 = l_218 && l_220;
let l_222 = !l_221;
let l_223 = l_mut_202 == u32(4294967295);
let l_224 = l_222 && l_223;
if l_224 {
l_mut_202 = l_mut_203;
}
l_mut_203 = l_mut_203 + u32(256);
}
shared_memory_225[local_idx] = l_mut_7;
shared_memory_226[local_idx] = l_mut_8;
shared_memory_227[local_idx] = l_mut_202;
shared_memory_228[local_idx] = l_mut_9;
workgroupBarrier();
let l_229 = workgroup_size_no_axis / u32(256);
l_mut_202 = l_229;
loop {
let l_230 = l_mut_202 < u32(256);
let l_231 = !l_230;
if l_231 {
break;
}
l_mut_9 = u32(0);
l_mut_8 = u32(4294967295);
l_mut_7 = u32(4294967295);
l_mut_232 = u32(0);
let l_233 = local_idx >= l_mut_202;
if l_233 {
let l_234 = local_idx - l_mut_202;
let l_235 = shared_memory_225[l_234];
l_mut_9 = l_235;
let l_236 = local_idx - l_mut_202;
let l_237 = shared_memory_226[l_236];
l_mut_8 = l_237;
let l_238 = local_idx - l_mut_202;
let l_239 = shared_memory_227[l_238];
l_mut_7 = l_239;
let l_240 = local_idx - l_mut_202;
let l_241 = shared_memory_228[l_240];
l_mut_232 = l_241;
}
workgroupBarrier();
let l_242 = shared_memory_225[local_idx];
let l_243 = l_242 + l_mut_9;
shared_memory_225[local_idx] = l_243;
let l_244 = shared_memory_226[local_idx];
let l_245 = l_mut_8 < l_244;
if l_245 {
shared_memory_226[local_idx] = l_mut_8;
}
let l_246 = shared_memory_227[local_idx];
let l_247 = l_mut_7 < l_246;
if l_247 {
shared_memory_227[local_idx] = l_mut_7;
}
let l_248 = shared_memory_228[local_idx];
let l_249 = l_248 + l_mut_232;
shared_memory_228[local_idx] = l_249;
workgroupBarrier();
l_mut_202 = l_mut_202 * u32(2);
}
let l_250 = shared_memory_225[u32(255)];
let l_251 = shared_memory_226[u32(255)];
let l_252 = shared_memory_227[u32(255)];
let l_253 = shared_memory_228[u32(255)];
let l_254 = &buffer_8_global[u32(3)];
let l_255 = atomicLoad(l_254);
let l_256 = l_255 != u32(4294967295);
let l_257 = &buffer_8_global[u32(4)];
let l_258 = atomicLoad(l_257);
let l_259 = l_258 != u32(4294967295);
let l_260 = l_256 || l_259;
let l_261 = &buffer_8_global[u32(7)];
let l_262 = atomicLoad(l_261);
let l_263 = l_262 != u32(0);
let l_264 = l_260 || l_263;
let l_265 = l_251 != u32(4294967295);
let l_266 = l_264 || l_265;
let l_267 = l_252 != u32(4294967295);
let l_268 = l_266 || l_267;
let l_269 = l_253 != u32(0);
let l_270 = l_268 || l_269;
if l_5 {
let l_271 = l_251 != u32(4294967295);
if l_271 {
let l_272 = &buffer_8_global[u32(3)];
let l_273 = atomicMin(l_272, l_251);}
let l_274 = l_252 != u32(4294967295);
if l_274 {
let l_275 = &buffer_8_global[u32(4)];
let l_276 = atomicMin(l_275, l_252);}
let l_277 = l_253 != u32(0);
if l_277 {
let l_278 = &buffer_8_global[u32(7)];
let l_279 = atomicAdd(l_278, l_253);}
let l_280 = &buffer_8_global[u32(0)];
atomicStore(l_280,l_250);
let l_281 = &buffer_8_global[u32(1)];
let l_282 = atomicMax(l_281, l_250);let l_283 = &buffer_8_global[u32(6)];
let l_284 = atomicAdd(l_283, u32(1));let l_285 = l_250 > info.scalars_u32[4];
if l_285 {
let l_286 = &buffer_8_global[u32(2)];
let l_287 = atomicAdd(l_286, u32(1));}
}
let l_288 = l_250 > info.scalars_u32[4];
let l_289 = l_270 || l_288;
if l_289 {
let l_290 = workgroup_id_no_axis == u32(0);
if l_290 {
l_mut_232 = local_idx;
loop {
let l_291 = l_mut_232 <= info.scalars_u32[0];
let l_292 = !l_291;
if l_292 {
break;
}
buffer_3_global[l_mut_232] = u32(0);
l_mut_232 = l_mut_232 + u32(256);
}
}
return;
}
if l_5 {
buffer_3_global[info.scalars_u32[0]] = l_250;
let l_293 = &buffer_8_global[u32(8)];
atomicStore(l_293,u32(2));
}
let l_294 = workgroup_id_no_axis * u32(256);
let l_295 = l_294 + local_idx;
let l_296 = l_295 < l_6;
if l_296 {
let l_297 = l_295 / u32(16);
l_mut_232 = u32(0);
let l_298 = l_297 > u32(0);
if l_298 {
let l_299 = l_297 - u32(1);
let l_300 = shared_memory_225[l_299];
l_mut_232 = l_300;
}
let l_301 = l_297 * u32(16);

for (var l_mut_302: u32 = l_301; l_mut_302 < l_295; l_mut_302++) {
let l_303 = buffer_2_global[l_mut_302];
let l_304 = l_303 & u32(1073741823);
l_mut_232 = l_mut_232 + l_304;
}
let l_305 = l_295 / info.scalars_u32[5];
let l_306 = l_295 % info.scalars_u32[5];
let l_307 = l_306 == u32(0);
if l_307 {
buffer_3_global[l_305] = l_mut_232;
}
let l_308 = l_306 * info.scalars_u32[0];
let l_309 = l_308 / info.scalars_u32[5];
let l_310 = l_306 + u32(1);
let l_311 = l_310 * info.scalars_u32[0];
let l_312 = l_311 / info.scalars_u32[5];
let l_313 = i32(info.scalars_u32[1]);
let l_314 = i32(info.scalars_u32[2]);
let l_315 = i32(info.scalars_u32[3]);
let l_316 = u32(3) * l_305;
let l_317 = buffer_0_global[l_316];
let l_318 = u32(3) * l_305;
let l_319 = l_318 + u32(1);
let l_320 = buffer_0_global[l_319];
let l_321 = u32(3) * l_305;
let l_322 = l_321 + u32(2);
let l_323 = buffer_0_global[l_322];
let l_324 = buffer_1_global[u32(9)];
let l_325 = buffer_1_global[u32(10)];
let l_326 = buffer_1_global[u32(11)];
let l_327 = buffer_1_global[u32(12)];
let l_328 = buffer_1_global[u32(13)];
let l_329 = buffer_1_global[u32(14)];
let l_330 = buffer_1_global[u32(15)];
let l_331 = buffer_1_global[u32(16)];
let l_332 = buffer_1_global[u32(17)];
let l_333 = i32(2) * l_314;
let l_334 = l_333 + i32(1);
let l_335 = i32(2) * l_315;
let l_336 = l_335 + i32(1);
let l_337 = i32(2) * l_313;
let l_338 = l_337 + i32(1);
let l_339 = l_338 * l_334;
let l_340 = l_339 * l_336;
let l_341 = u32(l_340);
l_mut_9 = u32(0);
l_mut_8 = u32(0);

for (var l_mut_342: u32 = l_309; l_mut_342 < l_312; l_mut_342++) {
let l_343 = u32(3) * l_mut_342;
let l_344 = buffer_0_global[l_343];
let l_345 = l_344 - l_317;
let l_346 = u32(3) * l_mut_342;
let l_347 = l_346 + u32(1);
let l_348 = buffer_0_global[l_347];
let l_349 = l_348 - l_320;
let l_350 = u32(3) * l_mut_342;
let l_351 = l_350 + u32(2);
let l_352 = buffer_0_global[l_351];
let l_353 = l_352 - l_323;
let l_354 = buffer_1_global[u32(0)];
let l_355 = l_345 * l_354;
let l_356 = buffer_1_global[u32(3)];
let l_357 = l_349 * l_356;
let l_358 = l_355 + l_357;
let l_359 = buffer_1_global[u32(6)];
let l_360 = l_353 * l_359;
let l_361 = l_358 + l_360;
let l_362 = abs(l_361);
let l_363 = l_362 + f32(0.5);
let l_364 = floor(l_363);
l_mut_365 = l_364;
let l_366 = l_361 < f32(0.0);
if l_366 {
let l_367 = -l_364;
l_mut_365 = l_367;
}
let l_368 = buffer_1_global[u32(1)];
let l_369 = l_345 * l_368;
let l_370 = buffer_1_global[u32(4)];
let l_371 = l_349 * l_370;
let l_372 = l_369 + l_371;
let l_373 = buffer_1_global[u32(7)];
let l_374 = l_353 * l_373;
let l_375 = l_372 + l_374;
let l_376 = abs(l_375);
let l_377 = l_376 + f32(0.5);
let l_378 = floor(l_377);
l_mut_379 = l_378;
let l_380 = l_375 < f32(0.0);
if l_380 {
let l_381 = -l_378;
l_mut_379 = l_381;
}
let l_382 = buffer_1_global[u32(2)];
let l_383 = l_345 * l_382;
let l_384 = buffer_1_global[u32(5)];
let l_385 = l_349 * l_384;
let l_386 = l_383 + l_385;
let l_387 = buffer_1_global[u32(8)];
let l_388 = l_353 * l_387;
let l_389 = l_386 + l_388;
let l_390 = abs(l_389);
let l_391 = l_390 + f32(0.5);
let l_392 = floor(l_391);
l_mut_393 = l_392;
let l_394 = l_389 < f32(0.0);
if l_394 {
let l_395 = -l_392;
l_mut_393 = l_395;
}
let l_396 = abs(l_mut_365);
let l_397 = l_396 < f32(4194304.0);
let l_398 = abs(l_mut_379);
let l_399 = l_398 < f32(4194304.0);
let l_400 = abs(l_mut_393);
let l_401 = l_400 < f32(4194304.0);
let l_402 = l_397 && l_399;
let l_403 = l_402 && l_401;
if l_403 {
let l_404 = i32(l_mut_365);
let l_405 = -l_404;
let l_406 = i32(l_mut_379);
let l_407 = -l_406;
let l_408 = i32(l_mut_393);
let l_409 = -l_408;
l_mut_410 = i32(0);
loop {
let l_411 = i32(2) * l_313;
let l_412 = l_411 + i32(1);
let l_413 = l_mut_410 < l_412;
let l_414 = !l_413;
if l_414 {
break;
}
let l_415 = l_405 - l_313;
let l_416 = l_415 + l_mut_410;
l_mut_417 = i32(0);
loop {
let l_418 = l_mut_417 < l_334;
let l_419 = !l_418;
if l_419 {
break;
}
let l_420 = l_407 - l_314;
let l_421 = l_420 + l_mut_417;
l_mut_422 = i32(0);
loop {
let l_423 = l_mut_422 < l_336;
let l_424 = !l_423;
if l_424 {
break;
}
let l_425 = l_409 - l_315;
let l_426 = l_425 + l_mut_422;
let l_427 = l_416 == i32(0);
let l_428 = l_421 == i32(0);
let l_429 = l_427 && l_428;
let l_430 = l_426 == i32(0);
let l_431 = l_429 && l_430;
let l_432 = l_mut_342 == l_305;
let l_433 = l_431 && l_432;
let l_434 = !l_433;
if l_434 {
let l_435 = f32(l_416);
let l_436 = f32(l_421);
let l_437 = f32(l_426);
let l_438 = l_435 * l_324;
let l_439 = l_436 * l_327;
let l_440 = l_438 + l_439;
let l_441 = l_437 * l_330;
let l_442 = l_440 + l_441;
let l_443 = l_345 + l_442;
let l_444 = l_435 * l_325;
let l_445 = l_436 * l_328;
let l_446 = l_444 + l_445;
let l_447 = l_437 * l_331;
let l_448 = l_446 + l_447;
let l_449 = l_349 + l_448;
let l_450 = l_435 * l_326;
let l_451 = l_436 * l_329;
let l_452 = l_450 + l_451;
let l_453 = l_437 * l_332;
let l_454 = l_452 + l_453;
let l_455 = l_353 + l_454;
let l_456 = l_443 * l_443;
let l_457 = l_449 * l_449;
let l_458 = l_456 + l_457;
let l_459 = l_455 * l_455;
let l_460 = l_458 + l_459;
let l_461 = l_460 < info.scalars_f32[0];
if l_461 {
let l_462 = l_mut_232 + l_mut_9;
buffer_4_global[l_462] = l_305;
buffer_5_global[l_462] = l_mut_342;
let l_463 = u32(3) * l_462;
let l_464 = l_435 * l_324;
let l_465 = l_436 * l_327;
let l_466 = l_464 + l_465;
let l_467 = l_437 * l_330;
let l_468 = l_466 + l_467;
buffer_6_global[l_463] = l_468;
let l_469 = u32(3) * l_462;
let l_470 = l_469 + u32(1);
let l_471 = l_435 * l_325;
let l_472 = l_436 * l_328;
let l_473 = l_471 + l_472;
let l_474 = l_437 * l_331;
let l_475 = l_473 + l_474;
buffer_6_global[l_470] = l_475;
let l_476 = u32(3) * l_462;
let l_477 = l_476 + u32(2);
let l_478 = l_435 * l_326;
let l_479 = l_436 * l_329;
let l_480 = l_478 + l_479;
let l_481 = l_437 * l_332;
let l_482 = l_480 + l_481;
buffer_6_global[l_477] = l_482;
let l_483 = l_mut_342 * l_341;
let l_484 = l_mut_410 * l_334;
let l_485 = l_484 + l_mut_417;
let l_486 = l_485 * l_336;
let l_487 = l_486 + l_mut_422;
let l_488 = u32(l_487);
let l_489 = l_483 + l_488;
buffer_7_global[l_462] = l_489;
l_mut_9 = l_mut_9 + u32(1);
}
}
l_mut_422 = l_mut_422 + i32(1);
}
l_mut_417 = l_mut_417 + i32(1);
}
l_mut_410 = l_mut_410 + i32(1);
}
} else {
l_mut_8 = l_mut_8 | u32(2147483648);
}
}
let l_490 = l_mut_9 | l_mut_8;
}
}
