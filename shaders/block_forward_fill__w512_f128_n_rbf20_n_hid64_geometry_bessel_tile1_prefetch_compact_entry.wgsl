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
var<storage, read_write> buffer_4_global: array<vec4<f32>>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<vec4<f32>>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<vec4<f32>>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<f32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<vec4<f32>>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<u32>;

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
var<storage, read_write> buffer_16_global: array<u32>;

@group(0)
@binding(17)
var<storage, read_write> buffer_17_global: array<u32>;

@group(0)
@binding(18)
var<storage, read_write> buffer_18_global: array<u32>;

@group(0)
@binding(19)
var<storage, read_write> buffer_19_global: array<atomic<u32>>;

struct info_st {
   scalars_f32: array<f32, 6>,
   scalars_u32: array<u32, 44>,
   static_meta: array<u32, 40>,
}

@group(0)
@binding(20)
var<storage, read> info: info_st;

var<workgroup> shared_memory_41: array<u32, 1>;

var<workgroup> shared_memory_183: array<u32, 1>;

var<workgroup> shared_memory_47: array<u32, 512>;

var<workgroup> shared_memory_1896: array<u32, 512>;

var<workgroup> shared_memory_1893: array<u32, 512>;

var<workgroup> shared_memory_2403: array<f32, 2048>;

var<workgroup> shared_memory_2470: array<f32, 384>;

var<workgroup> shared_memory_1692: array<f32, 1536>;

var<workgroup> shared_memory_2826: array<f32, 256>;

var<workgroup> shared_memory_2827: array<f32, 128>;

var<workgroup> shared_memory_3246: array<f32, 128>;

var<workgroup> shared_memory_3247: array<f32, 128>;

const WORKGROUP_SIZE_X = 512u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(512, 1, 1)
fn block_forward_fill_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_1697: array<f32, 20>;

var a_1698: array<f32, 20>;

var a_1699: array<f32, 1>;

var a_2484: array<f32, 3>;

var a_2492: array<f32, 8>;

var a_2726: array<f32, 3>;

var a_2782: array<f32, 3>;

var a_2841: array<f32, 1>;

var a_2849: array<f32, 8>;

var a_2961: array<f32, 1>;

var a_2995: array<f32, 1>;

var a_3002: array<f32, 8>;

var a_3138: array<f32, 3>;

var a_3139: array<f32, 3>;

var a_3140: array<f32, 3>;

var a_3261: array<f32, 1>;

var a_3269: array<f32, 8>;

var a_3381: array<f32, 1>;

var a_3415: array<f32, 1>;

