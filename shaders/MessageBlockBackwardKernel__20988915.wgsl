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
var<storage, read_write> buffer_14_global: array<f32>;

@group(0)
@binding(15)
var<storage, read_write> buffer_15_global: array<vec4<f32>>;

@group(0)
@binding(16)
var<storage, read_write> buffer_16_global: array<f32>;

@group(0)
@binding(17)
var<storage, read_write> buffer_17_global: array<f32>;

@group(0)
@binding(18)
var<storage, read_write> buffer_18_global: array<f32>;

@group(0)
@binding(19)
var<storage, read_write> buffer_19_global: array<f32>;

@group(0)
@binding(20)
var<storage, read_write> buffer_20_global: array<f32>;

@group(0)
@binding(21)
var<storage, read_write> buffer_21_global: array<f32>;

@group(0)
@binding(22)
var<storage, read_write> buffer_22_global: array<f32>;

@group(0)
@binding(23)
var<storage, read_write> buffer_23_global: array<f32>;

@group(0)
@binding(24)
var<storage, read_write> buffer_24_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 8>,
   static_meta: array<u32, 50>,
}

@group(0)
@binding(25)
var<storage, read> info: info_st;

var<workgroup> shared_memory_281: array<u32, 512>;

var<workgroup> shared_memory_277: array<u32, 512>;

var<workgroup> shared_memory_1: array<f32, 4608>;

var<workgroup> shared_memory_2: array<f32, 128>;

var<workgroup> shared_memory_3: array<f32, 32>;

var<workgroup> shared_memory_913: array<f32, 384>;

var<workgroup> shared_memory_914: array<f32, 128>;

var<workgroup> shared_memory_1353: array<f32, 384>;

var<workgroup> shared_memory_1354: array<f32, 128>;

var<workgroup> shared_memory_1712: array<f32, 768>;

