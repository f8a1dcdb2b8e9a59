@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

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
var<storage, read_write> buffer_7_global: array<vec4<f32>>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<vec4<f32>>;

@group(0)
@binding(9)
var<storage, read_write> buffer_9_global: array<vec4<f32>>;

@group(0)
@binding(10)
var<storage, read_write> buffer_10_global: array<vec4<f32>>;

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
   scalars_f32: array<f32, 2>,
   scalars_u32: array<u32, 8>,
   static_meta: array<u32, 28>,
}

@group(0)
@binding(14)
var<storage, read> info: info_st;

var<workgroup> shared_memory_339: array<f32, 128>;

var<workgroup> shared_memory_338: array<f32, 1536>;

var<workgroup> shared_memory_340: array<f32, 128>;

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
var a_354: array<f32, 1>;

var a_359: array<f32, 8>;

var a_463: array<f32, 1>;

var a_496: array<f32, 1>;

var a_503: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_10: u32;
var l_mut_341: u32;
var l_mut_493: u32;
var l_mut_499: u32;
var l_mut_53: vec4<f32>;
var l_mut_54: vec4<f32>;
var l_mut_59: f32;
var l_mut_60: f32;
var l_mut_6: u32;
var l_mut_75: vec4<f32>;
let l_0 = info.scalars_u32[0] + u32(1);
let l_1 = l_0 - u32(1);
let l_2 = l_1 / u32(1);
let l_3 = workgroup_id_no_axis >= l_2;
if l_3 {
return;
}
let l_4 = workgroup_id_no_axis * u32(1);
let l_5 = l_4 + u32(1);
l_mut_6 = l_5;
let l_7 = l_mut_6 > info.scalars_u32[0];
if l_7 {
l_mut_6 = info.scalars_u32[0];
}
let l_8 = buffer_4_global[l_4];
let l_9 = l_8 + local_idx;
l_mut_10 = l_9;
let l_11 = buffer_4_global[l_mut_6];
loop {
let l_12 = l_mut_10 < l_11;
let l_13 = !l_12;
if l_13 {
break;
}
let l_14 = buffer_1_global[l_mut_10];
let l_15 = buffer_2_global[l_mut_10];
let l_16 = l_15 * u32(3);
let l_17 = buffer_0_global[l_16];
let l_18 = l_14 * u32(3);
let l_19 = buffer_0_global[l_18];
let l_20 = l_17 - l_19;
let l_21 = l_mut_10 * u32(3);
let l_22 = buffer_3_global[l_21];
let l_23 = l_20 + l_22;
let l_24 = l_15 * u32(3);
let l_25 = l_24 + u32(1);
let l_26 = buffer_0_global[l_25];
let l_27 = l_14 * u32(3);
let l_28 = l_27 + u32(1);
let l_29 = buffer_0_global[l_28];
let l_30 = l_26 - l_29;
let l_31 = l_mut_10 * u32(3);
let l_32 = l_31 + u32(1);
let l_33 = buffer_3_global[l_32];
let l_34 = l_30 + l_33;
let l_35 = l_15 * u32(3);
let l_36 = l_35 + u32(2);
let l_37 = buffer_0_global[l_36];
let l_38 = l_14 * u32(3);
let l_39 = l_38 + u32(2);
let l_40 = buffer_0_global[l_39];
let l_41 = l_37 - l_40;
let l_42 = l_mut_10 * u32(3);
let l_43 = l_42 + u32(2);
let l_44 = buffer_3_global[l_43];
let l_45 = l_41 + l_44;
let l_46 = l_23 * l_23;
let l_47 = l_34 * l_34;
let l_48 = l_46 + l_47;
let l_49 = l_45 * l_45;
let l_50 = l_48 + l_49;
let l_51 = sqrt(l_50);
let l_52 = vec4<f32>(f32(0.0));
l_mut_53 = l_52;
l_mut_54 = l_mut_53;
l_mut_54[u32(0)] = l_51;
let l_55 = l_23 / l_51;
l_mut_54[u32(1)] = l_55;
let l_56 = l_34 / l_51;
l_mut_54[u32(2)] = l_56;
let l_57 = l_45 / l_51;
l_mut_54[u32(3)] = l_57;
let l_58 = l_mut_10 * u32(2);
buffer_8_global[l_58] = l_mut_54;
l_mut_59 = f32(0.0);
l_mut_60 = f32(0.0);
let l_61 = l_51 < info.scalars_f32[0];
if l_61 {
let l_62 = l_51 * info.scalars_f32[1];
let l_63 = cos(l_62);
let l_64 = l_63 + f32(1.0);
let l_65 = f32(0.5) * l_64;
l_mut_59 = l_65;
let l_66 = f32(-0.5) * info.scalars_f32[1];
let l_67 = l_51 * info.scalars_f32[1];
let l_68 = sin(l_67);
let l_69 = l_66 * l_68;
l_mut_60 = l_69;
}
let l_70 = vec4<f32>(f32(0.0));
l_mut_54 = l_70;
l_mut_53 = l_mut_54;
l_mut_53[u32(0)] = l_mut_59;
l_mut_53[u32(1)] = l_mut_60;
l_mut_53[u32(2)] = f32(0.0);
l_mut_53[u32(3)] = f32(0.0);
let l_71 = l_mut_10 * u32(2);
let l_72 = l_71 + u32(1);
buffer_8_global[l_72] = l_mut_53;
let l_73 = vec4<f32>(f32(0.0));
l_mut_54 = l_73;
l_mut_53 = l_mut_54;
let l_74 = vec4<f32>(f32(0.0));
l_mut_54 = l_74;
l_mut_75 = l_mut_54;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_76 = info.scalars_u32[1] + u32(0);
let l_77 = buffer_6_global[l_76];
let l_78 = l_51 - l_77;
let l_79 = info.scalars_u32[2] + u32(0);
let l_80 = buffer_6_global[l_79];
let l_81 = l_80 * l_78;
let l_82 = l_81 * l_78;
let l_83 = exp(l_82);
l_mut_60 = l_83;
let l_84 = l_mut_60 * f32(2.0);
let l_85 = l_84 * l_80;
let l_86 = l_85 * l_78;
l_mut_59 = l_86;
l_mut_53[u32(0)] = l_mut_60;
l_mut_75[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_87 = info.scalars_u32[1] + u32(1);
let l_88 = buffer_6_global[l_87];
let l_89 = l_51 - l_88;
let l_90 = info.scalars_u32[2] + u32(1);
let l_91 = buffer_6_global[l_90];
let l_92 = l_91 * l_89;
let l_93 = l_92 * l_89;
let l_94 = exp(l_93);
l_mut_60 = l_94;
let l_95 = l_mut_60 * f32(2.0);
let l_96 = l_95 * l_91;
let l_97 = l_96 * l_89;
l_mut_59 = l_97;
l_mut_53[u32(1)] = l_mut_60;
l_mut_75[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_98 = info.scalars_u32[1] + u32(2);
let l_99 = buffer_6_global[l_98];
let l_100 = l_51 - l_99;
let l_101 = info.scalars_u32[2] + u32(2);
let l_102 = buffer_6_global[l_101];
let l_103 = l_102 * l_100;
let l_104 = l_103 * l_100;
let l_105 = exp(l_104);
l_mut_60 = l_105;
let l_106 = l_mut_60 * f32(2.0);
let l_107 = l_106 * l_102;
let l_108 = l_107 * l_100;
l_mut_59 = l_108;
l_mut_53[u32(2)] = l_mut_60;
l_mut_75[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_109 = info.scalars_u32[1] + u32(3);
let l_110 = buffer_6_global[l_109];
let l_111 = l_51 - l_110;
let l_112 = info.scalars_u32[2] + u32(3);
let l_113 = buffer_6_global[l_112];
let l_114 = l_113 * l_111;
let l_115 = l_114 * l_111;
let l_116 = exp(l_115);
l_mut_60 = l_116;
let l_117 = l_mut_60 * f32(2.0);
let l_118 = l_117 * l_113;
let l_119 = l_118 * l_111;
l_mut_59 = l_119;
l_mut_53[u32(3)] = l_mut_60;
l_mut_75[u32(3)] = l_mut_59;
let l_120 = l_mut_10 * u32(5);
let l_121 = l_120 + u32(0);
buffer_9_global[l_121] = l_mut_53;
let l_122 = l_mut_10 * u32(5);
let l_123 = l_122 + u32(0);
buffer_10_global[l_123] = l_mut_75;
let l_124 = vec4<f32>(f32(0.0));
l_mut_75 = l_124;
l_mut_54 = l_mut_75;
let l_125 = vec4<f32>(f32(0.0));
l_mut_75 = l_125;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_126 = info.scalars_u32[1] + u32(4);
let l_127 = buffer_6_global[l_126];
let l_128 = l_51 - l_127;
let l_129 = info.scalars_u32[2] + u32(4);
let l_130 = buffer_6_global[l_129];
let l_131 = l_130 * l_128;
let l_132 = l_131 * l_128;
let l_133 = exp(l_132);
l_mut_60 = l_133;
let l_134 = l_mut_60 * f32(2.0);
let l_135 = l_134 * l_130;
let l_136 = l_135 * l_128;
l_mut_59 = l_136;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_137 = info.scalars_u32[1] + u32(5);
let l_138 = buffer_6_global[l_137];
let l_139 = l_51 - l_138;
let l_140 = info.scalars_u32[2] + u32(5);
let l_141 = buffer_6_global[l_140];
let l_142 = l_141 * l_139;
let l_143 = l_142 * l_139;
let l_144 = exp(l_143);
l_mut_60 = l_144;
let l_145 = l_mut_60 * f32(2.0);
let l_146 = l_145 * l_141;
let l_147 = l_146 * l_139;
l_mut_59 = l_147;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_148 = info.scalars_u32[1] + u32(6);
let l_149 = buffer_6_global[l_148];
let l_150 = l_51 - l_149;
let l_151 = info.scalars_u32[2] + u32(6);
let l_152 = buffer_6_global[l_151];
let l_153 = l_152 * l_150;
let l_154 = l_153 * l_150;
let l_155 = exp(l_154);
l_mut_60 = l_155;
let l_156 = l_mut_60 * f32(2.0);
let l_157 = l_156 * l_152;
let l_158 = l_157 * l_150;
l_mut_59 = l_158;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_159 = info.scalars_u32[1] + u32(7);
let l_160 = buffer_6_global[l_159];
let l_161 = l_51 - l_160;
let l_162 = info.scalars_u32[2] + u32(7);
let l_163 = buffer_6_global[l_162];
let l_164 = l_163 * l_161;
let l_165 = l_164 * l_161;
let l_166 = exp(l_165);
l_mut_60 = l_166;
let l_167 = l_mut_60 * f32(2.0);
let l_168 = l_167 * l_163;
let l_169 = l_168 * l_161;
l_mut_59 = l_169;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_170 = l_mut_10 * u32(5);
let l_171 = l_170 + u32(1);
buffer_9_global[l_171] = l_mut_54;
let l_172 = l_mut_10 * u32(5);
let l_173 = l_172 + u32(1);
buffer_10_global[l_173] = l_mut_53;
let l_174 = vec4<f32>(f32(0.0));
l_mut_75 = l_174;
l_mut_54 = l_mut_75;
let l_175 = vec4<f32>(f32(0.0));
l_mut_75 = l_175;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_176 = info.scalars_u32[1] + u32(8);
let l_177 = buffer_6_global[l_176];
let l_178 = l_51 - l_177;
let l_179 = info.scalars_u32[2] + u32(8);
let l_180 = buffer_6_global[l_179];
let l_181 = l_180 * l_178;
let l_182 = l_181 * l_178;
let l_183 = exp(l_182);
l_mut_60 = l_183;
let l_184 = l_mut_60 * f32(2.0);
let l_185 = l_184 * l_180;
let l_186 = l_185 * l_178;
l_mut_59 = l_186;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_187 = info.scalars_u32[1] + u32(9);
let l_188 = buffer_6_global[l_187];
let l_189 = l_51 - l_188;
let l_190 = info.scalars_u32[2] + u32(9);
let l_191 = buffer_6_global[l_190];
let l_192 = l_191 * l_189;
let l_193 = l_192 * l_189;
let l_194 = exp(l_193);
l_mut_60 = l_194;
let l_195 = l_mut_60 * f32(2.0);
let l_196 = l_195 * l_191;
let l_197 = l_196 * l_189;
l_mut_59 = l_197;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_198 = info.scalars_u32[1] + u32(10);
let l_199 = buffer_6_global[l_198];
let l_200 = l_51 - l_199;
let l_201 = info.scalars_u32[2] + u32(10);
let l_202 = buffer_6_global[l_201];
let l_203 = l_202 * l_200;
let l_204 = l_203 * l_200;
let l_205 = exp(l_204);
l_mut_60 = l_205;
let l_206 = l_mut_60 * f32(2.0);
let l_207 = l_206 * l_202;
let l_208 = l_207 * l_200;
l_mut_59 = l_208;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_209 = info.scalars_u32[1] + u32(11);
let l_210 = buffer_6_global[l_209];
let l_211 = l_51 - l_210;
let l_212 = info.scalars_u32[2] + u32(11);
let l_213 = buffer_6_global[l_212];
let l_214 = l_213 * l_211;
let l_215 = l_214 * l_211;
let l_216 = exp(l_215);
l_mut_60 = l_216;
let l_217 = l_mut_60 * f32(2.0);
let l_218 = l_217 * l_213;
let l_219 = l_218 * l_211;
l_mut_59 = l_219;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_220 = l_mut_10 * u32(5);
let l_221 = l_220 + u32(2);
buffer_9_global[l_221] = l_mut_54;
let l_222 = l_mut_10 * u32(5);
let l_223 = l_222 + u32(2);
buffer_10_global[l_223] = l_mut_53;
let l_224 = vec4<f32>(f32(0.0));
l_mut_75 = l_224;
l_mut_54 = l_mut_75;
let l_225 = vec4<f32>(f32(0.0));
l_mut_75 = l_225;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_226 = info.scalars_u32[1] + u32(12);
let l_227 = buffer_6_global[l_226];
let l_228 = l_51 - l_227;
let l_229 = info.scalars_u32[2] + u32(12);
let l_230 = buffer_6_global[l_229];
let l_231 = l_230 * l_228;
let l_232 = l_231 * l_228;
let l_233 = exp(l_232);
l_mut_60 = l_233;
let l_234 = l_mut_60 * f32(2.0);
let l_235 = l_234 * l_230;
let l_236 = l_235 * l_228;
l_mut_59 = l_236;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_237 = info.scalars_u32[1] + u32(13);
let l_238 = buffer_6_global[l_237];
let l_239 = l_51 - l_238;
let l_240 = info.scalars_u32[2] + u32(13);
let l_241 = buffer_6_global[l_240];
let l_242 = l_241 * l_239;
let l_243 = l_242 * l_239;
let l_244 = exp(l_243);
l_mut_60 = l_244;
let l_245 = l_mut_60 * f32(2.0);
let l_246 = l_245 * l_241;
let l_247 = l_246 * l_239;
l_mut_59 = l_247;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_248 = info.scalars_u32[1] + u32(14);
let l_249 = buffer_6_global[l_248];
let l_250 = l_51 - l_249;
let l_251 = info.scalars_u32[2] + u32(14);
let l_252 = buffer_6_global[l_251];
let l_253 = l_252 * l_250;
let l_254 = l_253 * l_250;
let l_255 = exp(l_254);
l_mut_60 = l_255;
let l_256 = l_mut_60 * f32(2.0);
let l_257 = l_256 * l_252;
let l_258 = l_257 * l_250;
l_mut_59 = l_258;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_259 = info.scalars_u32[1] + u32(15);
let l_260 = buffer_6_global[l_259];
let l_261 = l_51 - l_260;
let l_262 = info.scalars_u32[2] + u32(15);
let l_263 = buffer_6_global[l_262];
let l_264 = l_263 * l_261;
let l_265 = l_264 * l_261;
let l_266 = exp(l_265);
l_mut_60 = l_266;
let l_267 = l_mut_60 * f32(2.0);
let l_268 = l_267 * l_263;
let l_269 = l_268 * l_261;
l_mut_59 = l_269;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_270 = l_mut_10 * u32(5);
let l_271 = l_270 + u32(3);
buffer_9_global[l_271] = l_mut_54;
let l_272 = l_mut_10 * u32(5);
let l_273 = l_272 + u32(3);
buffer_10_global[l_273] = l_mut_53;
let l_274 = vec4<f32>(f32(0.0));
l_mut_75 = l_274;
l_mut_54 = l_mut_75;
let l_275 = vec4<f32>(f32(0.0));
l_mut_75 = l_275;
l_mut_53 = l_mut_75;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_276 = info.scalars_u32[1] + u32(16);
let l_277 = buffer_6_global[l_276];
let l_278 = l_51 - l_277;
let l_279 = info.scalars_u32[2] + u32(16);
let l_280 = buffer_6_global[l_279];
let l_281 = l_280 * l_278;
let l_282 = l_281 * l_278;
let l_283 = exp(l_282);
l_mut_60 = l_283;
let l_284 = l_mut_60 * f32(2.0);
let l_285 = l_284 * l_280;
let l_286 = l_285 * l_278;
l_mut_59 = l_286;
l_mut_54[u32(0)] = l_mut_60;
l_mut_53[u32(0)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_287 = info.scalars_u32[1] + u32(17);
let l_288 = buffer_6_global[l_287];
let l_289 = l_51 - l_288;
let l_290 = info.scalars_u32[2] + u32(17);
let l_291 = buffer_6_global[l_290];
let l_292 = l_291 * l_289;
let l_293 = l_292 * l_289;
let l_294 = exp(l_293);
l_mut_60 = l_294;
let l_295 = l_mut_60 * f32(2.0);
let l_296 = l_295 * l_291;
let l_297 = l_296 * l_289;
l_mut_59 = l_297;
l_mut_54[u32(1)] = l_mut_60;
l_mut_53[u32(1)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_298 = info.scalars_u32[1] + u32(18);
let l_299 = buffer_6_global[l_298];
let l_300 = l_51 - l_299;
let l_301 = info.scalars_u32[2] + u32(18);
let l_302 = buffer_6_global[l_301];
let l_303 = l_302 * l_300;
let l_304 = l_303 * l_300;
let l_305 = exp(l_304);
l_mut_60 = l_305;
let l_306 = l_mut_60 * f32(2.0);
let l_307 = l_306 * l_302;
let l_308 = l_307 * l_300;
l_mut_59 = l_308;
l_mut_54[u32(2)] = l_mut_60;
l_mut_53[u32(2)] = l_mut_59;
l_mut_60 = f32(0.0);
l_mut_59 = f32(0.0);
let l_309 = info.scalars_u32[1] + u32(19);
let l_310 = buffer_6_global[l_309];
let l_311 = l_51 - l_310;
let l_312 = info.scalars_u32[2] + u32(19);
let l_313 = buffer_6_global[l_312];
let l_314 = l_313 * l_311;
let l_315 = l_314 * l_311;
let l_316 = exp(l_315);
l_mut_60 = l_316;
let l_317 = l_mut_60 * f32(2.0);
let l_318 = l_317 * l_313;
let l_319 = l_318 * l_311;
l_mut_59 = l_319;
l_mut_54[u32(3)] = l_mut_60;
l_mut_53[u32(3)] = l_mut_59;
let l_320 = l_mut_10 * u32(5);
let l_321 = l_320 + u32(4);
buffer_9_global[l_321] = l_mut_54;
let l_322 = l_mut_10 * u32(5);
let l_323 = l_322 + u32(4);
buffer_10_global[l_323] = l_mut_53;
l_mut_10 = l_mut_10 + u32(512);
}
l_mut_6 = local_idx;
loop {
let l_324 = l_mut_6 < u32(128);
let l_325 = !l_324;
if l_325 {
break;
}
let l_326 = l_mut_6 / u32(128);
let l_327 = l_4 + l_326;
let l_328 = l_327 < info.scalars_u32[0];
if l_328 {
let l_329 = l_327 * u32(128);
let l_330 = l_mut_6 % u32(128);
let l_331 = l_329 + l_330;
let l_332 = buffer_5_global[l_327];
let l_333 = l_332 * u32(128);
let l_334 = info.scalars_u32[3] + l_333;
let l_335 = l_mut_6 % u32(128);
let l_336 = l_334 + l_335;
let l_337 = buffer_6_global[l_336];
buffer_11_global[l_331] = l_337;
}
l_mut_6 = l_mut_6 + u32(512);
}
storageBarrier();
l_mut_341 = local_idx;
loop {
let l_342 = l_mut_341 < u32(128);
let l_343 = !l_342;
if l_343 {
break;
}
let l_344 = l_mut_341 / u32(128);
let l_345 = l_4 + l_344;
let l_346 = l_345 < info.scalars_u32[0];
if l_346 {
let l_347 = l_345 * u32(128);
let l_348 = l_mut_341 % u32(128);
let l_349 = l_347 + l_348;
let l_350 = buffer_11_global[l_349];
shared_memory_339[l_mut_341] = l_350;
} else {
shared_memory_339[l_mut_341] = f32(0.0);
}
l_mut_341 = l_mut_341 + u32(512);
}
workgroupBarrier();
let l_351 = local_idx < u32(512);
if l_351 {
let l_352 = local_idx % u32(128);
let l_353 = local_idx / u32(128);
a_354[u32(0)] = f32(0.0);
let l_355 = l_353 * u32(32);
l_mut_341 = l_355;
loop {
let l_356 = l_355 + u32(32);
let l_357 = l_mut_341 < l_356;
let l_358 = !l_357;
if l_358 {
break;
}
let l_360 = l_mut_341 + u32(0);
let l_361 = l_360 * u32(128);
let l_362 = info.scalars_u32[4] + l_361;
let l_363 = l_362 + l_352;
let l_364 = buffer_6_global[l_363];
a_359[u32(0)] = l_364;
let l_365 = l_mut_341 + u32(1);
let l_366 = l_365 * u32(128);
let l_367 = info.scalars_u32[4] + l_366;
let l_368 = l_367 + l_352;
let l_369 = buffer_6_global[l_368];
a_359[u32(1)] = l_369;
let l_370 = l_mut_341 + u32(2);
let l_371 = l_370 * u32(128);
let l_372 = info.scalars_u32[4] + l_371;
let l_373 = l_372 + l_352;
let l_374 = buffer_6_global[l_373];
a_359[u32(2)] = l_374;
let l_375 = l_mut_341 + u32(3);
let l_376 = l_375 * u32(128);
let l_377 = info.scalars_u32[4] + l_376;
let l_378 = l_377 + l_352;
let l_379 = buffer_6_global[l_378];
a_359[u32(3)] = l_379;
let l_380 = l_mut_341 + u32(4);
let l_381 = l_380 * u32(128);
let l_382 = info.scalars_u32[4] + l_381;
let l_383 = l_382 + l_352;
let l_384 = buffer_6_global[l_383];
a_359[u32(4)] = l_384;
let l_385 = l_mut_341 + u32(5);
let l_386 = l_385 * u32(128);
let l_387 = info.scalars_u32[4] + l_386;
let l_388 = l_387 + l_352;
let l_389 = buffer_6_global[l_388];
a_359[u32(5)] = l_389;
let l_390 = l_mut_341 + u32(6);
let l_391 = l_390 * u32(128);
let l_392 = info.scalars_u32[4] + l_391;
let l_393 = l_392 + l_352;
let l_394 = buffer_6_global[l_393];
a_359[u32(6)] = l_394;
let l_395 = l_mut_341 + u32(7);
let l_396 = l_395 * u32(128);
let l_397 = info.scalars_u32[4] + l_396;
let l_398 = l_397 + l_352;
let l_399 = buffer_6_global[l_398];
a_359[u32(7)] = l_399;
let l_400 = u32(0) + l_mut_341;
let l_401 = l_400 + u32(0);
let l_402 = shared_memory_339[l_401];
let l_403 = a_359[u32(0)];
let l_404 = l_402 * l_403;
let l_405 = a_354[u32(0)];
let l_406 = l_405 + l_404;
a_354[u32(0)] = l_406;
let l_407 = u32(0) + l_mut_341;
let l_408 = l_407 + u32(1);
let l_409 = shared_memory_339[l_408];
let l_410 = a_359[u32(1)];
let l_411 = l_409 * l_410;
let l_412 = a_354[u32(0)];
let l_413 = l_412 + l_411;
a_354[u32(0)] = l_413;
let l_414 = u32(0) + l_mut_341;
let l_415 = l_414 + u32(2);
let l_416 = shared_memory_339[l_415];
let l_417 = a_359[u32(2)];
let l_418 = l_416 * l_417;
let l_419 = a_354[u32(0)];
let l_420 = l_419 + l_418;
a_354[u32(0)] = l_420;
let l_421 = u32(0) + l_mut_341;
let l_422 = l_421 + u32(3);
let l_423 = shared_memory_339[l_422];
let l_424 = a_359[u32(3)];
let l_425 = l_423 * l_424;
let l_426 = a_354[u32(0)];
let l_427 = l_426 + l_425;
a_354[u32(0)] = l_427;
let l_428 = u32(0) + l_mut_341;
let l_429 = l_428 + u32(4);
let l_430 = shared_memory_339[l_429];
let l_431 = a_359[u32(4)];
let l_432 = l_430 * l_431;
let l_433 = a_354[u32(0)];
let l_434 = l_433 + l_432;
a_354[u32(0)] = l_434;
let l_435 = u32(0) + l_mut_341;
let l_436 = l_435 + u32(5);
let l_437 = shared_memory_339[l_436];
let l_438 = a_359[u32(5)];
let l_439 = l_437 * l_438;
let l_440 = a_354[u32(0)];
let l_441 = l_440 + l_439;
a_354[u32(0)] = l_441;
let l_442 = u32(0) + l_mut_341;
let l_443 = l_442 + u32(6);
let l_444 = shared_memory_339[l_443];
let l_445 = a_359[u32(6)];
let l_446 = l_444 * l_445;
let l_447 = a_354[u32(0)];
let l_448 = l_447 + l_446;
a_354[u32(0)] = l_448;
let l_449 = u32(0) + l_mut_341;
let l_450 = l_449 + u32(7);
let l_451 = shared_memory_339[l_450];
let l_452 = a_359[u32(7)];
let l_453 = l_451 * l_452;
let l_454 = a_354[u32(0)];
let l_455 = l_454 + l_453;
a_354[u32(0)] = l_455;
l_mut_341 = l_mut_341 + u32(8);
}
let l_456 = l_353 * u32(1);
let l_457 = l_456 + u32(0);
let l_458 = l_457 * u32(128);
let l_459 = l_458 + l_352;
let l_460 = a_354[u32(0)];
shared_memory_338[l_459] = l_460;
}
workgroupBarrier();
l_mut_341 = local_idx;
loop {
let l_461 = l_mut_341 < u32(128);
let l_462 = !l_461;
if l_462 {
break;
}
let l_464 = info.scalars_u32[5] + l_mut_341;
let l_465 = buffer_6_global[l_464];
a_463[u32(0)] = l_465;
let l_466 = u32(0) + l_mut_341;
let l_467 = shared_memory_338[l_466];
let l_468 = a_463[u32(0)];
let l_469 = l_468 + l_467;
a_463[u32(0)] = l_469;
let l_470 = u32(128) + l_mut_341;
let l_471 = shared_memory_338[l_470];
let l_472 = a_463[u32(0)];
let l_473 = l_472 + l_471;
a_463[u32(0)] = l_473;
let l_474 = u32(256) + l_mut_341;
let l_475 = shared_memory_338[l_474];
let l_476 = a_463[u32(0)];
let l_477 = l_476 + l_475;
a_463[u32(0)] = l_477;
let l_478 = u32(384) + l_mut_341;
let l_479 = shared_memory_338[l_478];
let l_480 = a_463[u32(0)];
let l_481 = l_480 + l_479;
a_463[u32(0)] = l_481;
let l_482 = a_463[u32(0)];
let l_483 = l_4 + u32(0);
let l_484 = l_483 < info.scalars_u32[0];
if l_484 {
let l_485 = l_483 * u32(128);
let l_486 = l_485 + l_mut_341;
buffer_12_global[l_486] = l_482;
}
let l_487 = u32(0) + l_mut_341;
let l_488 = -l_482;
let l_489 = exp(l_488);
let l_490 = f32(1.0) + l_489;
let l_491 = f32(1.0) / l_490;
let l_492 = l_482 * l_491;
shared_memory_340[l_487] = l_492;
l_mut_341 = l_mut_341 + u32(512);
}
workgroupBarrier();
l_mut_493 = local_idx;
loop {
let l_494 = l_mut_493 < u32(384);
let l_495 = !l_494;
if l_495 {
break;
}
let l_497 = info.scalars_u32[7] + l_mut_493;
let l_498 = buffer_6_global[l_497];
a_496[u32(0)] = l_498;
l_mut_499 = u32(0);
loop {
let l_500 = u32(0) + u32(128);
let l_501 = l_mut_499 < l_500;
let l_502 = !l_501;
if l_502 {
break;
}
let l_504 = l_mut_499 + u32(0);
let l_505 = l_504 * u32(384);
let l_506 = info.scalars_u32[6] + l_505;
let l_507 = l_506 + l_mut_493;
let l_508 = buffer_6_global[l_507];
a_503[u32(0)] = l_508;
let l_509 = l_mut_499 + u32(1);
let l_510 = l_509 * u32(384);
let l_511 = info.scalars_u32[6] + l_510;
let l_512 = l_511 + l_mut_493;
let l_513 = buffer_6_global[l_512];
a_503[u32(1)] = l_513;
let l_514 = l_mut_499 + u32(2);
let l_515 = l_514 * u32(384);
let l_516 = info.scalars_u32[6] + l_515;
let l_517 = l_516 + l_mut_493;
let l_518 = buffer_6_global[l_517];
a_503[u32(2)] = l_518;
let l_519 = l_mut_499 + u32(3);
let l_520 = l_519 * u32(384);
let l_521 = info.scalars_u32[6] + l_520;
let l_522 = l_521 + l_mut_493;
let l_523 = buffer_6_global[l_522];
a_503[u32(3)] = l_523;
let l_524 = l_mut_499 + u32(4);
let l_525 = l_524 * u32(384);
let l_526 = info.scalars_u32[6] + l_525;
let l_527 = l_526 + l_mut_493;
let l_528 = buffer_6_global[l_527];
a_503[u32(4)] = l_528;
let l_529 = l_mut_499 + u32(5);
let l_530 = l_529 * u32(384);
let l_531 = info.scalars_u32[6] + l_530;
let l_532 = l_531 + l_mut_493;
let l_533 = buffer_6_global[l_532];
a_503[u32(5)] = l_533;
let l_534 = l_mut_499 + u32(6);
let l_535 = l_534 * u32(384);
let l_536 = info.scalars_u32[6] + l_535;
let l_537 = l_536 + l_mut_493;
let l_538 = buffer_6_global[l_537];
a_503[u32(6)] = l_538;
let l_539 = l_mut_499 + u32(7);
let l_540 = l_539 * u32(384);
let l_541 = info.scalars_u32[6] + l_540;
let l_542 = l_541 + l_mut_493;
let l_543 = buffer_6_global[l_542];
a_503[u32(7)] = l_543;
let l_544 = u32(0) + l_mut_499;
let l_545 = l_544 + u32(0);
let l_546 = shared_memory_340[l_545];
let l_547 = a_503[u32(0)];
let l_548 = l_546 * l_547;
let l_549 = a_496[u32(0)];
let l_550 = l_549 + l_548;
a_496[u32(0)] = l_550;
let l_551 = u32(0) + l_mut_499;
let l_552 = l_551 + u32(1);
let l_553 = shared_memory_340[l_552];
let l_554 = a_503[u32(1)];
let l_555 = l_553 * l_554;
let l_556 = a_496[u32(0)];
let l_557 = l_556 + l_555;
a_496[u32(0)] = l_557;
let l_558 = u32(0) + l_mut_499;
let l_559 = l_558 + u32(2);
let l_560 = shared_memory_340[l_559];
let l_561 = a_503[u32(2)];
let l_562 = l_560 * l_561;
let l_563 = a_496[u32(0)];
let l_564 = l_563 + l_562;
a_496[u32(0)] = l_564;
let l_565 = u32(0) + l_mut_499;
let l_566 = l_565 + u32(3);
let l_567 = shared_memory_340[l_566];
let l_568 = a_503[u32(3)];
let l_569 = l_567 * l_568;
let l_570 = a_496[u32(0)];
let l_571 = l_570 + l_569;
a_496[u32(0)] = l_571;
let l_572 = u32(0) + l_mut_499;
let l_573 = l_572 + u32(4);
let l_574 = shared_memory_340[l_573];
let l_575 = a_503[u32(4)];
let l_576 = l_574 * l_575;
let l_577 = a_496[u32(0)];
let l_578 = l_577 + l_576;
a_496[u32(0)] = l_578;
let l_579 = u32(0) + l_mut_499;
let l_580 = l_579 + u32(5);
let l_581 = shared_memory_340[l_580];
let l_582 = a_503[u32(5)];
let l_583 = l_581 * l_582;
let l_584 = a_496[u32(0)];
let l_585 = l_584 + l_583;
a_496[u32(0)] = l_585;
let l_586 = u32(0) + l_mut_499;
let l_587 = l_586 + u32(6);
let l_588 = shared_memory_340[l_587];
let l_589 = a_503[u32(6)];
let l_590 = l_588 * l_589;
let l_591 = a_496[u32(0)];
let l_592 = l_591 + l_590;
a_496[u32(0)] = l_592;
let l_593 = u32(0) + l_mut_499;
let l_594 = l_593 + u32(7);
let l_595 = shared_memory_340[l_594];
let l_596 = a_503[u32(7)];
let l_597 = l_595 * l_596;
let l_598 = a_496[u32(0)];
let l_599 = l_598 + l_597;
a_496[u32(0)] = l_599;
l_mut_499 = l_mut_499 + u32(8);
}
let l_600 = l_4 + u32(0);
let l_601 = l_600 < info.scalars_u32[0];
if l_601 {
let l_602 = l_600 * u32(384);
let l_603 = l_602 + l_mut_493;
let l_604 = a_496[u32(0)];
buffer_13_global[l_603] = l_604;
}
l_mut_493 = l_mut_493 + u32(512);
}
}