var a_3423: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_157: u32;
var l_mut_158: u32;
var l_mut_1887: f32;
var l_mut_1895: bool;
var l_mut_193: u32;
var l_mut_1931: f32;
var l_mut_1932: f32;
var l_mut_1933: f32;
var l_mut_2054: f32;
var l_mut_2055: f32;
var l_mut_2056: f32;
var l_mut_2203: f32;
var l_mut_2204: f32;
var l_mut_2205: f32;
var l_mut_2206: f32;
var l_mut_2217: f32;
var l_mut_2218: f32;
var l_mut_2219: f32;
var l_mut_2220: f32;
var l_mut_2226: f32;
var l_mut_2227: f32;
var l_mut_2228: f32;
var l_mut_2240: f32;
var l_mut_2241: f32;
var l_mut_2242: f32;
var l_mut_340: f32;
var l_mut_3419: u32;
var l_mut_357: f32;
var l_mut_374: f32;
var l_mut_391: i32;
var l_mut_398: i32;
var l_mut_403: i32;
var l_mut_50: u32;
var l_mut_51: u32;
var l_mut_52: u32;
var l_mut_572: vec4<f32>;
var l_mut_573: vec4<f32>;
var l_mut_610: f32;
var l_mut_633: vec4<f32>;
let l_0 = info.static_meta[u32(20)];
let l_1 = l_0 - u32(0);
let l_2 = info.static_meta[u32(21)];
let l_3 = l_2 - u32(0);
let l_4 = info.static_meta[u32(22)];
let l_5 = l_4 - u32(0);
let l_6 = info.static_meta[u32(23)];
let l_7 = l_6 - u32(0);
let l_8 = info.static_meta[u32(24)];
let l_9 = l_8 - u32(0);
let l_10 = info.static_meta[u32(25)];
let l_11 = l_10 - u32(0);
let l_12 = info.static_meta[u32(26)];
let l_13 = l_12 - u32(0);
let l_14 = info.static_meta[u32(27)];
let l_15 = l_14 - u32(0);
let l_16 = info.static_meta[u32(28)];
let l_17 = l_16 - u32(0);
let l_18 = info.static_meta[u32(29)];
let l_19 = l_18 - u32(0);
let l_20 = info.static_meta[u32(30)];
let l_21 = l_20 - u32(0);
let l_22 = info.static_meta[u32(31)];
let l_23 = l_22 - u32(0);
let l_24 = info.static_meta[u32(32)];
let l_25 = l_24 - u32(0);
let l_26 = info.static_meta[u32(33)];
let l_27 = l_26 - u32(0);
let l_28 = info.static_meta[u32(35)];
let l_29 = l_28 - u32(0);
let l_30 = info.static_meta[u32(36)];
let l_31 = l_30 - u32(0);
let l_32 = info.static_meta[u32(37)];
let l_33 = l_32 - u32(0);
let l_34 = info.static_meta[u32(38)];
let l_35 = l_34 - u32(0);
let l_36 = info.scalars_u32[35] + u32(1);
let l_37 = l_36 - u32(1);
let l_38 = l_37 / u32(1);
let l_39 = workgroup_id_no_axis < l_38;
if l_39 {
let l_40 = workgroup_id_no_axis * u32(1);
let l_42 = local_idx == u32(0);
if l_42 {
let l_43 = &buffer_19_global[u32(8)];
let l_44 = atomicLoad(l_43);
shared_memory_41[u32(0)] = l_44;
}
workgroupBarrier();
let l_45 = shared_memory_41[u32(0)];
let l_46 = l_45 != u32(0);
if l_46 {
let l_48 = workgroup_id_no_axis == u32(0);
let l_49 = info.scalars_u32[35] * info.scalars_u32[42];
l_mut_50 = u32(0);
l_mut_51 = u32(4294967295);
l_mut_52 = u32(0);
let l_53 = local_idx * u32(8);
let l_54 = l_53 + u32(0);
let l_55 = l_54 < l_49;
if l_55 {
let l_56 = u32(0) + l_54;
let l_57 = buffer_16_global[l_56];
let l_58 = l_57 & u32(1073741823);
l_mut_50 = l_mut_50 + l_58;
let l_59 = l_57 & u32(1073741824);
let l_60 = l_59 != u32(0);
let l_61 = l_mut_51 == u32(4294967295);
let l_62 = l_60 && l_61;
if l_62 {
let l_63 = l_54 / info.scalars_u32[42];
l_mut_51 = l_63;
}
let l_64 = l_57 & u32(2147483648);
let l_65 = l_64 != u32(0);
if l_65 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_66 = local_idx * u32(8);
let l_67 = l_66 + u32(1);
let l_68 = l_67 < l_49;
if l_68 {
let l_69 = u32(0) + l_67;
let l_70 = buffer_16_global[l_69];
let l_71 = l_70 & u32(1073741823);
l_mut_50 = l_mut_50 + l_71;
let l_72 = l_70 & u32(1073741824);
let l_73 = l_72 != u32(0);
let l_74 = l_mut_51 == u32(4294967295);
let l_75 = l_73 && l_74;
if l_75 {
let l_76 = l_67 / info.scalars_u32[42];
l_mut_51 = l_76;
}
let l_77 = l_70 & u32(2147483648);
let l_78 = l_77 != u32(0);
if l_78 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_79 = local_idx * u32(8);
let l_80 = l_79 + u32(2);
let l_81 = l_80 < l_49;
if l_81 {
let l_82 = u32(0) + l_80;
let l_83 = buffer_16_global[l_82];
let l_84 = l_83 & u32(1073741823);
l_mut_50 = l_mut_50 + l_84;
let l_85 = l_83 & u32(1073741824);
let l_86 = l_85 != u32(0);
let l_87 = l_mut_51 == u32(4294967295);
let l_88 = l_86 && l_87;
if l_88 {
let l_89 = l_80 / info.scalars_u32[42];
l_mut_51 = l_89;
}
let l_90 = l_83 & u32(2147483648);
let l_91 = l_90 != u32(0);
if l_91 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_92 = local_idx * u32(8);
let l_93 = l_92 + u32(3);
let l_94 = l_93 < l_49;
if l_94 {
let l_95 = u32(0) + l_93;
let l_96 = buffer_16_global[l_95];
let l_97 = l_96 & u32(1073741823);
l_mut_50 = l_mut_50 + l_97;
let l_98 = l_96 & u32(1073741824);
let l_99 = l_98 != u32(0);
let l_100 = l_mut_51 == u32(4294967295);
let l_101 = l_99 && l_100;
if l_101 {
let l_102 = l_93 / info.scalars_u32[42];
l_mut_51 = l_102;
}
let l_103 = l_96 & u32(2147483648);
let l_104 = l_103 != u32(0);
if l_104 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_105 = local_idx * u32(8);
let l_106 = l_105 + u32(4);
let l_107 = l_106 < l_49;
if l_107 {
let l_108 = u32(0) + l_106;
let l_109 = buffer_16_global[l_108];
let l_110 = l_109 & u32(1073741823);
l_mut_50 = l_mut_50 + l_110;
let l_111 = l_109 & u32(1073741824);
let l_112 = l_111 != u32(0);
let l_113 = l_mut_51 == u32(4294967295);
let l_114 = l_112 && l_113;
if l_114 {
let l_115 = l_106 / info.scalars_u32[42];
l_mut_51 = l_115;
}
let l_116 = l_109 & u32(2147483648);
let l_117 = l_116 != u32(0);
if l_117 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_118 = local_idx * u32(8);
let l_119 = l_118 + u32(5);
let l_120 = l_119 < l_49;
if l_120 {
let l_121 = u32(0) + l_119;
let l_122 = buffer_16_global[l_121];
let l_123 = l_122 & u32(1073741823);
l_mut_50 = l_mut_50 + l_123;
let l_124 = l_122 & u32(1073741824);
let l_125 = l_124 != u32(0);
let l_126 = l_mut_51 == u32(4294967295);
let l_127 = l_125 && l_126;
if l_127 {
let l_128 = l_119 / info.scalars_u32[42];
l_mut_51 = l_128;
}
let l_129 = l_122 & u32(2147483648);
let l_130 = l_129 != u32(0);
if l_130 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_131 = local_idx * u32(8);
let l_132 = l_131 + u32(6);
let l_133 = l_132 < l_49;
if l_133 {
let l_134 = u32(0) + l_132;
let l_135 = buffer_16_global[l_134];
let l_136 = l_135 & u32(1073741823);
l_mut_50 = l_mut_50 + l_136;
let l_137 = l_135 & u32(1073741824);
let l_138 = l_137 != u32(0);
let l_139 = l_mut_51 == u32(4294967295);
let l_140 = l_138 && l_139;
if l_140 {
let l_141 = l_132 / info.scalars_u32[42];
l_mut_51 = l_141;
}
let l_142 = l_135 & u32(2147483648);
let l_143 = l_142 != u32(0);
if l_143 {
l_mut_52 = l_mut_52 + u32(1);
}
}
let l_144 = local_idx * u32(8);
let l_145 = l_144 + u32(7);
let l_146 = l_145 < l_49;
if l_146 {
let l_147 = u32(0) + l_145;
let l_148 = buffer_16_global[l_147];
let l_149 = l_148 & u32(1073741823);
l_mut_50 = l_mut_50 + l_149;
let l_150 = l_148 & u32(1073741824);
let l_151 = l_150 != u32(0);
let l_152 = l_mut_51 == u32(4294967295);
let l_153 = l_151 && l_152;
if l_153 {
let l_154 = l_145 / info.scalars_u32[42];
l_mut_51 = l_154;
}
let l_155 = l_148 & u32(2147483648);
let l_156 = l_155 != u32(0);
if l_156 {
l_mut_52 = l_mut_52 + u32(1);
}
}
l_mut_157 = u32(4294967295);
l_mut_158 = local_idx;
loop {
let l_159 = l_mut_158 < info.scalars_u32[35];
let l_160 = !l_159;
if l_160 {
break;
}
let l_161 = u32(3) * l_mut_158;
let l_162 = u32(0) + l_161;
let l_163 = buffer_2_global[l_162];
let l_164 = u32(3) * l_mut_158;
let l_165 = l_164 + u32(1);
let l_166 = u32(0) + l_165;
let l_167 = buffer_2_global[l_166];
let l_168 = u32(3) * l_mut_158;
let l_169 = l_168 + u32(2);
let l_170 = u32(0) + l_169;
let l_171 = buffer_2_global[l_170];
let l_172 = abs(l_163);
let l_173 = l_172 <= f32(1000000.0);
let l_174 = abs(l_167);
let l_175 = l_174 <= f32(1000000.0);
let l_176 = l_173 && l_175;
let l_177 = abs(l_171);
let l_178 = l_177 <= f32(1000000.0);
let l_179 = l_176 && l_178;
let l_180 = !l_179;
let l_181 = l_mut_157 == u32(4294967295);
let l_182 = l_180 && l_181;
if l_182 {
l_mut_157 = l_mut_158;
}
l_mut_158 = l_mut_158 + u32(512);
}
let l_184 = local_idx == u32(0);
if l_184 {
shared_memory_183[u32(0)] = u32(0);
}
shared_memory_47[local_idx] = l_mut_50;
workgroupBarrier();
let l_185 = l_mut_51 != u32(4294967295);
let l_186 = l_mut_157 != u32(4294967295);
let l_187 = l_185 || l_186;
let l_188 = l_mut_52 != u32(0);
let l_189 = l_187 || l_188;
if l_189 {
shared_memory_183[u32(0)] = u32(1);
}
let l_190 = workgroup_size_no_axis / u32(512);
l_mut_50 = l_190;
loop {
let l_191 = l_mut_50 < u32(512);
let l_192 = !l_191;
if l_192 {
break;
}
l_mut_193 = u32(0);
let l_194 = local_idx >= l_mut_50;
if l_194 {
let l_195 = local_idx - l_mut_50;
let l_196 = shared_memory_47[l_195];
l_mut_193 = l_196;
}
workgroupBarrier();
let l_197 = shared_memory_47[local_idx];
let l_198 = l_197 + l_mut_193;
shared_memory_47[local_idx] = l_198;
workgroupBarrier();
l_mut_50 = l_mut_50 * u32(2);
}
let l_199 = shared_memory_47[u32(511)];
let l_200 = &buffer_19_global[u32(3)];
let l_201 = atomicLoad(l_200);
let l_202 = l_201 != u32(4294967295);
let l_203 = &buffer_19_global[u32(4)];
let l_204 = atomicLoad(l_203);
let l_205 = l_204 != u32(4294967295);
let l_206 = l_202 || l_205;
let l_207 = &buffer_19_global[u32(7)];
let l_208 = atomicLoad(l_207);
let l_209 = l_208 != u32(0);
let l_210 = l_206 || l_209;
let l_211 = shared_memory_183[u32(0)];
let l_212 = l_211 != u32(0);
let l_213 = l_210 || l_212;
let l_214 = l_48 && l_189;
if l_214 {
let l_215 = l_mut_51 != u32(4294967295);
if l_215 {
let l_216 = &buffer_19_global[u32(3)];
let l_217 = atomicMin(l_216, l_mut_51);}
let l_218 = l_mut_157 != u32(4294967295);
if l_218 {
let l_219 = &buffer_19_global[u32(4)];
let l_220 = atomicMin(l_219, l_mut_157);}
let l_221 = l_mut_52 != u32(0);
if l_221 {
let l_222 = &buffer_19_global[u32(7)];
let l_223 = atomicAdd(l_222, l_mut_52);}
}
let l_224 = local_idx == u32(0);
let l_225 = l_48 && l_224;
if l_225 {
let l_226 = &buffer_19_global[u32(0)];
atomicStore(l_226,l_199);
let l_227 = &buffer_19_global[u32(1)];
let l_228 = atomicMax(l_227, l_199);let l_229 = &buffer_19_global[u32(6)];
let l_230 = atomicAdd(l_229, u32(1));let l_231 = l_199 > info.scalars_u32[41];
if l_231 {
let l_232 = &buffer_19_global[u32(2)];
let l_233 = atomicAdd(l_232, u32(1));}
}
l_mut_193 = l_199;
let l_234 = l_199 > info.scalars_u32[41];
let l_235 = l_213 || l_234;
if l_235 {
l_mut_193 = u32(4294967295);
}
let l_236 = l_40 + u32(1);
l_mut_158 = l_236;
let l_237 = l_mut_158 > info.scalars_u32[35];
if l_237 {
l_mut_158 = info.scalars_u32[35];
}
let l_238 = l_mut_193 == u32(4294967295);
if l_238 {
let l_239 = l_40 + local_idx;
l_mut_157 = l_239;
loop {
let l_240 = l_mut_157 <= l_mut_158;
let l_241 = !l_240;
if l_241 {
break;
}
let l_242 = u32(0) + l_mut_157;
buffer_0_global[l_242] = u32(0);
l_mut_157 = l_mut_157 + u32(512);
}
} else {
let l_243 = workgroup_id_no_axis == u32(0);
let l_244 = local_idx == u32(0);
let l_245 = l_243 && l_244;
if l_245 {
let l_246 = &buffer_19_global[u32(8)];
atomicStore(l_246,u32(2));
}
let l_247 = l_40 * info.scalars_u32[42];
let l_248 = l_247 + local_idx;
l_mut_157 = l_248;
loop {
let l_249 = l_mut_158 * info.scalars_u32[42];
let l_250 = l_mut_157 < l_249;
let l_251 = !l_250;
if l_251 {
break;
}
let l_252 = l_mut_157 / u32(8);
l_mut_52 = u32(0);
let l_253 = l_252 > u32(0);
if l_253 {
let l_254 = l_252 - u32(1);
let l_255 = shared_memory_47[l_254];
l_mut_52 = l_255;
}
let l_256 = l_252 * u32(8);

for (var l_mut_257: u32 = l_256; l_mut_257 < l_mut_157; l_mut_257++) {
let l_258 = u32(0) + l_mut_257;
let l_259 = buffer_16_global[l_258];
let l_260 = l_259 & u32(1073741823);
l_mut_52 = l_mut_52 + l_260;
}
let l_261 = l_mut_157 / info.scalars_u32[42];
let l_262 = l_mut_157 % info.scalars_u32[42];
let l_263 = l_262 == u32(0);
if l_263 {
let l_264 = u32(0) + l_261;
buffer_0_global[l_264] = l_mut_52;
}
let l_265 = l_262 * info.scalars_u32[35];
let l_266 = l_265 / info.scalars_u32[42];
let l_267 = l_262 + u32(1);
let l_268 = l_267 * info.scalars_u32[35];
let l_269 = l_268 / info.scalars_u32[42];
let l_270 = i32(info.scalars_u32[38]);
let l_271 = i32(info.scalars_u32[39]);
let l_272 = i32(info.scalars_u32[40]);
let l_273 = u32(3) * l_261;
let l_274 = u32(0) + l_273;
let l_275 = buffer_2_global[l_274];
let l_276 = u32(3) * l_261;
let l_277 = l_276 + u32(1);
let l_278 = u32(0) + l_277;
let l_279 = buffer_2_global[l_278];
let l_280 = u32(3) * l_261;
let l_281 = l_280 + u32(2);
let l_282 = u32(0) + l_281;
let l_283 = buffer_2_global[l_282];
let l_284 = u32(0) + u32(9);
let l_285 = buffer_15_global[l_284];
let l_286 = u32(0) + u32(10);
let l_287 = buffer_15_global[l_286];
let l_288 = u32(0) + u32(11);
let l_289 = buffer_15_global[l_288];
let l_290 = u32(0) + u32(12);
let l_291 = buffer_15_global[l_290];
let l_292 = u32(0) + u32(13);
let l_293 = buffer_15_global[l_292];
let l_294 = u32(0) + u32(14);
let l_295 = buffer_15_global[l_294];
let l_296 = u32(0) + u32(15);
let l_297 = buffer_15_global[l_296];
let l_298 = u32(0) + u32(16);
let l_299 = buffer_15_global[l_298];
let l_300 = u32(0) + u32(17);
let l_301 = buffer_15_global[l_300];
let l_302 = i32(2) * l_271;
let l_303 = l_302 + i32(1);
let l_304 = i32(2) * l_272;
let l_305 = l_304 + i32(1);
let l_306 = i32(2) * l_270;
let l_307 = l_306 + i32(1);
let l_308 = l_307 * l_303;
let l_309 = l_308 * l_305;
let l_310 = u32(l_309);
l_mut_51 = u32(0);
l_mut_50 = u32(0);

for (var l_mut_311: u32 = l_266; l_mut_311 < l_269; l_mut_311++) {
let l_312 = u32(3) * l_mut_311;
let l_313 = u32(0) + l_312;
let l_314 = buffer_2_global[l_313];
let l_315 = l_314 - l_275;
let l_316 = u32(3) * l_mut_311;
let l_317 = l_316 + u32(1);
let l_318 = u32(0) + l_317;
let l_319 = buffer_2_global[l_318];
let l_320 = l_319 - l_279;
let l_321 = u32(3) * l_mut_311;
let l_322 = l_321 + u32(2);
let l_323 = u32(0) + l_322;
let l_324 = buffer_2_global[l_323];
let l_325 = l_324 - l_283;
let l_326 = u32(0) + u32(0);
let l_327 = buffer_15_global[l_326];
let l_328 = l_315 * l_327;
let l_329 = u32(0) + u32(3);
let l_330 = buffer_15_global[l_329];
let l_331 = l_320 * l_330;
let l_332 = l_328 + l_331;
let l_333 = u32(0) + u32(6);
let l_334 = buffer_15_global[l_333];
let l_335 = l_325 * l_334;
let l_336 = l_332 + l_335;
let l_337 = abs(l_336);
let l_338 = l_337 + f32(0.5);
let l_339 = floor(l_338);
l_mut_340 = l_339;
let l_341 = l_336 < f32(0.0);
if l_341 {
let l_342 = -l_339;
l_mut_340 = l_342;
}
let l_343 = u32(0) + u32(1);
let l_344 = buffer_15_global[l_343];
let l_345 = l_315 * l_344;
let l_346 = u32(0) + u32(4);
let l_347 = buffer_15_global[l_346];
let l_348 = l_320 * l_347;
let l_349 = l_345 + l_348;
let l_350 = u32(0) + u32(7);
let l_351 = buffer_15_global[l_350];
let l_352 = l_325 * l_351;
let l_353 = l_349 + l_352;
let l_354 = abs(l_353);
let l_355 = l_354 + f32(0.5);
let l_356 = floor(l_355);
l_mut_357 = l_356;
let l_358 = l_353 < f32(0.0);
if l_358 {
let l_359 = -l_356;
l_mut_357 = l_359;
}
let l_360 = u32(0) + u32(2);
let l_361 = buffer_15_global[l_360];
let l_362 = l_315 * l_361;
let l_363 = u32(0) + u32(5);
let l_364 = buffer_15_global[l_363];
let l_365 = l_320 * l_364;
let l_366 = l_362 + l_365;
let l_367 = u32(0) + u32(8);
let l_368 = buffer_15_global[l_367];
let l_369 = l_325 * l_368;
let l_370 = l_366 + l_369;
let l_371 = abs(l_370);
let l_372 = l_371 + f32(0.5);
let l_373 = floor(l_372);
l_mut_374 = l_373;
let l_375 = l_370 < f32(0.0);
if l_375 {
let l_376 = -l_373;
l_mut_374 = l_376;
}
let l_377 = abs(l_mut_340);
let l_378 = l_377 < f32(4194304.0);
let l_379 = abs(l_mut_357);
let l_380 = l_379 < f32(4194304.0);
let l_381 = abs(l_mut_374);
let l_382 = l_381 < f32(4194304.0);
let l_383 = l_378 && l_380;
let l_384 = l_383 && l_382;
if l_384 {
let l_385 = i32(l_mut_340);
let l_386 = -l_385;
let l_387 = i32(l_mut_357);
let l_388 = -l_387;
let l_389 = i32(l_mut_374);
let l_390 = -l_389;
l_mut_391 = i32(0);
loop {
let l_392 = i32(2) * l_270;
let l_393 = l_392 + i32(1);
let l_394 = l_mut_391 < l_393;
let l_395 = !l_394;
if l_395 {
break;
}
let l_396 = l_386 - l_270;
let l_397 = l_396 + l_mut_391;
l_mut_398 = i32(0);
loop {
let l_399 = l_mut_398 < l_303;
let l_400 = !l_399;
if l_400 {
break;
}
let l_401 = l_388 - l_271;
let l_402 = l_401 + l_mut_398;
l_mut_403 = i32(0);
loop {
let l_404 = l_mut_403 < l_305;
let l_405 = !l_404;
if l_405 {
break;
}
let l_406 = l_390 - l_272;
let l_407 = l_406 + l_mut_403;
let l_408 = l_397 == i32(0);
let l_409 = l_402 == i32(0);
let l_410 = l_408 && l_409;
let l_411 = l_407 == i32(0);
let l_412 = l_410 && l_411;
let l_413 = l_mut_311 == l_261;
let l_414 = l_412 && l_413;
let l_415 = !l_414;
if l_415 {
let l_416 = f32(l_397);
let l_417 = f32(l_402);
let l_418 = f32(l_407);
let l_419 = l_416 * l_285;
let l_420 = l_417 * l_291;
let l_421 = l_419 + l_420;
let l_422 = l_418 * l_297;
let l_423 = l_421 + l_422;
let l_424 = l_315 + l_423;
let l_425 = l_416 * l_287;
let l_426 = l_417 * l_293;
let l_427 = l_425 + l_426;
let l_428 = l_418 * l_299;
let l_429 = l_427 + l_428;
let l_430 = l_320 + l_429;
let l_431 = l_416 * l_289;
let l_432 = l_417 * l_295;
let l_433 = l_431 + l_432;
let l_434 = l_418 * l_301;
let l_435 = l_433 + l_434;
let l_436 = l_325 + l_435;
let l_437 = l_424 * l_424;
let l_438 = l_430 * l_430;
let l_439 = l_437 + l_438;
let l_440 = l_436 * l_436;
let l_441 = l_439 + l_440;
let l_442 = l_441 < info.scalars_f32[5];
if l_442 {
let l_443 = l_mut_52 + l_mut_51;
let l_444 = u32(0) + l_443;
buffer_17_global[l_444] = l_261;
let l_445 = u32(0) + l_443;
buffer_1_global[l_445] = l_mut_311;
let l_446 = u32(3) * l_443;
let l_447 = l_416 * l_285;
let l_448 = l_417 * l_291;
let l_449 = l_447 + l_448;
let l_450 = l_418 * l_297;
let l_451 = l_449 + l_450;
let l_452 = u32(0) + l_446;
buffer_3_global[l_452] = l_451;
let l_453 = u32(3) * l_443;
let l_454 = l_453 + u32(1);
let l_455 = l_416 * l_287;
let l_456 = l_417 * l_293;
let l_457 = l_455 + l_456;
let l_458 = l_418 * l_299;
let l_459 = l_457 + l_458;
let l_460 = u32(0) + l_454;
buffer_3_global[l_460] = l_459;
let l_461 = u32(3) * l_443;
let l_462 = l_461 + u32(2);
let l_463 = l_416 * l_289;
let l_464 = l_417 * l_295;
let l_465 = l_463 + l_464;
let l_466 = l_418 * l_301;
let l_467 = l_465 + l_466;
let l_468 = u32(0) + l_462;
buffer_3_global[l_468] = l_467;
let l_469 = l_mut_311 * l_310;
let l_470 = l_mut_391 * l_303;
let l_471 = l_470 + l_mut_398;
let l_472 = l_471 * l_305;
let l_473 = l_472 + l_mut_403;
let l_474 = u32(l_473);
let l_475 = l_469 + l_474;
let l_476 = u32(0) + l_443;
buffer_18_global[l_476] = l_475;
l_mut_51 = l_mut_51 + u32(1);
}
}
l_mut_403 = l_mut_403 + i32(1);
}
l_mut_398 = l_mut_398 + i32(1);
}
l_mut_391 = l_mut_391 + i32(1);
}
} else {
l_mut_50 = l_mut_50 | u32(2147483648);
}
}
let l_477 = l_mut_51 | l_mut_50;
l_mut_157 = l_mut_157 + u32(512);
}
let l_478 = local_idx == u32(0);
let l_479 = l_40 < l_mut_158;
let l_480 = l_478 && l_479;
if l_480 {
l_mut_52 = l_mut_193;
let l_481 = l_mut_158 < info.scalars_u32[35];
if l_481 {
let l_482 = l_mut_158 * info.scalars_u32[42];
let l_483 = l_482 / u32(8);
l_mut_193 = u32(0);
let l_484 = l_483 > u32(0);
if l_484 {
let l_485 = l_483 - u32(1);
let l_486 = shared_memory_47[l_485];
l_mut_193 = l_486;
}
let l_487 = l_483 * u32(8);

for (var l_mut_488: u32 = l_487; l_mut_488 < l_482; l_mut_488++) {
let l_489 = u32(0) + l_mut_488;
let l_490 = buffer_16_global[l_489];
let l_491 = l_490 & u32(1073741823);
l_mut_193 = l_mut_193 + l_491;
}
l_mut_52 = l_mut_193;
}
let l_492 = u32(0) + l_mut_158;
buffer_0_global[l_492] = l_mut_52;
}
}
storageBarrier();
}
}
let l_493 = info.static_meta[u32(34)];
let l_494 = l_493 - info.scalars_u32[20];
let l_495 = l_493 - info.scalars_u32[21];
let l_496 = l_493 - info.scalars_u32[22];
let l_497 = l_493 - info.scalars_u32[23];
let l_498 = l_493 - info.scalars_u32[24];
let l_499 = l_493 - info.scalars_u32[25];
let l_500 = l_493 - info.scalars_u32[26];
let l_501 = l_493 - info.scalars_u32[27];
let l_502 = l_493 - info.scalars_u32[28];
let l_503 = l_493 - info.scalars_u32[29];
let l_504 = l_493 - info.scalars_u32[30];
let l_505 = l_493 - info.scalars_u32[31];
let l_506 = l_493 - info.scalars_u32[32];
let l_507 = l_493 - info.scalars_u32[33];
let l_508 = l_493 - info.scalars_u32[34];
let l_509 = info.scalars_u32[35] + u32(1);
let l_510 = l_509 - u32(1);
let l_511 = l_510 / u32(1);
let l_512 = workgroup_id_no_axis >= l_511;
if l_512 {
return;
}
let l_513 = workgroup_id_no_axis * u32(1);
let l_514 = l_513 + u32(0);
let l_515 = l_514 < info.scalars_u32[35];
if l_515 {
let l_516 = u32(0) + l_514;
let l_517 = buffer_0_global[l_516];
let l_518 = l_517 + local_idx;
l_mut_193 = l_518;
let l_519 = l_514 + u32(1);
let l_520 = u32(0) + l_519;
let l_521 = buffer_0_global[l_520];
loop {
let l_522 = l_mut_193 < l_521;
let l_523 = !l_522;
if l_523 {
break;
}
let l_524 = u32(0) + l_mut_193;
let l_525 = buffer_1_global[l_524];
let l_526 = l_525 * u32(3);
let l_527 = u32(0) + l_526;
let l_528 = buffer_2_global[l_527];
let l_529 = l_514 * u32(3);
let l_530 = u32(0) + l_529;
let l_531 = buffer_2_global[l_530];
let l_532 = l_528 - l_531;
let l_533 = l_mut_193 * u32(3);
let l_534 = u32(0) + l_533;
let l_535 = buffer_3_global[l_534];
let l_536 = l_532 + l_535;
let l_537 = l_525 * u32(3);
let l_538 = l_537 + u32(1);
let l_539 = u32(0) + l_538;
let l_540 = buffer_2_global[l_539];
let l_541 = l_514 * u32(3);
let l_542 = l_541 + u32(1);
let l_543 = u32(0) + l_542;
let l_544 = buffer_2_global[l_543];
let l_545 = l_540 - l_544;
let l_546 = l_mut_193 * u32(3);
let l_547 = l_546 + u32(1);
let l_548 = u32(0) + l_547;
let l_549 = buffer_3_global[l_548];
let l_550 = l_545 + l_549;
let l_551 = l_525 * u32(3);
let l_552 = l_551 + u32(2);
let l_553 = u32(0) + l_552;
let l_554 = buffer_2_global[l_553];
let l_555 = l_514 * u32(3);
let l_556 = l_555 + u32(2);
let l_557 = u32(0) + l_556;
let l_558 = buffer_2_global[l_557];
let l_559 = l_554 - l_558;
let l_560 = l_mut_193 * u32(3);
let l_561 = l_560 + u32(2);
let l_562 = u32(0) + l_561;
let l_563 = buffer_3_global[l_562];
let l_564 = l_559 + l_563;
let l_565 = l_536 * l_536;
let l_566 = l_550 * l_550;
let l_567 = l_565 + l_566;
let l_568 = l_564 * l_564;
let l_569 = l_567 + l_568;
let l_570 = sqrt(l_569);
let l_571 = vec4<f32>(f32(0.0));
l_mut_572 = l_571;
l_mut_573 = l_mut_572;
l_mut_573[u32(0)] = l_570;
let l_574 = l_536 / l_570;
l_mut_573[u32(1)] = l_574;
let l_575 = l_550 / l_570;
l_mut_573[u32(2)] = l_575;
let l_576 = l_564 / l_570;
l_mut_573[u32(3)] = l_576;
let l_577 = l_mut_193 * u32(2);
let l_578 = u32(0) + l_577;
buffer_4_global[l_578] = l_mut_573;
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
let l_579 = l_570 < info.scalars_f32[3];
if l_579 {
let l_580 = l_570 * info.scalars_f32[4];
let l_581 = abs(l_580);
let l_582 = l_581 * f32(1.2732394933700562);
let l_583 = u32(l_582);
l_mut_158 = l_583;
let l_584 = f32(l_mut_158);
l_mut_340 = l_584;
let l_585 = l_mut_158 % u32(2);
let l_586 = l_585 == u32(1);
if l_586 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_340 = l_mut_340 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_587 = l_mut_340 * f32(0.78515625);
let l_588 = l_581 - l_587;
let l_589 = l_mut_340 * f32(0.00024187564849853516);
let l_590 = l_588 - l_589;
let l_591 = l_mut_340 * f32(3.774895063202166e-8);
let l_592 = l_590 - l_591;
let l_593 = l_592 * l_592;
let l_594 = f32(-0.00019515295571181923) * l_593;
let l_595 = l_594 + f32(0.008332161232829094);
let l_596 = l_595 * l_593;
let l_597 = l_596 - f32(0.16666655242443085);
let l_598 = l_597 * l_593;
let l_599 = l_598 * l_592;
let l_600 = l_599 + l_592;
let l_601 = f32(2.44331567955669e-5) * l_593;
let l_602 = l_601 - f32(0.0013887316454201937);
let l_603 = l_602 * l_593;
let l_604 = l_603 + f32(0.04166664555668831);
let l_605 = l_604 * l_593;
let l_606 = l_605 * l_593;
let l_607 = f32(0.5) * l_593;
let l_608 = l_606 - l_607;
let l_609 = l_608 + f32(1.0);
l_mut_340 = f32(1.0);
l_mut_610 = f32(1.0);
let l_611 = l_mut_158 > u32(3);
if l_611 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_340 = f32(-1.0);
l_mut_610 = f32(-1.0);
}
let l_612 = l_mut_158 > u32(1);
if l_612 {
let l_613 = -l_mut_610;
l_mut_610 = l_613;
}
let l_614 = l_580 < f32(0.0);
if l_614 {
let l_615 = -l_mut_340;
l_mut_340 = l_615;
}
let l_616 = l_mut_158 == u32(1);
let l_617 = l_mut_158 == u32(2);
let l_618 = l_616 || l_617;
let l_619 = select(l_600, l_609, l_618);
let l_620 = l_619 * l_mut_340;
let l_621 = select(l_609, l_600, l_618);
let l_622 = l_621 * l_mut_610;
let l_623 = l_622 + f32(1.0);
let l_624 = f32(0.5) * l_623;
l_mut_374 = l_624;
let l_625 = f32(-0.5) * info.scalars_f32[4];
let l_626 = l_625 * l_620;
l_mut_357 = l_626;
}
let l_627 = vec4<f32>(f32(0.0));
l_mut_573 = l_627;
l_mut_572 = l_mut_573;
l_mut_572[u32(0)] = l_mut_374;
l_mut_572[u32(1)] = l_mut_357;
l_mut_572[u32(2)] = f32(0.0);
l_mut_572[u32(3)] = f32(0.0);
let l_628 = l_mut_193 * u32(2);
let l_629 = l_628 + u32(1);
let l_630 = u32(0) + l_629;
buffer_4_global[l_630] = l_mut_572;
let l_631 = vec4<f32>(f32(0.0));
l_mut_573 = l_631;
l_mut_572 = l_mut_573;
let l_632 = vec4<f32>(f32(0.0));
l_mut_573 = l_632;
l_mut_633 = l_mut_573;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_634 = info.scalars_u32[36] + u32(0);
let l_635 = u32(0) + l_634;
let l_636 = buffer_7_global[l_635];
let l_637 = l_636 * l_570;
let l_638 = abs(l_637);
let l_639 = l_638 * f32(1.2732394933700562);
let l_640 = u32(l_639);
l_mut_158 = l_640;
let l_641 = f32(l_mut_158);
l_mut_357 = l_641;
let l_642 = l_mut_158 % u32(2);
let l_643 = l_642 == u32(1);
if l_643 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_644 = l_mut_357 * f32(0.78515625);
let l_645 = l_638 - l_644;
let l_646 = l_mut_357 * f32(0.00024187564849853516);
let l_647 = l_645 - l_646;
let l_648 = l_mut_357 * f32(3.774895063202166e-8);
let l_649 = l_647 - l_648;
let l_650 = l_649 * l_649;
let l_651 = f32(-0.00019515295571181923) * l_650;
let l_652 = l_651 + f32(0.008332161232829094);
let l_653 = l_652 * l_650;
let l_654 = l_653 - f32(0.16666655242443085);
let l_655 = l_654 * l_650;
let l_656 = l_655 * l_649;
let l_657 = l_656 + l_649;
let l_658 = f32(2.44331567955669e-5) * l_650;
let l_659 = l_658 - f32(0.0013887316454201937);
let l_660 = l_659 * l_650;
let l_661 = l_660 + f32(0.04166664555668831);
let l_662 = l_661 * l_650;
let l_663 = l_662 * l_650;
let l_664 = f32(0.5) * l_650;
let l_665 = l_663 - l_664;
let l_666 = l_665 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_667 = l_mut_158 > u32(3);
if l_667 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_668 = l_mut_158 > u32(1);
if l_668 {
let l_669 = -l_mut_340;
l_mut_340 = l_669;
}
let l_670 = l_637 < f32(0.0);
if l_670 {
let l_671 = -l_mut_357;
l_mut_357 = l_671;
}
let l_672 = l_mut_158 == u32(1);
let l_673 = l_mut_158 == u32(2);
let l_674 = l_672 || l_673;
let l_675 = select(l_657, l_666, l_674);
let l_676 = l_675 * l_mut_357;
let l_677 = select(l_666, l_657, l_674);
let l_678 = l_677 * l_mut_340;
let l_679 = l_676 / l_570;
l_mut_610 = l_679;
let l_680 = l_636 * l_678;
let l_681 = l_680 * l_570;
let l_682 = l_681 - l_676;
let l_683 = l_570 * l_570;
let l_684 = l_682 / l_683;
l_mut_374 = l_684;
l_mut_572[u32(0)] = l_mut_610;
l_mut_633[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_685 = info.scalars_u32[36] + u32(1);
let l_686 = u32(0) + l_685;
let l_687 = buffer_7_global[l_686];
let l_688 = l_687 * l_570;
let l_689 = abs(l_688);
let l_690 = l_689 * f32(1.2732394933700562);
let l_691 = u32(l_690);
l_mut_158 = l_691;
let l_692 = f32(l_mut_158);
l_mut_357 = l_692;
let l_693 = l_mut_158 % u32(2);
let l_694 = l_693 == u32(1);
if l_694 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_695 = l_mut_357 * f32(0.78515625);
let l_696 = l_689 - l_695;
let l_697 = l_mut_357 * f32(0.00024187564849853516);
let l_698 = l_696 - l_697;
let l_699 = l_mut_357 * f32(3.774895063202166e-8);
let l_700 = l_698 - l_699;
let l_701 = l_700 * l_700;
let l_702 = f32(-0.00019515295571181923) * l_701;
let l_703 = l_702 + f32(0.008332161232829094);
let l_704 = l_703 * l_701;
let l_705 = l_704 - f32(0.16666655242443085);
let l_706 = l_705 * l_701;
let l_707 = l_706 * l_700;
let l_708 = l_707 + l_700;
let l_709 = f32(2.44331567955669e-5) * l_701;
let l_710 = l_709 - f32(0.0013887316454201937);
let l_711 = l_710 * l_701;
let l_712 = l_711 + f32(0.04166664555668831);
let l_713 = l_712 * l_701;
let l_714 = l_713 * l_701;
let l_715 = f32(0.5) * l_701;
let l_716 = l_714 - l_715;
let l_717 = l_716 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_718 = l_mut_158 > u32(3);
if l_718 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_719 = l_mut_158 > u32(1);
if l_719 {
let l_720 = -l_mut_340;
l_mut_340 = l_720;
}
let l_721 = l_688 < f32(0.0);
if l_721 {
let l_722 = -l_mut_357;
l_mut_357 = l_722;
}
let l_723 = l_mut_158 == u32(1);
let l_724 = l_mut_158 == u32(2);
let l_725 = l_723 || l_724;
let l_726 = select(l_708, l_717, l_725);
let l_727 = l_726 * l_mut_357;
let l_728 = select(l_717, l_708, l_725);
let l_729 = l_728 * l_mut_340;
let l_730 = l_727 / l_570;
l_mut_610 = l_730;
let l_731 = l_687 * l_729;
let l_732 = l_731 * l_570;
let l_733 = l_732 - l_727;
let l_734 = l_570 * l_570;
let l_735 = l_733 / l_734;
l_mut_374 = l_735;
l_mut_572[u32(1)] = l_mut_610;
l_mut_633[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_736 = info.scalars_u32[36] + u32(2);
let l_737 = u32(0) + l_736;
let l_738 = buffer_7_global[l_737];
let l_739 = l_738 * l_570;
let l_740 = abs(l_739);
let l_741 = l_740 * f32(1.2732394933700562);
let l_742 = u32(l_741);
l_mut_158 = l_742;
let l_743 = f32(l_mut_158);
l_mut_357 = l_743;
let l_744 = l_mut_158 % u32(2);
let l_745 = l_744 == u32(1);
if l_745 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_746 = l_mut_357 * f32(0.78515625);
let l_747 = l_740 - l_746;
let l_748 = l_mut_357 * f32(0.00024187564849853516);
let l_749 = l_747 - l_748;
let l_750 = l_mut_357 * f32(3.774895063202166e-8);
let l_751 = l_749 - l_750;
let l_752 = l_751 * l_751;
let l_753 = f32(-0.00019515295571181923) * l_752;
let l_754 = l_753 + f32(0.008332161232829094);
let l_755 = l_754 * l_752;
let l_756 = l_755 - f32(0.16666655242443085);
let l_757 = l_756 * l_752;
let l_758 = l_757 * l_751;
let l_759 = l_758 + l_751;
let l_760 = f32(2.44331567955669e-5) * l_752;
let l_761 = l_760 - f32(0.0013887316454201937);
let l_762 = l_761 * l_752;
let l_763 = l_762 + f32(0.04166664555668831);
let l_764 = l_763 * l_752;
let l_765 = l_764 * l_752;
let l_766 = f32(0.5) * l_752;
let l_767 = l_765 - l_766;
let l_768 = l_767 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_769 = l_mut_158 > u32(3);
if l_769 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_770 = l_mut_158 > u32(1);
if l_770 {
let l_771 = -l_mut_340;
l_mut_340 = l_771;
}
let l_772 = l_739 < f32(0.0);
if l_772 {
let l_773 = -l_mut_357;
l_mut_357 = l_773;
}
let l_774 = l_mut_158 == u32(1);
let l_775 = l_mut_158 == u32(2);
let l_776 = l_774 || l_775;
let l_777 = select(l_759, l_768, l_776);
let l_778 = l_777 * l_mut_357;
let l_779 = select(l_768, l_759, l_776);
let l_780 = l_779 * l_mut_340;
let l_781 = l_778 / l_570;
l_mut_610 = l_781;
let l_782 = l_738 * l_780;
let l_783 = l_782 * l_570;
let l_784 = l_783 - l_778;
let l_785 = l_570 * l_570;
let l_786 = l_784 / l_785;
l_mut_374 = l_786;
l_mut_572[u32(2)] = l_mut_610;
l_mut_633[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_787 = info.scalars_u32[36] + u32(3);
let l_788 = u32(0) + l_787;
let l_789 = buffer_7_global[l_788];
let l_790 = l_789 * l_570;
let l_791 = abs(l_790);
let l_792 = l_791 * f32(1.2732394933700562);
let l_793 = u32(l_792);
l_mut_158 = l_793;
let l_794 = f32(l_mut_158);
l_mut_357 = l_794;
let l_795 = l_mut_158 % u32(2);
let l_796 = l_795 == u32(1);
if l_796 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_797 = l_mut_357 * f32(0.78515625);
let l_798 = l_791 - l_797;
let l_799 = l_mut_357 * f32(0.00024187564849853516);
let l_800 = l_798 - l_799;
let l_801 = l_mut_357 * f32(3.774895063202166e-8);
let l_802 = l_800 - l_801;
let l_803 = l_802 * l_802;
let l_804 = f32(-0.00019515295571181923) * l_803;
let l_805 = l_804 + f32(0.008332161232829094);
let l_806 = l_805 * l_803;
let l_807 = l_806 - f32(0.16666655242443085);
let l_808 = l_807 * l_803;
let l_809 = l_808 * l_802;
let l_810 = l_809 + l_802;
let l_811 = f32(2.44331567955669e-5) * l_803;
let l_812 = l_811 - f32(0.0013887316454201937);
let l_813 = l_812 * l_803;
let l_814 = l_813 + f32(0.04166664555668831);
let l_815 = l_814 * l_803;
let l_816 = l_815 * l_803;
let l_817 = f32(0.5) * l_803;
let l_818 = l_816 - l_817;
let l_819 = l_818 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_820 = l_mut_158 > u32(3);
if l_820 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_821 = l_mut_158 > u32(1);
if l_821 {
let l_822 = -l_mut_340;
l_mut_340 = l_822;
}
let l_823 = l_790 < f32(0.0);
if l_823 {
let l_824 = -l_mut_357;
l_mut_357 = l_824;
}
let l_825 = l_mut_158 == u32(1);
let l_826 = l_mut_158 == u32(2);
let l_827 = l_825 || l_826;
let l_828 = select(l_810, l_819, l_827);
let l_829 = l_828 * l_mut_357;
let l_830 = select(l_819, l_810, l_827);
let l_831 = l_830 * l_mut_340;
let l_832 = l_829 / l_570;
l_mut_610 = l_832;
let l_833 = l_789 * l_831;
let l_834 = l_833 * l_570;
let l_835 = l_834 - l_829;
let l_836 = l_570 * l_570;
let l_837 = l_835 / l_836;
l_mut_374 = l_837;
l_mut_572[u32(3)] = l_mut_610;
l_mut_633[u32(3)] = l_mut_374;
let l_838 = l_mut_193 * u32(5);
let l_839 = l_838 + u32(0);
let l_840 = u32(0) + l_839;
buffer_5_global[l_840] = l_mut_572;
let l_841 = l_mut_193 * u32(5);
let l_842 = l_841 + u32(0);
let l_843 = u32(0) + l_842;
buffer_6_global[l_843] = l_mut_633;
let l_844 = vec4<f32>(f32(0.0));
l_mut_633 = l_844;
l_mut_573 = l_mut_633;
let l_845 = vec4<f32>(f32(0.0));
l_mut_633 = l_845;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_846 = info.scalars_u32[36] + u32(4);
let l_847 = u32(0) + l_846;
let l_848 = buffer_7_global[l_847];
let l_849 = l_848 * l_570;
let l_850 = abs(l_849);
let l_851 = l_850 * f32(1.2732394933700562);
let l_852 = u32(l_851);
l_mut_158 = l_852;
let l_853 = f32(l_mut_158);
l_mut_357 = l_853;
let l_854 = l_mut_158 % u32(2);
let l_855 = l_854 == u32(1);
if l_855 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_856 = l_mut_357 * f32(0.78515625);
let l_857 = l_850 - l_856;
let l_858 = l_mut_357 * f32(0.00024187564849853516);
let l_859 = l_857 - l_858;
let l_860 = l_mut_357 * f32(3.774895063202166e-8);
let l_861 = l_859 - l_860;
let l_862 = l_861 * l_861;
let l_863 = f32(-0.00019515295571181923) * l_862;
let l_864 = l_863 + f32(0.008332161232829094);
let l_865 = l_864 * l_862;
let l_866 = l_865 - f32(0.16666655242443085);
let l_867 = l_866 * l_862;
let l_868 = l_867 * l_861;
let l_869 = l_868 + l_861;
let l_870 = f32(2.44331567955669e-5) * l_862;
let l_871 = l_870 - f32(0.0013887316454201937);
let l_872 = l_871 * l_862;
let l_873 = l_872 + f32(0.04166664555668831);
let l_874 = l_873 * l_862;
let l_875 = l_874 * l_862;
let l_876 = f32(0.5) * l_862;
let l_877 = l_875 - l_876;
let l_878 = l_877 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_879 = l_mut_158 > u32(3);
if l_879 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_880 = l_mut_158 > u32(1);
if l_880 {
let l_881 = -l_mut_340;
l_mut_340 = l_881;
}
let l_882 = l_849 < f32(0.0);
if l_882 {
let l_883 = -l_mut_357;
l_mut_357 = l_883;
}
let l_884 = l_mut_158 == u32(1);
let l_885 = l_mut_158 == u32(2);
let l_886 = l_884 || l_885;
let l_887 = select(l_869, l_878, l_886);
let l_888 = l_887 * l_mut_357;
let l_889 = select(l_878, l_869, l_886);
let l_890 = l_889 * l_mut_340;
let l_891 = l_888 / l_570;
l_mut_610 = l_891;
let l_892 = l_848 * l_890;
let l_893 = l_892 * l_570;
let l_894 = l_893 - l_888;
let l_895 = l_570 * l_570;
let l_896 = l_894 / l_895;
l_mut_374 = l_896;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_897 = info.scalars_u32[36] + u32(5);
let l_898 = u32(0) + l_897;
let l_899 = buffer_7_global[l_898];
let l_900 = l_899 * l_570;
let l_901 = abs(l_900);
let l_902 = l_901 * f32(1.2732394933700562);
let l_903 = u32(l_902);
l_mut_158 = l_903;
let l_904 = f32(l_mut_158);
l_mut_357 = l_904;
let l_905 = l_mut_158 % u32(2);
let l_906 = l_905 == u32(1);
if l_906 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_907 = l_mut_357 * f32(0.78515625);
let l_908 = l_901 - l_907;
let l_909 = l_mut_357 * f32(0.00024187564849853516);
let l_910 = l_908 - l_909;
let l_911 = l_mut_357 * f32(3.774895063202166e-8);
let l_912 = l_910 - l_911;
let l_913 = l_912 * l_912;
let l_914 = f32(-0.00019515295571181923) * l_913;
let l_915 = l_914 + f32(0.008332161232829094);
let l_916 = l_915 * l_913;
let l_917 = l_916 - f32(0.16666655242443085);
let l_918 = l_917 * l_913;
let l_919 = l_918 * l_912;
let l_920 = l_919 + l_912;
let l_921 = f32(2.44331567955669e-5) * l_913;
let l_922 = l_921 - f32(0.0013887316454201937);
let l_923 = l_922 * l_913;
let l_924 = l_923 + f32(0.04166664555668831);
let l_925 = l_924 * l_913;
let l_926 = l_925 * l_913;
let l_927 = f32(0.5) * l_913;
let l_928 = l_926 - l_927;
let l_929 = l_928 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_930 = l_mut_158 > u32(3);
if l_930 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_931 = l_mut_158 > u32(1);
if l_931 {
let l_932 = -l_mut_340;
l_mut_340 = l_932;
}
let l_933 = l_900 < f32(0.0);
if l_933 {
let l_934 = -l_mut_357;
l_mut_357 = l_934;
}
let l_935 = l_mut_158 == u32(1);
let l_936 = l_mut_158 == u32(2);
let l_937 = l_935 || l_936;
let l_938 = select(l_920, l_929, l_937);
let l_939 = l_938 * l_mut_357;
let l_940 = select(l_929, l_920, l_937);
let l_941 = l_940 * l_mut_340;
let l_942 = l_939 / l_570;
l_mut_610 = l_942;
let l_943 = l_899 * l_941;
let l_944 = l_943 * l_570;
let l_945 = l_944 - l_939;
let l_946 = l_570 * l_570;
let l_947 = l_945 / l_946;
l_mut_374 = l_947;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_948 = info.scalars_u32[36] + u32(6);
let l_949 = u32(0) + l_948;
let l_950 = buffer_7_global[l_949];
let l_951 = l_950 * l_570;
let l_952 = abs(l_951);
let l_953 = l_952 * f32(1.2732394933700562);
let l_954 = u32(l_953);
l_mut_158 = l_954;
let l_955 = f32(l_mut_158);
l_mut_357 = l_955;
let l_956 = l_mut_158 % u32(2);
let l_957 = l_956 == u32(1);
if l_957 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_958 = l_mut_357 * f32(0.78515625);
let l_959 = l_952 - l_958;
let l_960 = l_mut_357 * f32(0.00024187564849853516);
let l_961 = l_959 - l_960;
let l_962 = l_mut_357 * f32(3.774895063202166e-8);
let l_963 = l_961 - l_962;
let l_964 = l_963 * l_963;
let l_965 = f32(-0.00019515295571181923) * l_964;
let l_966 = l_965 + f32(0.008332161232829094);
let l_967 = l_966 * l_964;
let l_968 = l_967 - f32(0.16666655242443085);
let l_969 = l_968 * l_964;
let l_970 = l_969 * l_963;
let l_971 = l_970 + l_963;
let l_972 = f32(2.44331567955669e-5) * l_964;
let l_973 = l_972 - f32(0.0013887316454201937);
let l_974 = l_973 * l_964;
let l_975 = l_974 + f32(0.04166664555668831);
let l_976 = l_975 * l_964;
let l_977 = l_976 * l_964;
let l_978 = f32(0.5) * l_964;
let l_979 = l_977 - l_978;
let l_980 = l_979 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_981 = l_mut_158 > u32(3);
if l_981 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_982 = l_mut_158 > u32(1);
if l_982 {
let l_983 = -l_mut_340;
l_mut_340 = l_983;
}
let l_984 = l_951 < f32(0.0);
if l_984 {
let l_985 = -l_mut_357;
l_mut_357 = l_985;
}
let l_986 = l_mut_158 == u32(1);
let l_987 = l_mut_158 == u32(2);
let l_988 = l_986 || l_987;
let l_989 = select(l_971, l_980, l_988);
let l_990 = l_989 * l_mut_357;
let l_991 = select(l_980, l_971, l_988);
let l_992 = l_991 * l_mut_340;
let l_993 = l_990 / l_570;
l_mut_610 = l_993;
let l_994 = l_950 * l_992;
let l_995 = l_994 * l_570;
let l_996 = l_995 - l_990;
let l_997 = l_570 * l_570;
let l_998 = l_996 / l_997;
l_mut_374 = l_998;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_999 = info.scalars_u32[36] + u32(7);
let l_1000 = u32(0) + l_999;
let l_1001 = buffer_7_global[l_1000];
let l_1002 = l_1001 * l_570;
let l_1003 = abs(l_1002);
let l_1004 = l_1003 * f32(1.2732394933700562);
let l_1005 = u32(l_1004);
l_mut_158 = l_1005;
let l_1006 = f32(l_mut_158);
l_mut_357 = l_1006;
let l_1007 = l_mut_158 % u32(2);
let l_1008 = l_1007 == u32(1);
if l_1008 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1009 = l_mut_357 * f32(0.78515625);
let l_1010 = l_1003 - l_1009;
let l_1011 = l_mut_357 * f32(0.00024187564849853516);
let l_1012 = l_1010 - l_1011;
let l_1013 = l_mut_357 * f32(3.774895063202166e-8);
let l_1014 = l_1012 - l_1013;
let l_1015 = l_1014 * l_1014;
let l_1016 = f32(-0.00019515295571181923) * l_1015;
let l_1017 = l_1016 + f32(0.008332161232829094);
let l_1018 = l_1017 * l_1015;
let l_1019 = l_1018 - f32(0.16666655242443085);
let l_1020 = l_1019 * l_1015;
let l_1021 = l_1020 * l_1014;
let l_1022 = l_1021 + l_1014;
let l_1023 = f32(2.44331567955669e-5) * l_1015;
let l_1024 = l_1023 - f32(0.0013887316454201937);
let l_1025 = l_1024 * l_1015;
let l_1026 = l_1025 + f32(0.04166664555668831);
let l_1027 = l_1026 * l_1015;
let l_1028 = l_1027 * l_1015;
let l_1029 = f32(0.5) * l_1015;
let l_1030 = l_1028 - l_1029;
let l_1031 = l_1030 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1032 = l_mut_158 > u32(3);
if l_1032 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1033 = l_mut_158 > u32(1);
if l_1033 {
let l_1034 = -l_mut_340;
l_mut_340 = l_1034;
}
let l_1035 = l_1002 < f32(0.0);
if l_1035 {
let l_1036 = -l_mut_357;
l_mut_357 = l_1036;
}
let l_1037 = l_mut_158 == u32(1);
let l_1038 = l_mut_158 == u32(2);
let l_1039 = l_1037 || l_1038;
let l_1040 = select(l_1022, l_1031, l_1039);
let l_1041 = l_1040 * l_mut_357;
let l_1042 = select(l_1031, l_1022, l_1039);
let l_1043 = l_1042 * l_mut_340;
let l_1044 = l_1041 / l_570;
l_mut_610 = l_1044;
let l_1045 = l_1001 * l_1043;
let l_1046 = l_1045 * l_570;
let l_1047 = l_1046 - l_1041;
let l_1048 = l_570 * l_570;
let l_1049 = l_1047 / l_1048;
l_mut_374 = l_1049;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_1050 = l_mut_193 * u32(5);
let l_1051 = l_1050 + u32(1);
let l_1052 = u32(0) + l_1051;
buffer_5_global[l_1052] = l_mut_573;
let l_1053 = l_mut_193 * u32(5);
let l_1054 = l_1053 + u32(1);
let l_1055 = u32(0) + l_1054;
buffer_6_global[l_1055] = l_mut_572;
let l_1056 = vec4<f32>(f32(0.0));
l_mut_633 = l_1056;
l_mut_573 = l_mut_633;
let l_1057 = vec4<f32>(f32(0.0));
l_mut_633 = l_1057;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1058 = info.scalars_u32[36] + u32(8);
let l_1059 = u32(0) + l_1058;
let l_1060 = buffer_7_global[l_1059];
let l_1061 = l_1060 * l_570;
let l_1062 = abs(l_1061);
let l_1063 = l_1062 * f32(1.2732394933700562);
let l_1064 = u32(l_1063);
l_mut_158 = l_1064;
let l_1065 = f32(l_mut_158);
l_mut_357 = l_1065;
let l_1066 = l_mut_158 % u32(2);
let l_1067 = l_1066 == u32(1);
if l_1067 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1068 = l_mut_357 * f32(0.78515625);
let l_1069 = l_1062 - l_1068;
let l_1070 = l_mut_357 * f32(0.00024187564849853516);
let l_1071 = l_1069 - l_1070;
let l_1072 = l_mut_357 * f32(3.774895063202166e-8);
let l_1073 = l_1071 - l_1072;
let l_1074 = l_1073 * l_1073;
let l_1075 = f32(-0.00019515295571181923) * l_1074;
let l_1076 = l_1075 + f32(0.008332161232829094);
let l_1077 = l_1076 * l_1074;
let l_1078 = l_1077 - f32(0.16666655242443085);
let l_1079 = l_1078 * l_1074;
let l_1080 = l_1079 * l_1073;
let l_1081 = l_1080 + l_1073;
let l_1082 = f32(2.44331567955669e-5) * l_1074;
let l_1083 = l_1082 - f32(0.0013887316454201937);
let l_1084 = l_1083 * l_1074;
let l_1085 = l_1084 + f32(0.04166664555668831);
let l_1086 = l_1085 * l_1074;
let l_1087 = l_1086 * l_1074;
let l_1088 = f32(0.5) * l_1074;
let l_1089 = l_1087 - l_1088;
let l_1090 = l_1089 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1091 = l_mut_158 > u32(3);
if l_1091 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1092 = l_mut_158 > u32(1);
if l_1092 {
let l_1093 = -l_mut_340;
l_mut_340 = l_1093;
}
let l_1094 = l_1061 < f32(0.0);
if l_1094 {
let l_1095 = -l_mut_357;
l_mut_357 = l_1095;
}
let l_1096 = l_mut_158 == u32(1);
let l_1097 = l_mut_158 == u32(2);
let l_1098 = l_1096 || l_1097;
let l_1099 = select(l_1081, l_1090, l_1098);
let l_1100 = l_1099 * l_mut_357;
let l_1101 = select(l_1090, l_1081, l_1098);
let l_1102 = l_1101 * l_mut_340;
let l_1103 = l_1100 / l_570;
l_mut_610 = l_1103;
let l_1104 = l_1060 * l_1102;
let l_1105 = l_1104 * l_570;
let l_1106 = l_1105 - l_1100;
let l_1107 = l_570 * l_570;
let l_1108 = l_1106 / l_1107;
l_mut_374 = l_1108;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1109 = info.scalars_u32[36] + u32(9);
let l_1110 = u32(0) + l_1109;
let l_1111 = buffer_7_global[l_1110];
let l_1112 = l_1111 * l_570;
let l_1113 = abs(l_1112);
let l_1114 = l_1113 * f32(1.2732394933700562);
let l_1115 = u32(l_1114);
l_mut_158 = l_1115;
let l_1116 = f32(l_mut_158);
l_mut_357 = l_1116;
let l_1117 = l_mut_158 % u32(2);
let l_1118 = l_1117 == u32(1);
if l_1118 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1119 = l_mut_357 * f32(0.78515625);
let l_1120 = l_1113 - l_1119;
let l_1121 = l_mut_357 * f32(0.00024187564849853516);
let l_1122 = l_1120 - l_1121;
let l_1123 = l_mut_357 * f32(3.774895063202166e-8);
let l_1124 = l_1122 - l_1123;
let l_1125 = l_1124 * l_1124;
let l_1126 = f32(-0.00019515295571181923) * l_1125;
let l_1127 = l_1126 + f32(0.008332161232829094);
let l_1128 = l_1127 * l_1125;
let l_1129 = l_1128 - f32(0.16666655242443085);
let l_1130 = l_1129 * l_1125;
let l_1131 = l_1130 * l_1124;
let l_1132 = l_1131 + l_1124;
let l_1133 = f32(2.44331567955669e-5) * l_1125;
let l_1134 = l_1133 - f32(0.0013887316454201937);
let l_1135 = l_1134 * l_1125;
let l_1136 = l_1135 + f32(0.04166664555668831);
let l_1137 = l_1136 * l_1125;
let l_1138 = l_1137 * l_1125;
let l_1139 = f32(0.5) * l_1125;
let l_1140 = l_1138 - l_1139;
let l_1141 = l_1140 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1142 = l_mut_158 > u32(3);
if l_1142 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1143 = l_mut_158 > u32(1);
if l_1143 {
let l_1144 = -l_mut_340;
l_mut_340 = l_1144;
}
let l_1145 = l_1112 < f32(0.0);
if l_1145 {
let l_1146 = -l_mut_357;
l_mut_357 = l_1146;
}
let l_1147 = l_mut_158 == u32(1);
let l_1148 = l_mut_158 == u32(2);
let l_1149 = l_1147 || l_1148;
let l_1150 = select(l_1132, l_1141, l_1149);
let l_1151 = l_1150 * l_mut_357;
let l_1152 = select(l_1141, l_1132, l_1149);
let l_1153 = l_1152 * l_mut_340;
let l_1154 = l_1151 / l_570;
l_mut_610 = l_1154;
let l_1155 = l_1111 * l_1153;
let l_1156 = l_1155 * l_570;
let l_1157 = l_1156 - l_1151;
let l_1158 = l_570 * l_570;
let l_1159 = l_1157 / l_1158;
l_mut_374 = l_1159;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1160 = info.scalars_u32[36] + u32(10);
let l_1161 = u32(0) + l_1160;
let l_1162 = buffer_7_global[l_1161];
let l_1163 = l_1162 * l_570;
let l_1164 = abs(l_1163);
let l_1165 = l_1164 * f32(1.2732394933700562);
let l_1166 = u32(l_1165);
l_mut_158 = l_1166;
let l_1167 = f32(l_mut_158);
l_mut_357 = l_1167;
let l_1168 = l_mut_158 % u32(2);
let l_1169 = l_1168 == u32(1);
if l_1169 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1170 = l_mut_357 * f32(0.78515625);
let l_1171 = l_1164 - l_1170;
let l_1172 = l_mut_357 * f32(0.00024187564849853516);
let l_1173 = l_1171 - l_1172;
let l_1174 = l_mut_357 * f32(3.774895063202166e-8);
let l_1175 = l_1173 - l_1174;
let l_1176 = l_1175 * l_1175;
let l_1177 = f32(-0.00019515295571181923) * l_1176;
let l_1178 = l_1177 + f32(0.008332161232829094);
let l_1179 = l_1178 * l_1176;
let l_1180 = l_1179 - f32(0.16666655242443085);
let l_1181 = l_1180 * l_1176;
let l_1182 = l_1181 * l_1175;
let l_1183 = l_1182 + l_1175;
let l_1184 = f32(2.44331567955669e-5) * l_1176;
let l_1185 = l_1184 - f32(0.0013887316454201937);
let l_1186 = l_1185 * l_1176;
let l_1187 = l_1186 + f32(0.04166664555668831);
let l_1188 = l_1187 * l_1176;
let l_1189 = l_1188 * l_1176;
let l_1190 = f32(0.5) * l_1176;
let l_1191 = l_1189 - l_1190;
let l_1192 = l_1191 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1193 = l_mut_158 > u32(3);
if l_1193 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1194 = l_mut_158 > u32(1);
if l_1194 {
let l_1195 = -l_mut_340;
l_mut_340 = l_1195;
}
let l_1196 = l_1163 < f32(0.0);
if l_1196 {
let l_1197 = -l_mut_357;
l_mut_357 = l_1197;
}
let l_1198 = l_mut_158 == u32(1);
let l_1199 = l_mut_158 == u32(2);
let l_1200 = l_1198 || l_1199;
let l_1201 = select(l_1183, l_1192, l_1200);
let l_1202 = l_1201 * l_mut_357;
let l_1203 = select(l_1192, l_1183, l_1200);
let l_1204 = l_1203 * l_mut_340;
let l_1205 = l_1202 / l_570;
l_mut_610 = l_1205;
let l_1206 = l_1162 * l_1204;
let l_1207 = l_1206 * l_570;
let l_1208 = l_1207 - l_1202;
let l_1209 = l_570 * l_570;
let l_1210 = l_1208 / l_1209;
l_mut_374 = l_1210;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1211 = info.scalars_u32[36] + u32(11);
let l_1212 = u32(0) + l_1211;
let l_1213 = buffer_7_global[l_1212];
let l_1214 = l_1213 * l_570;
let l_1215 = abs(l_1214);
let l_1216 = l_1215 * f32(1.2732394933700562);
let l_1217 = u32(l_1216);
l_mut_158 = l_1217;
let l_1218 = f32(l_mut_158);
l_mut_357 = l_1218;
let l_1219 = l_mut_158 % u32(2);
let l_1220 = l_1219 == u32(1);
if l_1220 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1221 = l_mut_357 * f32(0.78515625);
let l_1222 = l_1215 - l_1221;
let l_1223 = l_mut_357 * f32(0.00024187564849853516);
let l_1224 = l_1222 - l_1223;
let l_1225 = l_mut_357 * f32(3.774895063202166e-8);
let l_1226 = l_1224 - l_1225;
let l_1227 = l_1226 * l_1226;
let l_1228 = f32(-0.00019515295571181923) * l_1227;
let l_1229 = l_1228 + f32(0.008332161232829094);
let l_1230 = l_1229 * l_1227;
let l_1231 = l_1230 - f32(0.16666655242443085);
let l_1232 = l_1231 * l_1227;
let l_1233 = l_1232 * l_1226;
let l_1234 = l_1233 + l_1226;
let l_1235 = f32(2.44331567955669e-5) * l_1227;
let l_1236 = l_1235 - f32(0.0013887316454201937);
let l_1237 = l_1236 * l_1227;
let l_1238 = l_1237 + f32(0.04166664555668831);
let l_1239 = l_1238 * l_1227;
let l_1240 = l_1239 * l_1227;
let l_1241 = f32(0.5) * l_1227;
let l_1242 = l_1240 - l_1241;
let l_1243 = l_1242 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1244 = l_mut_158 > u32(3);
if l_1244 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1245 = l_mut_158 > u32(1);
if l_1245 {
let l_1246 = -l_mut_340;
l_mut_340 = l_1246;
}
let l_1247 = l_1214 < f32(0.0);
if l_1247 {
let l_1248 = -l_mut_357;
l_mut_357 = l_1248;
}
let l_1249 = l_mut_158 == u32(1);
let l_1250 = l_mut_158 == u32(2);
let l_1251 = l_1249 || l_1250;
let l_1252 = select(l_1234, l_1243, l_1251);
let l_1253 = l_1252 * l_mut_357;
let l_1254 = select(l_1243, l_1234, l_1251);
let l_1255 = l_1254 * l_mut_340;
let l_1256 = l_1253 / l_570;
l_mut_610 = l_1256;
let l_1257 = l_1213 * l_1255;
let l_1258 = l_1257 * l_570;
let l_1259 = l_1258 - l_1253;
let l_1260 = l_570 * l_570;
let l_1261 = l_1259 / l_1260;
l_mut_374 = l_1261;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_1262 = l_mut_193 * u32(5);
let l_1263 = l_1262 + u32(2);
let l_1264 = u32(0) + l_1263;
buffer_5_global[l_1264] = l_mut_573;
let l_1265 = l_mut_193 * u32(5);
let l_1266 = l_1265 + u32(2);
let l_1267 = u32(0) + l_1266;
buffer_6_global[l_1267] = l_mut_572;
let l_1268 = vec4<f32>(f32(0.0));
l_mut_633 = l_1268;
l_mut_573 = l_mut_633;
let l_1269 = vec4<f32>(f32(0.0));
l_mut_633 = l_1269;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1270 = info.scalars_u32[36] + u32(12);
let l_1271 = u32(0) + l_1270;
let l_1272 = buffer_7_global[l_1271];
let l_1273 = l_1272 * l_570;
let l_1274 = abs(l_1273);
let l_1275 = l_1274 * f32(1.2732394933700562);
let l_1276 = u32(l_1275);
l_mut_158 = l_1276;
let l_1277 = f32(l_mut_158);
l_mut_357 = l_1277;
let l_1278 = l_mut_158 % u32(2);
let l_1279 = l_1278 == u32(1);
if l_1279 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1280 = l_mut_357 * f32(0.78515625);
let l_1281 = l_1274 - l_1280;
let l_1282 = l_mut_357 * f32(0.00024187564849853516);
let l_1283 = l_1281 - l_1282;
let l_1284 = l_mut_357 * f32(3.774895063202166e-8);
let l_1285 = l_1283 - l_1284;
let l_1286 = l_1285 * l_1285;
let l_1287 = f32(-0.00019515295571181923) * l_1286;
let l_1288 = l_1287 + f32(0.008332161232829094);
let l_1289 = l_1288 * l_1286;
let l_1290 = l_1289 - f32(0.16666655242443085);
let l_1291 = l_1290 * l_1286;
let l_1292 = l_1291 * l_1285;
let l_1293 = l_1292 + l_1285;
let l_1294 = f32(2.44331567955669e-5) * l_1286;
let l_1295 = l_1294 - f32(0.0013887316454201937);
let l_1296 = l_1295 * l_1286;
let l_1297 = l_1296 + f32(0.04166664555668831);
let l_1298 = l_1297 * l_1286;
let l_1299 = l_1298 * l_1286;
let l_1300 = f32(0.5) * l_1286;
let l_1301 = l_1299 - l_1300;
let l_1302 = l_1301 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1303 = l_mut_158 > u32(3);
if l_1303 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1304 = l_mut_158 > u32(1);
if l_1304 {
let l_1305 = -l_mut_340;
l_mut_340 = l_1305;
}
let l_1306 = l_1273 < f32(0.0);
if l_1306 {
let l_1307 = -l_mut_357;
l_mut_357 = l_1307;
}
let l_1308 = l_mut_158 == u32(1);
let l_1309 = l_mut_158 == u32(2);
let l_1310 = l_1308 || l_1309;
let l_1311 = select(l_1293, l_1302, l_1310);
let l_1312 = l_1311 * l_mut_357;
let l_1313 = select(l_1302, l_1293, l_1310);
let l_1314 = l_1313 * l_mut_340;
let l_1315 = l_1312 / l_570;
l_mut_610 = l_1315;
let l_1316 = l_1272 * l_1314;
let l_1317 = l_1316 * l_570;
let l_1318 = l_1317 - l_1312;
let l_1319 = l_570 * l_570;
let l_1320 = l_1318 / l_1319;
l_mut_374 = l_1320;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1321 = info.scalars_u32[36] + u32(13);
let l_1322 = u32(0) + l_1321;
let l_1323 = buffer_7_global[l_1322];
let l_1324 = l_1323 * l_570;
let l_1325 = abs(l_1324);
let l_1326 = l_1325 * f32(1.2732394933700562);
let l_1327 = u32(l_1326);
l_mut_158 = l_1327;
let l_1328 = f32(l_mut_158);
l_mut_357 = l_1328;
let l_1329 = l_mut_158 % u32(2);
let l_1330 = l_1329 == u32(1);
if l_1330 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1331 = l_mut_357 * f32(0.78515625);
let l_1332 = l_1325 - l_1331;
let l_1333 = l_mut_357 * f32(0.00024187564849853516);
let l_1334 = l_1332 - l_1333;
let l_1335 = l_mut_357 * f32(3.774895063202166e-8);
let l_1336 = l_1334 - l_1335;
let l_1337 = l_1336 * l_1336;
let l_1338 = f32(-0.00019515295571181923) * l_1337;
let l_1339 = l_1338 + f32(0.008332161232829094);
let l_1340 = l_1339 * l_1337;
let l_1341 = l_1340 - f32(0.16666655242443085);
let l_1342 = l_1341 * l_1337;
let l_1343 = l_1342 * l_1336;
let l_1344 = l_1343 + l_1336;
let l_1345 = f32(2.44331567955669e-5) * l_1337;
let l_1346 = l_1345 - f32(0.0013887316454201937);
let l_1347 = l_1346 * l_1337;
let l_1348 = l_1347 + f32(0.04166664555668831);
let l_1349 = l_1348 * l_1337;
let l_1350 = l_1349 * l_1337;
let l_1351 = f32(0.5) * l_1337;
let l_1352 = l_1350 - l_1351;
let l_1353 = l_1352 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1354 = l_mut_158 > u32(3);
if l_1354 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1355 = l_mut_158 > u32(1);
if l_1355 {
let l_1356 = -l_mut_340;
l_mut_340 = l_1356;
}
let l_1357 = l_1324 < f32(0.0);
if l_1357 {
let l_1358 = -l_mut_357;
l_mut_357 = l_1358;
}
let l_1359 = l_mut_158 == u32(1);
let l_1360 = l_mut_158 == u32(2);
let l_1361 = l_1359 || l_1360;
let l_1362 = select(l_1344, l_1353, l_1361);
let l_1363 = l_1362 * l_mut_357;
let l_1364 = select(l_1353, l_1344, l_1361);
let l_1365 = l_1364 * l_mut_340;
let l_1366 = l_1363 / l_570;
l_mut_610 = l_1366;
let l_1367 = l_1323 * l_1365;
let l_1368 = l_1367 * l_570;
let l_1369 = l_1368 - l_1363;
let l_1370 = l_570 * l_570;
let l_1371 = l_1369 / l_1370;
l_mut_374 = l_1371;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1372 = info.scalars_u32[36] + u32(14);
let l_1373 = u32(0) + l_1372;
let l_1374 = buffer_7_global[l_1373];
let l_1375 = l_1374 * l_570;
let l_1376 = abs(l_1375);
let l_1377 = l_1376 * f32(1.2732394933700562);
let l_1378 = u32(l_1377);
l_mut_158 = l_1378;
let l_1379 = f32(l_mut_158);
l_mut_357 = l_1379;
let l_1380 = l_mut_158 % u32(2);
let l_1381 = l_1380 == u32(1);
if l_1381 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1382 = l_mut_357 * f32(0.78515625);
let l_1383 = l_1376 - l_1382;
let l_1384 = l_mut_357 * f32(0.00024187564849853516);
let l_1385 = l_1383 - l_1384;
let l_1386 = l_mut_357 * f32(3.774895063202166e-8);
let l_1387 = l_1385 - l_1386;
let l_1388 = l_1387 * l_1387;
let l_1389 = f32(-0.00019515295571181923) * l_1388;
let l_1390 = l_1389 + f32(0.008332161232829094);
let l_1391 = l_1390 * l_1388;
let l_1392 = l_1391 - f32(0.16666655242443085);
let l_1393 = l_1392 * l_1388;
let l_1394 = l_1393 * l_1387;
let l_1395 = l_1394 + l_1387;
let l_1396 = f32(2.44331567955669e-5) * l_1388;
let l_1397 = l_1396 - f32(0.0013887316454201937);
let l_1398 = l_1397 * l_1388;
let l_1399 = l_1398 + f32(0.04166664555668831);
let l_1400 = l_1399 * l_1388;
let l_1401 = l_1400 * l_1388;
let l_1402 = f32(0.5) * l_1388;
let l_1403 = l_1401 - l_1402;
let l_1404 = l_1403 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1405 = l_mut_158 > u32(3);
if l_1405 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1406 = l_mut_158 > u32(1);
if l_1406 {
let l_1407 = -l_mut_340;
l_mut_340 = l_1407;
}
let l_1408 = l_1375 < f32(0.0);
if l_1408 {
let l_1409 = -l_mut_357;
l_mut_357 = l_1409;
}
let l_1410 = l_mut_158 == u32(1);
let l_1411 = l_mut_158 == u32(2);
let l_1412 = l_1410 || l_1411;
let l_1413 = select(l_1395, l_1404, l_1412);
let l_1414 = l_1413 * l_mut_357;
let l_1415 = select(l_1404, l_1395, l_1412);
let l_1416 = l_1415 * l_mut_340;
let l_1417 = l_1414 / l_570;
l_mut_610 = l_1417;
let l_1418 = l_1374 * l_1416;
let l_1419 = l_1418 * l_570;
let l_1420 = l_1419 - l_1414;
let l_1421 = l_570 * l_570;
let l_1422 = l_1420 / l_1421;
l_mut_374 = l_1422;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1423 = info.scalars_u32[36] + u32(15);
let l_1424 = u32(0) + l_1423;
let l_1425 = buffer_7_global[l_1424];
let l_1426 = l_1425 * l_570;
let l_1427 = abs(l_1426);
let l_1428 = l_1427 * f32(1.2732394933700562);
let l_1429 = u32(l_1428);
l_mut_158 = l_1429;
let l_1430 = f32(l_mut_158);
l_mut_357 = l_1430;
let l_1431 = l_mut_158 % u32(2);
let l_1432 = l_1431 == u32(1);
if l_1432 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1433 = l_mut_357 * f32(0.78515625);
let l_1434 = l_1427 - l_1433;
let l_1435 = l_mut_357 * f32(0.00024187564849853516);
let l_1436 = l_1434 - l_1435;
let l_1437 = l_mut_357 * f32(3.774895063202166e-8);
let l_1438 = l_1436 - l_1437;
let l_1439 = l_1438 * l_1438;
let l_1440 = f32(-0.00019515295571181923) * l_1439;
let l_1441 = l_1440 + f32(0.008332161232829094);
let l_1442 = l_1441 * l_1439;
let l_1443 = l_1442 - f32(0.16666655242443085);
let l_1444 = l_1443 * l_1439;
let l_1445 = l_1444 * l_1438;
let l_1446 = l_1445 + l_1438;
let l_1447 = f32(2.44331567955669e-5) * l_1439;
let l_1448 = l_1447 - f32(0.0013887316454201937);
let l_1449 = l_1448 * l_1439;
let l_1450 = l_1449 + f32(0.04166664555668831);
let l_1451 = l_1450 * l_1439;
let l_1452 = l_1451 * l_1439;
let l_1453 = f32(0.5) * l_1439;
let l_1454 = l_1452 - l_1453;
let l_1455 = l_1454 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1456 = l_mut_158 > u32(3);
if l_1456 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1457 = l_mut_158 > u32(1);
if l_1457 {
let l_1458 = -l_mut_340;
l_mut_340 = l_1458;
}
let l_1459 = l_1426 < f32(0.0);
if l_1459 {
let l_1460 = -l_mut_357;
l_mut_357 = l_1460;
}
let l_1461 = l_mut_158 == u32(1);
let l_1462 = l_mut_158 == u32(2);
let l_1463 = l_1461 || l_1462;
let l_1464 = select(l_1446, l_1455, l_1463);
let l_1465 = l_1464 * l_mut_357;
let l_1466 = select(l_1455, l_1446, l_1463);
let l_1467 = l_1466 * l_mut_340;
let l_1468 = l_1465 / l_570;
l_mut_610 = l_1468;
let l_1469 = l_1425 * l_1467;
let l_1470 = l_1469 * l_570;
let l_1471 = l_1470 - l_1465;
let l_1472 = l_570 * l_570;
let l_1473 = l_1471 / l_1472;
l_mut_374 = l_1473;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_1474 = l_mut_193 * u32(5);
let l_1475 = l_1474 + u32(3);
let l_1476 = u32(0) + l_1475;
buffer_5_global[l_1476] = l_mut_573;
let l_1477 = l_mut_193 * u32(5);
let l_1478 = l_1477 + u32(3);
let l_1479 = u32(0) + l_1478;
buffer_6_global[l_1479] = l_mut_572;
let l_1480 = vec4<f32>(f32(0.0));
l_mut_633 = l_1480;
l_mut_573 = l_mut_633;
let l_1481 = vec4<f32>(f32(0.0));
l_mut_633 = l_1481;
l_mut_572 = l_mut_633;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1482 = info.scalars_u32[36] + u32(16);
let l_1483 = u32(0) + l_1482;
let l_1484 = buffer_7_global[l_1483];
let l_1485 = l_1484 * l_570;
let l_1486 = abs(l_1485);
let l_1487 = l_1486 * f32(1.2732394933700562);
let l_1488 = u32(l_1487);
l_mut_158 = l_1488;
let l_1489 = f32(l_mut_158);
l_mut_357 = l_1489;
let l_1490 = l_mut_158 % u32(2);
let l_1491 = l_1490 == u32(1);
if l_1491 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1492 = l_mut_357 * f32(0.78515625);
let l_1493 = l_1486 - l_1492;
let l_1494 = l_mut_357 * f32(0.00024187564849853516);
let l_1495 = l_1493 - l_1494;
let l_1496 = l_mut_357 * f32(3.774895063202166e-8);
let l_1497 = l_1495 - l_1496;
let l_1498 = l_1497 * l_1497;
let l_1499 = f32(-0.00019515295571181923) * l_1498;
let l_1500 = l_1499 + f32(0.008332161232829094);
let l_1501 = l_1500 * l_1498;
let l_1502 = l_1501 - f32(0.16666655242443085);
let l_1503 = l_1502 * l_1498;
let l_1504 = l_1503 * l_1497;
let l_1505 = l_1504 + l_1497;
let l_1506 = f32(2.44331567955669e-5) * l_1498;
let l_1507 = l_1506 - f32(0.0013887316454201937);
let l_1508 = l_1507 * l_1498;
let l_1509 = l_1508 + f32(0.04166664555668831);
let l_1510 = l_1509 * l_1498;
let l_1511 = l_1510 * l_1498;
let l_1512 = f32(0.5) * l_1498;
let l_1513 = l_1511 - l_1512;
let l_1514 = l_1513 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1515 = l_mut_158 > u32(3);
if l_1515 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1516 = l_mut_158 > u32(1);
if l_1516 {
let l_1517 = -l_mut_340;
l_mut_340 = l_1517;
}
let l_1518 = l_1485 < f32(0.0);
if l_1518 {
let l_1519 = -l_mut_357;
l_mut_357 = l_1519;
}
let l_1520 = l_mut_158 == u32(1);
let l_1521 = l_mut_158 == u32(2);
let l_1522 = l_1520 || l_1521;
let l_1523 = select(l_1505, l_1514, l_1522);
let l_1524 = l_1523 * l_mut_357;
let l_1525 = select(l_1514, l_1505, l_1522);
let l_1526 = l_1525 * l_mut_340;
let l_1527 = l_1524 / l_570;
l_mut_610 = l_1527;
let l_1528 = l_1484 * l_1526;
let l_1529 = l_1528 * l_570;
let l_1530 = l_1529 - l_1524;
let l_1531 = l_570 * l_570;
let l_1532 = l_1530 / l_1531;
l_mut_374 = l_1532;
l_mut_573[u32(0)] = l_mut_610;
l_mut_572[u32(0)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1533 = info.scalars_u32[36] + u32(17);
let l_1534 = u32(0) + l_1533;
let l_1535 = buffer_7_global[l_1534];
let l_1536 = l_1535 * l_570;
let l_1537 = abs(l_1536);
let l_1538 = l_1537 * f32(1.2732394933700562);
let l_1539 = u32(l_1538);
l_mut_158 = l_1539;
let l_1540 = f32(l_mut_158);
l_mut_357 = l_1540;
let l_1541 = l_mut_158 % u32(2);
let l_1542 = l_1541 == u32(1);
if l_1542 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1543 = l_mut_357 * f32(0.78515625);
let l_1544 = l_1537 - l_1543;
let l_1545 = l_mut_357 * f32(0.00024187564849853516);
let l_1546 = l_1544 - l_1545;
let l_1547 = l_mut_357 * f32(3.774895063202166e-8);
let l_1548 = l_1546 - l_1547;
let l_1549 = l_1548 * l_1548;
let l_1550 = f32(-0.00019515295571181923) * l_1549;
let l_1551 = l_1550 + f32(0.008332161232829094);
let l_1552 = l_1551 * l_1549;
let l_1553 = l_1552 - f32(0.16666655242443085);
let l_1554 = l_1553 * l_1549;
let l_1555 = l_1554 * l_1548;
let l_1556 = l_1555 + l_1548;
let l_1557 = f32(2.44331567955669e-5) * l_1549;
let l_1558 = l_1557 - f32(0.0013887316454201937);
let l_1559 = l_1558 * l_1549;
let l_1560 = l_1559 + f32(0.04166664555668831);
let l_1561 = l_1560 * l_1549;
let l_1562 = l_1561 * l_1549;
let l_1563 = f32(0.5) * l_1549;
let l_1564 = l_1562 - l_1563;
let l_1565 = l_1564 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1566 = l_mut_158 > u32(3);
if l_1566 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1567 = l_mut_158 > u32(1);
if l_1567 {
let l_1568 = -l_mut_340;
l_mut_340 = l_1568;
}
let l_1569 = l_1536 < f32(0.0);
if l_1569 {
let l_1570 = -l_mut_357;
l_mut_357 = l_1570;
}
let l_1571 = l_mut_158 == u32(1);
let l_1572 = l_mut_158 == u32(2);
let l_1573 = l_1571 || l_1572;
let l_1574 = select(l_1556, l_1565, l_1573);
let l_1575 = l_1574 * l_mut_357;
let l_1576 = select(l_1565, l_1556, l_1573);
let l_1577 = l_1576 * l_mut_340;
let l_1578 = l_1575 / l_570;
l_mut_610 = l_1578;
let l_1579 = l_1535 * l_1577;
let l_1580 = l_1579 * l_570;
let l_1581 = l_1580 - l_1575;
let l_1582 = l_570 * l_570;
let l_1583 = l_1581 / l_1582;
l_mut_374 = l_1583;
l_mut_573[u32(1)] = l_mut_610;
l_mut_572[u32(1)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1584 = info.scalars_u32[36] + u32(18);
let l_1585 = u32(0) + l_1584;
let l_1586 = buffer_7_global[l_1585];
let l_1587 = l_1586 * l_570;
let l_1588 = abs(l_1587);
let l_1589 = l_1588 * f32(1.2732394933700562);
let l_1590 = u32(l_1589);
l_mut_158 = l_1590;
let l_1591 = f32(l_mut_158);
l_mut_357 = l_1591;
let l_1592 = l_mut_158 % u32(2);
let l_1593 = l_1592 == u32(1);
if l_1593 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1594 = l_mut_357 * f32(0.78515625);
let l_1595 = l_1588 - l_1594;
let l_1596 = l_mut_357 * f32(0.00024187564849853516);
let l_1597 = l_1595 - l_1596;
let l_1598 = l_mut_357 * f32(3.774895063202166e-8);
let l_1599 = l_1597 - l_1598;
let l_1600 = l_1599 * l_1599;
let l_1601 = f32(-0.00019515295571181923) * l_1600;
let l_1602 = l_1601 + f32(0.008332161232829094);
let l_1603 = l_1602 * l_1600;
let l_1604 = l_1603 - f32(0.16666655242443085);
let l_1605 = l_1604 * l_1600;
let l_1606 = l_1605 * l_1599;
let l_1607 = l_1606 + l_1599;
let l_1608 = f32(2.44331567955669e-5) * l_1600;
let l_1609 = l_1608 - f32(0.0013887316454201937);
let l_1610 = l_1609 * l_1600;
let l_1611 = l_1610 + f32(0.04166664555668831);
let l_1612 = l_1611 * l_1600;
let l_1613 = l_1612 * l_1600;
let l_1614 = f32(0.5) * l_1600;
let l_1615 = l_1613 - l_1614;
let l_1616 = l_1615 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1617 = l_mut_158 > u32(3);
if l_1617 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1618 = l_mut_158 > u32(1);
if l_1618 {
let l_1619 = -l_mut_340;
l_mut_340 = l_1619;
}
let l_1620 = l_1587 < f32(0.0);
if l_1620 {
let l_1621 = -l_mut_357;
l_mut_357 = l_1621;
}
let l_1622 = l_mut_158 == u32(1);
let l_1623 = l_mut_158 == u32(2);
let l_1624 = l_1622 || l_1623;
let l_1625 = select(l_1607, l_1616, l_1624);
let l_1626 = l_1625 * l_mut_357;
let l_1627 = select(l_1616, l_1607, l_1624);
let l_1628 = l_1627 * l_mut_340;
let l_1629 = l_1626 / l_570;
l_mut_610 = l_1629;
let l_1630 = l_1586 * l_1628;
let l_1631 = l_1630 * l_570;
let l_1632 = l_1631 - l_1626;
let l_1633 = l_570 * l_570;
let l_1634 = l_1632 / l_1633;
l_mut_374 = l_1634;
l_mut_573[u32(2)] = l_mut_610;
l_mut_572[u32(2)] = l_mut_374;
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
let l_1635 = info.scalars_u32[36] + u32(19);
let l_1636 = u32(0) + l_1635;
let l_1637 = buffer_7_global[l_1636];
let l_1638 = l_1637 * l_570;
let l_1639 = abs(l_1638);
let l_1640 = l_1639 * f32(1.2732394933700562);
let l_1641 = u32(l_1640);
l_mut_158 = l_1641;
let l_1642 = f32(l_mut_158);
l_mut_357 = l_1642;
let l_1643 = l_mut_158 % u32(2);
let l_1644 = l_1643 == u32(1);
if l_1644 {
l_mut_158 = l_mut_158 + u32(1);
l_mut_357 = l_mut_357 + f32(1.0);
}
l_mut_158 = l_mut_158 % u32(8);
let l_1645 = l_mut_357 * f32(0.78515625);
let l_1646 = l_1639 - l_1645;
let l_1647 = l_mut_357 * f32(0.00024187564849853516);
let l_1648 = l_1646 - l_1647;
let l_1649 = l_mut_357 * f32(3.774895063202166e-8);
let l_1650 = l_1648 - l_1649;
let l_1651 = l_1650 * l_1650;
let l_1652 = f32(-0.00019515295571181923) * l_1651;
let l_1653 = l_1652 + f32(0.008332161232829094);
let l_1654 = l_1653 * l_1651;
let l_1655 = l_1654 - f32(0.16666655242443085);
let l_1656 = l_1655 * l_1651;
let l_1657 = l_1656 * l_1650;
let l_1658 = l_1657 + l_1650;
let l_1659 = f32(2.44331567955669e-5) * l_1651;
let l_1660 = l_1659 - f32(0.0013887316454201937);
let l_1661 = l_1660 * l_1651;
let l_1662 = l_1661 + f32(0.04166664555668831);
let l_1663 = l_1662 * l_1651;
let l_1664 = l_1663 * l_1651;
let l_1665 = f32(0.5) * l_1651;
let l_1666 = l_1664 - l_1665;
let l_1667 = l_1666 + f32(1.0);
l_mut_357 = f32(1.0);
l_mut_340 = f32(1.0);
let l_1668 = l_mut_158 > u32(3);
if l_1668 {
l_mut_158 = l_mut_158 - u32(4);
l_mut_357 = f32(-1.0);
l_mut_340 = f32(-1.0);
}
let l_1669 = l_mut_158 > u32(1);
if l_1669 {
let l_1670 = -l_mut_340;
l_mut_340 = l_1670;
}
let l_1671 = l_1638 < f32(0.0);
if l_1671 {
let l_1672 = -l_mut_357;
l_mut_357 = l_1672;
}
let l_1673 = l_mut_158 == u32(1);
let l_1674 = l_mut_158 == u32(2);
let l_1675 = l_1673 || l_1674;
let l_1676 = select(l_1658, l_1667, l_1675);
let l_1677 = l_1676 * l_mut_357;
let l_1678 = select(l_1667, l_1658, l_1675);
let l_1679 = l_1678 * l_mut_340;
let l_1680 = l_1677 / l_570;
l_mut_610 = l_1680;
let l_1681 = l_1637 * l_1679;
let l_1682 = l_1681 * l_570;
let l_1683 = l_1682 - l_1677;
let l_1684 = l_570 * l_570;
let l_1685 = l_1683 / l_1684;
l_mut_374 = l_1685;
l_mut_573[u32(3)] = l_mut_610;
l_mut_572[u32(3)] = l_mut_374;
let l_1686 = l_mut_193 * u32(5);
let l_1687 = l_1686 + u32(4);
let l_1688 = u32(0) + l_1687;
buffer_5_global[l_1688] = l_mut_573;
let l_1689 = l_mut_193 * u32(5);
let l_1690 = l_1689 + u32(4);
let l_1691 = u32(0) + l_1690;
buffer_6_global[l_1691] = l_mut_572;
l_mut_193 = l_mut_193 + u32(512);
}
}
storageBarrier();
let l_1693 = l_513 + u32(0);
let l_1694 = l_1693 < info.scalars_u32[35];
if l_1694 {
let l_1695 = local_idx % u32(128);
let l_1696 = local_idx / u32(128);
let l_1700 = info.scalars_u32[0] + u32(0);
let l_1701 = l_1700 + l_1695;
let l_1702 = u32(0) + l_1701;
let l_1703 = buffer_7_global[l_1702];
a_1697[u32(0)] = l_1703;
let l_1704 = info.scalars_u32[0] + u32(0);
let l_1705 = l_1704 + u32(128);
let l_1706 = l_1705 + l_1695;
let l_1707 = u32(0) + l_1706;
let l_1708 = buffer_7_global[l_1707];
a_1698[u32(0)] = l_1708;
let l_1709 = info.scalars_u32[0] + u32(384);
let l_1710 = l_1709 + l_1695;
let l_1711 = u32(0) + l_1710;
let l_1712 = buffer_7_global[l_1711];
a_1697[u32(1)] = l_1712;
let l_1713 = info.scalars_u32[0] + u32(384);
let l_1714 = l_1713 + u32(128);
let l_1715 = l_1714 + l_1695;
let l_1716 = u32(0) + l_1715;
let l_1717 = buffer_7_global[l_1716];
a_1698[u32(1)] = l_1717;
let l_1718 = info.scalars_u32[0] + u32(768);
let l_1719 = l_1718 + l_1695;
let l_1720 = u32(0) + l_1719;
let l_1721 = buffer_7_global[l_1720];
a_1697[u32(2)] = l_1721;
let l_1722 = info.scalars_u32[0] + u32(768);
let l_1723 = l_1722 + u32(128);
let l_1724 = l_1723 + l_1695;
let l_1725 = u32(0) + l_1724;
let l_1726 = buffer_7_global[l_1725];
a_1698[u32(2)] = l_1726;
let l_1727 = info.scalars_u32[0] + u32(1152);
let l_1728 = l_1727 + l_1695;
let l_1729 = u32(0) + l_1728;
let l_1730 = buffer_7_global[l_1729];
a_1697[u32(3)] = l_1730;
let l_1731 = info.scalars_u32[0] + u32(1152);
let l_1732 = l_1731 + u32(128);
let l_1733 = l_1732 + l_1695;
let l_1734 = u32(0) + l_1733;
let l_1735 = buffer_7_global[l_1734];
a_1698[u32(3)] = l_1735;
let l_1736 = info.scalars_u32[0] + u32(1536);
let l_1737 = l_1736 + l_1695;
let l_1738 = u32(0) + l_1737;
let l_1739 = buffer_7_global[l_1738];
a_1697[u32(4)] = l_1739;
let l_1740 = info.scalars_u32[0] + u32(1536);
let l_1741 = l_1740 + u32(128);
let l_1742 = l_1741 + l_1695;
let l_1743 = u32(0) + l_1742;
let l_1744 = buffer_7_global[l_1743];
a_1698[u32(4)] = l_1744;
let l_1745 = info.scalars_u32[0] + u32(1920);
let l_1746 = l_1745 + l_1695;
let l_1747 = u32(0) + l_1746;
let l_1748 = buffer_7_global[l_1747];
a_1697[u32(5)] = l_1748;
let l_1749 = info.scalars_u32[0] + u32(1920);
let l_1750 = l_1749 + u32(128);
let l_1751 = l_1750 + l_1695;
let l_1752 = u32(0) + l_1751;
let l_1753 = buffer_7_global[l_1752];
a_1698[u32(5)] = l_1753;
let l_1754 = info.scalars_u32[0] + u32(2304);
let l_1755 = l_1754 + l_1695;
let l_1756 = u32(0) + l_1755;
let l_1757 = buffer_7_global[l_1756];
a_1697[u32(6)] = l_1757;
let l_1758 = info.scalars_u32[0] + u32(2304);
let l_1759 = l_1758 + u32(128);
let l_1760 = l_1759 + l_1695;
let l_1761 = u32(0) + l_1760;
let l_1762 = buffer_7_global[l_1761];
a_1698[u32(6)] = l_1762;
let l_1763 = info.scalars_u32[0] + u32(2688);
let l_1764 = l_1763 + l_1695;
let l_1765 = u32(0) + l_1764;
let l_1766 = buffer_7_global[l_1765];
a_1697[u32(7)] = l_1766;
let l_1767 = info.scalars_u32[0] + u32(2688);
let l_1768 = l_1767 + u32(128);
let l_1769 = l_1768 + l_1695;
let l_1770 = u32(0) + l_1769;
let l_1771 = buffer_7_global[l_1770];
a_1698[u32(7)] = l_1771;
let l_1772 = info.scalars_u32[0] + u32(3072);
let l_1773 = l_1772 + l_1695;
let l_1774 = u32(0) + l_1773;
let l_1775 = buffer_7_global[l_1774];
a_1697[u32(8)] = l_1775;
let l_1776 = info.scalars_u32[0] + u32(3072);
let l_1777 = l_1776 + u32(128);
let l_1778 = l_1777 + l_1695;
let l_1779 = u32(0) + l_1778;
let l_1780 = buffer_7_global[l_1779];
a_1698[u32(8)] = l_1780;
let l_1781 = info.scalars_u32[0] + u32(3456);
let l_1782 = l_1781 + l_1695;
let l_1783 = u32(0) + l_1782;
let l_1784 = buffer_7_global[l_1783];
a_1697[u32(9)] = l_1784;
let l_1785 = info.scalars_u32[0] + u32(3456);
let l_1786 = l_1785 + u32(128);
let l_1787 = l_1786 + l_1695;
let l_1788 = u32(0) + l_1787;
let l_1789 = buffer_7_global[l_1788];
a_1698[u32(9)] = l_1789;
let l_1790 = info.scalars_u32[0] + u32(3840);
let l_1791 = l_1790 + l_1695;
let l_1792 = u32(0) + l_1791;
let l_1793 = buffer_7_global[l_1792];
a_1697[u32(10)] = l_1793;
let l_1794 = info.scalars_u32[0] + u32(3840);
let l_1795 = l_1794 + u32(128);
let l_1796 = l_1795 + l_1695;
let l_1797 = u32(0) + l_1796;
let l_1798 = buffer_7_global[l_1797];
a_1698[u32(10)] = l_1798;
let l_1799 = info.scalars_u32[0] + u32(4224);
let l_1800 = l_1799 + l_1695;
let l_1801 = u32(0) + l_1800;
let l_1802 = buffer_7_global[l_1801];
a_1697[u32(11)] = l_1802;
let l_1803 = info.scalars_u32[0] + u32(4224);
let l_1804 = l_1803 + u32(128);
let l_1805 = l_1804 + l_1695;
let l_1806 = u32(0) + l_1805;
let l_1807 = buffer_7_global[l_1806];
a_1698[u32(11)] = l_1807;
let l_1808 = info.scalars_u32[0] + u32(4608);
let l_1809 = l_1808 + l_1695;
let l_1810 = u32(0) + l_1809;
let l_1811 = buffer_7_global[l_1810];
a_1697[u32(12)] = l_1811;
let l_1812 = info.scalars_u32[0] + u32(4608);
let l_1813 = l_1812 + u32(128);
let l_1814 = l_1813 + l_1695;
let l_1815 = u32(0) + l_1814;
let l_1816 = buffer_7_global[l_1815];
a_1698[u32(12)] = l_1816;
let l_1817 = info.scalars_u32[0] + u32(4992);
let l_1818 = l_1817 + l_1695;
let l_1819 = u32(0) + l_1818;
let l_1820 = buffer_7_global[l_1819];
a_1697[u32(13)] = l_1820;
let l_1821 = info.scalars_u32[0] + u32(4992);
let l_1822 = l_1821 + u32(128);
let l_1823 = l_1822 + l_1695;
let l_1824 = u32(0) + l_1823;
let l_1825 = buffer_7_global[l_1824];
a_1698[u32(13)] = l_1825;
let l_1826 = info.scalars_u32[0] + u32(5376);
let l_1827 = l_1826 + l_1695;
let l_1828 = u32(0) + l_1827;
let l_1829 = buffer_7_global[l_1828];
a_1697[u32(14)] = l_1829;
let l_1830 = info.scalars_u32[0] + u32(5376);
let l_1831 = l_1830 + u32(128);
let l_1832 = l_1831 + l_1695;
let l_1833 = u32(0) + l_1832;
let l_1834 = buffer_7_global[l_1833];
a_1698[u32(14)] = l_1834;
let l_1835 = info.scalars_u32[0] + u32(5760);
let l_1836 = l_1835 + l_1695;
let l_1837 = u32(0) + l_1836;
let l_1838 = buffer_7_global[l_1837];
a_1697[u32(15)] = l_1838;
let l_1839 = info.scalars_u32[0] + u32(5760);
let l_1840 = l_1839 + u32(128);
let l_1841 = l_1840 + l_1695;
let l_1842 = u32(0) + l_1841;
let l_1843 = buffer_7_global[l_1842];
a_1698[u32(15)] = l_1843;
let l_1844 = info.scalars_u32[0] + u32(6144);
let l_1845 = l_1844 + l_1695;
let l_1846 = u32(0) + l_1845;
let l_1847 = buffer_7_global[l_1846];
a_1697[u32(16)] = l_1847;
let l_1848 = info.scalars_u32[0] + u32(6144);
let l_1849 = l_1848 + u32(128);
let l_1850 = l_1849 + l_1695;
let l_1851 = u32(0) + l_1850;
let l_1852 = buffer_7_global[l_1851];
a_1698[u32(16)] = l_1852;
let l_1853 = info.scalars_u32[0] + u32(6528);
let l_1854 = l_1853 + l_1695;
let l_1855 = u32(0) + l_1854;
let l_1856 = buffer_7_global[l_1855];
a_1697[u32(17)] = l_1856;
let l_1857 = info.scalars_u32[0] + u32(6528);
let l_1858 = l_1857 + u32(128);
let l_1859 = l_1858 + l_1695;
let l_1860 = u32(0) + l_1859;
let l_1861 = buffer_7_global[l_1860];
a_1698[u32(17)] = l_1861;
let l_1862 = info.scalars_u32[0] + u32(6912);
let l_1863 = l_1862 + l_1695;
let l_1864 = u32(0) + l_1863;
let l_1865 = buffer_7_global[l_1864];
a_1697[u32(18)] = l_1865;
let l_1866 = info.scalars_u32[0] + u32(6912);
let l_1867 = l_1866 + u32(128);
let l_1868 = l_1867 + l_1695;
let l_1869 = u32(0) + l_1868;
let l_1870 = buffer_7_global[l_1869];
a_1698[u32(18)] = l_1870;
let l_1871 = info.scalars_u32[0] + u32(7296);
let l_1872 = l_1871 + l_1695;
let l_1873 = u32(0) + l_1872;
let l_1874 = buffer_7_global[l_1873];
a_1697[u32(19)] = l_1874;
let l_1875 = info.scalars_u32[0] + u32(7296);
let l_1876 = l_1875 + u32(128);
let l_1877 = l_1876 + l_1695;
let l_1878 = u32(0) + l_1877;
let l_1879 = buffer_7_global[l_1878];
a_1698[u32(19)] = l_1879;
a_1699[u32(0)] = f32(0.0);
let l_1880 = info.scalars_u32[1] + l_1695;
let l_1881 = u32(0) + l_1880;
let l_1882 = buffer_7_global[l_1881];
let l_1883 = info.scalars_u32[1] + u32(128);
let l_1884 = l_1883 + l_1695;
let l_1885 = u32(0) + l_1884;
let l_1886 = buffer_7_global[l_1885];
l_mut_610 = f32(0.0);
l_mut_374 = f32(0.0);
l_mut_357 = f32(0.0);
l_mut_340 = f32(0.0);
l_mut_1887 = f32(0.0);
let l_1888 = u32(0) + l_1693;
let l_1889 = buffer_0_global[l_1888];
let l_1890 = l_1693 + u32(1);
let l_1891 = u32(0) + l_1890;
let l_1892 = buffer_0_global[l_1891];
let l_1894 = l_1892 - l_1889;
l_mut_193 = l_1894;
l_mut_1895 = bool(true);
l_mut_158 = u32(4294967295);
let l_1897 = l_1892 - l_1889;
let l_1898 = l_1897 <= u32(512);
if l_1898 {
let l_1899 = l_1889 + local_idx;
l_mut_157 = u32(0);
let l_1900 = l_1899 < l_1892;
if l_1900 {
let l_1901 = l_1899 * u32(2);
let l_1902 = l_1901 + u32(1);
let l_1903 = u32(0) + l_1902;
let l_1904 = buffer_4_global[l_1903];
let l_1905 = l_1904[u32(0)];
let l_1906 = l_1905 != f32(0.0);
let l_1907 = l_1904[u32(1)];
let l_1908 = l_1907 != f32(0.0);
let l_1909 = l_1906 || l_1908;
if l_1909 {
l_mut_157 = u32(1);
}
}
shared_memory_1896[local_idx] = l_mut_157;
workgroupBarrier();
l_mut_52 = u32(1);
loop {
let l_1910 = l_mut_52 < u32(512);
let l_1911 = !l_1910;
if l_1911 {
break;
}
let l_1912 = shared_memory_1896[local_idx];
l_mut_51 = l_1912;
let l_1913 = local_idx >= l_mut_52;
if l_1913 {
let l_1914 = local_idx - l_mut_52;
let l_1915 = shared_memory_1896[l_1914];
l_mut_51 = l_mut_51 + l_1915;
}
workgroupBarrier();
shared_memory_1896[local_idx] = l_mut_51;
workgroupBarrier();
l_mut_52 = l_mut_52 * u32(2);
}
let l_1916 = l_mut_157 == u32(1);
if l_1916 {
let l_1917 = shared_memory_1896[local_idx];
let l_1918 = l_1917 - u32(1);
shared_memory_1893[l_1918] = l_1899;
}
let l_1919 = shared_memory_1896[u32(511)];
l_mut_158 = l_1919;
workgroupBarrier();
}
let l_1920 = l_mut_158 != u32(4294967295);
if l_1920 {
l_mut_193 = l_mut_158;
l_mut_1895 = bool(false);
}
l_mut_158 = l_1696;
loop {
let l_1921 = l_mut_158 + u32(4);
let l_1922 = l_1921 < l_mut_193;
let l_1923 = !l_1922;
if l_1923 {
break;
}
let l_1924 = l_1889 + l_mut_158;
l_mut_157 = l_1924;
let l_1925 = !l_mut_1895;
if l_1925 {
let l_1926 = shared_memory_1893[l_mut_158];
l_mut_157 = l_1926;
}
let l_1927 = l_mut_158 + u32(4);
let l_1928 = l_1889 + l_1927;
l_mut_52 = l_1928;
let l_1929 = !l_mut_1895;
if l_1929 {
let l_1930 = shared_memory_1893[l_1927];
l_mut_52 = l_1930;
}
l_mut_1931 = l_1882;
l_mut_1932 = l_1886;
l_mut_1933 = l_mut_610;
let l_1934 = l_mut_157 * u32(5);
let l_1935 = l_1934 + u32(0);
let l_1936 = u32(0) + l_1935;
let l_1937 = buffer_5_global[l_1936];
let l_1938 = l_1937[u32(0)];
let l_1939 = a_1697[u32(0)];
let l_1940 = l_1939 * l_1938;
l_mut_1931 = l_mut_1931 + l_1940;
let l_1941 = a_1698[u32(0)];
let l_1942 = l_1941 * l_1938;
l_mut_1932 = l_mut_1932 + l_1942;
let l_1943 = l_1937[u32(1)];
let l_1944 = a_1697[u32(1)];
let l_1945 = l_1944 * l_1943;
l_mut_1931 = l_mut_1931 + l_1945;
let l_1946 = a_1698[u32(1)];
let l_1947 = l_1946 * l_1943;
l_mut_1932 = l_mut_1932 + l_1947;
let l_1948 = l_1937[u32(2)];
let l_1949 = a_1697[u32(2)];
let l_1950 = l_1949 * l_1948;
l_mut_1931 = l_mut_1931 + l_1950;
let l_1951 = a_1698[u32(2)];
let l_1952 = l_1951 * l_1948;
l_mut_1932 = l_mut_1932 + l_1952;
let l_1953 = l_1937[u32(3)];
let l_1954 = a_1697[u32(3)];
let l_1955 = l_1954 * l_1953;
l_mut_1931 = l_mut_1931 + l_1955;
let l_1956 = a_1698[u32(3)];
let l_1957 = l_1956 * l_1953;
l_mut_1932 = l_mut_1932 + l_1957;
let l_1958 = l_mut_157 * u32(5);
let l_1959 = l_1958 + u32(1);
let l_1960 = u32(0) + l_1959;
let l_1961 = buffer_5_global[l_1960];
let l_1962 = l_1961[u32(0)];
let l_1963 = a_1697[u32(4)];
let l_1964 = l_1963 * l_1962;
l_mut_1931 = l_mut_1931 + l_1964;
let l_1965 = a_1698[u32(4)];
let l_1966 = l_1965 * l_1962;
l_mut_1932 = l_mut_1932 + l_1966;
let l_1967 = l_1961[u32(1)];
let l_1968 = a_1697[u32(5)];
let l_1969 = l_1968 * l_1967;
l_mut_1931 = l_mut_1931 + l_1969;
let l_1970 = a_1698[u32(5)];
let l_1971 = l_1970 * l_1967;
l_mut_1932 = l_mut_1932 + l_1971;
let l_1972 = l_1961[u32(2)];
let l_1973 = a_1697[u32(6)];
let l_1974 = l_1973 * l_1972;
l_mut_1931 = l_mut_1931 + l_1974;
let l_1975 = a_1698[u32(6)];
let l_1976 = l_1975 * l_1972;
l_mut_1932 = l_mut_1932 + l_1976;
let l_1977 = l_1961[u32(3)];
let l_1978 = a_1697[u32(7)];
let l_1979 = l_1978 * l_1977;
l_mut_1931 = l_mut_1931 + l_1979;
let l_1980 = a_1698[u32(7)];
let l_1981 = l_1980 * l_1977;
l_mut_1932 = l_mut_1932 + l_1981;
let l_1982 = l_mut_157 * u32(5);
let l_1983 = l_1982 + u32(2);
let l_1984 = u32(0) + l_1983;
let l_1985 = buffer_5_global[l_1984];
let l_1986 = l_1985[u32(0)];
let l_1987 = a_1697[u32(8)];
let l_1988 = l_1987 * l_1986;
l_mut_1931 = l_mut_1931 + l_1988;
let l_1989 = a_1698[u32(8)];
let l_1990 = l_1989 * l_1986;
l_mut_1932 = l_mut_1932 + l_1990;
let l_1991 = l_1985[u32(1)];
let l_1992 = a_1697[u32(9)];
let l_1993 = l_1992 * l_1991;
l_mut_1931 = l_mut_1931 + l_1993;
let l_1994 = a_1698[u32(9)];
let l_1995 = l_1994 * l_1991;
l_mut_1932 = l_mut_1932 + l_1995;
let l_1996 = l_1985[u32(2)];
let l_1997 = a_1697[u32(10)];
let l_1998 = l_1997 * l_1996;
l_mut_1931 = l_mut_1931 + l_1998;
let l_1999 = a_1698[u32(10)];
let l_2000 = l_1999 * l_1996;
l_mut_1932 = l_mut_1932 + l_2000;
let l_2001 = l_1985[u32(3)];
let l_2002 = a_1697[u32(11)];
let l_2003 = l_2002 * l_2001;
l_mut_1931 = l_mut_1931 + l_2003;
let l_2004 = a_1698[u32(11)];
let l_2005 = l_2004 * l_2001;
l_mut_1932 = l_mut_1932 + l_2005;
let l_2006 = l_mut_157 * u32(5);
let l_2007 = l_2006 + u32(3);
let l_2008 = u32(0) + l_2007;
let l_2009 = buffer_5_global[l_2008];
let l_2010 = l_2009[u32(0)];
let l_2011 = a_1697[u32(12)];
let l_2012 = l_2011 * l_2010;
l_mut_1931 = l_mut_1931 + l_2012;
let l_2013 = a_1698[u32(12)];
let l_2014 = l_2013 * l_2010;
l_mut_1932 = l_mut_1932 + l_2014;
let l_2015 = l_2009[u32(1)];
let l_2016 = a_1697[u32(13)];
let l_2017 = l_2016 * l_2015;
l_mut_1931 = l_mut_1931 + l_2017;
let l_2018 = a_1698[u32(13)];
let l_2019 = l_2018 * l_2015;
l_mut_1932 = l_mut_1932 + l_2019;
let l_2020 = l_2009[u32(2)];
let l_2021 = a_1697[u32(14)];
let l_2022 = l_2021 * l_2020;
l_mut_1931 = l_mut_1931 + l_2022;
let l_2023 = a_1698[u32(14)];
let l_2024 = l_2023 * l_2020;
l_mut_1932 = l_mut_1932 + l_2024;
let l_2025 = l_2009[u32(3)];
let l_2026 = a_1697[u32(15)];
let l_2027 = l_2026 * l_2025;
l_mut_1931 = l_mut_1931 + l_2027;
let l_2028 = a_1698[u32(15)];
let l_2029 = l_2028 * l_2025;
l_mut_1932 = l_mut_1932 + l_2029;
let l_2030 = l_mut_157 * u32(5);
let l_2031 = l_2030 + u32(4);
let l_2032 = u32(0) + l_2031;
let l_2033 = buffer_5_global[l_2032];
let l_2034 = l_2033[u32(0)];
let l_2035 = a_1697[u32(16)];
let l_2036 = l_2035 * l_2034;
l_mut_1931 = l_mut_1931 + l_2036;
let l_2037 = a_1698[u32(16)];
let l_2038 = l_2037 * l_2034;
l_mut_1932 = l_mut_1932 + l_2038;
let l_2039 = l_2033[u32(1)];
let l_2040 = a_1697[u32(17)];
let l_2041 = l_2040 * l_2039;
l_mut_1931 = l_mut_1931 + l_2041;
let l_2042 = a_1698[u32(17)];
let l_2043 = l_2042 * l_2039;
l_mut_1932 = l_mut_1932 + l_2043;
let l_2044 = l_2033[u32(2)];
let l_2045 = a_1697[u32(18)];
let l_2046 = l_2045 * l_2044;
l_mut_1931 = l_mut_1931 + l_2046;
let l_2047 = a_1698[u32(18)];
let l_2048 = l_2047 * l_2044;
l_mut_1932 = l_mut_1932 + l_2048;
let l_2049 = l_2033[u32(3)];
let l_2050 = a_1697[u32(19)];
let l_2051 = l_2050 * l_2049;
l_mut_1931 = l_mut_1931 + l_2051;
let l_2052 = a_1698[u32(19)];
let l_2053 = l_2052 * l_2049;
l_mut_1932 = l_mut_1932 + l_2053;
l_mut_2054 = l_1882;
l_mut_2055 = l_1886;
l_mut_2056 = l_mut_610;
let l_2057 = l_mut_52 * u32(5);
let l_2058 = l_2057 + u32(0);
let l_2059 = u32(0) + l_2058;
let l_2060 = buffer_5_global[l_2059];
let l_2061 = l_2060[u32(0)];
let l_2062 = a_1697[u32(0)];
let l_2063 = l_2062 * l_2061;
l_mut_2054 = l_mut_2054 + l_2063;
let l_2064 = a_1698[u32(0)];
let l_2065 = l_2064 * l_2061;
l_mut_2055 = l_mut_2055 + l_2065;
let l_2066 = l_2060[u32(1)];
let l_2067 = a_1697[u32(1)];
let l_2068 = l_2067 * l_2066;
l_mut_2054 = l_mut_2054 + l_2068;
let l_2069 = a_1698[u32(1)];
let l_2070 = l_2069 * l_2066;
l_mut_2055 = l_mut_2055 + l_2070;
let l_2071 = l_2060[u32(2)];
let l_2072 = a_1697[u32(2)];
let l_2073 = l_2072 * l_2071;
l_mut_2054 = l_mut_2054 + l_2073;
let l_2074 = a_1698[u32(2)];
let l_2075 = l_2074 * l_2071;
l_mut_2055 = l_mut_2055 + l_2075;
let l_2076 = l_2060[u32(3)];
let l_2077 = a_1697[u32(3)];
let l_2078 = l_2077 * l_2076;
l_mut_2054 = l_mut_2054 + l_2078;
let l_2079 = a_1698[u32(3)];
let l_2080 = l_2079 * l_2076;
l_mut_2055 = l_mut_2055 + l_2080;
let l_2081 = l_mut_52 * u32(5);
let l_2082 = l_2081 + u32(1);
let l_2083 = u32(0) + l_2082;
let l_2084 = buffer_5_global[l_2083];
let l_2085 = l_2084[u32(0)];
let l_2086 = a_1697[u32(4)];
let l_2087 = l_2086 * l_2085;
l_mut_2054 = l_mut_2054 + l_2087;
let l_2088 = a_1698[u32(4)];
let l_2089 = l_2088 * l_2085;
l_mut_2055 = l_mut_2055 + l_2089;
let l_2090 = l_2084[u32(1)];
let l_2091 = a_1697[u32(5)];
let l_2092 = l_2091 * l_2090;
l_mut_2054 = l_mut_2054 + l_2092;
let l_2093 = a_1698[u32(5)];
let l_2094 = l_2093 * l_2090;
l_mut_2055 = l_mut_2055 + l_2094;
let l_2095 = l_2084[u32(2)];
let l_2096 = a_1697[u32(6)];
let l_2097 = l_2096 * l_2095;
l_mut_2054 = l_mut_2054 + l_2097;
let l_2098 = a_1698[u32(6)];
let l_2099 = l_2098 * l_2095;
l_mut_2055 = l_mut_2055 + l_2099;
let l_2100 = l_2084[u32(3)];
let l_2101 = a_1697[u32(7)];
let l_2102 = l_2101 * l_2100;
l_mut_2054 = l_mut_2054 + l_2102;
let l_2103 = a_1698[u32(7)];
let l_2104 = l_2103 * l_2100;
l_mut_2055 = l_mut_2055 + l_2104;
let l_2105 = l_mut_52 * u32(5);
let l_2106 = l_2105 + u32(2);
let l_2107 = u32(0) + l_2106;
let l_2108 = buffer_5_global[l_2107];
let l_2109 = l_2108[u32(0)];
let l_2110 = a_1697[u32(8)];
let l_2111 = l_2110 * l_2109;
l_mut_2054 = l_mut_2054 + l_2111;
let l_2112 = a_1698[u32(8)];
let l_2113 = l_2112 * l_2109;
l_mut_2055 = l_mut_2055 + l_2113;
let l_2114 = l_2108[u32(1)];
let l_2115 = a_1697[u32(9)];
let l_2116 = l_2115 * l_2114;
l_mut_2054 = l_mut_2054 + l_2116;
let l_2117 = a_1698[u32(9)];
let l_2118 = l_2117 * l_2114;
l_mut_2055 = l_mut_2055 + l_2118;
let l_2119 = l_2108[u32(2)];
let l_2120 = a_1697[u32(10)];
let l_2121 = l_2120 * l_2119;
l_mut_2054 = l_mut_2054 + l_2121;
let l_2122 = a_1698[u32(10)];
let l_2123 = l_2122 * l_2119;
l_mut_2055 = l_mut_2055 + l_2123;
let l_2124 = l_2108[u32(3)];
let l_2125 = a_1697[u32(11)];
let l_2126 = l_2125 * l_2124;
l_mut_2054 = l_mut_2054 + l_2126;
let l_2127 = a_1698[u32(11)];
let l_2128 = l_2127 * l_2124;
l_mut_2055 = l_mut_2055 + l_2128;
let l_2129 = l_mut_52 * u32(5);
let l_2130 = l_2129 + u32(3);
let l_2131 = u32(0) + l_2130;
let l_2132 = buffer_5_global[l_2131];
let l_2133 = l_2132[u32(0)];
let l_2134 = a_1697[u32(12)];
let l_2135 = l_2134 * l_2133;
l_mut_2054 = l_mut_2054 + l_2135;
let l_2136 = a_1698[u32(12)];
let l_2137 = l_2136 * l_2133;
l_mut_2055 = l_mut_2055 + l_2137;
let l_2138 = l_2132[u32(1)];
let l_2139 = a_1697[u32(13)];
let l_2140 = l_2139 * l_2138;
l_mut_2054 = l_mut_2054 + l_2140;
let l_2141 = a_1698[u32(13)];
let l_2142 = l_2141 * l_2138;
l_mut_2055 = l_mut_2055 + l_2142;
let l_2143 = l_2132[u32(2)];
let l_2144 = a_1697[u32(14)];
let l_2145 = l_2144 * l_2143;
l_mut_2054 = l_mut_2054 + l_2145;
let l_2146 = a_1698[u32(14)];
let l_2147 = l_2146 * l_2143;
l_mut_2055 = l_mut_2055 + l_2147;
let l_2148 = l_2132[u32(3)];
let l_2149 = a_1697[u32(15)];
let l_2150 = l_2149 * l_2148;
l_mut_2054 = l_mut_2054 + l_2150;
let l_2151 = a_1698[u32(15)];
let l_2152 = l_2151 * l_2148;
l_mut_2055 = l_mut_2055 + l_2152;
let l_2153 = l_mut_52 * u32(5);
let l_2154 = l_2153 + u32(4);
let l_2155 = u32(0) + l_2154;
let l_2156 = buffer_5_global[l_2155];
let l_2157 = l_2156[u32(0)];
let l_2158 = a_1697[u32(16)];
let l_2159 = l_2158 * l_2157;
l_mut_2054 = l_mut_2054 + l_2159;
let l_2160 = a_1698[u32(16)];
let l_2161 = l_2160 * l_2157;
l_mut_2055 = l_mut_2055 + l_2161;
let l_2162 = l_2156[u32(1)];
let l_2163 = a_1697[u32(17)];
let l_2164 = l_2163 * l_2162;
l_mut_2054 = l_mut_2054 + l_2164;
let l_2165 = a_1698[u32(17)];
let l_2166 = l_2165 * l_2162;
l_mut_2055 = l_mut_2055 + l_2166;
let l_2167 = l_2156[u32(2)];
let l_2168 = a_1697[u32(18)];
let l_2169 = l_2168 * l_2167;
l_mut_2054 = l_mut_2054 + l_2169;
let l_2170 = a_1698[u32(18)];
let l_2171 = l_2170 * l_2167;
l_mut_2055 = l_mut_2055 + l_2171;
let l_2172 = l_2156[u32(3)];
let l_2173 = a_1697[u32(19)];
let l_2174 = l_2173 * l_2172;
l_mut_2054 = l_mut_2054 + l_2174;
let l_2175 = a_1698[u32(19)];
let l_2176 = l_2175 * l_2172;
l_mut_2055 = l_mut_2055 + l_2176;
let l_2177 = l_mut_157 * u32(2);
let l_2178 = u32(0) + l_2177;
let l_2179 = buffer_4_global[l_2178];
let l_2180 = l_mut_157 * u32(2);
let l_2181 = l_2180 + u32(1);
let l_2182 = u32(0) + l_2181;
let l_2183 = buffer_4_global[l_2182];
let l_2184 = l_2183[u32(0)];
let l_2185 = l_mut_52 * u32(2);
let l_2186 = u32(0) + l_2185;
let l_2187 = buffer_4_global[l_2186];
let l_2188 = l_mut_52 * u32(2);
let l_2189 = l_2188 + u32(1);
let l_2190 = u32(0) + l_2189;
let l_2191 = buffer_4_global[l_2190];
let l_2192 = l_2191[u32(0)];
let l_2193 = u32(0) + l_mut_157;
let l_2194 = buffer_1_global[l_2193];
let l_2195 = l_2194 * u32(3);
let l_2196 = l_2195 * u32(128);
let l_2197 = l_2196 + l_1695;
let l_2198 = u32(0) + l_2197;
let l_2199 = buffer_11_global[l_2198];
let l_2200 = l_2197 + u32(128);
let l_2201 = u32(0) + l_2200;
let l_2202 = buffer_11_global[l_2201];
l_mut_2203 = f32(0.0);
l_mut_2204 = f32(0.0);
l_mut_2205 = f32(0.0);
l_mut_2206 = f32(0.0);
let l_2207 = u32(0) + l_mut_52;
let l_2208 = buffer_1_global[l_2207];
let l_2209 = l_2208 * u32(3);
let l_2210 = l_2209 * u32(128);
let l_2211 = l_2210 + l_1695;
let l_2212 = u32(0) + l_2211;
let l_2213 = buffer_11_global[l_2212];
let l_2214 = l_2211 + u32(128);
let l_2215 = u32(0) + l_2214;
let l_2216 = buffer_11_global[l_2215];
l_mut_2217 = f32(0.0);
l_mut_2218 = f32(0.0);
l_mut_2219 = f32(0.0);
l_mut_2220 = f32(0.0);
let l_2221 = l_mut_1931 * l_2184;
let l_2222 = l_2221 * l_2199;
let l_2223 = l_mut_374 + l_2222;
let l_2224 = l_mut_1932 * l_2184;
let l_2225 = l_2224 * l_2202;
l_mut_2226 = l_mut_357;
l_mut_2227 = l_mut_340;
l_mut_2228 = l_mut_1887;
let l_2229 = l_2179[u32(1)];
let l_2230 = l_2225 * l_2229;
l_mut_2226 = l_mut_2226 + l_2230;
let l_2231 = l_2179[u32(2)];
let l_2232 = l_2225 * l_2231;
l_mut_2227 = l_mut_2227 + l_2232;
let l_2233 = l_2179[u32(3)];
let l_2234 = l_2225 * l_2233;
l_mut_2228 = l_mut_2228 + l_2234;
let l_2235 = l_mut_2054 * l_2192;
let l_2236 = l_2235 * l_2213;
let l_2237 = l_2223 + l_2236;
let l_2238 = l_mut_2055 * l_2192;
let l_2239 = l_2238 * l_2216;
l_mut_2240 = l_mut_2226;
l_mut_2241 = l_mut_2227;
l_mut_2242 = l_mut_2228;
let l_2243 = l_2187[u32(1)];
let l_2244 = l_2239 * l_2243;
l_mut_2240 = l_mut_2240 + l_2244;
let l_2245 = l_2187[u32(2)];
let l_2246 = l_2239 * l_2245;
l_mut_2241 = l_mut_2241 + l_2246;
let l_2247 = l_2187[u32(3)];
let l_2248 = l_2239 * l_2247;
l_mut_2242 = l_mut_2242 + l_2248;
l_mut_374 = l_2237;
l_mut_357 = l_mut_2240;
l_mut_340 = l_mut_2241;
l_mut_1887 = l_mut_2242;
l_mut_158 = l_mut_158 + u32(8);
}
loop {
let l_2249 = l_mut_158 < l_mut_193;
let l_2250 = !l_2249;
if l_2250 {
break;
}
let l_2251 = l_1889 + l_mut_158;
l_mut_157 = l_2251;
let l_2252 = !l_mut_1895;
if l_2252 {
let l_2253 = shared_memory_1893[l_mut_158];
l_mut_157 = l_2253;
}
l_mut_2242 = l_1882;
l_mut_2241 = l_1886;
l_mut_2240 = l_mut_610;
let l_2254 = l_mut_157 * u32(5);
let l_2255 = l_2254 + u32(0);
let l_2256 = u32(0) + l_2255;
let l_2257 = buffer_5_global[l_2256];
let l_2258 = l_2257[u32(0)];
let l_2259 = a_1697[u32(0)];
let l_2260 = l_2259 * l_2258;
l_mut_2242 = l_mut_2242 + l_2260;
let l_2261 = a_1698[u32(0)];
let l_2262 = l_2261 * l_2258;
l_mut_2241 = l_mut_2241 + l_2262;
let l_2263 = l_2257[u32(1)];
let l_2264 = a_1697[u32(1)];
let l_2265 = l_2264 * l_2263;
l_mut_2242 = l_mut_2242 + l_2265;
let l_2266 = a_1698[u32(1)];
let l_2267 = l_2266 * l_2263;
l_mut_2241 = l_mut_2241 + l_2267;
let l_2268 = l_2257[u32(2)];
let l_2269 = a_1697[u32(2)];
let l_2270 = l_2269 * l_2268;
l_mut_2242 = l_mut_2242 + l_2270;
let l_2271 = a_1698[u32(2)];
let l_2272 = l_2271 * l_2268;
l_mut_2241 = l_mut_2241 + l_2272;
let l_2273 = l_2257[u32(3)];
let l_2274 = a_1697[u32(3)];
let l_2275 = l_2274 * l_2273;
l_mut_2242 = l_mut_2242 + l_2275;
let l_2276 = a_1698[u32(3)];
let l_2277 = l_2276 * l_2273;
l_mut_2241 = l_mut_2241 + l_2277;
let l_2278 = l_mut_157 * u32(5);
let l_2279 = l_2278 + u32(1);
let l_2280 = u32(0) + l_2279;
let l_2281 = buffer_5_global[l_2280];
let l_2282 = l_2281[u32(0)];
let l_2283 = a_1697[u32(4)];
let l_2284 = l_2283 * l_2282;
l_mut_2242 = l_mut_2242 + l_2284;
let l_2285 = a_1698[u32(4)];
let l_2286 = l_2285 * l_2282;
l_mut_2241 = l_mut_2241 + l_2286;
let l_2287 = l_2281[u32(1)];
let l_2288 = a_1697[u32(5)];
let l_2289 = l_2288 * l_2287;
l_mut_2242 = l_mut_2242 + l_2289;
let l_2290 = a_1698[u32(5)];
let l_2291 = l_2290 * l_2287;
l_mut_2241 = l_mut_2241 + l_2291;
let l_2292 = l_2281[u32(2)];
let l_2293 = a_1697[u32(6)];
let l_2294 = l_2293 * l_2292;
l_mut_2242 = l_mut_2242 + l_2294;
let l_2295 = a_1698[u32(6)];
let l_2296 = l_2295 * l_2292;
l_mut_2241 = l_mut_2241 + l_2296;
let l_2297 = l_2281[u32(3)];
let l_2298 = a_1697[u32(7)];
let l_2299 = l_2298 * l_2297;
l_mut_2242 = l_mut_2242 + l_2299;
let l_2300 = a_1698[u32(7)];
let l_2301 = l_2300 * l_2297;
l_mut_2241 = l_mut_2241 + l_2301;
let l_2302 = l_mut_157 * u32(5);
let l_2303 = l_2302 + u32(2);
let l_2304 = u32(0) + l_2303;
let l_2305 = buffer_5_global[l_2304];
let l_2306 = l_2305[u32(0)];
let l_2307 = a_1697[u32(8)];
let l_2308 = l_2307 * l_2306;
l_mut_2242 = l_mut_2242 + l_2308;
let l_2309 = a_1698[u32(8)];
let l_2310 = l_2309 * l_2306;
l_mut_2241 = l_mut_2241 + l_2310;
let l_2311 = l_2305[u32(1)];
let l_2312 = a_1697[u32(9)];
let l_2313 = l_2312 * l_2311;
l_mut_2242 = l_mut_2242 + l_2313;
let l_2314 = a_1698[u32(9)];
let l_2315 = l_2314 * l_2311;
l_mut_2241 = l_mut_2241 + l_2315;
let l_2316 = l_2305[u32(2)];
let l_2317 = a_1697[u32(10)];
let l_2318 = l_2317 * l_2316;
l_mut_2242 = l_mut_2242 + l_2318;
let l_2319 = a_1698[u32(10)];
let l_2320 = l_2319 * l_2316;
l_mut_2241 = l_mut_2241 + l_2320;
let l_2321 = l_2305[u32(3)];
let l_2322 = a_1697[u32(11)];
let l_2323 = l_2322 * l_2321;
l_mut_2242 = l_mut_2242 + l_2323;
let l_2324 = a_1698[u32(11)];
let l_2325 = l_2324 * l_2321;
l_mut_2241 = l_mut_2241 + l_2325;
let l_2326 = l_mut_157 * u32(5);
let l_2327 = l_2326 + u32(3);
let l_2328 = u32(0) + l_2327;
let l_2329 = buffer_5_global[l_2328];
let l_2330 = l_2329[u32(0)];
let l_2331 = a_1697[u32(12)];
let l_2332 = l_2331 * l_2330;
l_mut_2242 = l_mut_2242 + l_2332;
let l_2333 = a_1698[u32(12)];
let l_2334 = l_2333 * l_2330;
l_mut_2241 = l_mut_2241 + l_2334;
let l_2335 = l_2329[u32(1)];
let l_2336 = a_1697[u32(13)];
let l_2337 = l_2336 * l_2335;
l_mut_2242 = l_mut_2242 + l_2337;
let l_2338 = a_1698[u32(13)];
let l_2339 = l_2338 * l_2335;
l_mut_2241 = l_mut_2241 + l_2339;
let l_2340 = l_2329[u32(2)];
let l_2341 = a_1697[u32(14)];
let l_2342 = l_2341 * l_2340;
l_mut_2242 = l_mut_2242 + l_2342;
let l_2343 = a_1698[u32(14)];
let l_2344 = l_2343 * l_2340;
l_mut_2241 = l_mut_2241 + l_2344;
let l_2345 = l_2329[u32(3)];
let l_2346 = a_1697[u32(15)];
let l_2347 = l_2346 * l_2345;
l_mut_2242 = l_mut_2242 + l_2347;
let l_2348 = a_1698[u32(15)];
let l_2349 = l_2348 * l_2345;
l_mut_2241 = l_mut_2241 + l_2349;
let l_2350 = l_mut_157 * u32(5);
let l_2351 = l_2350 + u32(4);
let l_2352 = u32(0) + l_2351;
let l_2353 = buffer_5_global[l_2352];
let l_2354 = l_2353[u32(0)];
let l_2355 = a_1697[u32(16)];
let l_2356 = l_2355 * l_2354;
l_mut_2242 = l_mut_2242 + l_2356;
let l_2357 = a_1698[u32(16)];
let l_2358 = l_2357 * l_2354;
l_mut_2241 = l_mut_2241 + l_2358;
let l_2359 = l_2353[u32(1)];
let l_2360 = a_1697[u32(17)];
let l_2361 = l_2360 * l_2359;
l_mut_2242 = l_mut_2242 + l_2361;
let l_2362 = a_1698[u32(17)];
let l_2363 = l_2362 * l_2359;
l_mut_2241 = l_mut_2241 + l_2363;
let l_2364 = l_2353[u32(2)];
let l_2365 = a_1697[u32(18)];
let l_2366 = l_2365 * l_2364;
l_mut_2242 = l_mut_2242 + l_2366;
let l_2367 = a_1698[u32(18)];
let l_2368 = l_2367 * l_2364;
l_mut_2241 = l_mut_2241 + l_2368;
let l_2369 = l_2353[u32(3)];
let l_2370 = a_1697[u32(19)];
let l_2371 = l_2370 * l_2369;
l_mut_2242 = l_mut_2242 + l_2371;
let l_2372 = a_1698[u32(19)];
let l_2373 = l_2372 * l_2369;
l_mut_2241 = l_mut_2241 + l_2373;
let l_2374 = l_mut_157 * u32(2);
let l_2375 = u32(0) + l_2374;
let l_2376 = buffer_4_global[l_2375];
let l_2377 = l_mut_157 * u32(2);
let l_2378 = l_2377 + u32(1);
let l_2379 = u32(0) + l_2378;
let l_2380 = buffer_4_global[l_2379];
let l_2381 = l_2380[u32(0)];
let l_2382 = u32(0) + l_mut_157;
let l_2383 = buffer_1_global[l_2382];
let l_2384 = l_2383 * u32(3);
let l_2385 = l_2384 * u32(128);
let l_2386 = l_2385 + l_1695;
let l_2387 = u32(0) + l_2386;
let l_2388 = buffer_11_global[l_2387];
let l_2389 = l_2386 + u32(128);
let l_2390 = u32(0) + l_2389;
let l_2391 = buffer_11_global[l_2390];
l_mut_2228 = f32(0.0);
l_mut_2227 = f32(0.0);
l_mut_2226 = f32(0.0);
l_mut_2220 = f32(0.0);
let l_2392 = l_mut_2242 * l_2381;
let l_2393 = l_2392 * l_2388;
let l_2394 = l_mut_374 + l_2393;
let l_2395 = l_mut_2241 * l_2381;
let l_2396 = l_2395 * l_2391;
l_mut_2219 = l_mut_357;
l_mut_2218 = l_mut_340;
l_mut_2217 = l_mut_1887;
let l_2397 = l_2376[u32(1)];
let l_2398 = l_2396 * l_2397;
l_mut_2219 = l_mut_2219 + l_2398;
let l_2399 = l_2376[u32(2)];
let l_2400 = l_2396 * l_2399;
l_mut_2218 = l_mut_2218 + l_2400;
let l_2401 = l_2376[u32(3)];
let l_2402 = l_2396 * l_2401;
l_mut_2217 = l_mut_2217 + l_2402;
l_mut_374 = l_2394;
l_mut_357 = l_mut_2219;
l_mut_340 = l_mut_2218;
l_mut_1887 = l_mut_2217;
l_mut_158 = l_mut_158 + u32(4);
}
let l_2404 = l_1696 < u32(4);
if l_2404 {
let l_2405 = l_1696 * u32(4);
let l_2406 = l_2405 * u32(128);
let l_2407 = l_2406 + l_1695;
shared_memory_2403[l_2407] = l_mut_374;
let l_2408 = l_1696 * u32(4);
let l_2409 = l_2408 + u32(1);
let l_2410 = l_2409 * u32(128);
let l_2411 = l_2410 + l_1695;
shared_memory_2403[l_2411] = l_mut_357;
let l_2412 = l_1696 * u32(4);
let l_2413 = l_2412 + u32(2);
let l_2414 = l_2413 * u32(128);
let l_2415 = l_2414 + l_1695;
shared_memory_2403[l_2415] = l_mut_340;
let l_2416 = l_1696 * u32(4);
let l_2417 = l_2416 + u32(3);
let l_2418 = l_2417 * u32(128);
let l_2419 = l_2418 + l_1695;
shared_memory_2403[l_2419] = l_mut_1887;
}
workgroupBarrier();
let l_2420 = l_1696 == u32(0);
if l_2420 {
let l_2421 = u32(512) + l_1695;
let l_2422 = shared_memory_2403[l_2421];
l_mut_374 = l_mut_374 + l_2422;
let l_2423 = u32(640) + l_1695;
let l_2424 = shared_memory_2403[l_2423];
l_mut_357 = l_mut_357 + l_2424;
let l_2425 = u32(768) + l_1695;
let l_2426 = shared_memory_2403[l_2425];
l_mut_340 = l_mut_340 + l_2426;
let l_2427 = u32(896) + l_1695;
let l_2428 = shared_memory_2403[l_2427];
l_mut_1887 = l_mut_1887 + l_2428;
let l_2429 = u32(1024) + l_1695;
let l_2430 = shared_memory_2403[l_2429];
l_mut_374 = l_mut_374 + l_2430;
let l_2431 = u32(1152) + l_1695;
let l_2432 = shared_memory_2403[l_2431];
l_mut_357 = l_mut_357 + l_2432;
let l_2433 = u32(1280) + l_1695;
let l_2434 = shared_memory_2403[l_2433];
l_mut_340 = l_mut_340 + l_2434;
let l_2435 = u32(1408) + l_1695;
let l_2436 = shared_memory_2403[l_2435];
l_mut_1887 = l_mut_1887 + l_2436;
let l_2437 = u32(1536) + l_1695;
let l_2438 = shared_memory_2403[l_2437];
l_mut_374 = l_mut_374 + l_2438;
let l_2439 = u32(1664) + l_1695;
let l_2440 = shared_memory_2403[l_2439];
l_mut_357 = l_mut_357 + l_2440;
let l_2441 = u32(1792) + l_1695;
let l_2442 = shared_memory_2403[l_2441];
l_mut_340 = l_mut_340 + l_2442;
let l_2443 = u32(1920) + l_1695;
let l_2444 = shared_memory_2403[l_2443];
l_mut_1887 = l_mut_1887 + l_2444;
}
workgroupBarrier();
let l_2445 = l_1696 == u32(0);
if l_2445 {
let l_2446 = l_1693 * u32(128);
let l_2447 = l_2446 + l_1695;
let l_2448 = u32(0) + l_2447;
let l_2449 = buffer_12_global[l_2448];
let l_2450 = l_1693 * u32(128);
let l_2451 = l_2450 + l_1695;
let l_2452 = l_2449 + l_mut_374;
let l_2453 = info.scalars_u32[20] + l_2451;
buffer_14_global[l_2453] = l_2452;
let l_2454 = l_1693 * u32(3);
let l_2455 = l_2454 * u32(128);
let l_2456 = l_2455 + l_1695;
let l_2457 = info.scalars_u32[21] + l_2456;
buffer_14_global[l_2457] = l_mut_357;
let l_2458 = l_1693 * u32(3);
let l_2459 = l_2458 * u32(128);
let l_2460 = l_2459 + u32(128);
let l_2461 = l_2460 + l_1695;
let l_2462 = info.scalars_u32[21] + l_2461;
buffer_14_global[l_2462] = l_mut_340;
let l_2463 = l_1693 * u32(3);
let l_2464 = l_2463 * u32(128);
let l_2465 = l_2464 + u32(256);
let l_2466 = l_2465 + l_1695;
let l_2467 = info.scalars_u32[21] + l_2466;
buffer_14_global[l_2467] = l_mut_1887;
}
}
storageBarrier();
let l_2468 = u32(3) * info.scalars_u32[35];
let l_2469 = u32(3) * l_513;
l_mut_193 = local_idx;
loop {
let l_2471 = l_mut_193 < u32(384);
let l_2472 = !l_2471;
if l_2472 {
break;
}
let l_2473 = l_mut_193 / u32(128);
let l_2474 = l_2469 + l_2473;
let l_2475 = l_2474 < l_2468;
if l_2475 {
let l_2476 = l_2474 * u32(128);
let l_2477 = l_mut_193 % u32(128);
l_mut_158 = l_2477;
let l_2478 = l_2476 + l_mut_158;
let l_2479 = info.scalars_u32[21] + l_2478;
let l_2480 = buffer_14_global[l_2479];
shared_memory_2470[l_mut_193] = l_2480;
} else {
shared_memory_2470[l_mut_193] = f32(0.0);
}
l_mut_193 = l_mut_193 + u32(512);
}
workgroupBarrier();
let l_2481 = local_idx < u32(512);
if l_2481 {
let l_2482 = local_idx % u32(256);
let l_2483 = local_idx / u32(256);
a_2484[u32(0)] = f32(0.0);
a_2484[u32(1)] = f32(0.0);
a_2484[u32(2)] = f32(0.0);
let l_2485 = l_2483 * u32(64);
l_mut_193 = l_2485;
let l_2486 = l_mut_193 - l_2485;
let l_2487 = l_2486 * u32(256);
let l_2488 = info.scalars_u32[2] + l_2487;
l_mut_193 = l_2482;
l_mut_158 = l_2485;
loop {
let l_2489 = l_2485 + u32(64);
let l_2490 = l_mut_158 < l_2489;
let l_2491 = !l_2490;
if l_2491 {
break;
}
let l_2493 = l_mut_158 + u32(0);
let l_2494 = l_2493 * u32(256);
let l_2495 = l_2488 + l_2494;
let l_2496 = l_2495 + l_mut_193;
let l_2497 = u32(0) + l_2496;
let l_2498 = buffer_7_global[l_2497];
a_2492[u32(0)] = l_2498;
let l_2499 = l_mut_158 + u32(1);
let l_2500 = l_2499 * u32(256);
let l_2501 = l_2488 + l_2500;
let l_2502 = l_2501 + l_mut_193;
let l_2503 = u32(0) + l_2502;
let l_2504 = buffer_7_global[l_2503];
a_2492[u32(1)] = l_2504;
let l_2505 = l_mut_158 + u32(2);
let l_2506 = l_2505 * u32(256);
let l_2507 = l_2488 + l_2506;
let l_2508 = l_2507 + l_mut_193;
let l_2509 = u32(0) + l_2508;
let l_2510 = buffer_7_global[l_2509];
a_2492[u32(2)] = l_2510;
let l_2511 = l_mut_158 + u32(3);
let l_2512 = l_2511 * u32(256);
let l_2513 = l_2488 + l_2512;
let l_2514 = l_2513 + l_mut_193;
let l_2515 = u32(0) + l_2514;
let l_2516 = buffer_7_global[l_2515];
a_2492[u32(3)] = l_2516;
let l_2517 = l_mut_158 + u32(4);
let l_2518 = l_2517 * u32(256);
let l_2519 = l_2488 + l_2518;
let l_2520 = l_2519 + l_mut_193;
let l_2521 = u32(0) + l_2520;
let l_2522 = buffer_7_global[l_2521];
a_2492[u32(4)] = l_2522;
let l_2523 = l_mut_158 + u32(5);
let l_2524 = l_2523 * u32(256);
let l_2525 = l_2488 + l_2524;
let l_2526 = l_2525 + l_mut_193;
let l_2527 = u32(0) + l_2526;
let l_2528 = buffer_7_global[l_2527];
a_2492[u32(5)] = l_2528;
let l_2529 = l_mut_158 + u32(6);
let l_2530 = l_2529 * u32(256);
let l_2531 = l_2488 + l_2530;
let l_2532 = l_2531 + l_mut_193;
let l_2533 = u32(0) + l_2532;
let l_2534 = buffer_7_global[l_2533];
a_2492[u32(6)] = l_2534;
let l_2535 = l_mut_158 + u32(7);
let l_2536 = l_2535 * u32(256);
let l_2537 = l_2488 + l_2536;
let l_2538 = l_2537 + l_mut_193;
let l_2539 = u32(0) + l_2538;
let l_2540 = buffer_7_global[l_2539];
a_2492[u32(7)] = l_2540;
let l_2541 = u32(0) + l_mut_158;
let l_2542 = l_2541 + u32(0);
let l_2543 = shared_memory_2470[l_2542];
let l_2544 = a_2492[u32(0)];
let l_2545 = l_2543 * l_2544;
let l_2546 = a_2484[u32(0)];
let l_2547 = l_2546 + l_2545;
a_2484[u32(0)] = l_2547;
let l_2548 = u32(128) + l_mut_158;
let l_2549 = l_2548 + u32(0);
let l_2550 = shared_memory_2470[l_2549];
let l_2551 = a_2492[u32(0)];
let l_2552 = l_2550 * l_2551;
let l_2553 = a_2484[u32(1)];
let l_2554 = l_2553 + l_2552;
a_2484[u32(1)] = l_2554;
let l_2555 = u32(256) + l_mut_158;
let l_2556 = l_2555 + u32(0);
let l_2557 = shared_memory_2470[l_2556];
let l_2558 = a_2492[u32(0)];
let l_2559 = l_2557 * l_2558;
let l_2560 = a_2484[u32(2)];
let l_2561 = l_2560 + l_2559;
a_2484[u32(2)] = l_2561;
let l_2562 = u32(0) + l_mut_158;
let l_2563 = l_2562 + u32(1);
let l_2564 = shared_memory_2470[l_2563];
let l_2565 = a_2492[u32(1)];
let l_2566 = l_2564 * l_2565;
let l_2567 = a_2484[u32(0)];
let l_2568 = l_2567 + l_2566;
a_2484[u32(0)] = l_2568;
let l_2569 = u32(128) + l_mut_158;
let l_2570 = l_2569 + u32(1);
let l_2571 = shared_memory_2470[l_2570];
let l_2572 = a_2492[u32(1)];
let l_2573 = l_2571 * l_2572;
let l_2574 = a_2484[u32(1)];
let l_2575 = l_2574 + l_2573;
a_2484[u32(1)] = l_2575;
let l_2576 = u32(256) + l_mut_158;
let l_2577 = l_2576 + u32(1);
let l_2578 = shared_memory_2470[l_2577];
let l_2579 = a_2492[u32(1)];
let l_2580 = l_2578 * l_2579;
let l_2581 = a_2484[u32(2)];
let l_2582 = l_2581 + l_2580;
a_2484[u32(2)] = l_2582;
let l_2583 = u32(0) + l_mut_158;
let l_2584 = l_2583 + u32(2);
let l_2585 = shared_memory_2470[l_2584];
let l_2586 = a_2492[u32(2)];
let l_2587 = l_2585 * l_2586;
let l_2588 = a_2484[u32(0)];
let l_2589 = l_2588 + l_2587;
a_2484[u32(0)] = l_2589;
let l_2590 = u32(128) + l_mut_158;
let l_2591 = l_2590 + u32(2);
let l_2592 = shared_memory_2470[l_2591];
let l_2593 = a_2492[u32(2)];
let l_2594 = l_2592 * l_2593;
let l_2595 = a_2484[u32(1)];
let l_2596 = l_2595 + l_2594;
a_2484[u32(1)] = l_2596;
let l_2597 = u32(256) + l_mut_158;
let l_2598 = l_2597 + u32(2);
let l_2599 = shared_memory_2470[l_2598];
let l_2600 = a_2492[u32(2)];
let l_2601 = l_2599 * l_2600;
let l_2602 = a_2484[u32(2)];
let l_2603 = l_2602 + l_2601;
a_2484[u32(2)] = l_2603;
let l_2604 = u32(0) + l_mut_158;
let l_2605 = l_2604 + u32(3);
let l_2606 = shared_memory_2470[l_2605];
let l_2607 = a_2492[u32(3)];
let l_2608 = l_2606 * l_2607;
let l_2609 = a_2484[u32(0)];
let l_2610 = l_2609 + l_2608;
a_2484[u32(0)] = l_2610;
let l_2611 = u32(128) + l_mut_158;
let l_2612 = l_2611 + u32(3);
let l_2613 = shared_memory_2470[l_2612];
let l_2614 = a_2492[u32(3)];
let l_2615 = l_2613 * l_2614;
let l_2616 = a_2484[u32(1)];
let l_2617 = l_2616 + l_2615;
a_2484[u32(1)] = l_2617;
let l_2618 = u32(256) + l_mut_158;
let l_2619 = l_2618 + u32(3);
let l_2620 = shared_memory_2470[l_2619];
let l_2621 = a_2492[u32(3)];
let l_2622 = l_2620 * l_2621;
let l_2623 = a_2484[u32(2)];
let l_2624 = l_2623 + l_2622;
a_2484[u32(2)] = l_2624;
let l_2625 = u32(0) + l_mut_158;
let l_2626 = l_2625 + u32(4);
let l_2627 = shared_memory_2470[l_2626];
let l_2628 = a_2492[u32(4)];
let l_2629 = l_2627 * l_2628;
let l_2630 = a_2484[u32(0)];
let l_2631 = l_2630 + l_2629;
a_2484[u32(0)] = l_2631;
let l_2632 = u32(128) + l_mut_158;
let l_2633 = l_2632 + u32(4);
let l_2634 = shared_memory_2470[l_2633];
let l_2635 = a_2492[u32(4)];
let l_2636 = l_2634 * l_2635;
let l_2637 = a_2484[u32(1)];
let l_2638 = l_2637 + l_2636;
a_2484[u32(1)] = l_2638;
let l_2639 = u32(256) + l_mut_158;
let l_2640 = l_2639 + u32(4);
let l_2641 = shared_memory_2470[l_2640];
let l_2642 = a_2492[u32(4)];
let l_2643 = l_2641 * l_2642;
let l_2644 = a_2484[u32(2)];
let l_2645 = l_2644 + l_2643;
a_2484[u32(2)] = l_2645;
let l_2646 = u32(0) + l_mut_158;
let l_2647 = l_2646 + u32(5);
let l_2648 = shared_memory_2470[l_2647];
let l_2649 = a_2492[u32(5)];
let l_2650 = l_2648 * l_2649;
let l_2651 = a_2484[u32(0)];
let l_2652 = l_2651 + l_2650;
a_2484[u32(0)] = l_2652;
let l_2653 = u32(128) + l_mut_158;
let l_2654 = l_2653 + u32(5);
let l_2655 = shared_memory_2470[l_2654];
let l_2656 = a_2492[u32(5)];
let l_2657 = l_2655 * l_2656;
let l_2658 = a_2484[u32(1)];
let l_2659 = l_2658 + l_2657;
a_2484[u32(1)] = l_2659;
let l_2660 = u32(256) + l_mut_158;
let l_2661 = l_2660 + u32(5);
let l_2662 = shared_memory_2470[l_2661];
let l_2663 = a_2492[u32(5)];
let l_2664 = l_2662 * l_2663;
let l_2665 = a_2484[u32(2)];
let l_2666 = l_2665 + l_2664;
a_2484[u32(2)] = l_2666;
let l_2667 = u32(0) + l_mut_158;
let l_2668 = l_2667 + u32(6);
let l_2669 = shared_memory_2470[l_2668];
let l_2670 = a_2492[u32(6)];
let l_2671 = l_2669 * l_2670;
let l_2672 = a_2484[u32(0)];
let l_2673 = l_2672 + l_2671;
a_2484[u32(0)] = l_2673;
let l_2674 = u32(128) + l_mut_158;
let l_2675 = l_2674 + u32(6);
let l_2676 = shared_memory_2470[l_2675];
let l_2677 = a_2492[u32(6)];
let l_2678 = l_2676 * l_2677;
let l_2679 = a_2484[u32(1)];
let l_2680 = l_2679 + l_2678;
a_2484[u32(1)] = l_2680;
let l_2681 = u32(256) + l_mut_158;
let l_2682 = l_2681 + u32(6);
let l_2683 = shared_memory_2470[l_2682];
let l_2684 = a_2492[u32(6)];
let l_2685 = l_2683 * l_2684;
let l_2686 = a_2484[u32(2)];
let l_2687 = l_2686 + l_2685;
a_2484[u32(2)] = l_2687;
let l_2688 = u32(0) + l_mut_158;
let l_2689 = l_2688 + u32(7);
let l_2690 = shared_memory_2470[l_2689];
let l_2691 = a_2492[u32(7)];
let l_2692 = l_2690 * l_2691;
let l_2693 = a_2484[u32(0)];
let l_2694 = l_2693 + l_2692;
a_2484[u32(0)] = l_2694;
let l_2695 = u32(128) + l_mut_158;
let l_2696 = l_2695 + u32(7);
let l_2697 = shared_memory_2470[l_2696];
let l_2698 = a_2492[u32(7)];
let l_2699 = l_2697 * l_2698;
let l_2700 = a_2484[u32(1)];
let l_2701 = l_2700 + l_2699;
a_2484[u32(1)] = l_2701;
let l_2702 = u32(256) + l_mut_158;
let l_2703 = l_2702 + u32(7);
let l_2704 = shared_memory_2470[l_2703];
let l_2705 = a_2492[u32(7)];
let l_2706 = l_2704 * l_2705;
let l_2707 = a_2484[u32(2)];
let l_2708 = l_2707 + l_2706;
a_2484[u32(2)] = l_2708;
l_mut_158 = l_mut_158 + u32(8);
}
let l_2709 = l_2483 * u32(3);
let l_2710 = l_2709 + u32(0);
let l_2711 = l_2710 * u32(256);
let l_2712 = l_2711 + l_2482;
let l_2713 = a_2484[u32(0)];
shared_memory_1692[l_2712] = l_2713;
let l_2714 = l_2483 * u32(3);
let l_2715 = l_2714 + u32(1);
let l_2716 = l_2715 * u32(256);
let l_2717 = l_2716 + l_2482;
let l_2718 = a_2484[u32(1)];
shared_memory_1692[l_2717] = l_2718;
let l_2719 = l_2483 * u32(3);
let l_2720 = l_2719 + u32(2);
let l_2721 = l_2720 * u32(256);
let l_2722 = l_2721 + l_2482;
let l_2723 = a_2484[u32(2)];
shared_memory_1692[l_2722] = l_2723;
}
workgroupBarrier();
l_mut_193 = local_idx;
loop {
let l_2724 = l_mut_193 < u32(256);
let l_2725 = !l_2724;
if l_2725 {
break;
}
l_mut_2242 = f32(0.0);
let l_2727 = info.scalars_u32[3] + l_mut_193;
let l_2728 = u32(0) + l_2727;
let l_2729 = buffer_7_global[l_2728];
l_mut_2242 = l_2729;
a_2726[u32(0)] = l_mut_2242;
a_2726[u32(1)] = l_mut_2242;
a_2726[u32(2)] = l_mut_2242;
let l_2730 = u32(0) + l_mut_193;
let l_2731 = shared_memory_1692[l_2730];
let l_2732 = a_2726[u32(0)];
let l_2733 = l_2732 + l_2731;
a_2726[u32(0)] = l_2733;
let l_2734 = u32(256) + l_mut_193;
let l_2735 = shared_memory_1692[l_2734];
let l_2736 = a_2726[u32(1)];
let l_2737 = l_2736 + l_2735;
a_2726[u32(1)] = l_2737;
let l_2738 = u32(512) + l_mut_193;
let l_2739 = shared_memory_1692[l_2738];
let l_2740 = a_2726[u32(2)];
let l_2741 = l_2740 + l_2739;
a_2726[u32(2)] = l_2741;
let l_2742 = u32(768) + l_mut_193;
let l_2743 = shared_memory_1692[l_2742];
let l_2744 = a_2726[u32(0)];
let l_2745 = l_2744 + l_2743;
a_2726[u32(0)] = l_2745;
let l_2746 = u32(1024) + l_mut_193;
let l_2747 = shared_memory_1692[l_2746];
let l_2748 = a_2726[u32(1)];
let l_2749 = l_2748 + l_2747;
a_2726[u32(1)] = l_2749;
let l_2750 = u32(1280) + l_mut_193;
let l_2751 = shared_memory_1692[l_2750];
let l_2752 = a_2726[u32(2)];
let l_2753 = l_2752 + l_2751;
a_2726[u32(2)] = l_2753;
let l_2756 = l_2469 + u32(0);
let l_2757 = l_2756 < l_2468;
if l_2757 {
let l_2758 = l_2756 * u32(256);
let l_2759 = l_2758 + l_mut_193;
let l_2760 = a_2726[u32(0)];
l_mut_2241 = l_2760;
let l_2761 = info.scalars_u32[22] + l_2759;
buffer_14_global[l_2761] = l_mut_2241;
}
let l_2762 = l_2469 + u32(1);
let l_2763 = l_2762 < l_2468;
if l_2763 {
let l_2764 = l_2762 * u32(256);
let l_2765 = l_2764 + l_mut_193;
let l_2766 = a_2726[u32(1)];
l_mut_2241 = l_2766;
let l_2767 = info.scalars_u32[22] + l_2765;
buffer_14_global[l_2767] = l_mut_2241;
}
let l_2768 = l_2469 + u32(2);
let l_2769 = l_2768 < l_2468;
if l_2769 {
let l_2770 = l_2768 * u32(256);
let l_2771 = l_2770 + l_mut_193;
let l_2772 = a_2726[u32(2)];
l_mut_2241 = l_2772;
let l_2773 = info.scalars_u32[22] + l_2771;
buffer_14_global[l_2773] = l_mut_2241;
}
l_mut_193 = l_mut_193 + u32(512);
}
storageBarrier();
l_mut_193 = local_idx;
loop {
let l_2774 = l_mut_193 < u32(128);
let l_2775 = !l_2774;
if l_2775 {
break;
}
let l_2776 = l_513 * u32(128);
let l_2777 = l_2776 + l_mut_193;
let l_2778 = info.scalars_u32[35] * u32(128);
let l_2779 = l_2777 < l_2778;
if l_2779 {
let l_2780 = l_2777 / u32(128);
let l_2781 = l_2777 % u32(128);
let l_2783 = l_2780 * u32(3);
let l_2784 = l_2783 + u32(0);
let l_2785 = l_2784 * u32(2);
let l_2786 = l_2785 * u32(128);
let l_2787 = l_2786 + l_2781;
let l_2788 = info.scalars_u32[22] + l_2787;
let l_2789 = buffer_14_global[l_2788];
a_2782[u32(0)] = l_2789;
let l_2790 = l_2780 * u32(3);
let l_2791 = l_2790 + u32(1);
let l_2792 = l_2791 * u32(2);
let l_2793 = l_2792 * u32(128);
let l_2794 = l_2793 + l_2781;
let l_2795 = info.scalars_u32[22] + l_2794;
let l_2796 = buffer_14_global[l_2795];
a_2782[u32(1)] = l_2796;
let l_2797 = l_2780 * u32(3);
let l_2798 = l_2797 + u32(2);
let l_2799 = l_2798 * u32(2);
let l_2800 = l_2799 * u32(128);
let l_2801 = l_2800 + l_2781;
let l_2802 = info.scalars_u32[22] + l_2801;
let l_2803 = buffer_14_global[l_2802];
a_2782[u32(2)] = l_2803;
let l_2804 = info.scalars_u32[20] + l_2777;
let l_2805 = buffer_14_global[l_2804];
l_mut_2242 = info.scalars_f32[0];
let l_2806 = a_2782[u32(0)];
let l_2807 = a_2782[u32(0)];
let l_2808 = l_2806 * l_2807;
l_mut_2242 = l_mut_2242 + l_2808;
let l_2809 = a_2782[u32(1)];
let l_2810 = a_2782[u32(1)];
let l_2811 = l_2809 * l_2810;
l_mut_2242 = l_mut_2242 + l_2811;
let l_2812 = a_2782[u32(2)];
let l_2813 = a_2782[u32(2)];
let l_2814 = l_2812 * l_2813;
l_mut_2242 = l_mut_2242 + l_2814;
let l_2815 = sqrt(l_mut_2242);
let l_2816 = info.scalars_u32[23] + l_2777;
buffer_14_global[l_2816] = l_2815;
let l_2817 = l_2780 * u32(2);
let l_2818 = l_2817 * u32(128);
let l_2819 = l_2818 + l_2781;
let l_2820 = info.scalars_u32[24] + l_2819;
buffer_14_global[l_2820] = l_2805;
let l_2821 = l_2780 * u32(2);
let l_2822 = l_2821 * u32(128);
let l_2823 = l_2822 + u32(128);
let l_2824 = l_2823 + l_2781;
let l_2825 = info.scalars_u32[24] + l_2824;
buffer_14_global[l_2825] = l_2815;
}
l_mut_193 = l_mut_193 + u32(512);
}
storageBarrier();
l_mut_158 = local_idx;
loop {
let l_2828 = l_mut_158 < u32(256);
let l_2829 = !l_2828;
if l_2829 {
break;
}
let l_2830 = l_mut_158 / u32(256);
let l_2831 = l_513 + l_2830;
let l_2832 = l_2831 < info.scalars_u32[35];
if l_2832 {
let l_2833 = l_2831 * u32(256);
let l_2834 = l_mut_158 % u32(256);
l_mut_157 = l_2834;
let l_2835 = l_2833 + l_mut_157;
let l_2836 = info.scalars_u32[24] + l_2835;
let l_2837 = buffer_14_global[l_2836];
shared_memory_2826[l_mut_158] = l_2837;
} else {
shared_memory_2826[l_mut_158] = f32(0.0);
}
l_mut_158 = l_mut_158 + u32(512);
}
workgroupBarrier();
let l_2838 = local_idx < u32(512);
if l_2838 {
let l_2839 = local_idx % u32(128);
let l_2840 = local_idx / u32(128);
a_2841[u32(0)] = f32(0.0);
let l_2842 = l_2840 * u32(64);
l_mut_158 = l_2842;
let l_2843 = l_mut_158 - l_2842;
let l_2844 = l_2843 * u32(128);
let l_2845 = info.scalars_u32[5] + l_2844;
l_mut_158 = l_2839;
l_mut_157 = l_2842;
loop {
let l_2846 = l_2842 + u32(64);
let l_2847 = l_mut_157 < l_2846;
let l_2848 = !l_2847;
if l_2848 {
break;
}
let l_2850 = l_mut_157 + u32(0);
let l_2851 = l_2850 * u32(128);
let l_2852 = l_2845 + l_2851;
let l_2853 = l_2852 + l_mut_158;
let l_2854 = u32(0) + l_2853;
let l_2855 = buffer_7_global[l_2854];
a_2849[u32(0)] = l_2855;
let l_2856 = l_mut_157 + u32(1);
let l_2857 = l_2856 * u32(128);
let l_2858 = l_2845 + l_2857;
let l_2859 = l_2858 + l_mut_158;
let l_2860 = u32(0) + l_2859;
let l_2861 = buffer_7_global[l_2860];
a_2849[u32(1)] = l_2861;
let l_2862 = l_mut_157 + u32(2);
let l_2863 = l_2862 * u32(128);
let l_2864 = l_2845 + l_2863;
let l_2865 = l_2864 + l_mut_158;
let l_2866 = u32(0) + l_2865;
let l_2867 = buffer_7_global[l_2866];
a_2849[u32(2)] = l_2867;
let l_2868 = l_mut_157 + u32(3);
let l_2869 = l_2868 * u32(128);
let l_2870 = l_2845 + l_2869;
let l_2871 = l_2870 + l_mut_158;
let l_2872 = u32(0) + l_2871;
let l_2873 = buffer_7_global[l_2872];
a_2849[u32(3)] = l_2873;
let l_2874 = l_mut_157 + u32(4);
let l_2875 = l_2874 * u32(128);
let l_2876 = l_2845 + l_2875;
let l_2877 = l_2876 + l_mut_158;
let l_2878 = u32(0) + l_2877;
let l_2879 = buffer_7_global[l_2878];
a_2849[u32(4)] = l_2879;
let l_2880 = l_mut_157 + u32(5);
let l_2881 = l_2880 * u32(128);
let l_2882 = l_2845 + l_2881;
let l_2883 = l_2882 + l_mut_158;
let l_2884 = u32(0) + l_2883;
let l_2885 = buffer_7_global[l_2884];
a_2849[u32(5)] = l_2885;
let l_2886 = l_mut_157 + u32(6);
let l_2887 = l_2886 * u32(128);
let l_2888 = l_2845 + l_2887;
let l_2889 = l_2888 + l_mut_158;
let l_2890 = u32(0) + l_2889;
let l_2891 = buffer_7_global[l_2890];
a_2849[u32(6)] = l_2891;
let l_2892 = l_mut_157 + u32(7);
let l_2893 = l_2892 * u32(128);
let l_2894 = l_2845 + l_2893;
let l_2895 = l_2894 + l_mut_158;
let l_2896 = u32(0) + l_2895;
let l_2897 = buffer_7_global[l_2896];
a_2849[u32(7)] = l_2897;
let l_2898 = u32(0) + l_mut_157;
let l_2899 = l_2898 + u32(0);
let l_2900 = shared_memory_2826[l_2899];
let l_2901 = a_2849[u32(0)];
let l_2902 = l_2900 * l_2901;
let l_2903 = a_2841[u32(0)];
let l_2904 = l_2903 + l_2902;
a_2841[u32(0)] = l_2904;
let l_2905 = u32(0) + l_mut_157;
let l_2906 = l_2905 + u32(1);
let l_2907 = shared_memory_2826[l_2906];
let l_2908 = a_2849[u32(1)];
let l_2909 = l_2907 * l_2908;
let l_2910 = a_2841[u32(0)];
let l_2911 = l_2910 + l_2909;
a_2841[u32(0)] = l_2911;
let l_2912 = u32(0) + l_mut_157;
let l_2913 = l_2912 + u32(2);
let l_2914 = shared_memory_2826[l_2913];
let l_2915 = a_2849[u32(2)];
let l_2916 = l_2914 * l_2915;
let l_2917 = a_2841[u32(0)];
let l_2918 = l_2917 + l_2916;
a_2841[u32(0)] = l_2918;
let l_2919 = u32(0) + l_mut_157;
let l_2920 = l_2919 + u32(3);
let l_2921 = shared_memory_2826[l_2920];
let l_2922 = a_2849[u32(3)];
let l_2923 = l_2921 * l_2922;
let l_2924 = a_2841[u32(0)];
let l_2925 = l_2924 + l_2923;
a_2841[u32(0)] = l_2925;
let l_2926 = u32(0) + l_mut_157;
let l_2927 = l_2926 + u32(4);
let l_2928 = shared_memory_2826[l_2927];
let l_2929 = a_2849[u32(4)];
let l_2930 = l_2928 * l_2929;
let l_2931 = a_2841[u32(0)];
let l_2932 = l_2931 + l_2930;
a_2841[u32(0)] = l_2932;
let l_2933 = u32(0) + l_mut_157;
let l_2934 = l_2933 + u32(5);
let l_2935 = shared_memory_2826[l_2934];
let l_2936 = a_2849[u32(5)];
let l_2937 = l_2935 * l_2936;
let l_2938 = a_2841[u32(0)];
let l_2939 = l_2938 + l_2937;
a_2841[u32(0)] = l_2939;
let l_2940 = u32(0) + l_mut_157;
let l_2941 = l_2940 + u32(6);
let l_2942 = shared_memory_2826[l_2941];
let l_2943 = a_2849[u32(6)];
let l_2944 = l_2942 * l_2943;
let l_2945 = a_2841[u32(0)];
let l_2946 = l_2945 + l_2944;
a_2841[u32(0)] = l_2946;
let l_2947 = u32(0) + l_mut_157;
let l_2948 = l_2947 + u32(7);
let l_2949 = shared_memory_2826[l_2948];
let l_2950 = a_2849[u32(7)];
let l_2951 = l_2949 * l_2950;
let l_2952 = a_2841[u32(0)];
let l_2953 = l_2952 + l_2951;
a_2841[u32(0)] = l_2953;
l_mut_157 = l_mut_157 + u32(8);
}
let l_2954 = l_2840 * u32(1);
let l_2955 = l_2954 + u32(0);
let l_2956 = l_2955 * u32(128);
let l_2957 = l_2956 + l_2839;
let l_2958 = a_2841[u32(0)];
shared_memory_1692[l_2957] = l_2958;
}
workgroupBarrier();
l_mut_158 = local_idx;
loop {
let l_2959 = l_mut_158 < u32(128);
let l_2960 = !l_2959;
if l_2960 {
break;
}
let l_2962 = info.scalars_u32[6] + l_mut_158;
let l_2963 = u32(0) + l_2962;
let l_2964 = buffer_7_global[l_2963];
a_2961[u32(0)] = l_2964;
let l_2965 = u32(0) + l_mut_158;
let l_2966 = shared_memory_1692[l_2965];
let l_2967 = a_2961[u32(0)];
let l_2968 = l_2967 + l_2966;
a_2961[u32(0)] = l_2968;
let l_2969 = u32(128) + l_mut_158;
let l_2970 = shared_memory_1692[l_2969];
let l_2971 = a_2961[u32(0)];
let l_2972 = l_2971 + l_2970;
a_2961[u32(0)] = l_2972;
let l_2973 = u32(256) + l_mut_158;
let l_2974 = shared_memory_1692[l_2973];
let l_2975 = a_2961[u32(0)];
let l_2976 = l_2975 + l_2974;
a_2961[u32(0)] = l_2976;
let l_2977 = u32(384) + l_mut_158;
let l_2978 = shared_memory_1692[l_2977];
let l_2979 = a_2961[u32(0)];
let l_2980 = l_2979 + l_2978;
a_2961[u32(0)] = l_2980;
let l_2981 = a_2961[u32(0)];
let l_2982 = l_513 + u32(0);
let l_2983 = l_2982 < info.scalars_u32[35];
if l_2983 {
let l_2984 = l_2982 * u32(128);
let l_2985 = l_2984 + l_mut_158;
let l_2986 = info.scalars_u32[25] + l_2985;
buffer_14_global[l_2986] = l_2981;
}
let l_2987 = u32(0) + l_mut_158;
let l_2988 = -l_2981;
let l_2989 = exp(l_2988);
let l_2990 = f32(1.0) + l_2989;
let l_2991 = f32(1.0) / l_2990;
let l_2992 = l_2981 * l_2991;
shared_memory_2827[l_2987] = l_2992;
l_mut_158 = l_mut_158 + u32(512);
}
workgroupBarrier();
l_mut_157 = local_idx;
loop {
let l_2993 = l_mut_157 < u32(384);
let l_2994 = !l_2993;
if l_2994 {
break;
}
l_mut_52 = l_mut_157;
let l_2996 = info.scalars_u32[9] + l_mut_52;
let l_2997 = u32(0) + l_2996;
let l_2998 = buffer_7_global[l_2997];
a_2995[u32(0)] = l_2998;
l_mut_51 = l_mut_157;
l_mut_50 = u32(0);
loop {
let l_2999 = u32(0) + u32(128);
let l_3000 = l_mut_50 < l_2999;
let l_3001 = !l_3000;
if l_3001 {
break;
}
let l_3003 = l_mut_50 + u32(0);
let l_3004 = l_3003 * u32(384);
let l_3005 = info.scalars_u32[8] + l_3004;
let l_3006 = l_3005 + l_mut_51;
let l_3007 = u32(0) + l_3006;
let l_3008 = buffer_7_global[l_3007];
a_3002[u32(0)] = l_3008;
let l_3009 = l_mut_50 + u32(1);
let l_3010 = l_3009 * u32(384);
let l_3011 = info.scalars_u32[8] + l_3010;
let l_3012 = l_3011 + l_mut_51;
let l_3013 = u32(0) + l_3012;
let l_3014 = buffer_7_global[l_3013];
a_3002[u32(1)] = l_3014;
let l_3015 = l_mut_50 + u32(2);
let l_3016 = l_3015 * u32(384);
let l_3017 = info.scalars_u32[8] + l_3016;
let l_3018 = l_3017 + l_mut_51;
let l_3019 = u32(0) + l_3018;
let l_3020 = buffer_7_global[l_3019];
a_3002[u32(2)] = l_3020;
let l_3021 = l_mut_50 + u32(3);
let l_3022 = l_3021 * u32(384);
let l_3023 = info.scalars_u32[8] + l_3022;
let l_3024 = l_3023 + l_mut_51;
let l_3025 = u32(0) + l_3024;
let l_3026 = buffer_7_global[l_3025];
a_3002[u32(3)] = l_3026;
let l_3027 = l_mut_50 + u32(4);
let l_3028 = l_3027 * u32(384);
let l_3029 = info.scalars_u32[8] + l_3028;
let l_3030 = l_3029 + l_mut_51;
let l_3031 = u32(0) + l_3030;
let l_3032 = buffer_7_global[l_3031];
a_3002[u32(4)] = l_3032;
let l_3033 = l_mut_50 + u32(5);
let l_3034 = l_3033 * u32(384);
let l_3035 = info.scalars_u32[8] + l_3034;
let l_3036 = l_3035 + l_mut_51;
let l_3037 = u32(0) + l_3036;
let l_3038 = buffer_7_global[l_3037];
a_3002[u32(5)] = l_3038;
let l_3039 = l_mut_50 + u32(6);
let l_3040 = l_3039 * u32(384);
let l_3041 = info.scalars_u32[8] + l_3040;
let l_3042 = l_3041 + l_mut_51;
let l_3043 = u32(0) + l_3042;
let l_3044 = buffer_7_global[l_3043];
a_3002[u32(6)] = l_3044;
let l_3045 = l_mut_50 + u32(7);
let l_3046 = l_3045 * u32(384);
let l_3047 = info.scalars_u32[8] + l_3046;
let l_3048 = l_3047 + l_mut_51;
let l_3049 = u32(0) + l_3048;
let l_3050 = buffer_7_global[l_3049];
a_3002[u32(7)] = l_3050;
let l_3051 = u32(0) + l_mut_50;
let l_3052 = l_3051 + u32(0);
let l_3053 = shared_memory_2827[l_3052];
let l_3054 = a_3002[u32(0)];
let l_3055 = l_3053 * l_3054;
let l_3056 = a_2995[u32(0)];
let l_3057 = l_3056 + l_3055;
a_2995[u32(0)] = l_3057;
let l_3058 = u32(0) + l_mut_50;
let l_3059 = l_3058 + u32(1);
let l_3060 = shared_memory_2827[l_3059];
let l_3061 = a_3002[u32(1)];
let l_3062 = l_3060 * l_3061;
let l_3063 = a_2995[u32(0)];
let l_3064 = l_3063 + l_3062;
a_2995[u32(0)] = l_3064;
let l_3065 = u32(0) + l_mut_50;
let l_3066 = l_3065 + u32(2);
let l_3067 = shared_memory_2827[l_3066];
let l_3068 = a_3002[u32(2)];
let l_3069 = l_3067 * l_3068;
let l_3070 = a_2995[u32(0)];
let l_3071 = l_3070 + l_3069;
a_2995[u32(0)] = l_3071;
let l_3072 = u32(0) + l_mut_50;
let l_3073 = l_3072 + u32(3);
let l_3074 = shared_memory_2827[l_3073];
let l_3075 = a_3002[u32(3)];
let l_3076 = l_3074 * l_3075;
let l_3077 = a_2995[u32(0)];
let l_3078 = l_3077 + l_3076;
a_2995[u32(0)] = l_3078;
let l_3079 = u32(0) + l_mut_50;
let l_3080 = l_3079 + u32(4);
let l_3081 = shared_memory_2827[l_3080];
let l_3082 = a_3002[u32(4)];
let l_3083 = l_3081 * l_3082;
let l_3084 = a_2995[u32(0)];
let l_3085 = l_3084 + l_3083;
a_2995[u32(0)] = l_3085;
let l_3086 = u32(0) + l_mut_50;
let l_3087 = l_3086 + u32(5);
let l_3088 = shared_memory_2827[l_3087];
let l_3089 = a_3002[u32(5)];
let l_3090 = l_3088 * l_3089;
let l_3091 = a_2995[u32(0)];
let l_3092 = l_3091 + l_3090;
a_2995[u32(0)] = l_3092;
let l_3093 = u32(0) + l_mut_50;
let l_3094 = l_3093 + u32(6);
let l_3095 = shared_memory_2827[l_3094];
let l_3096 = a_3002[u32(6)];
let l_3097 = l_3095 * l_3096;
let l_3098 = a_2995[u32(0)];
let l_3099 = l_3098 + l_3097;
a_2995[u32(0)] = l_3099;
let l_3100 = u32(0) + l_mut_50;
let l_3101 = l_3100 + u32(7);
let l_3102 = shared_memory_2827[l_3101];
let l_3103 = a_3002[u32(7)];
let l_3104 = l_3102 * l_3103;
let l_3105 = a_2995[u32(0)];
let l_3106 = l_3105 + l_3104;
a_2995[u32(0)] = l_3106;
l_mut_50 = l_mut_50 + u32(8);
}
let l_3107 = l_513 + u32(0);
let l_3108 = l_3107 < info.scalars_u32[35];
if l_3108 {
let l_3109 = l_3107 * u32(384);
let l_3110 = l_3109 + l_mut_52;
let l_3111 = a_2995[u32(0)];
let l_3112 = info.scalars_u32[26] + l_3110;
buffer_14_global[l_3112] = l_3111;
}
l_mut_157 = l_mut_157 + u32(512);
}
storageBarrier();
l_mut_158 = local_idx;
loop {
let l_3113 = l_mut_158 < u32(128);
let l_3114 = !l_3113;
if l_3114 {
break;
}
let l_3115 = l_513 * u32(128);
let l_3116 = l_3115 + l_mut_158;
let l_3117 = info.scalars_u32[35] * u32(128);
let l_3118 = l_3116 < l_3117;
if l_3118 {
let l_3119 = l_3116 / u32(128);
let l_3120 = l_3116 % u32(128);
let l_3121 = l_3119 * u32(3);
let l_3122 = l_3121 * u32(128);
let l_3123 = l_3122 + l_3120;
let l_3124 = info.scalars_u32[26] + l_3123;
let l_3125 = buffer_14_global[l_3124];
l_mut_2242 = f32(0.0);
let l_3126 = l_3119 * u32(3);
let l_3127 = l_3126 * u32(128);
let l_3128 = l_3127 + u32(128);
let l_3129 = l_3128 + l_3120;
let l_3130 = info.scalars_u32[26] + l_3129;
let l_3131 = buffer_14_global[l_3130];
l_mut_2242 = l_3131;
let l_3132 = l_3119 * u32(3);
let l_3133 = l_3132 * u32(128);
let l_3134 = l_3133 + u32(256);
let l_3135 = l_3134 + l_3120;
let l_3136 = info.scalars_u32[26] + l_3135;
let l_3137 = buffer_14_global[l_3136];
let l_3141 = l_3119 * u32(3);
let l_3142 = l_3141 + u32(0);
let l_3143 = l_3142 * u32(2);
let l_3144 = l_3143 * u32(128);
let l_3145 = l_3144 + l_3120;
let l_3146 = info.scalars_u32[22] + l_3145;
let l_3147 = buffer_14_global[l_3146];
a_3138[u32(0)] = l_3147;
let l_3148 = l_3119 * u32(3);
let l_3149 = l_3148 + u32(0);
let l_3150 = l_3149 * u32(2);
let l_3151 = l_3150 * u32(128);
let l_3152 = l_3151 + u32(128);
let l_3153 = l_3152 + l_3120;
let l_3154 = info.scalars_u32[22] + l_3153;
let l_3155 = buffer_14_global[l_3154];
a_3139[u32(0)] = l_3155;
let l_3156 = l_3119 * u32(3);
let l_3157 = l_3156 + u32(0);
let l_3158 = l_3157 * u32(128);
let l_3159 = l_3158 + l_3120;
let l_3160 = info.scalars_u32[21] + l_3159;
let l_3161 = buffer_14_global[l_3160];
a_3140[u32(0)] = l_3161;
let l_3162 = l_3119 * u32(3);
let l_3163 = l_3162 + u32(1);
let l_3164 = l_3163 * u32(2);
let l_3165 = l_3164 * u32(128);
let l_3166 = l_3165 + l_3120;
let l_3167 = info.scalars_u32[22] + l_3166;
let l_3168 = buffer_14_global[l_3167];
a_3138[u32(1)] = l_3168;
let l_3169 = l_3119 * u32(3);
let l_3170 = l_3169 + u32(1);
let l_3171 = l_3170 * u32(2);
let l_3172 = l_3171 * u32(128);
let l_3173 = l_3172 + u32(128);
let l_3174 = l_3173 + l_3120;
let l_3175 = info.scalars_u32[22] + l_3174;
let l_3176 = buffer_14_global[l_3175];
a_3139[u32(1)] = l_3176;
let l_3177 = l_3119 * u32(3);
let l_3178 = l_3177 + u32(1);
let l_3179 = l_3178 * u32(128);
let l_3180 = l_3179 + l_3120;
let l_3181 = info.scalars_u32[21] + l_3180;
let l_3182 = buffer_14_global[l_3181];
a_3140[u32(1)] = l_3182;
let l_3183 = l_3119 * u32(3);
let l_3184 = l_3183 + u32(2);
let l_3185 = l_3184 * u32(2);
let l_3186 = l_3185 * u32(128);
let l_3187 = l_3186 + l_3120;
let l_3188 = info.scalars_u32[22] + l_3187;
let l_3189 = buffer_14_global[l_3188];
a_3138[u32(2)] = l_3189;
let l_3190 = l_3119 * u32(3);
let l_3191 = l_3190 + u32(2);
let l_3192 = l_3191 * u32(2);
let l_3193 = l_3192 * u32(128);
let l_3194 = l_3193 + u32(128);
let l_3195 = l_3194 + l_3120;
let l_3196 = info.scalars_u32[22] + l_3195;
let l_3197 = buffer_14_global[l_3196];
a_3139[u32(2)] = l_3197;
let l_3198 = l_3119 * u32(3);
let l_3199 = l_3198 + u32(2);
let l_3200 = l_3199 * u32(128);
let l_3201 = l_3200 + l_3120;
let l_3202 = info.scalars_u32[21] + l_3201;
let l_3203 = buffer_14_global[l_3202];
a_3140[u32(2)] = l_3203;
let l_3204 = info.scalars_u32[20] + l_3116;
let l_3205 = buffer_14_global[l_3204];
l_mut_2241 = f32(0.0);
let l_3206 = a_3138[u32(0)];
let l_3207 = a_3139[u32(0)];
let l_3208 = l_3206 * l_3207;
l_mut_2241 = l_mut_2241 + l_3208;
let l_3209 = l_3119 * u32(3);
let l_3210 = l_3209 + u32(0);
let l_3211 = l_3210 * u32(128);
let l_3212 = l_3211 + l_3120;
let l_3213 = a_3140[u32(0)];
let l_3214 = a_3139[u32(0)];
let l_3215 = l_mut_2242 * l_3214;
let l_3216 = l_3213 + l_3215;
let l_3217 = info.scalars_u32[28] + l_3212;
buffer_14_global[l_3217] = l_3216;
let l_3218 = a_3138[u32(1)];
let l_3219 = a_3139[u32(1)];
let l_3220 = l_3218 * l_3219;
l_mut_2241 = l_mut_2241 + l_3220;
let l_3221 = l_3119 * u32(3);
let l_3222 = l_3221 + u32(1);
let l_3223 = l_3222 * u32(128);
let l_3224 = l_3223 + l_3120;
let l_3225 = a_3140[u32(1)];
let l_3226 = a_3139[u32(1)];
let l_3227 = l_mut_2242 * l_3226;
let l_3228 = l_3225 + l_3227;
let l_3229 = info.scalars_u32[28] + l_3224;
buffer_14_global[l_3229] = l_3228;
let l_3230 = a_3138[u32(2)];
let l_3231 = a_3139[u32(2)];
let l_3232 = l_3230 * l_3231;
l_mut_2241 = l_mut_2241 + l_3232;
let l_3233 = l_3119 * u32(3);
let l_3234 = l_3233 + u32(2);
let l_3235 = l_3234 * u32(128);
let l_3236 = l_3235 + l_3120;
let l_3237 = a_3140[u32(2)];
let l_3238 = a_3139[u32(2)];
let l_3239 = l_mut_2242 * l_3238;
let l_3240 = l_3237 + l_3239;
let l_3241 = info.scalars_u32[28] + l_3236;
buffer_14_global[l_3241] = l_3240;
let l_3242 = l_3205 + l_3125;
let l_3243 = l_3137 * l_mut_2241;
let l_3244 = l_3242 + l_3243;
let l_3245 = info.scalars_u32[27] + l_3116;
buffer_14_global[l_3245] = l_3244;
}
l_mut_158 = l_mut_158 + u32(512);
}
storageBarrier();
l_mut_157 = local_idx;
loop {
let l_3248 = l_mut_157 < u32(128);
let l_3249 = !l_3248;
if l_3249 {
break;
}
let l_3250 = l_mut_157 / u32(128);
let l_3251 = l_513 + l_3250;
let l_3252 = l_3251 < info.scalars_u32[35];
if l_3252 {
let l_3253 = l_3251 * u32(128);
let l_3254 = l_mut_157 % u32(128);
l_mut_52 = l_3254;
let l_3255 = l_3253 + l_mut_52;
let l_3256 = info.scalars_u32[27] + l_3255;
let l_3257 = buffer_14_global[l_3256];
shared_memory_3246[l_mut_157] = l_3257;
} else {
shared_memory_3246[l_mut_157] = f32(0.0);
}
l_mut_157 = l_mut_157 + u32(512);
}
workgroupBarrier();
let l_3258 = local_idx < u32(512);
if l_3258 {
let l_3259 = local_idx % u32(128);
let l_3260 = local_idx / u32(128);
a_3261[u32(0)] = f32(0.0);
let l_3262 = l_3260 * u32(32);
l_mut_157 = l_3262;
let l_3263 = l_mut_157 - l_3262;
let l_3264 = l_3263 * u32(128);
let l_3265 = info.scalars_u32[11] + l_3264;
l_mut_157 = l_3259;
l_mut_52 = l_3262;
loop {
let l_3266 = l_3262 + u32(32);
let l_3267 = l_mut_52 < l_3266;
let l_3268 = !l_3267;
if l_3268 {
break;
}
let l_3270 = l_mut_52 + u32(0);
let l_3271 = l_3270 * u32(128);
let l_3272 = l_3265 + l_3271;
let l_3273 = l_3272 + l_mut_157;
let l_3274 = u32(0) + l_3273;
let l_3275 = buffer_7_global[l_3274];
a_3269[u32(0)] = l_3275;
let l_3276 = l_mut_52 + u32(1);
let l_3277 = l_3276 * u32(128);
let l_3278 = l_3265 + l_3277;
let l_3279 = l_3278 + l_mut_157;
let l_3280 = u32(0) + l_3279;
let l_3281 = buffer_7_global[l_3280];
a_3269[u32(1)] = l_3281;
let l_3282 = l_mut_52 + u32(2);
let l_3283 = l_3282 * u32(128);
let l_3284 = l_3265 + l_3283;
let l_3285 = l_3284 + l_mut_157;
let l_3286 = u32(0) + l_3285;
let l_3287 = buffer_7_global[l_3286];
a_3269[u32(2)] = l_3287;
let l_3288 = l_mut_52 + u32(3);
let l_3289 = l_3288 * u32(128);
let l_3290 = l_3265 + l_3289;
let l_3291 = l_3290 + l_mut_157;
let l_3292 = u32(0) + l_3291;
let l_3293 = buffer_7_global[l_3292];
a_3269[u32(3)] = l_3293;
let l_3294 = l_mut_52 + u32(4);
let l_3295 = l_3294 * u32(128);
let l_3296 = l_3265 + l_3295;
let l_3297 = l_3296 + l_mut_157;
let l_3298 = u32(0) + l_3297;
let l_3299 = buffer_7_global[l_3298];
a_3269[u32(4)] = l_3299;
let l_3300 = l_mut_52 + u32(5);
let l_3301 = l_3300 * u32(128);
let l_3302 = l_3265 + l_3301;
let l_3303 = l_3302 + l_mut_157;
let l_3304 = u32(0) + l_3303;
let l_3305 = buffer_7_global[l_3304];
a_3269[u32(5)] = l_3305;
let l_3306 = l_mut_52 + u32(6);
let l_3307 = l_3306 * u32(128);
let l_3308 = l_3265 + l_3307;
let l_3309 = l_3308 + l_mut_157;
let l_3310 = u32(0) + l_3309;
let l_3311 = buffer_7_global[l_3310];
a_3269[u32(6)] = l_3311;
let l_3312 = l_mut_52 + u32(7);
let l_3313 = l_3312 * u32(128);
let l_3314 = l_3265 + l_3313;
let l_3315 = l_3314 + l_mut_157;
let l_3316 = u32(0) + l_3315;
let l_3317 = buffer_7_global[l_3316];
a_3269[u32(7)] = l_3317;
let l_3318 = u32(0) + l_mut_52;
let l_3319 = l_3318 + u32(0);
let l_3320 = shared_memory_3246[l_3319];
let l_3321 = a_3269[u32(0)];
let l_3322 = l_3320 * l_3321;
let l_3323 = a_3261[u32(0)];
let l_3324 = l_3323 + l_3322;
a_3261[u32(0)] = l_3324;
let l_3325 = u32(0) + l_mut_52;
let l_3326 = l_3325 + u32(1);
let l_3327 = shared_memory_3246[l_3326];
let l_3328 = a_3269[u32(1)];
let l_3329 = l_3327 * l_3328;
let l_3330 = a_3261[u32(0)];
let l_3331 = l_3330 + l_3329;
a_3261[u32(0)] = l_3331;
let l_3332 = u32(0) + l_mut_52;
let l_3333 = l_3332 + u32(2);
let l_3334 = shared_memory_3246[l_3333];
let l_3335 = a_3269[u32(2)];
let l_3336 = l_3334 * l_3335;
let l_3337 = a_3261[u32(0)];
let l_3338 = l_3337 + l_3336;
a_3261[u32(0)] = l_3338;
let l_3339 = u32(0) + l_mut_52;
let l_3340 = l_3339 + u32(3);
let l_3341 = shared_memory_3246[l_3340];
let l_3342 = a_3269[u32(3)];
let l_3343 = l_3341 * l_3342;
let l_3344 = a_3261[u32(0)];
let l_3345 = l_3344 + l_3343;
a_3261[u32(0)] = l_3345;
let l_3346 = u32(0) + l_mut_52;
let l_3347 = l_3346 + u32(4);
let l_3348 = shared_memory_3246[l_3347];
let l_3349 = a_3269[u32(4)];
let l_3350 = l_3348 * l_3349;
let l_3351 = a_3261[u32(0)];
let l_3352 = l_3351 + l_3350;
a_3261[u32(0)] = l_3352;
let l_3353 = u32(0) + l_mut_52;
let l_3354 = l_3353 + u32(5);
let l_3355 = shared_memory_3246[l_3354];
let l_3356 = a_3269[u32(5)];
let l_3357 = l_3355 * l_3356;
let l_3358 = a_3261[u32(0)];
let l_3359 = l_3358 + l_3357;
a_3261[u32(0)] = l_3359;
let l_3360 = u32(0) + l_mut_52;
let l_3361 = l_3360 + u32(6);
let l_3362 = shared_memory_3246[l_3361];
let l_3363 = a_3269[u32(6)];
let l_3364 = l_3362 * l_3363;
let l_3365 = a_3261[u32(0)];
let l_3366 = l_3365 + l_3364;
a_3261[u32(0)] = l_3366;
let l_3367 = u32(0) + l_mut_52;
let l_3368 = l_3367 + u32(7);
let l_3369 = shared_memory_3246[l_3368];
let l_3370 = a_3269[u32(7)];
let l_3371 = l_3369 * l_3370;
let l_3372 = a_3261[u32(0)];
let l_3373 = l_3372 + l_3371;
a_3261[u32(0)] = l_3373;
l_mut_52 = l_mut_52 + u32(8);
}
let l_3374 = l_3260 * u32(1);
let l_3375 = l_3374 + u32(0);
let l_3376 = l_3375 * u32(128);
let l_3377 = l_3376 + l_3259;
let l_3378 = a_3261[u32(0)];
shared_memory_1692[l_3377] = l_3378;
}
workgroupBarrier();
l_mut_157 = local_idx;
loop {
let l_3379 = l_mut_157 < u32(128);
let l_3380 = !l_3379;
if l_3380 {
break;
}
let l_3382 = info.scalars_u32[12] + l_mut_157;
let l_3383 = u32(0) + l_3382;
let l_3384 = buffer_7_global[l_3383];
a_3381[u32(0)] = l_3384;
let l_3385 = u32(0) + l_mut_157;
let l_3386 = shared_memory_1692[l_3385];
let l_3387 = a_3381[u32(0)];
let l_3388 = l_3387 + l_3386;
a_3381[u32(0)] = l_3388;
let l_3389 = u32(128) + l_mut_157;
let l_3390 = shared_memory_1692[l_3389];
let l_3391 = a_3381[u32(0)];
let l_3392 = l_3391 + l_3390;
a_3381[u32(0)] = l_3392;
let l_3393 = u32(256) + l_mut_157;
let l_3394 = shared_memory_1692[l_3393];
let l_3395 = a_3381[u32(0)];
let l_3396 = l_3395 + l_3394;
a_3381[u32(0)] = l_3396;
let l_3397 = u32(384) + l_mut_157;
let l_3398 = shared_memory_1692[l_3397];
let l_3399 = a_3381[u32(0)];
let l_3400 = l_3399 + l_3398;
a_3381[u32(0)] = l_3400;
let l_3401 = a_3381[u32(0)];
let l_3402 = l_513 + u32(0);
let l_3403 = l_3402 < info.scalars_u32[35];
if l_3403 {
let l_3404 = l_3402 * u32(128);
let l_3405 = l_3404 + l_mut_157;
let l_3406 = info.scalars_u32[29] + l_3405;
buffer_14_global[l_3406] = l_3401;
}
let l_3407 = u32(0) + l_mut_157;
let l_3408 = -l_3401;
let l_3409 = exp(l_3408);
let l_3410 = f32(1.0) + l_3409;
let l_3411 = f32(1.0) / l_3410;
let l_3412 = l_3401 * l_3411;
shared_memory_3247[l_3407] = l_3412;
l_mut_157 = l_mut_157 + u32(512);
}
workgroupBarrier();
l_mut_52 = local_idx;
loop {
let l_3413 = l_mut_52 < u32(384);
let l_3414 = !l_3413;
if l_3414 {
break;
}
l_mut_51 = l_mut_52;
let l_3416 = info.scalars_u32[14] + l_mut_51;
let l_3417 = u32(0) + l_3416;
let l_3418 = buffer_7_global[l_3417];
a_3415[u32(0)] = l_3418;
l_mut_50 = l_mut_52;
l_mut_3419 = u32(0);
loop {
let l_3420 = u32(0) + u32(128);
let l_3421 = l_mut_3419 < l_3420;
let l_3422 = !l_3421;
if l_3422 {
break;
}
let l_3424 = l_mut_3419 + u32(0);
let l_3425 = l_3424 * u32(384);
let l_3426 = info.scalars_u32[13] + l_3425;
let l_3427 = l_3426 + l_mut_50;
let l_3428 = u32(0) + l_3427;
let l_3429 = buffer_7_global[l_3428];
a_3423[u32(0)] = l_3429;
let l_3430 = l_mut_3419 + u32(1);
let l_3431 = l_3430 * u32(384);
let l_3432 = info.scalars_u32[13] + l_3431;
let l_3433 = l_3432 + l_mut_50;
let l_3434 = u32(0) + l_3433;
let l_3435 = buffer_7_global[l_3434];
a_3423[u32(1)] = l_3435;
let l_3436 = l_mut_3419 + u32(2);
let l_3437 = l_3436 * u32(384);
let l_3438 = info.scalars_u32[13] + l_3437;
let l_3439 = l_3438 + l_mut_50;
let l_3440 = u32(0) + l_3439;
let l_3441 = buffer_7_global[l_3440];
a_3423[u32(2)] = l_3441;
let l_3442 = l_mut_3419 + u32(3);
let l_3443 = l_3442 * u32(384);
let l_3444 = info.scalars_u32[13] + l_3443;
let l_3445 = l_3444 + l_mut_50;
let l_3446 = u32(0) + l_3445;
let l_3447 = buffer_7_global[l_3446];
a_3423[u32(3)] = l_3447;
let l_3448 = l_mut_3419 + u32(4);
let l_3449 = l_3448 * u32(384);
let l_3450 = info.scalars_u32[13] + l_3449;
let l_3451 = l_3450 + l_mut_50;
let l_3452 = u32(0) + l_3451;
let l_3453 = buffer_7_global[l_3452];
a_3423[u32(4)] = l_3453;
let l_3454 = l_mut_3419 + u32(5);
let l_3455 = l_3454 * u32(384);
let l_3456 = info.scalars_u32[13] + l_3455;
let l_3457 = l_3456 + l_mut_50;
let l_3458 = u32(0) + l_3457;
let l_3459 = buffer_7_global[l_3458];
a_3423[u32(5)] = l_3459;
let l_3460 = l_mut_3419 + u32(6);
let l_3461 = l_3460 * u32(384);
let l_3462 = info.scalars_u32[13] + l_3461;
let l_3463 = l_3462 + l_mut_50;
let l_3464 = u32(0) + l_3463;
let l_3465 = buffer_7_global[l_3464];
a_3423[u32(6)] = l_3465;
let l_3466 = l_mut_3419 + u32(7);
let l_3467 = l_3466 * u32(384);
let l_3468 = info.scalars_u32[13] + l_3467;
let l_3469 = l_3468 + l_mut_50;
let l_3470 = u32(0) + l_3469;
let l_3471 = buffer_7_global[l_3470];
a_3423[u32(7)] = l_3471;
let l_3472 = u32(0) + l_mut_3419;
let l_3473 = l_3472 + u32(0);
let l_3474 = shared_memory_3247[l_3473];
let l_3475 = a_3423[u32(0)];
let l_3476 = l_3474 * l_3475;
let l_3477 = a_3415[u32(0)];
let l_3478 = l_3477 + l_3476;
a_3415[u32(0)] = l_3478;
let l_3479 = u32(0) + l_mut_3419;
let l_3480 = l_3479 + u32(1);
let l_3481 = shared_memory_3247[l_3480];
let l_3482 = a_3423[u32(1)];
let l_3483 = l_3481 * l_3482;
let l_3484 = a_3415[u32(0)];
let l_3485 = l_3484 + l_3483;
a_3415[u32(0)] = l_3485;
let l_3486 = u32(0) + l_mut_3419;
let l_3487 = l_3486 + u32(2);
let l_3488 = shared_memory_3247[l_3487];
let l_3489 = a_3423[u32(2)];
let l_3490 = l_3488 * l_3489;
let l_3491 = a_3415[u32(0)];
let l_3492 = l_3491 + l_3490;
a_3415[u32(0)] = l_3492;
let l_3493 = u32(0) + l_mut_3419;
let l_3494 = l_3493 + u32(3);
let l_3495 = shared_memory_3247[l_3494];
let l_3496 = a_3423[u32(3)];
let l_3497 = l_3495 * l_3496;
let l_3498 = a_3415[u32(0)];
let l_3499 = l_3498 + l_3497;
a_3415[u32(0)] = l_3499;
let l_3500 = u32(0) + l_mut_3419;
let l_3501 = l_3500 + u32(4);
let l_3502 = shared_memory_3247[l_3501];
let l_3503 = a_3423[u32(4)];
let l_3504 = l_3502 * l_3503;
let l_3505 = a_3415[u32(0)];
let l_3506 = l_3505 + l_3504;
a_3415[u32(0)] = l_3506;
let l_3507 = u32(0) + l_mut_3419;
let l_3508 = l_3507 + u32(5);
let l_3509 = shared_memory_3247[l_3508];
let l_3510 = a_3423[u32(5)];
let l_3511 = l_3509 * l_3510;
let l_3512 = a_3415[u32(0)];
let l_3513 = l_3512 + l_3511;
a_3415[u32(0)] = l_3513;
let l_3514 = u32(0) + l_mut_3419;
let l_3515 = l_3514 + u32(6);
let l_3516 = shared_memory_3247[l_3515];
let l_3517 = a_3423[u32(6)];
let l_3518 = l_3516 * l_3517;
let l_3519 = a_3415[u32(0)];
let l_3520 = l_3519 + l_3518;
a_3415[u32(0)] = l_3520;
let l_3521 = u32(0) + l_mut_3419;
let l_3522 = l_3521 + u32(7);
let l_3523 = shared_memory_3247[l_3522];
let l_3524 = a_3423[u32(7)];
let l_3525 = l_3523 * l_3524;
let l_3526 = a_3415[u32(0)];
let l_3527 = l_3526 + l_3525;
a_3415[u32(0)] = l_3527;
l_mut_3419 = l_mut_3419 + u32(8);
}
let l_3528 = l_513 + u32(0);
let l_3529 = l_3528 < info.scalars_u32[35];
if l_3529 {
let l_3530 = l_3528 * u32(384);
let l_3531 = l_3530 + l_mut_51;
let l_3532 = a_3415[u32(0)];
let l_3533 = info.scalars_u32[30] + l_3531;
buffer_14_global[l_3533] = l_3532;
}
l_mut_52 = l_mut_52 + u32(512);
}
}
