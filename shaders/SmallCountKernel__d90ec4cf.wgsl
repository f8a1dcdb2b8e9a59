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

var<workgroup> shared_memory_29: array<u32, 256>;

const WORKGROUP_SIZE_X = 256u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(256, 1, 1)
fn small_count_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_161: f32;
var l_mut_178: f32;
var l_mut_195: f32;
var l_mut_212: i32;
var l_mut_219: i32;
var l_mut_224: i32;
var l_mut_30: u32;
var l_mut_31: u32;
var l_mut_66: bool;
let l_0 = info.static_meta[u32(9)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(10)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(11)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(12)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(13)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(14)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(15)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(16)];
let l_15 = l_14 - u32(0);
let l_16 = workgroup_id_no_axis == u32(0);
let l_17 = local_idx == u32(0);
let l_18 = l_16 && l_17;
let l_19 = info.scalars_u32[4] != u32(0);
let l_20 = l_19 && l_18;
if l_20 {
let l_21 = &buffer_8_global[u32(0)];
atomicStore(l_21,u32(0));
let l_22 = &buffer_8_global[u32(1)];
atomicStore(l_22,u32(0));
let l_23 = &buffer_8_global[u32(2)];
atomicStore(l_23,u32(0));
let l_24 = &buffer_8_global[u32(3)];
atomicStore(l_24,u32(4294967295));
let l_25 = &buffer_8_global[u32(4)];
atomicStore(l_25,u32(4294967295));
let l_26 = &buffer_8_global[u32(5)];
atomicStore(l_26,u32(0));
let l_27 = &buffer_8_global[u32(6)];
atomicStore(l_27,u32(0));
let l_28 = &buffer_8_global[u32(7)];
atomicStore(l_28,u32(0));
}
l_mut_30 = u32(0);
l_mut_31 = local_idx;
loop {
let l_32 = l_mut_31 < info.scalars_u32[0];
let l_33 = !l_32;
if l_33 {
break;
}
let l_34 = u32(3) * l_mut_31;
let l_35 = u32(0) + l_34;
let l_36 = buffer_0_global[l_35];
let l_37 = u32(3) * l_mut_31;
let l_38 = u32(0) + l_37;
let l_39 = buffer_1_global[l_38];
let l_40 = l_36 - l_39;
let l_41 = u32(3) * l_mut_31;
let l_42 = l_41 + u32(1);
let l_43 = u32(0) + l_42;
let l_44 = buffer_0_global[l_43];
let l_45 = u32(3) * l_mut_31;
let l_46 = l_45 + u32(1);
let l_47 = u32(0) + l_46;
let l_48 = buffer_1_global[l_47];
let l_49 = l_44 - l_48;
let l_50 = u32(3) * l_mut_31;
let l_51 = l_50 + u32(2);
let l_52 = u32(0) + l_51;
let l_53 = buffer_0_global[l_52];
let l_54 = u32(3) * l_mut_31;
let l_55 = l_54 + u32(2);
let l_56 = u32(0) + l_55;
let l_57 = buffer_1_global[l_56];
let l_58 = l_53 - l_57;
let l_59 = l_40 * l_40;
let l_60 = l_49 * l_49;
let l_61 = l_59 + l_60;
let l_62 = l_58 * l_58;
let l_63 = l_61 + l_62;
let l_64 = l_63 < info.scalars_f32[1];
let l_65 = !l_64;
if l_65 {
l_mut_30 = u32(1);
}
l_mut_31 = l_mut_31 + u32(256);
}
l_mut_66 = bool(false);
shared_memory_29[local_idx] = l_mut_30;
workgroupBarrier();
let l_67 = workgroup_size_no_axis / u32(2);
l_mut_30 = l_67;
loop {
let l_68 = l_mut_30 > u32(0);
let l_69 = !l_68;
if l_69 {
break;
}
let l_70 = local_idx < l_mut_30;
if l_70 {
let l_71 = shared_memory_29[local_idx];
let l_72 = local_idx + l_mut_30;
let l_73 = shared_memory_29[l_72];
let l_74 = l_71 | l_73;
shared_memory_29[local_idx] = l_74;
}
workgroupBarrier();
l_mut_30 = l_mut_30 / u32(2);
}
let l_75 = shared_memory_29[u32(0)];
let l_76 = l_75 != u32(0);
l_mut_66 = l_76;
let l_77 = !l_mut_66;
if l_77 {
if l_18 {
let l_78 = &buffer_8_global[u32(8)];
atomicStore(l_78,u32(0));
}
return;
}
if l_18 {
let l_79 = &buffer_8_global[u32(8)];
atomicStore(l_79,u32(1));
}
let l_80 = workgroup_id_no_axis * u32(256);
let l_81 = l_80 + local_idx;
let l_82 = info.scalars_u32[0] * info.scalars_u32[5];
let l_83 = l_81 < l_82;
if l_83 {
let l_84 = l_81 / info.scalars_u32[5];
let l_85 = l_81 % info.scalars_u32[5];
let l_86 = l_85 * info.scalars_u32[0];
let l_87 = l_86 / info.scalars_u32[5];
let l_88 = l_85 + u32(1);
let l_89 = l_88 * info.scalars_u32[0];
let l_90 = l_89 / info.scalars_u32[5];
let l_91 = i32(info.scalars_u32[1]);
let l_92 = i32(info.scalars_u32[2]);
let l_93 = i32(info.scalars_u32[3]);
let l_94 = u32(3) * l_84;
let l_95 = u32(0) + l_94;
let l_96 = buffer_0_global[l_95];
let l_97 = u32(3) * l_84;
let l_98 = l_97 + u32(1);
let l_99 = u32(0) + l_98;
let l_100 = buffer_0_global[l_99];
let l_101 = u32(3) * l_84;
let l_102 = l_101 + u32(2);
let l_103 = u32(0) + l_102;
let l_104 = buffer_0_global[l_103];
let l_105 = u32(0) + u32(9);
let l_106 = buffer_2_global[l_105];
let l_107 = u32(0) + u32(10);
let l_108 = buffer_2_global[l_107];
let l_109 = u32(0) + u32(11);
let l_110 = buffer_2_global[l_109];
let l_111 = u32(0) + u32(12);
let l_112 = buffer_2_global[l_111];
let l_113 = u32(0) + u32(13);
let l_114 = buffer_2_global[l_113];
let l_115 = u32(0) + u32(14);
let l_116 = buffer_2_global[l_115];
let l_117 = u32(0) + u32(15);
let l_118 = buffer_2_global[l_117];
let l_119 = u32(0) + u32(16);
let l_120 = buffer_2_global[l_119];
let l_121 = u32(0) + u32(17);
let l_122 = buffer_2_global[l_121];
let l_123 = i32(2) * l_92;
let l_124 = l_123 + i32(1);
let l_125 = i32(2) * l_93;
let l_126 = l_125 + i32(1);
let l_127 = i32(2) * l_91;
let l_128 = l_127 + i32(1);
let l_129 = l_128 * l_124;
let l_130 = l_129 * l_126;
let l_131 = u32(l_130);
l_mut_31 = u32(0);
l_mut_30 = u32(0);

for (var l_mut_132: u32 = l_87; l_mut_132 < l_90; l_mut_132++) {
let l_133 = u32(3) * l_mut_132;
let l_134 = u32(0) + l_133;
let l_135 = buffer_0_global[l_134];
let l_136 = l_135 - l_96;
let l_137 = u32(3) * l_mut_132;
let l_138 = l_137 + u32(1);
let l_139 = u32(0) + l_138;
let l_140 = buffer_0_global[l_139];
let l_141 = l_140 - l_100;
let l_142 = u32(3) * l_mut_132;
let l_143 = l_142 + u32(2);
let l_144 = u32(0) + l_143;
let l_145 = buffer_0_global[l_144];
let l_146 = l_145 - l_104;
let l_147 = u32(0) + u32(0);
let l_148 = buffer_2_global[l_147];
let l_149 = l_136 * l_148;
let l_150 = u32(0) + u32(3);
let l_151 = buffer_2_global[l_150];
let l_152 = l_141 * l_151;
let l_153 = l_149 + l_152;
let l_154 = u32(0) + u32(6);
let l_155 = buffer_2_global[l_154];
let l_156 = l_146 * l_155;
let l_157 = l_153 + l_156;
let l_158 = abs(l_157);
let l_159 = l_158 + f32(0.5);
let l_160 = floor(l_159);
l_mut_161 = l_160;
let l_162 = l_157 < f32(0.0);
if l_162 {
let l_163 = -l_160;
l_mut_161 = l_163;
}
let l_164 = u32(0) + u32(1);
let l_165 = buffer_2_global[l_164];
let l_166 = l_136 * l_165;
let l_167 = u32(0) + u32(4);
let l_168 = buffer_2_global[l_167];
let l_169 = l_141 * l_168;
let l_170 = l_166 + l_169;
let l_171 = u32(0) + u32(7);
let l_172 = buffer_2_global[l_171];
let l_173 = l_146 * l_172;
let l_174 = l_170 + l_173;
let l_175 = abs(l_174);
let l_176 = l_175 + f32(0.5);
let l_177 = floor(l_176);
l_mut_178 = l_177;
let l_179 = l_174 < f32(0.0);
if l_179 {
let l_180 = -l_177;
l_mut_178 = l_180;
}
let l_181 = u32(0) + u32(2);
let l_182 = buffer_2_global[l_181];
let l_183 = l_136 * l_182;
let l_184 = u32(0) + u32(5);
let l_185 = buffer_2_global[l_184];
let l_186 = l_141 * l_185;
let l_187 = l_183 + l_186;
let l_188 = u32(0) + u32(8);
let l_189 = buffer_2_global[l_188];
let l_190 = l_146 * l_189;
let l_191 = l_187 + l_190;
let l_192 = abs(l_191);
let l_193 = l_192 + f32(0.5);
let l_194 = floor(l_193);
l_mut_195 = l_194;
let l_196 = l_191 < f32(0.0);
if l_196 {
let l_197 = -l_194;
l_mut_195 = l_197;
}
let l_198 = abs(l_mut_161);
let l_199 = l_198 < f32(4194304.0);
let l_200 = abs(l_mut_178);
let l_201 = l_200 < f32(4194304.0);
let l_202 = abs(l_mut_195);
let l_203 = l_202 < f32(4194304.0);
let l_204 = l_199 && l_201;
let l_205 = l_204 && l_203;
if l_205 {
let l_206 = i32(l_mut_161);
let l_207 = -l_206;
let l_208 = i32(l_mut_178);
let l_209 = -l_208;
let l_210 = i32(l_mut_195);
let l_211 = -l_210;
l_mut_212 = i32(0);
loop {
let l_213 = i32(2) * l_91;
let l_214 = l_213 + i32(1);
let l_215 = l_mut_212 < l_214;
let l_216 = !l_215;
if l_216 {
break;
}
let l_217 = l_207 - l_91;
let l_218 = l_217 + l_mut_212;
l_mut_219 = i32(0);
loop {
let l_220 = l_mut_219 < l_124;
let l_221 = !l_220;
if l_221 {
break;
}
let l_222 = l_209 - l_92;
let l_223 = l_222 + l_mut_219;
l_mut_224 = i32(0);
loop {
let l_225 = l_mut_224 < l_126;
let l_226 = !l_225;
if l_226 {
break;
}
let l_227 = l_211 - l_93;
let l_228 = l_227 + l_mut_224;
let l_229 = l_218 == i32(0);
let l_230 = l_223 == i32(0);
let l_231 = l_229 && l_230;
let l_232 = l_228 == i32(0);
let l_233 = l_231 && l_232;
let l_234 = l_mut_132 == l_84;
let l_235 = l_233 && l_234;
let l_236 = !l_235;
if l_236 {
let l_237 = f32(l_218);
let l_238 = f32(l_223);
let l_239 = f32(l_228);
let l_240 = l_237 * l_106;
let l_241 = l_238 * l_112;
let l_242 = l_240 + l_241;
let l_243 = l_239 * l_118;
let l_244 = l_242 + l_243;
let l_245 = l_136 + l_244;
let l_246 = l_237 * l_108;
let l_247 = l_238 * l_114;
let l_248 = l_246 + l_247;
let l_249 = l_239 * l_120;
let l_250 = l_248 + l_249;
let l_251 = l_141 + l_250;
let l_252 = l_237 * l_110;
let l_253 = l_238 * l_116;
let l_254 = l_252 + l_253;
let l_255 = l_239 * l_122;
let l_256 = l_254 + l_255;
let l_257 = l_146 + l_256;
let l_258 = l_245 * l_245;
let l_259 = l_251 * l_251;
let l_260 = l_258 + l_259;
let l_261 = l_257 * l_257;
let l_262 = l_260 + l_261;
let l_263 = l_262 < info.scalars_f32[0];
if l_263 {
let l_264 = l_262 < f32(9.99999993922529e-9);
if l_264 {
l_mut_30 = l_mut_30 | u32(1073741824);
}
l_mut_31 = l_mut_31 + u32(1);
}
}
l_mut_224 = l_mut_224 + i32(1);
}
l_mut_219 = l_mut_219 + i32(1);
}
l_mut_212 = l_mut_212 + i32(1);
}
} else {
l_mut_30 = l_mut_30 | u32(2147483648);
}
}
let l_265 = l_mut_31 | l_mut_30;
let l_266 = u32(0) + l_81;
buffer_3_global[l_266] = l_265;
}
}