const WORKGROUP_SIZE_X = 512u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(512, 1, 1)
fn message_block_backward_kernel(
    @builtin(local_invocation_index) local_idx: u32,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var a_9: array<f32, 20>;

var a_10: array<f32, 20>;

var a_11: array<f32, 20>;

var a_927: array<f32, 1>;

var a_932: array<f32, 8>;

var a_1036: array<f32, 1>;

var a_1072: array<f32, 1>;

var a_1077: array<f32, 8>;

var a_1181: array<f32, 1>;

var a_1198: array<f32, 1>;

var a_1230: array<f32, 3>;

var a_1231: array<f32, 3>;

var a_1232: array<f32, 3>;

var a_1367: array<f32, 1>;

var a_1372: array<f32, 8>;

var a_1476: array<f32, 1>;

var a_1512: array<f32, 1>;

var a_1517: array<f32, 8>;

var a_1621: array<f32, 1>;

var a_1655: array<f32, 3>;

var a_1656: array<f32, 3>;

var a_1725: array<f32, 3>;

var a_1730: array<f32, 8>;

var a_1956: array<f32, 3>;

var a_2005: array<f32, 3>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
var l_mut_268: f32;
var l_mut_269: f32;
var l_mut_270: f32;
var l_mut_271: f32;
var l_mut_272: f32;
var l_mut_273: f32;
var l_mut_279: u32;
var l_mut_280: bool;
var l_mut_282: u32;
var l_mut_286: u32;
var l_mut_296: u32;
var l_mut_300: u32;
var l_mut_332: f32;
var l_mut_333: f32;
var l_mut_334: f32;
var l_mut_335: f32;
var l_mut_340: f32;
var l_mut_341: f32;
var l_mut_342: f32;
var l_mut_343: f32;
var l_mut_344: f32;
var l_mut_345: f32;
var l_mut_4: u32;
var l_mut_5: u32;
var l_mut_740: u32;
var l_mut_745: u32;
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
let l_19 = l_8 + u32(0);
let l_20 = l_19 + u32(256);
let l_21 = l_20 + l_mut_4;
let l_22 = buffer_9_global[l_21];
a_11[u32(0)] = l_22;
let l_23 = l_8 + u32(384);
let l_24 = l_23 + l_mut_4;
let l_25 = buffer_9_global[l_24];
a_9[u32(1)] = l_25;
let l_26 = l_8 + u32(384);
let l_27 = l_26 + u32(128);
let l_28 = l_27 + l_mut_4;
let l_29 = buffer_9_global[l_28];
a_10[u32(1)] = l_29;
let l_30 = l_8 + u32(384);
let l_31 = l_30 + u32(256);
let l_32 = l_31 + l_mut_4;
let l_33 = buffer_9_global[l_32];
a_11[u32(1)] = l_33;
let l_34 = l_8 + u32(768);
let l_35 = l_34 + l_mut_4;
let l_36 = buffer_9_global[l_35];
a_9[u32(2)] = l_36;
let l_37 = l_8 + u32(768);
let l_38 = l_37 + u32(128);
let l_39 = l_38 + l_mut_4;
let l_40 = buffer_9_global[l_39];
a_10[u32(2)] = l_40;
let l_41 = l_8 + u32(768);
let l_42 = l_41 + u32(256);
let l_43 = l_42 + l_mut_4;
let l_44 = buffer_9_global[l_43];
a_11[u32(2)] = l_44;
let l_45 = l_8 + u32(1152);
let l_46 = l_45 + l_mut_4;
let l_47 = buffer_9_global[l_46];
a_9[u32(3)] = l_47;
let l_48 = l_8 + u32(1152);
let l_49 = l_48 + u32(128);
let l_50 = l_49 + l_mut_4;
let l_51 = buffer_9_global[l_50];
a_10[u32(3)] = l_51;
let l_52 = l_8 + u32(1152);
let l_53 = l_52 + u32(256);
let l_54 = l_53 + l_mut_4;
let l_55 = buffer_9_global[l_54];
a_11[u32(3)] = l_55;
let l_56 = l_8 + u32(1536);
let l_57 = l_56 + l_mut_4;
let l_58 = buffer_9_global[l_57];
a_9[u32(4)] = l_58;
let l_59 = l_8 + u32(1536);
let l_60 = l_59 + u32(128);
let l_61 = l_60 + l_mut_4;
let l_62 = buffer_9_global[l_61];
a_10[u32(4)] = l_62;
let l_63 = l_8 + u32(1536);
let l_64 = l_63 + u32(256);
let l_65 = l_64 + l_mut_4;
let l_66 = buffer_9_global[l_65];
a_11[u32(4)] = l_66;
let l_67 = l_8 + u32(1920);
let l_68 = l_67 + l_mut_4;
let l_69 = buffer_9_global[l_68];
a_9[u32(5)] = l_69;
let l_70 = l_8 + u32(1920);
let l_71 = l_70 + u32(128);
let l_72 = l_71 + l_mut_4;
let l_73 = buffer_9_global[l_72];
a_10[u32(5)] = l_73;
let l_74 = l_8 + u32(1920);
let l_75 = l_74 + u32(256);
let l_76 = l_75 + l_mut_4;
let l_77 = buffer_9_global[l_76];
a_11[u32(5)] = l_77;
let l_78 = l_8 + u32(2304);
let l_79 = l_78 + l_mut_4;
let l_80 = buffer_9_global[l_79];
a_9[u32(6)] = l_80;
let l_81 = l_8 + u32(2304);
let l_82 = l_81 + u32(128);
let l_83 = l_82 + l_mut_4;
let l_84 = buffer_9_global[l_83];
a_10[u32(6)] = l_84;
let l_85 = l_8 + u32(2304);
let l_86 = l_85 + u32(256);
let l_87 = l_86 + l_mut_4;
let l_88 = buffer_9_global[l_87];
a_11[u32(6)] = l_88;
let l_89 = l_8 + u32(2688);
let l_90 = l_89 + l_mut_4;
let l_91 = buffer_9_global[l_90];
a_9[u32(7)] = l_91;
let l_92 = l_8 + u32(2688);
let l_93 = l_92 + u32(128);
let l_94 = l_93 + l_mut_4;
let l_95 = buffer_9_global[l_94];
a_10[u32(7)] = l_95;
let l_96 = l_8 + u32(2688);
let l_97 = l_96 + u32(256);
let l_98 = l_97 + l_mut_4;
let l_99 = buffer_9_global[l_98];
a_11[u32(7)] = l_99;
let l_100 = l_8 + u32(3072);
let l_101 = l_100 + l_mut_4;
let l_102 = buffer_9_global[l_101];
a_9[u32(8)] = l_102;
let l_103 = l_8 + u32(3072);
let l_104 = l_103 + u32(128);
let l_105 = l_104 + l_mut_4;
let l_106 = buffer_9_global[l_105];
a_10[u32(8)] = l_106;
let l_107 = l_8 + u32(3072);
let l_108 = l_107 + u32(256);
let l_109 = l_108 + l_mut_4;
let l_110 = buffer_9_global[l_109];
a_11[u32(8)] = l_110;
let l_111 = l_8 + u32(3456);
let l_112 = l_111 + l_mut_4;
let l_113 = buffer_9_global[l_112];
a_9[u32(9)] = l_113;
let l_114 = l_8 + u32(3456);
let l_115 = l_114 + u32(128);
let l_116 = l_115 + l_mut_4;
let l_117 = buffer_9_global[l_116];
a_10[u32(9)] = l_117;
let l_118 = l_8 + u32(3456);
let l_119 = l_118 + u32(256);
let l_120 = l_119 + l_mut_4;
let l_121 = buffer_9_global[l_120];
a_11[u32(9)] = l_121;
let l_122 = l_8 + u32(3840);
let l_123 = l_122 + l_mut_4;
let l_124 = buffer_9_global[l_123];
a_9[u32(10)] = l_124;
let l_125 = l_8 + u32(3840);
let l_126 = l_125 + u32(128);
let l_127 = l_126 + l_mut_4;
let l_128 = buffer_9_global[l_127];
a_10[u32(10)] = l_128;
let l_129 = l_8 + u32(3840);
let l_130 = l_129 + u32(256);
let l_131 = l_130 + l_mut_4;
let l_132 = buffer_9_global[l_131];
a_11[u32(10)] = l_132;
let l_133 = l_8 + u32(4224);
let l_134 = l_133 + l_mut_4;
let l_135 = buffer_9_global[l_134];
a_9[u32(11)] = l_135;
let l_136 = l_8 + u32(4224);
let l_137 = l_136 + u32(128);
let l_138 = l_137 + l_mut_4;
let l_139 = buffer_9_global[l_138];
a_10[u32(11)] = l_139;
let l_140 = l_8 + u32(4224);
let l_141 = l_140 + u32(256);
let l_142 = l_141 + l_mut_4;
let l_143 = buffer_9_global[l_142];
a_11[u32(11)] = l_143;
let l_144 = l_8 + u32(4608);
let l_145 = l_144 + l_mut_4;
let l_146 = buffer_9_global[l_145];
a_9[u32(12)] = l_146;
let l_147 = l_8 + u32(4608);
let l_148 = l_147 + u32(128);
let l_149 = l_148 + l_mut_4;
let l_150 = buffer_9_global[l_149];
a_10[u32(12)] = l_150;
let l_151 = l_8 + u32(4608);
let l_152 = l_151 + u32(256);
let l_153 = l_152 + l_mut_4;
let l_154 = buffer_9_global[l_153];
a_11[u32(12)] = l_154;
let l_155 = l_8 + u32(4992);
let l_156 = l_155 + l_mut_4;
let l_157 = buffer_9_global[l_156];
a_9[u32(13)] = l_157;
let l_158 = l_8 + u32(4992);
let l_159 = l_158 + u32(128);
let l_160 = l_159 + l_mut_4;
let l_161 = buffer_9_global[l_160];
a_10[u32(13)] = l_161;
let l_162 = l_8 + u32(4992);
let l_163 = l_162 + u32(256);
let l_164 = l_163 + l_mut_4;
let l_165 = buffer_9_global[l_164];
a_11[u32(13)] = l_165;
let l_166 = l_8 + u32(5376);
let l_167 = l_166 + l_mut_4;
let l_168 = buffer_9_global[l_167];
a_9[u32(14)] = l_168;
let l_169 = l_8 + u32(5376);
let l_170 = l_169 + u32(128);
let l_171 = l_170 + l_mut_4;
let l_172 = buffer_9_global[l_171];
a_10[u32(14)] = l_172;
let l_173 = l_8 + u32(5376);
let l_174 = l_173 + u32(256);
let l_175 = l_174 + l_mut_4;
let l_176 = buffer_9_global[l_175];
a_11[u32(14)] = l_176;
let l_177 = l_8 + u32(5760);
let l_178 = l_177 + l_mut_4;
let l_179 = buffer_9_global[l_178];
a_9[u32(15)] = l_179;
let l_180 = l_8 + u32(5760);
let l_181 = l_180 + u32(128);
let l_182 = l_181 + l_mut_4;
let l_183 = buffer_9_global[l_182];
a_10[u32(15)] = l_183;
let l_184 = l_8 + u32(5760);
let l_185 = l_184 + u32(256);
let l_186 = l_185 + l_mut_4;
let l_187 = buffer_9_global[l_186];
a_11[u32(15)] = l_187;
let l_188 = l_8 + u32(6144);
let l_189 = l_188 + l_mut_4;
let l_190 = buffer_9_global[l_189];
a_9[u32(16)] = l_190;
let l_191 = l_8 + u32(6144);
let l_192 = l_191 + u32(128);
let l_193 = l_192 + l_mut_4;
let l_194 = buffer_9_global[l_193];
a_10[u32(16)] = l_194;
let l_195 = l_8 + u32(6144);
let l_196 = l_195 + u32(256);
let l_197 = l_196 + l_mut_4;
let l_198 = buffer_9_global[l_197];
a_11[u32(16)] = l_198;
let l_199 = l_8 + u32(6528);
let l_200 = l_199 + l_mut_4;
let l_201 = buffer_9_global[l_200];
a_9[u32(17)] = l_201;
let l_202 = l_8 + u32(6528);
let l_203 = l_202 + u32(128);
let l_204 = l_203 + l_mut_4;
let l_205 = buffer_9_global[l_204];
a_10[u32(17)] = l_205;
let l_206 = l_8 + u32(6528);
let l_207 = l_206 + u32(256);
let l_208 = l_207 + l_mut_4;
let l_209 = buffer_9_global[l_208];
a_11[u32(17)] = l_209;
let l_210 = l_8 + u32(6912);
let l_211 = l_210 + l_mut_4;
let l_212 = buffer_9_global[l_211];
a_9[u32(18)] = l_212;
let l_213 = l_8 + u32(6912);
let l_214 = l_213 + u32(128);
let l_215 = l_214 + l_mut_4;
let l_216 = buffer_9_global[l_215];
a_10[u32(18)] = l_216;
let l_217 = l_8 + u32(6912);
let l_218 = l_217 + u32(256);
let l_219 = l_218 + l_mut_4;
let l_220 = buffer_9_global[l_219];
a_11[u32(18)] = l_220;
let l_221 = l_8 + u32(7296);
let l_222 = l_221 + l_mut_4;
let l_223 = buffer_9_global[l_222];
a_9[u32(19)] = l_223;
let l_224 = l_8 + u32(7296);
let l_225 = l_224 + u32(128);
let l_226 = l_225 + l_mut_4;
let l_227 = buffer_9_global[l_226];
a_10[u32(19)] = l_227;
let l_228 = l_8 + u32(7296);
let l_229 = l_228 + u32(256);
let l_230 = l_229 + l_mut_4;
let l_231 = buffer_9_global[l_230];
a_11[u32(19)] = l_231;
let l_232 = info.scalars_u32[1] + l_mut_4;
let l_233 = buffer_10_global[l_232];
let l_234 = info.scalars_u32[1] + u32(128);
let l_235 = l_234 + l_mut_4;
let l_236 = buffer_10_global[l_235];
let l_237 = info.scalars_u32[1] + u32(256);
let l_238 = l_237 + l_mut_4;
let l_239 = buffer_10_global[l_238];
let l_240 = workgroup_id_no_axis * u32(3);
let l_241 = l_240 * u32(128);
let l_242 = l_241 + l_mut_4;
let l_243 = buffer_5_global[l_242];
let l_244 = workgroup_id_no_axis * u32(3);
let l_245 = l_244 * u32(128);
let l_246 = l_245 + u32(128);
let l_247 = l_246 + l_mut_4;
let l_248 = buffer_5_global[l_247];
let l_249 = workgroup_id_no_axis * u32(3);
let l_250 = l_249 * u32(128);
let l_251 = l_250 + u32(256);
let l_252 = l_251 + l_mut_4;
let l_253 = buffer_5_global[l_252];
let l_254 = workgroup_id_no_axis * u32(3);
let l_255 = l_254 * u32(128);
let l_256 = l_255 + l_mut_4;
let l_257 = buffer_6_global[l_256];
let l_258 = workgroup_id_no_axis * u32(3);
let l_259 = l_258 * u32(128);
let l_260 = l_259 + u32(128);
let l_261 = l_260 + l_mut_4;
let l_262 = buffer_6_global[l_261];
let l_263 = workgroup_id_no_axis * u32(3);
let l_264 = l_263 * u32(128);
let l_265 = l_264 + u32(256);
let l_266 = l_265 + l_mut_4;
let l_267 = buffer_6_global[l_266];
l_mut_268 = f32(0.0);
l_mut_269 = f32(0.0);
l_mut_270 = f32(0.0);
l_mut_271 = f32(0.0);
l_mut_272 = f32(0.0);
l_mut_273 = f32(0.0);
let l_274 = buffer_0_global[workgroup_id_no_axis];
let l_275 = workgroup_id_no_axis + u32(1);
let l_276 = buffer_0_global[l_275];
let l_278 = l_276 - l_274;
l_mut_279 = l_278;
l_mut_280 = bool(true);
l_mut_282 = u32(4294967295);
let l_283 = l_276 - l_274;
let l_284 = l_283 <= u32(512);
if l_284 {
let l_285 = l_274 + local_idx;
l_mut_286 = u32(0);
let l_287 = l_285 < l_276;
if l_287 {
let l_288 = l_285 * u32(2);
let l_289 = l_288 + u32(1);
let l_290 = buffer_2_global[l_289];
let l_291 = l_290[u32(0)];
let l_292 = l_291 != f32(0.0);
let l_293 = l_290[u32(1)];
let l_294 = l_293 != f32(0.0);
let l_295 = l_292 || l_294;
if l_295 {
l_mut_286 = u32(1);
}
}
shared_memory_281[local_idx] = l_mut_286;
workgroupBarrier();
l_mut_296 = u32(1);
loop {
let l_297 = l_mut_296 < u32(512);
let l_298 = !l_297;
if l_298 {
break;
}
let l_299 = shared_memory_281[local_idx];
l_mut_300 = l_299;
let l_301 = local_idx >= l_mut_296;
if l_301 {
let l_302 = local_idx - l_mut_296;
let l_303 = shared_memory_281[l_302];
l_mut_300 = l_mut_300 + l_303;
}
workgroupBarrier();
shared_memory_281[local_idx] = l_mut_300;
workgroupBarrier();
l_mut_296 = l_mut_296 * u32(2);
}
let l_304 = l_mut_286 == u32(1);
if l_304 {
let l_305 = shared_memory_281[local_idx];
let l_306 = l_305 - u32(1);
shared_memory_277[l_306] = l_285;
}
let l_307 = shared_memory_281[u32(511)];
l_mut_282 = l_307;
workgroupBarrier();
}
let l_308 = l_mut_282 != u32(4294967295);
if l_308 {
l_mut_279 = l_mut_282;
l_mut_280 = bool(false);
}
let l_309 = !l_mut_280;
if l_309 {
let l_310 = l_274 + local_idx;
l_mut_300 = l_310;
loop {
let l_311 = l_mut_300 < l_276;
let l_312 = !l_311;
if l_312 {
break;
}
let l_313 = l_mut_300 * u32(2);
let l_314 = l_313 + u32(1);
let l_315 = buffer_2_global[l_314];
let l_316 = l_315[u32(0)];
let l_317 = l_316 == f32(0.0);
let l_318 = l_315[u32(1)];
let l_319 = l_318 == f32(0.0);
let l_320 = l_317 && l_319;
if l_320 {
let l_321 = l_mut_300 * u32(3);
buffer_13_global[l_321] = f32(0.0);
let l_322 = l_mut_300 * u32(3);
let l_323 = l_322 + u32(1);
buffer_13_global[l_323] = f32(0.0);
let l_324 = l_mut_300 * u32(3);
let l_325 = l_324 + u32(2);
buffer_13_global[l_325] = f32(0.0);
}
l_mut_300 = l_mut_300 + u32(512);
}
}
l_mut_300 = u32(0);
l_mut_296 = u32(0);
loop {
let l_326 = l_mut_300 < l_mut_279;
let l_327 = !l_326;
if l_327 {
break;
}

for (var l_mut_328: u32 = u32(0); l_mut_328 < u32(2); l_mut_328++) {
let l_329 = l_mut_328 * u32(4);
let l_330 = l_mut_300 + l_329;
let l_331 = l_330 + l_mut_5;
l_mut_332 = f32(0.0);
l_mut_333 = f32(0.0);
l_mut_334 = f32(0.0);
l_mut_335 = f32(0.0);
let l_336 = l_331 < l_mut_279;
if l_336 {
let l_337 = l_274 + l_331;
l_mut_286 = l_337;
let l_338 = !l_mut_280;
if l_338 {
let l_339 = shared_memory_277[l_331];
l_mut_286 = l_339;
}
l_mut_340 = l_233;
l_mut_341 = l_236;
l_mut_342 = l_239;
l_mut_343 = f32(0.0);
l_mut_344 = f32(0.0);
l_mut_345 = f32(0.0);
let l_346 = l_mut_286 * u32(5);
let l_347 = l_346 + u32(0);
let l_348 = buffer_3_global[l_347];
let l_349 = l_mut_286 * u32(5);
let l_350 = l_349 + u32(0);
let l_351 = buffer_4_global[l_350];
let l_352 = l_348[u32(0)];
let l_353 = l_351[u32(0)];
let l_354 = a_9[u32(0)];
let l_355 = l_354 * l_352;
l_mut_340 = l_mut_340 + l_355;
let l_356 = a_10[u32(0)];
let l_357 = l_356 * l_352;
l_mut_341 = l_mut_341 + l_357;
let l_358 = a_11[u32(0)];
let l_359 = l_358 * l_352;
l_mut_342 = l_mut_342 + l_359;
let l_360 = a_9[u32(0)];
let l_361 = l_360 * l_353;
l_mut_343 = l_mut_343 + l_361;
let l_362 = a_10[u32(0)];
let l_363 = l_362 * l_353;
l_mut_344 = l_mut_344 + l_363;
let l_364 = a_11[u32(0)];
let l_365 = l_364 * l_353;
l_mut_345 = l_mut_345 + l_365;
let l_366 = l_348[u32(1)];
let l_367 = l_351[u32(1)];
let l_368 = a_9[u32(1)];
let l_369 = l_368 * l_366;
l_mut_340 = l_mut_340 + l_369;
let l_370 = a_10[u32(1)];
let l_371 = l_370 * l_366;
l_mut_341 = l_mut_341 + l_371;
let l_372 = a_11[u32(1)];
let l_373 = l_372 * l_366;
l_mut_342 = l_mut_342 + l_373;
let l_374 = a_9[u32(1)];
let l_375 = l_374 * l_367;
l_mut_343 = l_mut_343 + l_375;
let l_376 = a_10[u32(1)];
let l_377 = l_376 * l_367;
l_mut_344 = l_mut_344 + l_377;
let l_378 = a_11[u32(1)];
let l_379 = l_378 * l_367;
l_mut_345 = l_mut_345 + l_379;
let l_380 = l_348[u32(2)];
let l_381 = l_351[u32(2)];
let l_382 = a_9[u32(2)];
let l_383 = l_382 * l_380;
l_mut_340 = l_mut_340 + l_383;
let l_384 = a_10[u32(2)];
let l_385 = l_384 * l_380;
l_mut_341 = l_mut_341 + l_385;
let l_386 = a_11[u32(2)];
let l_387 = l_386 * l_380;
l_mut_342 = l_mut_342 + l_387;
let l_388 = a_9[u32(2)];
let l_389 = l_388 * l_381;
l_mut_343 = l_mut_343 + l_389;
let l_390 = a_10[u32(2)];
let l_391 = l_390 * l_381;
l_mut_344 = l_mut_344 + l_391;
let l_392 = a_11[u32(2)];
let l_393 = l_392 * l_381;
l_mut_345 = l_mut_345 + l_393;
let l_394 = l_348[u32(3)];
let l_395 = l_351[u32(3)];
let l_396 = a_9[u32(3)];
let l_397 = l_396 * l_394;
l_mut_340 = l_mut_340 + l_397;
let l_398 = a_10[u32(3)];
let l_399 = l_398 * l_394;
l_mut_341 = l_mut_341 + l_399;
let l_400 = a_11[u32(3)];
let l_401 = l_400 * l_394;
l_mut_342 = l_mut_342 + l_401;
let l_402 = a_9[u32(3)];
let l_403 = l_402 * l_395;
l_mut_343 = l_mut_343 + l_403;
let l_404 = a_10[u32(3)];
let l_405 = l_404 * l_395;
l_mut_344 = l_mut_344 + l_405;
let l_406 = a_11[u32(3)];
let l_407 = l_406 * l_395;
l_mut_345 = l_mut_345 + l_407;
let l_408 = l_mut_286 * u32(5);
let l_409 = l_408 + u32(1);
let l_410 = buffer_3_global[l_409];
let l_411 = l_mut_286 * u32(5);
let l_412 = l_411 + u32(1);
let l_413 = buffer_4_global[l_412];
let l_414 = l_410[u32(0)];
let l_415 = l_413[u32(0)];
let l_416 = a_9[u32(4)];
let l_417 = l_416 * l_414;
l_mut_340 = l_mut_340 + l_417;
let l_418 = a_10[u32(4)];
let l_419 = l_418 * l_414;
l_mut_341 = l_mut_341 + l_419;
let l_420 = a_11[u32(4)];
let l_421 = l_420 * l_414;
l_mut_342 = l_mut_342 + l_421;
let l_422 = a_9[u32(4)];
let l_423 = l_422 * l_415;
l_mut_343 = l_mut_343 + l_423;
let l_424 = a_10[u32(4)];
let l_425 = l_424 * l_415;
l_mut_344 = l_mut_344 + l_425;
let l_426 = a_11[u32(4)];
let l_427 = l_426 * l_415;
l_mut_345 = l_mut_345 + l_427;
let l_428 = l_410[u32(1)];
let l_429 = l_413[u32(1)];
let l_430 = a_9[u32(5)];
let l_431 = l_430 * l_428;
l_mut_340 = l_mut_340 + l_431;
let l_432 = a_10[u32(5)];
let l_433 = l_432 * l_428;
l_mut_341 = l_mut_341 + l_433;
let l_434 = a_11[u32(5)];
let l_435 = l_434 * l_428;
l_mut_342 = l_mut_342 + l_435;
let l_436 = a_9[u32(5)];
let l_437 = l_436 * l_429;
l_mut_343 = l_mut_343 + l_437;
let l_438 = a_10[u32(5)];
let l_439 = l_438 * l_429;
l_mut_344 = l_mut_344 + l_439;
let l_440 = a_11[u32(5)];
let l_441 = l_440 * l_429;
l_mut_345 = l_mut_345 + l_441;
let l_442 = l_410[u32(2)];
let l_443 = l_413[u32(2)];
let l_444 = a_9[u32(6)];
let l_445 = l_444 * l_442;
l_mut_340 = l_mut_340 + l_445;
let l_446 = a_10[u32(6)];
let l_447 = l_446 * l_442;
l_mut_341 = l_mut_341 + l_447;
let l_448 = a_11[u32(6)];
let l_449 = l_448 * l_442;
l_mut_342 = l_mut_342 + l_449;
let l_450 = a_9[u32(6)];
let l_451 = l_450 * l_443;
l_mut_343 = l_mut_343 + l_451;
let l_452 = a_10[u32(6)];
let l_453 = l_452 * l_443;
l_mut_344 = l_mut_344 + l_453;
let l_454 = a_11[u32(6)];
let l_455 = l_454 * l_443;
l_mut_345 = l_mut_345 + l_455;
let l_456 = l_410[u32(3)];
let l_457 = l_413[u32(3)];
let l_458 = a_9[u32(7)];
let l_459 = l_458 * l_456;
l_mut_340 = l_mut_340 + l_459;
let l_460 = a_10[u32(7)];
let l_461 = l_460 * l_456;
l_mut_341 = l_mut_341 + l_461;
let l_462 = a_11[u32(7)];
let l_463 = l_462 * l_456;
l_mut_342 = l_mut_342 + l_463;
let l_464 = a_9[u32(7)];
let l_465 = l_464 * l_457;
l_mut_343 = l_mut_343 + l_465;
let l_466 = a_10[u32(7)];
let l_467 = l_466 * l_457;
l_mut_344 = l_mut_344 + l_467;
let l_468 = a_11[u32(7)];
let l_469 = l_468 * l_457;
l_mut_345 = l_mut_345 + l_469;
let l_470 = l_mut_286 * u32(5);
let l_471 = l_470 + u32(2);
let l_472 = buffer_3_global[l_471];
let l_473 = l_mut_286 * u32(5);
let l_474 = l_473 + u32(2);
let l_475 = buffer_4_global[l_474];
let l_476 = l_472[u32(0)];
let l_477 = l_475[u32(0)];
let l_478 = a_9[u32(8)];
let l_479 = l_478 * l_476;
l_mut_340 = l_mut_340 + l_479;
let l_480 = a_10[u32(8)];
let l_481 = l_480 * l_476;
l_mut_341 = l_mut_341 + l_481;
let l_482 = a_11[u32(8)];
let l_483 = l_482 * l_476;
l_mut_342 = l_mut_342 + l_483;
let l_484 = a_9[u32(8)];
let l_485 = l_484 * l_477;
l_mut_343 = l_mut_343 + l_485;
let l_486 = a_10[u32(8)];
let l_487 = l_486 * l_477;
l_mut_344 = l_mut_344 + l_487;
let l_488 = a_11[u32(8)];
let l_489 = l_488 * l_477;
l_mut_345 = l_mut_345 + l_489;
let l_490 = l_472[u32(1)];
let l_491 = l_475[u32(1)];
let l_492 = a_9[u32(9)];
let l_493 = l_492 * l_490;
l_mut_340 = l_mut_340 + l_493;
let l_494 = a_10[u32(9)];
let l_495 = l_494 * l_490;
l_mut_341 = l_mut_341 + l_495;
let l_496 = a_11[u32(9)];
let l_497 = l_496 * l_490;
l_mut_342 = l_mut_342 + l_497;
let l_498 = a_9[u32(9)];
let l_499 = l_498 * l_491;
l_mut_343 = l_mut_343 + l_499;
let l_500 = a_10[u32(9)];
let l_501 = l_500 * l_491;
l_mut_344 = l_mut_344 + l_501;
let l_502 = a_11[u32(9)];
let l_503 = l_502 * l_491;
l_mut_345 = l_mut_345 + l_503;
let l_504 = l_472[u32(2)];
let l_505 = l_475[u32(2)];
let l_506 = a_9[u32(10)];
let l_507 = l_506 * l_504;
l_mut_340 = l_mut_340 + l_507;
let l_508 = a_10[u32(10)];
let l_509 = l_508 * l_504;
l_mut_341 = l_mut_341 + l_509;
let l_510 = a_11[u32(10)];
let l_511 = l_510 * l_504;
l_mut_342 = l_mut_342 + l_511;
let l_512 = a_9[u32(10)];
let l_513 = l_512 * l_505;
l_mut_343 = l_mut_343 + l_513;
let l_514 = a_10[u32(10)];
let l_515 = l_514 * l_505;
l_mut_344 = l_mut_344 + l_515;
let l_516 = a_11[u32(10)];
let l_517 = l_516 * l_505;
l_mut_345 = l_mut_345 + l_517;
let l_518 = l_472[u32(3)];
let l_519 = l_475[u32(3)];
let l_520 = a_9[u32(11)];
let l_521 = l_520 * l_518;
l_mut_340 = l_mut_340 + l_521;
let l_522 = a_10[u32(11)];
let l_523 = l_522 * l_518;
l_mut_341 = l_mut_341 + l_523;
let l_524 = a_11[u32(11)];
let l_525 = l_524 * l_518;
l_mut_342 = l_mut_342 + l_525;
let l_526 = a_9[u32(11)];
let l_527 = l_526 * l_519;
l_mut_343 = l_mut_343 + l_527;
let l_528 = a_10[u32(11)];
let l_529 = l_528 * l_519;
l_mut_344 = l_mut_344 + l_529;
let l_530 = a_11[u32(11)];
let l_531 = l_530 * l_519;
l_mut_345 = l_mut_345 + l_531;
let l_532 = l_mut_286 * u32(5);
let l_533 = l_532 + u32(3);
let l_534 = buffer_3_global[l_533];
let l_535 = l_mut_286 * u32(5);
let l_536 = l_535 + u32(3);
let l_537 = buffer_4_global[l_536];
let l_538 = l_534[u32(0)];
let l_539 = l_537[u32(0)];
let l_540 = a_9[u32(12)];
let l_541 = l_540 * l_538;
l_mut_340 = l_mut_340 + l_541;
let l_542 = a_10[u32(12)];
let l_543 = l_542 * l_538;
l_mut_341 = l_mut_341 + l_543;
let l_544 = a_11[u32(12)];
let l_545 = l_544 * l_538;
l_mut_342 = l_mut_342 + l_545;
let l_546 = a_9[u32(12)];
let l_547 = l_546 * l_539;
l_mut_343 = l_mut_343 + l_547;
let l_548 = a_10[u32(12)];
let l_549 = l_548 * l_539;
l_mut_344 = l_mut_344 + l_549;
let l_550 = a_11[u32(12)];
let l_551 = l_550 * l_539;
l_mut_345 = l_mut_345 + l_551;
let l_552 = l_534[u32(1)];
let l_553 = l_537[u32(1)];
let l_554 = a_9[u32(13)];
let l_555 = l_554 * l_552;
l_mut_340 = l_mut_340 + l_555;
let l_556 = a_10[u32(13)];
let l_557 = l_556 * l_552;
l_mut_341 = l_mut_341 + l_557;
let l_558 = a_11[u32(13)];
let l_559 = l_558 * l_552;
l_mut_342 = l_mut_342 + l_559;
let l_560 = a_9[u32(13)];
let l_561 = l_560 * l_553;
l_mut_343 = l_mut_343 + l_561;
let l_562 = a_10[u32(13)];
let l_563 = l_562 * l_553;
l_mut_344 = l_mut_344 + l_563;
let l_564 = a_11[u32(13)];
let l_565 = l_564 * l_553;
l_mut_345 = l_mut_345 + l_565;
let l_566 = l_534[u32(2)];
let l_567 = l_537[u32(2)];
let l_568 = a_9[u32(14)];
let l_569 = l_568 * l_566;
l_mut_340 = l_mut_340 + l_569;
let l_570 = a_10[u32(14)];
let l_571 = l_570 * l_566;
l_mut_341 = l_mut_341 + l_571;
let l_572 = a_11[u32(14)];
let l_573 = l_572 * l_566;
l_mut_342 = l_mut_342 + l_573;
let l_574 = a_9[u32(14)];
let l_575 = l_574 * l_567;
l_mut_343 = l_mut_343 + l_575;
let l_576 = a_10[u32(14)];
let l_577 = l_576 * l_567;
l_mut_344 = l_mut_344 + l_577;
let l_578 = a_11[u32(14)];
let l_579 = l_578 * l_567;
l_mut_345 = l_mut_345 + l_579;
let l_580 = l_534[u32(3)];
let l_581 = l_537[u32(3)];
let l_582 = a_9[u32(15)];
let l_583 = l_582 * l_580;
l_mut_340 = l_mut_340 + l_583;
let l_584 = a_10[u32(15)];
let l_585 = l_584 * l_580;
l_mut_341 = l_mut_341 + l_585;
let l_586 = a_11[u32(15)];
let l_587 = l_586 * l_580;
l_mut_342 = l_mut_342 + l_587;
let l_588 = a_9[u32(15)];
let l_589 = l_588 * l_581;
l_mut_343 = l_mut_343 + l_589;
let l_590 = a_10[u32(15)];
let l_591 = l_590 * l_581;
l_mut_344 = l_mut_344 + l_591;
let l_592 = a_11[u32(15)];
let l_593 = l_592 * l_581;
l_mut_345 = l_mut_345 + l_593;
let l_594 = l_mut_286 * u32(5);
let l_595 = l_594 + u32(4);
let l_596 = buffer_3_global[l_595];
let l_597 = l_mut_286 * u32(5);
let l_598 = l_597 + u32(4);
let l_599 = buffer_4_global[l_598];
let l_600 = l_596[u32(0)];
let l_601 = l_599[u32(0)];
let l_602 = a_9[u32(16)];
let l_603 = l_602 * l_600;
l_mut_340 = l_mut_340 + l_603;
let l_604 = a_10[u32(16)];
let l_605 = l_604 * l_600;
l_mut_341 = l_mut_341 + l_605;
let l_606 = a_11[u32(16)];
let l_607 = l_606 * l_600;
l_mut_342 = l_mut_342 + l_607;
let l_608 = a_9[u32(16)];
let l_609 = l_608 * l_601;
l_mut_343 = l_mut_343 + l_609;
let l_610 = a_10[u32(16)];
let l_611 = l_610 * l_601;
l_mut_344 = l_mut_344 + l_611;
let l_612 = a_11[u32(16)];
let l_613 = l_612 * l_601;
l_mut_345 = l_mut_345 + l_613;
let l_614 = l_596[u32(1)];
let l_615 = l_599[u32(1)];
let l_616 = a_9[u32(17)];
let l_617 = l_616 * l_614;
l_mut_340 = l_mut_340 + l_617;
let l_618 = a_10[u32(17)];
let l_619 = l_618 * l_614;
l_mut_341 = l_mut_341 + l_619;
let l_620 = a_11[u32(17)];
let l_621 = l_620 * l_614;
l_mut_342 = l_mut_342 + l_621;
let l_622 = a_9[u32(17)];
let l_623 = l_622 * l_615;
l_mut_343 = l_mut_343 + l_623;
let l_624 = a_10[u32(17)];
let l_625 = l_624 * l_615;
l_mut_344 = l_mut_344 + l_625;
let l_626 = a_11[u32(17)];
let l_627 = l_626 * l_615;
l_mut_345 = l_mut_345 + l_627;
let l_628 = l_596[u32(2)];
let l_629 = l_599[u32(2)];
let l_630 = a_9[u32(18)];
let l_631 = l_630 * l_628;
l_mut_340 = l_mut_340 + l_631;
let l_632 = a_10[u32(18)];
let l_633 = l_632 * l_628;
l_mut_341 = l_mut_341 + l_633;
let l_634 = a_11[u32(18)];
let l_635 = l_634 * l_628;
l_mut_342 = l_mut_342 + l_635;
let l_636 = a_9[u32(18)];
let l_637 = l_636 * l_629;
l_mut_343 = l_mut_343 + l_637;
let l_638 = a_10[u32(18)];
let l_639 = l_638 * l_629;
l_mut_344 = l_mut_344 + l_639;
let l_640 = a_11[u32(18)];
let l_641 = l_640 * l_629;
l_mut_345 = l_mut_345 + l_641;
let l_642 = l_596[u32(3)];
let l_643 = l_599[u32(3)];
let l_644 = a_9[u32(19)];
let l_645 = l_644 * l_642;
l_mut_340 = l_mut_340 + l_645;
let l_646 = a_10[u32(19)];
let l_647 = l_646 * l_642;
l_mut_341 = l_mut_341 + l_647;
let l_648 = a_11[u32(19)];
let l_649 = l_648 * l_642;
l_mut_342 = l_mut_342 + l_649;
let l_650 = a_9[u32(19)];
let l_651 = l_650 * l_643;
l_mut_343 = l_mut_343 + l_651;
let l_652 = a_10[u32(19)];
let l_653 = l_652 * l_643;
l_mut_344 = l_mut_344 + l_653;
let l_654 = a_11[u32(19)];
let l_655 = l_654 * l_643;
l_mut_345 = l_mut_345 + l_655;
let l_656 = l_mut_286 * u32(2);
let l_657 = buffer_2_global[l_656];
let l_658 = l_mut_286 * u32(2);
let l_659 = l_658 + u32(1);
let l_660 = buffer_2_global[l_659];
let l_661 = l_660[u32(0)];
let l_662 = l_660[u32(1)];
let l_663 = l_657[u32(1)];
let l_664 = -l_663;
let l_665 = l_657[u32(2)];
let l_666 = -l_665;
let l_667 = l_657[u32(3)];
let l_668 = -l_667;
let l_669 = buffer_1_global[l_mut_286];
let l_670 = l_669 * u32(128);
let l_671 = l_670 + l_mut_4;
let l_672 = buffer_7_global[l_671];
let l_673 = l_669 * u32(3);
let l_674 = l_673 * u32(128);
let l_675 = l_674 + l_mut_4;
let l_676 = buffer_8_global[l_675];
let l_677 = l_669 * u32(3);
let l_678 = l_677 * u32(128);
let l_679 = l_678 + u32(128);
let l_680 = l_679 + l_mut_4;
let l_681 = buffer_8_global[l_680];
let l_682 = l_669 * u32(3);
let l_683 = l_682 * u32(128);
let l_684 = l_683 + u32(256);
let l_685 = l_684 + l_mut_4;
let l_686 = buffer_8_global[l_685];
let l_687 = l_676 * l_664;
let l_688 = l_681 * l_666;
let l_689 = l_687 + l_688;
let l_690 = l_686 * l_668;
let l_691 = l_689 + l_690;
let l_692 = l_676 * l_257;
let l_693 = l_681 * l_262;
let l_694 = l_692 + l_693;
let l_695 = l_686 * l_267;
let l_696 = l_694 + l_695;
let l_697 = l_mut_340 * l_661;
let l_698 = l_mut_341 * l_661;
let l_699 = l_mut_342 * l_661;
let l_700 = l_697 * l_672;
l_mut_268 = l_mut_268 + l_700;
let l_701 = l_698 * l_691;
l_mut_269 = l_mut_269 + l_701;
let l_702 = l_699 * l_696;
l_mut_270 = l_mut_270 + l_702;
let l_703 = l_699 * l_253;
let l_704 = l_703 * l_676;
l_mut_271 = l_mut_271 + l_704;
let l_705 = l_703 * l_681;
l_mut_272 = l_mut_272 + l_705;
let l_706 = l_703 * l_686;
l_mut_273 = l_mut_273 + l_706;
let l_707 = l_672 * l_243;
let l_708 = l_661 * l_mut_343;
let l_709 = l_662 * l_mut_340;
let l_710 = l_708 + l_709;
let l_711 = l_707 * l_710;
let l_712 = l_691 * l_248;
let l_713 = l_661 * l_mut_344;
let l_714 = l_662 * l_mut_341;
let l_715 = l_713 + l_714;
let l_716 = l_712 * l_715;
let l_717 = l_711 + l_716;
let l_718 = l_696 * l_253;
let l_719 = l_661 * l_mut_345;
let l_720 = l_662 * l_mut_342;
let l_721 = l_719 + l_720;
let l_722 = l_718 * l_721;
let l_723 = l_717 + l_722;
l_mut_332 = l_723;
let l_724 = l_698 * l_248;
let l_725 = l_676 * l_724;
l_mut_333 = l_725;
let l_726 = l_681 * l_724;
l_mut_334 = l_726;
let l_727 = l_686 * l_724;
l_mut_335 = l_727;
}
let l_728 = l_mut_5 * u32(128);
let l_729 = l_728 + l_mut_4;
let l_730 = l_729 * u32(9);
let l_731 = l_mut_328 * u32(4);
let l_732 = l_730 + l_731;
shared_memory_1[l_732] = l_mut_332;
let l_733 = l_732 + u32(1);
shared_memory_1[l_733] = l_mut_333;
let l_734 = l_732 + u32(2);
shared_memory_1[l_734] = l_mut_334;
let l_735 = l_732 + u32(3);
shared_memory_1[l_735] = l_mut_335;
}
workgroupBarrier();
l_mut_286 = local_idx;
loop {
let l_736 = l_mut_286 < u32(128);
let l_737 = !l_736;
if l_737 {
break;
}
let l_738 = l_mut_286 % u32(32);
let l_739 = l_mut_286 / u32(32);
l_mut_282 = u32(0);
l_mut_740 = l_738;
let l_741 = l_738 / u32(8);
l_mut_282 = l_741;
let l_742 = l_738 % u32(8);
l_mut_740 = l_742;
let l_743 = l_739 * u32(32);
let l_744 = l_743 + u32(32);
l_mut_745 = l_744;
let l_746 = l_mut_745 > u32(128);
if l_746 {
l_mut_745 = u32(128);
}
l_mut_345 = f32(0.0);
let l_747 = l_739 * u32(32);

for (var l_mut_748: u32 = l_747; l_mut_748 < l_mut_745; l_mut_748++) {
let l_749 = l_mut_282 * u32(128);
let l_750 = l_749 + l_mut_748;
let l_751 = l_750 * u32(9);
let l_752 = l_751 + l_mut_740;
let l_753 = shared_memory_1[l_752];
l_mut_345 = l_mut_345 + l_753;
}
let l_754 = l_739 * u32(32);
let l_755 = l_754 + l_738;
shared_memory_2[l_755] = l_mut_345;
l_mut_286 = l_mut_286 + u32(512);
}
workgroupBarrier();
l_mut_745 = local_idx;
loop {
let l_756 = l_mut_745 < u32(32);
let l_757 = !l_756;
if l_757 {
break;
}
l_mut_345 = f32(0.0);
let l_758 = u32(0) + l_mut_745;
let l_759 = shared_memory_2[l_758];
l_mut_345 = l_mut_345 + l_759;
let l_760 = u32(32) + l_mut_745;
let l_761 = shared_memory_2[l_760];
l_mut_345 = l_mut_345 + l_761;
let l_762 = u32(64) + l_mut_745;
let l_763 = shared_memory_2[l_762];
l_mut_345 = l_mut_345 + l_763;
let l_764 = u32(96) + l_mut_745;
let l_765 = shared_memory_2[l_764];
l_mut_345 = l_mut_345 + l_765;
shared_memory_3[l_mut_745] = l_mut_345;
l_mut_745 = l_mut_745 + u32(512);
}
workgroupBarrier();
l_mut_740 = local_idx;
loop {
let l_766 = l_mut_740 < u32(8);
let l_767 = !l_766;
if l_767 {
break;
}
let l_768 = l_mut_740 % u32(2);
let l_769 = l_768 * u32(4);
let l_770 = l_mut_740 / u32(2);
let l_771 = l_769 + l_770;
let l_772 = l_mut_300 + l_771;
let l_773 = l_772 < l_mut_279;
if l_773 {
let l_774 = l_274 + l_772;
l_mut_282 = l_774;
let l_775 = !l_mut_280;
if l_775 {
let l_776 = shared_memory_277[l_772];
l_mut_282 = l_776;
}
let l_777 = l_mut_740 * u32(4);
let l_778 = shared_memory_3[l_777];
let l_779 = l_mut_740 * u32(4);
let l_780 = l_779 + u32(1);
let l_781 = shared_memory_3[l_780];
let l_782 = l_mut_740 * u32(4);
let l_783 = l_782 + u32(2);
let l_784 = shared_memory_3[l_783];
let l_785 = l_mut_740 * u32(4);
let l_786 = l_785 + u32(3);
let l_787 = shared_memory_3[l_786];
let l_788 = l_mut_282 * u32(2);
let l_789 = buffer_2_global[l_788];
let l_790 = l_789[u32(1)];
let l_791 = l_789[u32(2)];
let l_792 = l_789[u32(3)];
let l_793 = l_789[u32(0)];
let l_794 = f32(1.0) / l_793;
let l_795 = l_781 * l_790;
let l_796 = l_784 * l_791;
let l_797 = l_795 + l_796;
let l_798 = l_787 * l_792;
let l_799 = l_797 + l_798;
let l_800 = -l_799;
let l_801 = l_778 * l_790;
let l_802 = l_800 * l_790;
let l_803 = l_781 + l_802;
let l_804 = l_803 * l_794;
let l_805 = l_801 - l_804;
let l_806 = l_778 * l_791;
let l_807 = l_800 * l_791;
let l_808 = l_784 + l_807;
let l_809 = l_808 * l_794;
let l_810 = l_806 - l_809;
let l_811 = l_778 * l_792;
let l_812 = l_800 * l_792;
let l_813 = l_787 + l_812;
let l_814 = l_813 * l_794;
let l_815 = l_811 - l_814;
let l_816 = l_mut_282 * u32(3);
buffer_13_global[l_816] = l_805;
let l_817 = l_mut_282 * u32(3);
let l_818 = l_817 + u32(1);
buffer_13_global[l_818] = l_810;
let l_819 = l_mut_282 * u32(3);
let l_820 = l_819 + u32(2);
buffer_13_global[l_820] = l_815;
}
l_mut_740 = l_mut_740 + u32(512);
}
workgroupBarrier();
l_mut_300 = l_mut_300 + u32(8);
}
let l_821 = l_mut_5 * u32(6);
let l_822 = l_821 * u32(128);
let l_823 = l_822 + l_mut_4;
shared_memory_1[l_823] = l_mut_268;
let l_824 = l_823 + u32(128);
shared_memory_1[l_824] = l_mut_269;
let l_825 = l_823 + u32(256);
shared_memory_1[l_825] = l_mut_270;
let l_826 = l_823 + u32(384);
shared_memory_1[l_826] = l_mut_271;
let l_827 = l_823 + u32(512);
shared_memory_1[l_827] = l_mut_272;
let l_828 = l_823 + u32(640);
shared_memory_1[l_828] = l_mut_273;
workgroupBarrier();
let l_829 = l_mut_5 == u32(0);
if l_829 {
let l_830 = u32(768) + l_mut_4;
let l_831 = shared_memory_1[l_830];
l_mut_268 = l_mut_268 + l_831;
let l_832 = l_830 + u32(128);
let l_833 = shared_memory_1[l_832];
l_mut_269 = l_mut_269 + l_833;
let l_834 = l_830 + u32(256);
let l_835 = shared_memory_1[l_834];
l_mut_270 = l_mut_270 + l_835;
let l_836 = l_830 + u32(384);
let l_837 = shared_memory_1[l_836];
l_mut_271 = l_mut_271 + l_837;
let l_838 = l_830 + u32(512);
let l_839 = shared_memory_1[l_838];
l_mut_272 = l_mut_272 + l_839;
let l_840 = l_830 + u32(640);
let l_841 = shared_memory_1[l_840];
l_mut_273 = l_mut_273 + l_841;
let l_842 = u32(1536) + l_mut_4;
let l_843 = shared_memory_1[l_842];
l_mut_268 = l_mut_268 + l_843;
let l_844 = l_842 + u32(128);
let l_845 = shared_memory_1[l_844];
l_mut_269 = l_mut_269 + l_845;
let l_846 = l_842 + u32(256);
let l_847 = shared_memory_1[l_846];
l_mut_270 = l_mut_270 + l_847;
let l_848 = l_842 + u32(384);
let l_849 = shared_memory_1[l_848];
l_mut_271 = l_mut_271 + l_849;
let l_850 = l_842 + u32(512);
let l_851 = shared_memory_1[l_850];
l_mut_272 = l_mut_272 + l_851;
let l_852 = l_842 + u32(640);
let l_853 = shared_memory_1[l_852];
l_mut_273 = l_mut_273 + l_853;
let l_854 = u32(2304) + l_mut_4;
let l_855 = shared_memory_1[l_854];
l_mut_268 = l_mut_268 + l_855;
let l_856 = l_854 + u32(128);
let l_857 = shared_memory_1[l_856];
l_mut_269 = l_mut_269 + l_857;
let l_858 = l_854 + u32(256);
let l_859 = shared_memory_1[l_858];
l_mut_270 = l_mut_270 + l_859;
let l_860 = l_854 + u32(384);
let l_861 = shared_memory_1[l_860];
l_mut_271 = l_mut_271 + l_861;
let l_862 = l_854 + u32(512);
let l_863 = shared_memory_1[l_862];
l_mut_272 = l_mut_272 + l_863;
let l_864 = l_854 + u32(640);
let l_865 = shared_memory_1[l_864];
l_mut_273 = l_mut_273 + l_865;
}
let l_866 = l_mut_5 == u32(0);
if l_866 {
let l_867 = workgroup_id_no_axis * u32(3);
let l_868 = l_867 * u32(128);
let l_869 = l_868 + l_mut_4;
let l_870 = buffer_8_global[l_869];
let l_871 = workgroup_id_no_axis * u32(3);
let l_872 = l_871 * u32(128);
let l_873 = l_872 + u32(128);
let l_874 = l_873 + l_mut_4;
let l_875 = buffer_8_global[l_874];
let l_876 = workgroup_id_no_axis * u32(3);
let l_877 = l_876 * u32(128);
let l_878 = l_877 + u32(256);
let l_879 = l_878 + l_mut_4;
let l_880 = buffer_8_global[l_879];
let l_881 = workgroup_id_no_axis * u32(3);
let l_882 = l_881 * u32(128);
let l_883 = l_882 + l_mut_4;
buffer_11_global[l_883] = l_mut_268;
let l_884 = workgroup_id_no_axis * u32(3);
let l_885 = l_884 * u32(128);
let l_886 = l_885 + u32(128);
let l_887 = l_886 + l_mut_4;
buffer_11_global[l_887] = l_mut_269;
let l_888 = workgroup_id_no_axis * u32(3);
let l_889 = l_888 * u32(128);
let l_890 = l_889 + u32(256);
let l_891 = l_890 + l_mut_4;
buffer_11_global[l_891] = l_mut_270;
let l_892 = workgroup_id_no_axis * u32(3);
let l_893 = l_892 * u32(128);
let l_894 = l_893 + l_mut_4;
let l_895 = l_870 + l_mut_271;
buffer_12_global[l_894] = l_895;
let l_896 = workgroup_id_no_axis * u32(3);
let l_897 = l_896 * u32(128);
let l_898 = l_897 + u32(128);
let l_899 = l_898 + l_mut_4;
let l_900 = l_875 + l_mut_272;
buffer_12_global[l_899] = l_900;
let l_901 = workgroup_id_no_axis * u32(3);
let l_902 = l_901 * u32(128);
let l_903 = l_902 + u32(256);
let l_904 = l_903 + l_mut_4;
let l_905 = l_880 + l_mut_273;
buffer_12_global[l_904] = l_905;
}
l_mut_745 = local_idx;
loop {
let l_906 = l_mut_745 < u32(128);
let l_907 = !l_906;
if l_907 {
break;
}
let l_908 = workgroup_id_no_axis * u32(128);
let l_909 = l_908 + l_mut_745;
let l_910 = workgroup_id_no_axis * u32(128);
let l_911 = l_910 + l_mut_745;
let l_912 = buffer_7_global[l_911];
buffer_21_global[l_909] = l_912;
l_mut_745 = l_mut_745 + u32(512);
}
storageBarrier();
l_mut_740 = local_idx;
loop {
let l_915 = l_mut_740 < u32(384);
let l_916 = !l_915;
if l_916 {
break;
}
let l_917 = l_mut_740 / u32(384);
let l_918 = workgroup_id_no_axis + l_917;
let l_919 = l_918 < info.scalars_u32[0];
if l_919 {
let l_920 = l_918 * u32(384);
let l_921 = l_mut_740 % u32(384);
let l_922 = l_920 + l_921;
let l_923 = buffer_11_global[l_922];
shared_memory_913[l_mut_740] = l_923;
} else {
shared_memory_913[l_mut_740] = f32(0.0);
}
l_mut_740 = l_mut_740 + u32(512);
}
workgroupBarrier();
let l_924 = local_idx < u32(512);
if l_924 {
let l_925 = local_idx % u32(128);
let l_926 = local_idx / u32(128);
a_927[u32(0)] = f32(0.0);
let l_928 = l_926 * u32(96);
l_mut_740 = l_928;
loop {
let l_929 = l_928 + u32(96);
let l_930 = l_mut_740 < l_929;
let l_931 = !l_930;
if l_931 {
break;
}
let l_933 = l_mut_740 + u32(0);
let l_934 = l_933 * u32(128);
let l_935 = info.scalars_u32[3] + l_934;
let l_936 = l_935 + l_925;
let l_937 = buffer_14_global[l_936];
a_932[u32(0)] = l_937;
let l_938 = l_mut_740 + u32(1);
let l_939 = l_938 * u32(128);
let l_940 = info.scalars_u32[3] + l_939;
let l_941 = l_940 + l_925;
let l_942 = buffer_14_global[l_941];
a_932[u32(1)] = l_942;
let l_943 = l_mut_740 + u32(2);
let l_944 = l_943 * u32(128);
let l_945 = info.scalars_u32[3] + l_944;
let l_946 = l_945 + l_925;
let l_947 = buffer_14_global[l_946];
a_932[u32(2)] = l_947;
let l_948 = l_mut_740 + u32(3);
let l_949 = l_948 * u32(128);
let l_950 = info.scalars_u32[3] + l_949;
let l_951 = l_950 + l_925;
let l_952 = buffer_14_global[l_951];
a_932[u32(3)] = l_952;
let l_953 = l_mut_740 + u32(4);
let l_954 = l_953 * u32(128);
let l_955 = info.scalars_u32[3] + l_954;
let l_956 = l_955 + l_925;
let l_957 = buffer_14_global[l_956];
a_932[u32(4)] = l_957;
let l_958 = l_mut_740 + u32(5);
let l_959 = l_958 * u32(128);
let l_960 = info.scalars_u32[3] + l_959;
let l_961 = l_960 + l_925;
let l_962 = buffer_14_global[l_961];
a_932[u32(5)] = l_962;
let l_963 = l_mut_740 + u32(6);
let l_964 = l_963 * u32(128);
let l_965 = info.scalars_u32[3] + l_964;
let l_966 = l_965 + l_925;
let l_967 = buffer_14_global[l_966];
a_932[u32(6)] = l_967;
let l_968 = l_mut_740 + u32(7);
let l_969 = l_968 * u32(128);
let l_970 = info.scalars_u32[3] + l_969;
let l_971 = l_970 + l_925;
let l_972 = buffer_14_global[l_971];
a_932[u32(7)] = l_972;
let l_973 = u32(0) + l_mut_740;
let l_974 = l_973 + u32(0);
let l_975 = shared_memory_913[l_974];
let l_976 = a_932[u32(0)];
let l_977 = l_975 * l_976;
let l_978 = a_927[u32(0)];
let l_979 = l_978 + l_977;
a_927[u32(0)] = l_979;
let l_980 = u32(0) + l_mut_740;
let l_981 = l_980 + u32(1);
let l_982 = shared_memory_913[l_981];
let l_983 = a_932[u32(1)];
let l_984 = l_982 * l_983;
let l_985 = a_927[u32(0)];
let l_986 = l_985 + l_984;
a_927[u32(0)] = l_986;
let l_987 = u32(0) + l_mut_740;
let l_988 = l_987 + u32(2);
let l_989 = shared_memory_913[l_988];
let l_990 = a_932[u32(2)];
let l_991 = l_989 * l_990;
let l_992 = a_927[u32(0)];
let l_993 = l_992 + l_991;
a_927[u32(0)] = l_993;
let l_994 = u32(0) + l_mut_740;
let l_995 = l_994 + u32(3);
let l_996 = shared_memory_913[l_995];
let l_997 = a_932[u32(3)];
let l_998 = l_996 * l_997;
let l_999 = a_927[u32(0)];
let l_1000 = l_999 + l_998;
a_927[u32(0)] = l_1000;
let l_1001 = u32(0) + l_mut_740;
let l_1002 = l_1001 + u32(4);
let l_1003 = shared_memory_913[l_1002];
let l_1004 = a_932[u32(4)];
let l_1005 = l_1003 * l_1004;
let l_1006 = a_927[u32(0)];
let l_1007 = l_1006 + l_1005;
a_927[u32(0)] = l_1007;
let l_1008 = u32(0) + l_mut_740;
let l_1009 = l_1008 + u32(5);
let l_1010 = shared_memory_913[l_1009];
let l_1011 = a_932[u32(5)];
let l_1012 = l_1010 * l_1011;
let l_1013 = a_927[u32(0)];
let l_1014 = l_1013 + l_1012;
a_927[u32(0)] = l_1014;
let l_1015 = u32(0) + l_mut_740;
let l_1016 = l_1015 + u32(6);
let l_1017 = shared_memory_913[l_1016];
let l_1018 = a_932[u32(6)];
let l_1019 = l_1017 * l_1018;
let l_1020 = a_927[u32(0)];
let l_1021 = l_1020 + l_1019;
a_927[u32(0)] = l_1021;
let l_1022 = u32(0) + l_mut_740;
let l_1023 = l_1022 + u32(7);
let l_1024 = shared_memory_913[l_1023];
let l_1025 = a_932[u32(7)];
let l_1026 = l_1024 * l_1025;
let l_1027 = a_927[u32(0)];
let l_1028 = l_1027 + l_1026;
a_927[u32(0)] = l_1028;
l_mut_740 = l_mut_740 + u32(8);
}
let l_1029 = l_926 * u32(1);
let l_1030 = l_1029 + u32(0);
let l_1031 = l_1030 * u32(128);
let l_1032 = l_1031 + l_925;
let l_1033 = a_927[u32(0)];
shared_memory_1[l_1032] = l_1033;
}
workgroupBarrier();
l_mut_740 = local_idx;
loop {
let l_1034 = l_mut_740 < u32(128);
let l_1035 = !l_1034;
if l_1035 {
break;
}
a_1036[u32(0)] = f32(0.0);
let l_1037 = u32(0) + l_mut_740;
let l_1038 = shared_memory_1[l_1037];
let l_1039 = a_1036[u32(0)];
let l_1040 = l_1039 + l_1038;
a_1036[u32(0)] = l_1040;
let l_1041 = u32(128) + l_mut_740;
let l_1042 = shared_memory_1[l_1041];
let l_1043 = a_1036[u32(0)];
let l_1044 = l_1043 + l_1042;
a_1036[u32(0)] = l_1044;
let l_1045 = u32(256) + l_mut_740;
let l_1046 = shared_memory_1[l_1045];
let l_1047 = a_1036[u32(0)];
let l_1048 = l_1047 + l_1046;
a_1036[u32(0)] = l_1048;
let l_1049 = u32(384) + l_mut_740;
let l_1050 = shared_memory_1[l_1049];
let l_1051 = a_1036[u32(0)];
let l_1052 = l_1051 + l_1050;
a_1036[u32(0)] = l_1052;
let l_1053 = workgroup_id_no_axis + u32(0);
l_mut_345 = f32(0.0);
let l_1054 = l_1053 < info.scalars_u32[0];
if l_1054 {
let l_1055 = a_1036[u32(0)];
let l_1056 = l_1053 * u32(128);
let l_1057 = l_1056 + l_mut_740;
let l_1058 = buffer_16_global[l_1057];
let l_1059 = -l_1058;
let l_1060 = exp(l_1059);
let l_1061 = f32(1.0) + l_1060;
let l_1062 = f32(1.0) / l_1061;
let l_1063 = f32(1.0) - l_1062;
let l_1064 = l_1058 * l_1063;
let l_1065 = f32(1.0) + l_1064;
let l_1066 = l_1062 * l_1065;
let l_1067 = l_1055 * l_1066;
l_mut_345 = l_1067;
}
let l_1068 = u32(0) + l_mut_740;
shared_memory_914[l_1068] = l_mut_345;
l_mut_740 = l_mut_740 + u32(512);
}
workgroupBarrier();
let l_1069 = local_idx < u32(512);
if l_1069 {
let l_1070 = local_idx % u32(128);
let l_1071 = local_idx / u32(128);
a_1072[u32(0)] = f32(0.0);
let l_1073 = l_1071 * u32(32);
l_mut_300 = l_1073;
loop {
let l_1074 = l_1073 + u32(32);
let l_1075 = l_mut_300 < l_1074;
let l_1076 = !l_1075;
if l_1076 {
break;
}
let l_1078 = l_mut_300 + u32(0);
let l_1079 = l_1078 * u32(128);
let l_1080 = info.scalars_u32[2] + l_1079;
let l_1081 = l_1080 + l_1070;
let l_1082 = buffer_14_global[l_1081];
a_1077[u32(0)] = l_1082;
let l_1083 = l_mut_300 + u32(1);
let l_1084 = l_1083 * u32(128);
let l_1085 = info.scalars_u32[2] + l_1084;
let l_1086 = l_1085 + l_1070;
let l_1087 = buffer_14_global[l_1086];
a_1077[u32(1)] = l_1087;
let l_1088 = l_mut_300 + u32(2);
let l_1089 = l_1088 * u32(128);
let l_1090 = info.scalars_u32[2] + l_1089;
let l_1091 = l_1090 + l_1070;
let l_1092 = buffer_14_global[l_1091];
a_1077[u32(2)] = l_1092;
let l_1093 = l_mut_300 + u32(3);
let l_1094 = l_1093 * u32(128);
let l_1095 = info.scalars_u32[2] + l_1094;
let l_1096 = l_1095 + l_1070;
let l_1097 = buffer_14_global[l_1096];
a_1077[u32(3)] = l_1097;
let l_1098 = l_mut_300 + u32(4);
let l_1099 = l_1098 * u32(128);
let l_1100 = info.scalars_u32[2] + l_1099;
let l_1101 = l_1100 + l_1070;
let l_1102 = buffer_14_global[l_1101];
a_1077[u32(4)] = l_1102;
let l_1103 = l_mut_300 + u32(5);
let l_1104 = l_1103 * u32(128);
let l_1105 = info.scalars_u32[2] + l_1104;
let l_1106 = l_1105 + l_1070;
let l_1107 = buffer_14_global[l_1106];
a_1077[u32(5)] = l_1107;
let l_1108 = l_mut_300 + u32(6);
let l_1109 = l_1108 * u32(128);
let l_1110 = info.scalars_u32[2] + l_1109;
let l_1111 = l_1110 + l_1070;
let l_1112 = buffer_14_global[l_1111];
a_1077[u32(6)] = l_1112;
let l_1113 = l_mut_300 + u32(7);
let l_1114 = l_1113 * u32(128);
let l_1115 = info.scalars_u32[2] + l_1114;
let l_1116 = l_1115 + l_1070;
let l_1117 = buffer_14_global[l_1116];
a_1077[u32(7)] = l_1117;
let l_1118 = u32(0) + l_mut_300;
let l_1119 = l_1118 + u32(0);
let l_1120 = shared_memory_914[l_1119];
let l_1121 = a_1077[u32(0)];
let l_1122 = l_1120 * l_1121;
let l_1123 = a_1072[u32(0)];
let l_1124 = l_1123 + l_1122;
a_1072[u32(0)] = l_1124;
let l_1125 = u32(0) + l_mut_300;
let l_1126 = l_1125 + u32(1);
let l_1127 = shared_memory_914[l_1126];
let l_1128 = a_1077[u32(1)];
let l_1129 = l_1127 * l_1128;
let l_1130 = a_1072[u32(0)];
let l_1131 = l_1130 + l_1129;
a_1072[u32(0)] = l_1131;
let l_1132 = u32(0) + l_mut_300;
let l_1133 = l_1132 + u32(2);
let l_1134 = shared_memory_914[l_1133];
let l_1135 = a_1077[u32(2)];
let l_1136 = l_1134 * l_1135;
let l_1137 = a_1072[u32(0)];
let l_1138 = l_1137 + l_1136;
a_1072[u32(0)] = l_1138;
let l_1139 = u32(0) + l_mut_300;
let l_1140 = l_1139 + u32(3);
let l_1141 = shared_memory_914[l_1140];
let l_1142 = a_1077[u32(3)];
let l_1143 = l_1141 * l_1142;
let l_1144 = a_1072[u32(0)];
let l_1145 = l_1144 + l_1143;
a_1072[u32(0)] = l_1145;
let l_1146 = u32(0) + l_mut_300;
let l_1147 = l_1146 + u32(4);
let l_1148 = shared_memory_914[l_1147];
let l_1149 = a_1077[u32(4)];
let l_1150 = l_1148 * l_1149;
let l_1151 = a_1072[u32(0)];
let l_1152 = l_1151 + l_1150;
a_1072[u32(0)] = l_1152;
let l_1153 = u32(0) + l_mut_300;
let l_1154 = l_1153 + u32(5);
let l_1155 = shared_memory_914[l_1154];
let l_1156 = a_1077[u32(5)];
let l_1157 = l_1155 * l_1156;
let l_1158 = a_1072[u32(0)];
let l_1159 = l_1158 + l_1157;
a_1072[u32(0)] = l_1159;
let l_1160 = u32(0) + l_mut_300;
let l_1161 = l_1160 + u32(6);
let l_1162 = shared_memory_914[l_1161];
let l_1163 = a_1077[u32(6)];
let l_1164 = l_1162 * l_1163;
let l_1165 = a_1072[u32(0)];
let l_1166 = l_1165 + l_1164;
a_1072[u32(0)] = l_1166;
let l_1167 = u32(0) + l_mut_300;
let l_1168 = l_1167 + u32(7);
let l_1169 = shared_memory_914[l_1168];
let l_1170 = a_1077[u32(7)];
let l_1171 = l_1169 * l_1170;
let l_1172 = a_1072[u32(0)];
let l_1173 = l_1172 + l_1171;
a_1072[u32(0)] = l_1173;
l_mut_300 = l_mut_300 + u32(8);
}
let l_1174 = l_1071 * u32(1);
let l_1175 = l_1174 + u32(0);
let l_1176 = l_1175 * u32(128);
let l_1177 = l_1176 + l_1070;
let l_1178 = a_1072[u32(0)];
shared_memory_1[l_1177] = l_1178;
}
workgroupBarrier();
l_mut_300 = local_idx;
loop {
let l_1179 = l_mut_300 < u32(128);
let l_1180 = !l_1179;
if l_1180 {
break;
}
a_1181[u32(0)] = f32(0.0);
let l_1182 = u32(0) + l_mut_300;
let l_1183 = shared_memory_1[l_1182];
let l_1184 = a_1181[u32(0)];
let l_1185 = l_1184 + l_1183;
a_1181[u32(0)] = l_1185;
let l_1186 = u32(128) + l_mut_300;
let l_1187 = shared_memory_1[l_1186];
let l_1188 = a_1181[u32(0)];
let l_1189 = l_1188 + l_1187;
a_1181[u32(0)] = l_1189;
let l_1190 = u32(256) + l_mut_300;
let l_1191 = shared_memory_1[l_1190];
let l_1192 = a_1181[u32(0)];
let l_1193 = l_1192 + l_1191;
a_1181[u32(0)] = l_1193;
let l_1194 = u32(384) + l_mut_300;
let l_1195 = shared_memory_1[l_1194];
let l_1196 = a_1181[u32(0)];
let l_1197 = l_1196 + l_1195;
a_1181[u32(0)] = l_1197;
let l_1199 = workgroup_id_no_axis + u32(0);
a_1198[u32(0)] = f32(0.0);
let l_1200 = l_1199 < info.scalars_u32[0];
if l_1200 {
let l_1201 = l_1199 * u32(128);
let l_1202 = l_1201 + l_mut_300;
let l_1203 = buffer_21_global[l_1202];
a_1198[u32(0)] = l_1203;
}
let l_1204 = workgroup_id_no_axis + u32(0);
let l_1205 = l_1204 < info.scalars_u32[0];
if l_1205 {
let l_1206 = l_1204 * u32(128);
let l_1207 = l_1206 + l_mut_300;
let l_1208 = a_1198[u32(0)];
let l_1209 = a_1181[u32(0)];
let l_1210 = l_1208 + l_1209;
buffer_21_global[l_1207] = l_1210;
}
l_mut_300 = l_mut_300 + u32(512);
}
storageBarrier();
l_mut_740 = local_idx;
loop {
let l_1211 = l_mut_740 < u32(128);
let l_1212 = !l_1211;
if l_1212 {
break;
}
let l_1213 = workgroup_id_no_axis * u32(128);
let l_1214 = l_1213 + l_mut_740;
let l_1215 = info.scalars_u32[0] * u32(128);
let l_1216 = l_1214 < l_1215;
if l_1216 {
let l_1217 = l_1214 / u32(128);
let l_1218 = l_1214 % u32(128);
let l_1219 = buffer_21_global[l_1214];
let l_1220 = l_1217 * u32(3);
let l_1221 = l_1220 * u32(128);
let l_1222 = l_1221 + u32(128);
let l_1223 = l_1222 + l_1218;
let l_1224 = buffer_18_global[l_1223];
let l_1225 = l_1217 * u32(3);
let l_1226 = l_1225 * u32(128);
let l_1227 = l_1226 + u32(256);
let l_1228 = l_1227 + l_1218;
let l_1229 = buffer_18_global[l_1228];
let l_1233 = l_1217 * u32(3);
let l_1234 = l_1233 + u32(0);
let l_1235 = l_1234 * u32(2);
let l_1236 = l_1235 * u32(128);
let l_1237 = l_1236 + l_1218;
let l_1238 = buffer_17_global[l_1237];
a_1230[u32(0)] = l_1238;
let l_1239 = l_1236 + u32(128);
let l_1240 = l_1239 + l_1218;
let l_1241 = buffer_17_global[l_1240];
a_1231[u32(0)] = l_1241;
let l_1242 = l_1217 * u32(3);
let l_1243 = l_1242 + u32(0);
let l_1244 = l_1243 * u32(128);
let l_1245 = l_1244 + l_1218;
let l_1246 = buffer_12_global[l_1245];
a_1232[u32(0)] = l_1246;
let l_1247 = l_1217 * u32(3);
let l_1248 = l_1247 + u32(1);
let l_1249 = l_1248 * u32(2);
let l_1250 = l_1249 * u32(128);
let l_1251 = l_1250 + l_1218;
let l_1252 = buffer_17_global[l_1251];
a_1230[u32(1)] = l_1252;
let l_1253 = l_1250 + u32(128);
let l_1254 = l_1253 + l_1218;
let l_1255 = buffer_17_global[l_1254];
a_1231[u32(1)] = l_1255;
let l_1256 = l_1217 * u32(3);
let l_1257 = l_1256 + u32(1);
let l_1258 = l_1257 * u32(128);
let l_1259 = l_1258 + l_1218;
let l_1260 = buffer_12_global[l_1259];
a_1232[u32(1)] = l_1260;
let l_1261 = l_1217 * u32(3);
let l_1262 = l_1261 + u32(2);
let l_1263 = l_1262 * u32(2);
let l_1264 = l_1263 * u32(128);
let l_1265 = l_1264 + l_1218;
let l_1266 = buffer_17_global[l_1265];
a_1230[u32(2)] = l_1266;
let l_1267 = l_1264 + u32(128);
let l_1268 = l_1267 + l_1218;
let l_1269 = buffer_17_global[l_1268];
a_1231[u32(2)] = l_1269;
let l_1270 = l_1217 * u32(3);
let l_1271 = l_1270 + u32(2);
let l_1272 = l_1271 * u32(128);
let l_1273 = l_1272 + l_1218;
let l_1274 = buffer_12_global[l_1273];
a_1232[u32(2)] = l_1274;
l_mut_345 = f32(0.0);
l_mut_344 = f32(0.0);
let l_1275 = l_1217 * u32(3);
let l_1276 = l_1275 + u32(0);
let l_1277 = l_1276 * u32(2);
let l_1278 = l_1277 * u32(128);
let l_1279 = a_1230[u32(0)];
let l_1280 = a_1231[u32(0)];
let l_1281 = l_1279 * l_1280;
l_mut_345 = l_mut_345 + l_1281;
let l_1282 = a_1232[u32(0)];
let l_1283 = a_1231[u32(0)];
let l_1284 = l_1282 * l_1283;
l_mut_344 = l_mut_344 + l_1284;
let l_1285 = l_1278 + l_1218;
let l_1286 = l_1219 * l_1229;
let l_1287 = a_1231[u32(0)];
let l_1288 = l_1286 * l_1287;
buffer_23_global[l_1285] = l_1288;
let l_1289 = l_1278 + u32(128);
let l_1290 = l_1289 + l_1218;
let l_1291 = l_1219 * l_1229;
let l_1292 = a_1230[u32(0)];
let l_1293 = l_1291 * l_1292;
let l_1294 = a_1232[u32(0)];
let l_1295 = l_1294 * l_1224;
let l_1296 = l_1293 + l_1295;
buffer_23_global[l_1290] = l_1296;
let l_1297 = l_1217 * u32(3);
let l_1298 = l_1297 + u32(1);
let l_1299 = l_1298 * u32(2);
let l_1300 = l_1299 * u32(128);
let l_1301 = a_1230[u32(1)];
let l_1302 = a_1231[u32(1)];
let l_1303 = l_1301 * l_1302;
l_mut_345 = l_mut_345 + l_1303;
let l_1304 = a_1232[u32(1)];
let l_1305 = a_1231[u32(1)];
let l_1306 = l_1304 * l_1305;
l_mut_344 = l_mut_344 + l_1306;
let l_1307 = l_1300 + l_1218;
let l_1308 = l_1219 * l_1229;
let l_1309 = a_1231[u32(1)];
let l_1310 = l_1308 * l_1309;
buffer_23_global[l_1307] = l_1310;
let l_1311 = l_1300 + u32(128);
let l_1312 = l_1311 + l_1218;
let l_1313 = l_1219 * l_1229;
let l_1314 = a_1230[u32(1)];
let l_1315 = l_1313 * l_1314;
let l_1316 = a_1232[u32(1)];
let l_1317 = l_1316 * l_1224;
let l_1318 = l_1315 + l_1317;
buffer_23_global[l_1312] = l_1318;
let l_1319 = l_1217 * u32(3);
let l_1320 = l_1319 + u32(2);
let l_1321 = l_1320 * u32(2);
let l_1322 = l_1321 * u32(128);
let l_1323 = a_1230[u32(2)];
let l_1324 = a_1231[u32(2)];
let l_1325 = l_1323 * l_1324;
l_mut_345 = l_mut_345 + l_1325;
let l_1326 = a_1232[u32(2)];
let l_1327 = a_1231[u32(2)];
let l_1328 = l_1326 * l_1327;
l_mut_344 = l_mut_344 + l_1328;
let l_1329 = l_1322 + l_1218;
let l_1330 = l_1219 * l_1229;
let l_1331 = a_1231[u32(2)];
let l_1332 = l_1330 * l_1331;
buffer_23_global[l_1329] = l_1332;
let l_1333 = l_1322 + u32(128);
let l_1334 = l_1333 + l_1218;
let l_1335 = l_1219 * l_1229;
let l_1336 = a_1230[u32(2)];
let l_1337 = l_1335 * l_1336;
let l_1338 = a_1232[u32(2)];
let l_1339 = l_1338 * l_1224;
let l_1340 = l_1337 + l_1339;
buffer_23_global[l_1334] = l_1340;
let l_1341 = l_1217 * u32(3);
let l_1342 = l_1341 * u32(128);
let l_1343 = l_1342 + l_1218;
buffer_22_global[l_1343] = l_1219;
let l_1344 = l_1217 * u32(3);
let l_1345 = l_1344 * u32(128);
let l_1346 = l_1345 + u32(128);
let l_1347 = l_1346 + l_1218;
buffer_22_global[l_1347] = l_mut_344;
let l_1348 = l_1217 * u32(3);
let l_1349 = l_1348 * u32(128);
let l_1350 = l_1349 + u32(256);
let l_1351 = l_1350 + l_1218;
let l_1352 = l_1219 * l_mut_345;
buffer_22_global[l_1351] = l_1352;
}
l_mut_740 = l_mut_740 + u32(512);
}
storageBarrier();
l_mut_300 = local_idx;
loop {
let l_1355 = l_mut_300 < u32(384);
let l_1356 = !l_1355;
if l_1356 {
break;
}
let l_1357 = l_mut_300 / u32(384);
let l_1358 = workgroup_id_no_axis + l_1357;
let l_1359 = l_1358 < info.scalars_u32[0];
if l_1359 {
let l_1360 = l_1358 * u32(384);
let l_1361 = l_mut_300 % u32(384);
let l_1362 = l_1360 + l_1361;
let l_1363 = buffer_22_global[l_1362];
shared_memory_1353[l_mut_300] = l_1363;
} else {
shared_memory_1353[l_mut_300] = f32(0.0);
}
l_mut_300 = l_mut_300 + u32(512);
}
workgroupBarrier();
let l_1364 = local_idx < u32(512);
if l_1364 {
let l_1365 = local_idx % u32(128);
let l_1366 = local_idx / u32(128);
a_1367[u32(0)] = f32(0.0);
let l_1368 = l_1366 * u32(96);
l_mut_300 = l_1368;
loop {
let l_1369 = l_1368 + u32(96);
let l_1370 = l_mut_300 < l_1369;
let l_1371 = !l_1370;
if l_1371 {
break;
}
let l_1373 = l_mut_300 + u32(0);
let l_1374 = l_1373 * u32(128);
let l_1375 = info.scalars_u32[5] + l_1374;
let l_1376 = l_1375 + l_1365;
let l_1377 = buffer_14_global[l_1376];
a_1372[u32(0)] = l_1377;
let l_1378 = l_mut_300 + u32(1);
let l_1379 = l_1378 * u32(128);
let l_1380 = info.scalars_u32[5] + l_1379;
let l_1381 = l_1380 + l_1365;
let l_1382 = buffer_14_global[l_1381];
a_1372[u32(1)] = l_1382;
let l_1383 = l_mut_300 + u32(2);
let l_1384 = l_1383 * u32(128);
let l_1385 = info.scalars_u32[5] + l_1384;
let l_1386 = l_1385 + l_1365;
let l_1387 = buffer_14_global[l_1386];
a_1372[u32(2)] = l_1387;
let l_1388 = l_mut_300 + u32(3);
let l_1389 = l_1388 * u32(128);
let l_1390 = info.scalars_u32[5] + l_1389;
let l_1391 = l_1390 + l_1365;
let l_1392 = buffer_14_global[l_1391];
a_1372[u32(3)] = l_1392;
let l_1393 = l_mut_300 + u32(4);
let l_1394 = l_1393 * u32(128);
let l_1395 = info.scalars_u32[5] + l_1394;
let l_1396 = l_1395 + l_1365;
let l_1397 = buffer_14_global[l_1396];
a_1372[u32(4)] = l_1397;
let l_1398 = l_mut_300 + u32(5);
let l_1399 = l_1398 * u32(128);
let l_1400 = info.scalars_u32[5] + l_1399;
let l_1401 = l_1400 + l_1365;
let l_1402 = buffer_14_global[l_1401];
a_1372[u32(5)] = l_1402;
let l_1403 = l_mut_300 + u32(6);
let l_1404 = l_1403 * u32(128);
let l_1405 = info.scalars_u32[5] + l_1404;
let l_1406 = l_1405 + l_1365;
let l_1407 = buffer_14_global[l_1406];
a_1372[u32(6)] = l_1407;
let l_1408 = l_mut_300 + u32(7);
let l_1409 = l_1408 * u32(128);
let l_1410 = info.scalars_u32[5] + l_1409;
let l_1411 = l_1410 + l_1365;
let l_1412 = buffer_14_global[l_1411];
a_1372[u32(7)] = l_1412;
let l_1413 = u32(0) + l_mut_300;
let l_1414 = l_1413 + u32(0);
let l_1415 = shared_memory_1353[l_1414];
let l_1416 = a_1372[u32(0)];
let l_1417 = l_1415 * l_1416;
let l_1418 = a_1367[u32(0)];
let l_1419 = l_1418 + l_1417;
a_1367[u32(0)] = l_1419;
let l_1420 = u32(0) + l_mut_300;
let l_1421 = l_1420 + u32(1);
let l_1422 = shared_memory_1353[l_1421];
let l_1423 = a_1372[u32(1)];
let l_1424 = l_1422 * l_1423;
let l_1425 = a_1367[u32(0)];
let l_1426 = l_1425 + l_1424;
a_1367[u32(0)] = l_1426;
let l_1427 = u32(0) + l_mut_300;
let l_1428 = l_1427 + u32(2);
let l_1429 = shared_memory_1353[l_1428];
let l_1430 = a_1372[u32(2)];
let l_1431 = l_1429 * l_1430;
let l_1432 = a_1367[u32(0)];
let l_1433 = l_1432 + l_1431;
a_1367[u32(0)] = l_1433;
let l_1434 = u32(0) + l_mut_300;
let l_1435 = l_1434 + u32(3);
let l_1436 = shared_memory_1353[l_1435];
let l_1437 = a_1372[u32(3)];
let l_1438 = l_1436 * l_1437;
let l_1439 = a_1367[u32(0)];
let l_1440 = l_1439 + l_1438;
a_1367[u32(0)] = l_1440;
let l_1441 = u32(0) + l_mut_300;
let l_1442 = l_1441 + u32(4);
let l_1443 = shared_memory_1353[l_1442];
let l_1444 = a_1372[u32(4)];
let l_1445 = l_1443 * l_1444;
let l_1446 = a_1367[u32(0)];
let l_1447 = l_1446 + l_1445;
a_1367[u32(0)] = l_1447;
let l_1448 = u32(0) + l_mut_300;
let l_1449 = l_1448 + u32(5);
let l_1450 = shared_memory_1353[l_1449];
let l_1451 = a_1372[u32(5)];
let l_1452 = l_1450 * l_1451;
let l_1453 = a_1367[u32(0)];
let l_1454 = l_1453 + l_1452;
a_1367[u32(0)] = l_1454;
let l_1455 = u32(0) + l_mut_300;
let l_1456 = l_1455 + u32(6);
let l_1457 = shared_memory_1353[l_1456];
let l_1458 = a_1372[u32(6)];
let l_1459 = l_1457 * l_1458;
let l_1460 = a_1367[u32(0)];
let l_1461 = l_1460 + l_1459;
a_1367[u32(0)] = l_1461;
let l_1462 = u32(0) + l_mut_300;
let l_1463 = l_1462 + u32(7);
let l_1464 = shared_memory_1353[l_1463];
let l_1465 = a_1372[u32(7)];
let l_1466 = l_1464 * l_1465;
let l_1467 = a_1367[u32(0)];
let l_1468 = l_1467 + l_1466;
a_1367[u32(0)] = l_1468;
l_mut_300 = l_mut_300 + u32(8);
}
let l_1469 = l_1366 * u32(1);
let l_1470 = l_1469 + u32(0);
let l_1471 = l_1470 * u32(128);
let l_1472 = l_1471 + l_1365;
let l_1473 = a_1367[u32(0)];
shared_memory_1[l_1472] = l_1473;
}
workgroupBarrier();
l_mut_300 = local_idx;
loop {
let l_1474 = l_mut_300 < u32(128);
let l_1475 = !l_1474;
if l_1475 {
break;
}
a_1476[u32(0)] = f32(0.0);
let l_1477 = u32(0) + l_mut_300;
let l_1478 = shared_memory_1[l_1477];
let l_1479 = a_1476[u32(0)];
let l_1480 = l_1479 + l_1478;
a_1476[u32(0)] = l_1480;
let l_1481 = u32(128) + l_mut_300;
let l_1482 = shared_memory_1[l_1481];
let l_1483 = a_1476[u32(0)];
let l_1484 = l_1483 + l_1482;
a_1476[u32(0)] = l_1484;
let l_1485 = u32(256) + l_mut_300;
let l_1486 = shared_memory_1[l_1485];
let l_1487 = a_1476[u32(0)];
let l_1488 = l_1487 + l_1486;
a_1476[u32(0)] = l_1488;
let l_1489 = u32(384) + l_mut_300;
let l_1490 = shared_memory_1[l_1489];
let l_1491 = a_1476[u32(0)];
let l_1492 = l_1491 + l_1490;
a_1476[u32(0)] = l_1492;
let l_1493 = workgroup_id_no_axis + u32(0);
l_mut_345 = f32(0.0);
let l_1494 = l_1493 < info.scalars_u32[0];
if l_1494 {
let l_1495 = a_1476[u32(0)];
let l_1496 = l_1493 * u32(128);
let l_1497 = l_1496 + l_mut_300;
let l_1498 = buffer_19_global[l_1497];
let l_1499 = -l_1498;
let l_1500 = exp(l_1499);
let l_1501 = f32(1.0) + l_1500;
let l_1502 = f32(1.0) / l_1501;
let l_1503 = f32(1.0) - l_1502;
let l_1504 = l_1498 * l_1503;
let l_1505 = f32(1.0) + l_1504;
let l_1506 = l_1502 * l_1505;
let l_1507 = l_1495 * l_1506;
l_mut_345 = l_1507;
}
let l_1508 = u32(0) + l_mut_300;
shared_memory_1354[l_1508] = l_mut_345;
l_mut_300 = l_mut_300 + u32(512);
}
workgroupBarrier();
let l_1509 = local_idx < u32(512);
if l_1509 {
let l_1510 = local_idx % u32(256);
let l_1511 = local_idx / u32(256);
a_1512[u32(0)] = f32(0.0);
let l_1513 = l_1511 * u32(64);
l_mut_296 = l_1513;
loop {
let l_1514 = l_1513 + u32(64);
let l_1515 = l_mut_296 < l_1514;
let l_1516 = !l_1515;
if l_1516 {
break;
}
let l_1518 = l_mut_296 + u32(0);
let l_1519 = l_1518 * u32(256);
let l_1520 = info.scalars_u32[4] + l_1519;
let l_1521 = l_1520 + l_1510;
let l_1522 = buffer_14_global[l_1521];
a_1517[u32(0)] = l_1522;
let l_1523 = l_mut_296 + u32(1);
let l_1524 = l_1523 * u32(256);
let l_1525 = info.scalars_u32[4] + l_1524;
let l_1526 = l_1525 + l_1510;
let l_1527 = buffer_14_global[l_1526];
a_1517[u32(1)] = l_1527;
let l_1528 = l_mut_296 + u32(2);
let l_1529 = l_1528 * u32(256);
let l_1530 = info.scalars_u32[4] + l_1529;
let l_1531 = l_1530 + l_1510;
let l_1532 = buffer_14_global[l_1531];
a_1517[u32(2)] = l_1532;
let l_1533 = l_mut_296 + u32(3);
let l_1534 = l_1533 * u32(256);
let l_1535 = info.scalars_u32[4] + l_1534;
let l_1536 = l_1535 + l_1510;
let l_1537 = buffer_14_global[l_1536];
a_1517[u32(3)] = l_1537;
let l_1538 = l_mut_296 + u32(4);
let l_1539 = l_1538 * u32(256);
let l_1540 = info.scalars_u32[4] + l_1539;
let l_1541 = l_1540 + l_1510;
let l_1542 = buffer_14_global[l_1541];
a_1517[u32(4)] = l_1542;
let l_1543 = l_mut_296 + u32(5);
let l_1544 = l_1543 * u32(256);
let l_1545 = info.scalars_u32[4] + l_1544;
let l_1546 = l_1545 + l_1510;
let l_1547 = buffer_14_global[l_1546];
a_1517[u32(5)] = l_1547;
let l_1548 = l_mut_296 + u32(6);
let l_1549 = l_1548 * u32(256);
let l_1550 = info.scalars_u32[4] + l_1549;
let l_1551 = l_1550 + l_1510;
let l_1552 = buffer_14_global[l_1551];
a_1517[u32(6)] = l_1552;
let l_1553 = l_mut_296 + u32(7);
let l_1554 = l_1553 * u32(256);
let l_1555 = info.scalars_u32[4] + l_1554;
let l_1556 = l_1555 + l_1510;
let l_1557 = buffer_14_global[l_1556];
a_1517[u32(7)] = l_1557;
let l_1558 = u32(0) + l_mut_296;
let l_1559 = l_1558 + u32(0);
let l_1560 = shared_memory_1354[l_1559];
let l_1561 = a_1517[u32(0)];
let l_1562 = l_1560 * l_1561;
let l_1563 = a_1512[u32(0)];
let l_1564 = l_1563 + l_1562;
a_1512[u32(0)] = l_1564;
let l_1565 = u32(0) + l_mut_296;
let l_1566 = l_1565 + u32(1);
let l_1567 = shared_memory_1354[l_1566];
let l_1568 = a_1517[u32(1)];
let l_1569 = l_1567 * l_1568;
let l_1570 = a_1512[u32(0)];
let l_1571 = l_1570 + l_1569;
a_1512[u32(0)] = l_1571;
let l_1572 = u32(0) + l_mut_296;
let l_1573 = l_1572 + u32(2);
let l_1574 = shared_memory_1354[l_1573];
let l_1575 = a_1517[u32(2)];
let l_1576 = l_1574 * l_1575;
let l_1577 = a_1512[u32(0)];
let l_1578 = l_1577 + l_1576;
a_1512[u32(0)] = l_1578;
let l_1579 = u32(0) + l_mut_296;
let l_1580 = l_1579 + u32(3);
let l_1581 = shared_memory_1354[l_1580];
let l_1582 = a_1517[u32(3)];
let l_1583 = l_1581 * l_1582;
let l_1584 = a_1512[u32(0)];
let l_1585 = l_1584 + l_1583;
a_1512[u32(0)] = l_1585;
let l_1586 = u32(0) + l_mut_296;
let l_1587 = l_1586 + u32(4);
let l_1588 = shared_memory_1354[l_1587];
let l_1589 = a_1517[u32(4)];
let l_1590 = l_1588 * l_1589;
let l_1591 = a_1512[u32(0)];
let l_1592 = l_1591 + l_1590;
a_1512[u32(0)] = l_1592;
let l_1593 = u32(0) + l_mut_296;
let l_1594 = l_1593 + u32(5);
let l_1595 = shared_memory_1354[l_1594];
let l_1596 = a_1517[u32(5)];
let l_1597 = l_1595 * l_1596;
let l_1598 = a_1512[u32(0)];
let l_1599 = l_1598 + l_1597;
a_1512[u32(0)] = l_1599;
let l_1600 = u32(0) + l_mut_296;
let l_1601 = l_1600 + u32(6);
let l_1602 = shared_memory_1354[l_1601];
let l_1603 = a_1517[u32(6)];
let l_1604 = l_1602 * l_1603;
let l_1605 = a_1512[u32(0)];
let l_1606 = l_1605 + l_1604;
a_1512[u32(0)] = l_1606;
let l_1607 = u32(0) + l_mut_296;
let l_1608 = l_1607 + u32(7);
let l_1609 = shared_memory_1354[l_1608];
let l_1610 = a_1517[u32(7)];
let l_1611 = l_1609 * l_1610;
let l_1612 = a_1512[u32(0)];
let l_1613 = l_1612 + l_1611;
a_1512[u32(0)] = l_1613;
l_mut_296 = l_mut_296 + u32(8);
}
let l_1614 = l_1511 * u32(1);
let l_1615 = l_1614 + u32(0);
let l_1616 = l_1615 * u32(256);
let l_1617 = l_1616 + l_1510;
let l_1618 = a_1512[u32(0)];
shared_memory_1[l_1617] = l_1618;
}
workgroupBarrier();
l_mut_296 = local_idx;
loop {
let l_1619 = l_mut_296 < u32(256);
let l_1620 = !l_1619;
if l_1620 {
break;
}
a_1621[u32(0)] = f32(0.0);
let l_1622 = u32(0) + l_mut_296;
let l_1623 = shared_memory_1[l_1622];
let l_1624 = a_1621[u32(0)];
let l_1625 = l_1624 + l_1623;
a_1621[u32(0)] = l_1625;
let l_1626 = u32(256) + l_mut_296;
let l_1627 = shared_memory_1[l_1626];
let l_1628 = a_1621[u32(0)];
let l_1629 = l_1628 + l_1627;
a_1621[u32(0)] = l_1629;
let l_1631 = workgroup_id_no_axis + u32(0);
let l_1632 = l_1631 < info.scalars_u32[0];
if l_1632 {
let l_1633 = l_1631 * u32(256);
let l_1634 = l_1633 + l_mut_296;
let l_1635 = a_1621[u32(0)];
buffer_24_global[l_1634] = l_1635;
}
l_mut_296 = l_mut_296 + u32(512);
}
storageBarrier();
l_mut_300 = local_idx;
loop {
let l_1636 = l_mut_300 < u32(128);
let l_1637 = !l_1636;
if l_1637 {
break;
}
let l_1638 = workgroup_id_no_axis * u32(128);
let l_1639 = l_1638 + l_mut_300;
let l_1640 = info.scalars_u32[0] * u32(128);
let l_1641 = l_1639 < l_1640;
if l_1641 {
let l_1642 = l_1639 / u32(128);
let l_1643 = l_1639 % u32(128);
let l_1644 = buffer_21_global[l_1639];
let l_1645 = l_1642 * u32(2);
let l_1646 = l_1645 * u32(128);
let l_1647 = l_1646 + l_1643;
let l_1648 = buffer_24_global[l_1647];
let l_1649 = l_1642 * u32(2);
let l_1650 = l_1649 * u32(128);
let l_1651 = l_1650 + u32(128);
let l_1652 = l_1651 + l_1643;
let l_1653 = buffer_24_global[l_1652];
let l_1654 = buffer_20_global[l_1639];
let l_1657 = l_1642 * u32(3);
let l_1658 = l_1657 + u32(0);
let l_1659 = l_1658 * u32(2);
let l_1660 = l_1659 * u32(128);
let l_1661 = l_1660 + l_1643;
let l_1662 = buffer_23_global[l_1661];
a_1655[u32(0)] = l_1662;
let l_1663 = l_1660 + l_1643;
let l_1664 = buffer_17_global[l_1663];
a_1656[u32(0)] = l_1664;
let l_1665 = l_1642 * u32(3);
let l_1666 = l_1665 + u32(1);
let l_1667 = l_1666 * u32(2);
let l_1668 = l_1667 * u32(128);
let l_1669 = l_1668 + l_1643;
let l_1670 = buffer_23_global[l_1669];
a_1655[u32(1)] = l_1670;
let l_1671 = l_1668 + l_1643;
let l_1672 = buffer_17_global[l_1671];
a_1656[u32(1)] = l_1672;
let l_1673 = l_1642 * u32(3);
let l_1674 = l_1673 + u32(2);
let l_1675 = l_1674 * u32(2);
let l_1676 = l_1675 * u32(128);
let l_1677 = l_1676 + l_1643;
let l_1678 = buffer_23_global[l_1677];
a_1655[u32(2)] = l_1678;
let l_1679 = l_1676 + l_1643;
let l_1680 = buffer_17_global[l_1679];
a_1656[u32(2)] = l_1680;
let l_1681 = l_1644 + l_1648;
buffer_21_global[l_1639] = l_1681;
let l_1682 = l_1653 / l_1654;
let l_1683 = l_1642 * u32(3);
let l_1684 = l_1683 + u32(0);
let l_1685 = l_1684 * u32(2);
let l_1686 = l_1685 * u32(128);
let l_1687 = l_1686 + l_1643;
let l_1688 = a_1655[u32(0)];
let l_1689 = a_1656[u32(0)];
let l_1690 = l_1682 * l_1689;
let l_1691 = l_1688 + l_1690;
buffer_23_global[l_1687] = l_1691;
let l_1692 = l_1642 * u32(3);
let l_1693 = l_1692 + u32(1);
let l_1694 = l_1693 * u32(2);
let l_1695 = l_1694 * u32(128);
let l_1696 = l_1695 + l_1643;
let l_1697 = a_1655[u32(1)];
let l_1698 = a_1656[u32(1)];
let l_1699 = l_1682 * l_1698;
let l_1700 = l_1697 + l_1699;
buffer_23_global[l_1696] = l_1700;
let l_1701 = l_1642 * u32(3);
let l_1702 = l_1701 + u32(2);
let l_1703 = l_1702 * u32(2);
let l_1704 = l_1703 * u32(128);
let l_1705 = l_1704 + l_1643;
let l_1706 = a_1655[u32(2)];
let l_1707 = a_1656[u32(2)];
let l_1708 = l_1682 * l_1707;
let l_1709 = l_1706 + l_1708;
buffer_23_global[l_1705] = l_1709;
}
l_mut_300 = l_mut_300 + u32(512);
}
storageBarrier();
let l_1710 = u32(3) * info.scalars_u32[0];
let l_1711 = u32(3) * workgroup_id_no_axis;
l_mut_296 = local_idx;
loop {
let l_1713 = l_mut_296 < u32(768);
let l_1714 = !l_1713;
if l_1714 {
break;
}
let l_1715 = l_mut_296 / u32(256);
let l_1716 = l_1711 + l_1715;
let l_1717 = l_1716 < l_1710;
if l_1717 {
let l_1718 = l_1716 * u32(256);
let l_1719 = l_mut_296 % u32(256);
let l_1720 = l_1718 + l_1719;
let l_1721 = buffer_23_global[l_1720];
shared_memory_1712[l_mut_296] = l_1721;
} else {
shared_memory_1712[l_mut_296] = f32(0.0);
}
l_mut_296 = l_mut_296 + u32(512);
}
workgroupBarrier();
let l_1722 = local_idx < u32(512);
if l_1722 {
let l_1723 = local_idx % u32(128);
let l_1724 = local_idx / u32(128);
a_1725[u32(0)] = f32(0.0);
a_1725[u32(1)] = f32(0.0);
a_1725[u32(2)] = f32(0.0);
let l_1726 = l_1724 * u32(64);
l_mut_296 = l_1726;
loop {
let l_1727 = l_1726 + u32(64);
let l_1728 = l_mut_296 < l_1727;
let l_1729 = !l_1728;
if l_1729 {
break;
}
let l_1731 = l_mut_296 + u32(0);
let l_1732 = l_1731 * u32(128);
let l_1733 = info.scalars_u32[6] + l_1732;
let l_1734 = l_1733 + l_1723;
let l_1735 = buffer_14_global[l_1734];
a_1730[u32(0)] = l_1735;
let l_1736 = l_mut_296 + u32(1);
let l_1737 = l_1736 * u32(128);
let l_1738 = info.scalars_u32[6] + l_1737;
let l_1739 = l_1738 + l_1723;
let l_1740 = buffer_14_global[l_1739];
a_1730[u32(1)] = l_1740;
let l_1741 = l_mut_296 + u32(2);
let l_1742 = l_1741 * u32(128);
let l_1743 = info.scalars_u32[6] + l_1742;
let l_1744 = l_1743 + l_1723;
let l_1745 = buffer_14_global[l_1744];
a_1730[u32(2)] = l_1745;
let l_1746 = l_mut_296 + u32(3);
let l_1747 = l_1746 * u32(128);
let l_1748 = info.scalars_u32[6] + l_1747;
let l_1749 = l_1748 + l_1723;
let l_1750 = buffer_14_global[l_1749];
a_1730[u32(3)] = l_1750;
let l_1751 = l_mut_296 + u32(4);
let l_1752 = l_1751 * u32(128);
let l_1753 = info.scalars_u32[6] + l_1752;
let l_1754 = l_1753 + l_1723;
let l_1755 = buffer_14_global[l_1754];
a_1730[u32(4)] = l_1755;
let l_1756 = l_mut_296 + u32(5);
let l_1757 = l_1756 * u32(128);
let l_1758 = info.scalars_u32[6] + l_1757;
let l_1759 = l_1758 + l_1723;
let l_1760 = buffer_14_global[l_1759];
a_1730[u32(5)] = l_1760;
let l_1761 = l_mut_296 + u32(6);
let l_1762 = l_1761 * u32(128);
let l_1763 = info.scalars_u32[6] + l_1762;
let l_1764 = l_1763 + l_1723;
let l_1765 = buffer_14_global[l_1764];
a_1730[u32(6)] = l_1765;
let l_1766 = l_mut_296 + u32(7);
let l_1767 = l_1766 * u32(128);
let l_1768 = info.scalars_u32[6] + l_1767;
let l_1769 = l_1768 + l_1723;
let l_1770 = buffer_14_global[l_1769];
a_1730[u32(7)] = l_1770;
let l_1771 = u32(0) + l_mut_296;
let l_1772 = l_1771 + u32(0);
let l_1773 = shared_memory_1712[l_1772];
let l_1774 = a_1730[u32(0)];
let l_1775 = l_1773 * l_1774;
let l_1776 = a_1725[u32(0)];
let l_1777 = l_1776 + l_1775;
a_1725[u32(0)] = l_1777;
let l_1778 = u32(256) + l_mut_296;
let l_1779 = l_1778 + u32(0);
let l_1780 = shared_memory_1712[l_1779];
let l_1781 = a_1730[u32(0)];
let l_1782 = l_1780 * l_1781;
let l_1783 = a_1725[u32(1)];
let l_1784 = l_1783 + l_1782;
a_1725[u32(1)] = l_1784;
let l_1785 = u32(512) + l_mut_296;
let l_1786 = l_1785 + u32(0);
let l_1787 = shared_memory_1712[l_1786];
let l_1788 = a_1730[u32(0)];
let l_1789 = l_1787 * l_1788;
let l_1790 = a_1725[u32(2)];
let l_1791 = l_1790 + l_1789;
a_1725[u32(2)] = l_1791;
let l_1792 = u32(0) + l_mut_296;
let l_1793 = l_1792 + u32(1);
let l_1794 = shared_memory_1712[l_1793];
let l_1795 = a_1730[u32(1)];
let l_1796 = l_1794 * l_1795;
let l_1797 = a_1725[u32(0)];
let l_1798 = l_1797 + l_1796;
a_1725[u32(0)] = l_1798;
let l_1799 = u32(256) + l_mut_296;
let l_1800 = l_1799 + u32(1);
let l_1801 = shared_memory_1712[l_1800];
let l_1802 = a_1730[u32(1)];
let l_1803 = l_1801 * l_1802;
let l_1804 = a_1725[u32(1)];
let l_1805 = l_1804 + l_1803;
a_1725[u32(1)] = l_1805;
let l_1806 = u32(512) + l_mut_296;
let l_1807 = l_1806 + u32(1);
let l_1808 = shared_memory_1712[l_1807];
let l_1809 = a_1730[u32(1)];
let l_1810 = l_1808 * l_1809;
let l_1811 = a_1725[u32(2)];
let l_1812 = l_1811 + l_1810;
a_1725[u32(2)] = l_1812;
let l_1813 = u32(0) + l_mut_296;
let l_1814 = l_1813 + u32(2);
let l_1815 = shared_memory_1712[l_1814];
let l_1816 = a_1730[u32(2)];
let l_1817 = l_1815 * l_1816;
let l_1818 = a_1725[u32(0)];
let l_1819 = l_1818 + l_1817;
a_1725[u32(0)] = l_1819;
let l_1820 = u32(256) + l_mut_296;
let l_1821 = l_1820 + u32(2);
let l_1822 = shared_memory_1712[l_1821];
let l_1823 = a_1730[u32(2)];
let l_1824 = l_1822 * l_1823;
let l_1825 = a_1725[u32(1)];
let l_1826 = l_1825 + l_1824;
a_1725[u32(1)] = l_1826;
let l_1827 = u32(512) + l_mut_296;
let l_1828 = l_1827 + u32(2);
let l_1829 = shared_memory_1712[l_1828];
let l_1830 = a_1730[u32(2)];
let l_1831 = l_1829 * l_1830;
let l_1832 = a_1725[u32(2)];
let l_1833 = l_1832 + l_1831;
a_1725[u32(2)] = l_1833;
let l_1834 = u32(0) + l_mut_296;
let l_1835 = l_1834 + u32(3);
let l_1836 = shared_memory_1712[l_1835];
let l_1837 = a_1730[u32(3)];
let l_1838 = l_1836 * l_1837;
let l_1839 = a_1725[u32(0)];
let l_1840 = l_1839 + l_1838;
a_1725[u32(0)] = l_1840;
let l_1841 = u32(256) + l_mut_296;
let l_1842 = l_1841 + u32(3);
let l_1843 = shared_memory_1712[l_1842];
let l_1844 = a_1730[u32(3)];
let l_1845 = l_1843 * l_1844;
let l_1846 = a_1725[u32(1)];
let l_1847 = l_1846 + l_1845;
a_1725[u32(1)] = l_1847;
let l_1848 = u32(512) + l_mut_296;
let l_1849 = l_1848 + u32(3);
let l_1850 = shared_memory_1712[l_1849];
let l_1851 = a_1730[u32(3)];
let l_1852 = l_1850 * l_1851;
let l_1853 = a_1725[u32(2)];
let l_1854 = l_1853 + l_1852;
a_1725[u32(2)] = l_1854;
let l_1855 = u32(0) + l_mut_296;
let l_1856 = l_1855 + u32(4);
let l_1857 = shared_memory_1712[l_1856];
let l_1858 = a_1730[u32(4)];
let l_1859 = l_1857 * l_1858;
let l_1860 = a_1725[u32(0)];
let l_1861 = l_1860 + l_1859;
a_1725[u32(0)] = l_1861;
let l_1862 = u32(256) + l_mut_296;
let l_1863 = l_1862 + u32(4);
let l_1864 = shared_memory_1712[l_1863];
let l_1865 = a_1730[u32(4)];
let l_1866 = l_1864 * l_1865;
let l_1867 = a_1725[u32(1)];
let l_1868 = l_1867 + l_1866;
a_1725[u32(1)] = l_1868;
let l_1869 = u32(512) + l_mut_296;
let l_1870 = l_1869 + u32(4);
let l_1871 = shared_memory_1712[l_1870];
let l_1872 = a_1730[u32(4)];
let l_1873 = l_1871 * l_1872;
let l_1874 = a_1725[u32(2)];
let l_1875 = l_1874 + l_1873;
a_1725[u32(2)] = l_1875;
let l_1876 = u32(0) + l_mut_296;
let l_1877 = l_1876 + u32(5);
let l_1878 = shared_memory_1712[l_1877];
let l_1879 = a_1730[u32(5)];
let l_1880 = l_1878 * l_1879;
let l_1881 = a_1725[u32(0)];
let l_1882 = l_1881 + l_1880;
a_1725[u32(0)] = l_1882;
let l_1883 = u32(256) + l_mut_296;
let l_1884 = l_1883 + u32(5);
let l_1885 = shared_memory_1712[l_1884];
let l_1886 = a_1730[u32(5)];
let l_1887 = l_1885 * l_1886;
let l_1888 = a_1725[u32(1)];
let l_1889 = l_1888 + l_1887;
a_1725[u32(1)] = l_1889;
let l_1890 = u32(512) + l_mut_296;
let l_1891 = l_1890 + u32(5);
let l_1892 = shared_memory_1712[l_1891];
let l_1893 = a_1730[u32(5)];
let l_1894 = l_1892 * l_1893;
let l_1895 = a_1725[u32(2)];
let l_1896 = l_1895 + l_1894;
a_1725[u32(2)] = l_1896;
let l_1897 = u32(0) + l_mut_296;
let l_1898 = l_1897 + u32(6);
let l_1899 = shared_memory_1712[l_1898];
let l_1900 = a_1730[u32(6)];
let l_1901 = l_1899 * l_1900;
let l_1902 = a_1725[u32(0)];
let l_1903 = l_1902 + l_1901;
a_1725[u32(0)] = l_1903;
let l_1904 = u32(256) + l_mut_296;
let l_1905 = l_1904 + u32(6);
let l_1906 = shared_memory_1712[l_1905];
let l_1907 = a_1730[u32(6)];
let l_1908 = l_1906 * l_1907;
let l_1909 = a_1725[u32(1)];
let l_1910 = l_1909 + l_1908;
a_1725[u32(1)] = l_1910;
let l_1911 = u32(512) + l_mut_296;
let l_1912 = l_1911 + u32(6);
let l_1913 = shared_memory_1712[l_1912];
let l_1914 = a_1730[u32(6)];
let l_1915 = l_1913 * l_1914;
let l_1916 = a_1725[u32(2)];
let l_1917 = l_1916 + l_1915;
a_1725[u32(2)] = l_1917;
let l_1918 = u32(0) + l_mut_296;
let l_1919 = l_1918 + u32(7);
let l_1920 = shared_memory_1712[l_1919];
let l_1921 = a_1730[u32(7)];
let l_1922 = l_1920 * l_1921;
let l_1923 = a_1725[u32(0)];
let l_1924 = l_1923 + l_1922;
a_1725[u32(0)] = l_1924;
let l_1925 = u32(256) + l_mut_296;
let l_1926 = l_1925 + u32(7);
let l_1927 = shared_memory_1712[l_1926];
let l_1928 = a_1730[u32(7)];
let l_1929 = l_1927 * l_1928;
let l_1930 = a_1725[u32(1)];
let l_1931 = l_1930 + l_1929;
a_1725[u32(1)] = l_1931;
let l_1932 = u32(512) + l_mut_296;
let l_1933 = l_1932 + u32(7);
let l_1934 = shared_memory_1712[l_1933];
let l_1935 = a_1730[u32(7)];
let l_1936 = l_1934 * l_1935;
let l_1937 = a_1725[u32(2)];
let l_1938 = l_1937 + l_1936;
a_1725[u32(2)] = l_1938;
l_mut_296 = l_mut_296 + u32(8);
}
let l_1939 = l_1724 * u32(3);
let l_1940 = l_1939 + u32(0);
let l_1941 = l_1940 * u32(128);
let l_1942 = l_1941 + l_1723;
let l_1943 = a_1725[u32(0)];
shared_memory_1[l_1942] = l_1943;
let l_1944 = l_1724 * u32(3);
let l_1945 = l_1944 + u32(1);
let l_1946 = l_1945 * u32(128);
let l_1947 = l_1946 + l_1723;
let l_1948 = a_1725[u32(1)];
shared_memory_1[l_1947] = l_1948;
let l_1949 = l_1724 * u32(3);
let l_1950 = l_1949 + u32(2);
let l_1951 = l_1950 * u32(128);
let l_1952 = l_1951 + l_1723;
let l_1953 = a_1725[u32(2)];
shared_memory_1[l_1952] = l_1953;
}
workgroupBarrier();
l_mut_296 = local_idx;
loop {
let l_1954 = l_mut_296 < u32(128);
let l_1955 = !l_1954;
if l_1955 {
break;
}
l_mut_345 = f32(0.0);
a_1956[u32(0)] = l_mut_345;
a_1956[u32(1)] = l_mut_345;
a_1956[u32(2)] = l_mut_345;
let l_1957 = u32(0) + l_mut_296;
let l_1958 = shared_memory_1[l_1957];
let l_1959 = a_1956[u32(0)];
let l_1960 = l_1959 + l_1958;
a_1956[u32(0)] = l_1960;
let l_1961 = u32(128) + l_mut_296;
let l_1962 = shared_memory_1[l_1961];
let l_1963 = a_1956[u32(1)];
let l_1964 = l_1963 + l_1962;
a_1956[u32(1)] = l_1964;
let l_1965 = u32(256) + l_mut_296;
let l_1966 = shared_memory_1[l_1965];
let l_1967 = a_1956[u32(2)];
let l_1968 = l_1967 + l_1966;
a_1956[u32(2)] = l_1968;
let l_1969 = u32(384) + l_mut_296;
let l_1970 = shared_memory_1[l_1969];
let l_1971 = a_1956[u32(0)];
let l_1972 = l_1971 + l_1970;
a_1956[u32(0)] = l_1972;
let l_1973 = u32(512) + l_mut_296;
let l_1974 = shared_memory_1[l_1973];
let l_1975 = a_1956[u32(1)];
let l_1976 = l_1975 + l_1974;
a_1956[u32(1)] = l_1976;
let l_1977 = u32(640) + l_mut_296;
let l_1978 = shared_memory_1[l_1977];
let l_1979 = a_1956[u32(2)];
let l_1980 = l_1979 + l_1978;
a_1956[u32(2)] = l_1980;
let l_1981 = u32(768) + l_mut_296;
let l_1982 = shared_memory_1[l_1981];
let l_1983 = a_1956[u32(0)];
let l_1984 = l_1983 + l_1982;
a_1956[u32(0)] = l_1984;
let l_1985 = u32(896) + l_mut_296;
let l_1986 = shared_memory_1[l_1985];
let l_1987 = a_1956[u32(1)];
let l_1988 = l_1987 + l_1986;
a_1956[u32(1)] = l_1988;
let l_1989 = u32(1024) + l_mut_296;
let l_1990 = shared_memory_1[l_1989];
let l_1991 = a_1956[u32(2)];
let l_1992 = l_1991 + l_1990;
a_1956[u32(2)] = l_1992;
let l_1993 = u32(1152) + l_mut_296;
let l_1994 = shared_memory_1[l_1993];
let l_1995 = a_1956[u32(0)];
let l_1996 = l_1995 + l_1994;
a_1956[u32(0)] = l_1996;
let l_1997 = u32(1280) + l_mut_296;
let l_1998 = shared_memory_1[l_1997];
let l_1999 = a_1956[u32(1)];
let l_2000 = l_1999 + l_1998;
a_1956[u32(1)] = l_2000;
let l_2001 = u32(1408) + l_mut_296;
let l_2002 = shared_memory_1[l_2001];
let l_2003 = a_1956[u32(2)];
let l_2004 = l_2003 + l_2002;
a_1956[u32(2)] = l_2004;
let l_2006 = l_1711 + u32(0);
a_2005[u32(0)] = f32(0.0);
let l_2007 = l_2006 < l_1710;
if l_2007 {
let l_2008 = l_2006 * u32(128);
let l_2009 = l_2008 + l_mut_296;
let l_2010 = buffer_12_global[l_2009];
a_2005[u32(0)] = l_2010;
}
let l_2011 = l_1711 + u32(1);
a_2005[u32(1)] = f32(0.0);
let l_2012 = l_2011 < l_1710;
if l_2012 {
let l_2013 = l_2011 * u32(128);
let l_2014 = l_2013 + l_mut_296;
let l_2015 = buffer_12_global[l_2014];
a_2005[u32(1)] = l_2015;
}
let l_2016 = l_1711 + u32(2);
a_2005[u32(2)] = f32(0.0);
let l_2017 = l_2016 < l_1710;
if l_2017 {
let l_2018 = l_2016 * u32(128);
let l_2019 = l_2018 + l_mut_296;
let l_2020 = buffer_12_global[l_2019];
a_2005[u32(2)] = l_2020;
}
let l_2022 = l_1711 + u32(0);
let l_2023 = l_2022 < l_1710;
if l_2023 {
let l_2024 = l_2022 * u32(128);
let l_2025 = l_2024 + l_mut_296;
let l_2026 = a_1956[u32(0)];
l_mut_344 = l_2026;
let l_2027 = a_2005[u32(0)];
let l_2028 = l_2027 + l_mut_344;
buffer_12_global[l_2025] = l_2028;
}
let l_2029 = l_1711 + u32(1);
let l_2030 = l_2029 < l_1710;
if l_2030 {
let l_2031 = l_2029 * u32(128);
let l_2032 = l_2031 + l_mut_296;
let l_2033 = a_1956[u32(1)];
l_mut_344 = l_2033;
let l_2034 = a_2005[u32(1)];
let l_2035 = l_2034 + l_mut_344;
buffer_12_global[l_2032] = l_2035;
}
let l_2036 = l_1711 + u32(2);
let l_2037 = l_2036 < l_1710;
if l_2037 {
let l_2038 = l_2036 * u32(128);
let l_2039 = l_2038 + l_mut_296;
let l_2040 = a_1956[u32(2)];
l_mut_344 = l_2040;
let l_2041 = a_2005[u32(2)];
let l_2042 = l_2041 + l_mut_344;
buffer_12_global[l_2039] = l_2042;
}
l_mut_296 = l_mut_296 + u32(512);
}
}
