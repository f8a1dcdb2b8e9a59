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

var<workgroup> shared_memory_44: array<u32, 1>;

var<workgroup> shared_memory_271: array<u32, 512>;

var<workgroup> shared_memory_1939: array<u32, 512>;

var<workgroup> shared_memory_1936: array<u32, 512>;

var<workgroup> shared_memory_2447: array<f32, 2048>;

var<workgroup> shared_memory_2514: array<f32, 384>;

var<workgroup> shared_memory_1735: array<f32, 1536>;

var<workgroup> shared_memory_2870: array<f32, 256>;

var<workgroup> shared_memory_2871: array<f32, 128>;

var<workgroup> shared_memory_3291: array<f32, 128>;

var<workgroup> shared_memory_3292: array<f32, 128>;

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
var a_1740: array<f32, 20>;

var a_1741: array<f32, 20>;

var a_1742: array<f32, 1>;

var a_2528: array<f32, 3>;

var a_2536: array<f32, 8>;

var a_2770: array<f32, 3>;

var a_2826: array<f32, 3>;

var a_2885: array<f32, 1>;

var a_2893: array<f32, 8>;

var a_3005: array<f32, 1>;

var a_3039: array<f32, 1>;

var a_3047: array<f32, 8>;

var a_3183: array<f32, 3>;

var a_3184: array<f32, 3>;

var a_3185: array<f32, 3>;

var a_3306: array<f32, 1>;

var a_3314: array<f32, 8>;

var a_3426: array<f32, 1>;

var a_3460: array<f32, 1>;

var a_3468: array<f32, 8>;

let workgroup_id_no_axis = (u32(num_workgroups.y) * u32(num_workgroups.x) * u32(workgroup_id.z)) + (u32(num_workgroups.x) * u32(workgroup_id.y)) + u32(workgroup_id.x);
let workgroup_size_no_axis = WORKGROUP_SIZE_X * WORKGROUP_SIZE_Y * WORKGROUP_SIZE_Z;
var l_mut_103: u32;
var l_mut_104: u32;
var l_mut_134: f32;
var l_mut_151: f32;
var l_mut_168: f32;
var l_mut_185: i32;
var l_mut_192: i32;
var l_mut_1930: f32;
var l_mut_1938: bool;
var l_mut_1956: u32;
var l_mut_197: i32;
var l_mut_1975: f32;
var l_mut_1976: f32;
var l_mut_1977: f32;
var l_mut_2098: f32;
var l_mut_2099: f32;
var l_mut_2100: f32;
var l_mut_2247: f32;
var l_mut_2248: f32;
var l_mut_2249: f32;
var l_mut_2250: f32;
var l_mut_2261: f32;
var l_mut_2262: f32;
var l_mut_2263: f32;
var l_mut_2264: f32;
var l_mut_2270: f32;
var l_mut_2271: f32;
var l_mut_2272: f32;
var l_mut_2284: f32;
var l_mut_2285: f32;
var l_mut_2286: f32;
var l_mut_294: u32;
var l_mut_3043: u32;
var l_mut_3464: u32;
var l_mut_56: u32;
var l_mut_615: vec4<f32>;
var l_mut_616: vec4<f32>;
var l_mut_653: f32;
var l_mut_676: vec4<f32>;
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
let l_41 = workgroup_id_no_axis == u32(0);
let l_42 = local_idx == u32(0);
let l_43 = l_41 && l_42;
let l_45 = local_idx == u32(0);
if l_45 {
let l_46 = &buffer_19_global[u32(9)];
let l_47 = atomicLoad(l_46);
shared_memory_44[u32(0)] = l_47;
}
workgroupBarrier();
let l_48 = shared_memory_44[u32(0)];
let l_49 = l_48 != u32(0);
if l_49 {
let l_50 = local_idx / u32(512);
let l_51 = local_idx % u32(512);
let l_52 = l_40 + l_50;
let l_53 = l_50 < u32(1);
let l_54 = l_52 < info.scalars_u32[35];
let l_55 = l_53 && l_54;
l_mut_56 = u32(0);
if l_55 {
let l_57 = l_51 * info.scalars_u32[35];
let l_58 = l_57 / u32(512);
let l_59 = l_51 + u32(1);
let l_60 = l_59 * info.scalars_u32[35];
let l_61 = l_60 / u32(512);
let l_62 = i32(info.scalars_u32[38]);
let l_63 = i32(info.scalars_u32[39]);
let l_64 = i32(info.scalars_u32[40]);
let l_65 = u32(3) * l_52;
let l_66 = u32(0) + l_65;
let l_67 = buffer_2_global[l_66];
let l_68 = u32(3) * l_52;
let l_69 = l_68 + u32(1);
let l_70 = u32(0) + l_69;
let l_71 = buffer_2_global[l_70];
let l_72 = u32(3) * l_52;
let l_73 = l_72 + u32(2);
let l_74 = u32(0) + l_73;
let l_75 = buffer_2_global[l_74];
let l_76 = u32(0) + u32(9);
let l_77 = buffer_15_global[l_76];
let l_78 = u32(0) + u32(10);
let l_79 = buffer_15_global[l_78];
let l_80 = u32(0) + u32(11);
let l_81 = buffer_15_global[l_80];
let l_82 = u32(0) + u32(12);
let l_83 = buffer_15_global[l_82];
let l_84 = u32(0) + u32(13);
let l_85 = buffer_15_global[l_84];
let l_86 = u32(0) + u32(14);
let l_87 = buffer_15_global[l_86];
let l_88 = u32(0) + u32(15);
let l_89 = buffer_15_global[l_88];
let l_90 = u32(0) + u32(16);
let l_91 = buffer_15_global[l_90];
let l_92 = u32(0) + u32(17);
let l_93 = buffer_15_global[l_92];
let l_94 = i32(2) * l_63;
let l_95 = l_94 + i32(1);
let l_96 = i32(2) * l_64;
let l_97 = l_96 + i32(1);
let l_98 = i32(2) * l_62;
let l_99 = l_98 + i32(1);
let l_100 = l_99 * l_95;
let l_101 = l_100 * l_97;
let l_102 = u32(l_101);
l_mut_103 = u32(0);
l_mut_104 = u32(0);

for (var l_mut_105: u32 = l_58; l_mut_105 < l_61; l_mut_105++) {
let l_106 = u32(3) * l_mut_105;
let l_107 = u32(0) + l_106;
let l_108 = buffer_2_global[l_107];
let l_109 = l_108 - l_67;
let l_110 = u32(3) * l_mut_105;
let l_111 = l_110 + u32(1);
let l_112 = u32(0) + l_111;
let l_113 = buffer_2_global[l_112];
let l_114 = l_113 - l_71;
let l_115 = u32(3) * l_mut_105;
let l_116 = l_115 + u32(2);
let l_117 = u32(0) + l_116;
let l_118 = buffer_2_global[l_117];
let l_119 = l_118 - l_75;
let l_120 = u32(0) + u32(0);
let l_121 = buffer_15_global[l_120];
let l_122 = l_109 * l_121;
let l_123 = u32(0) + u32(3);
let l_124 = buffer_15_global[l_123];
let l_125 = l_114 * l_124;
let l_126 = l_122 + l_125;
let l_127 = u32(0) + u32(6);
let l_128 = buffer_15_global[l_127];
let l_129 = l_119 * l_128;
let l_130 = l_126 + l_129;
let l_131 = abs(l_130);
let l_132 = l_131 + f32(0.5);
let l_133 = floor(l_132);
l_mut_134 = l_133;
let l_135 = l_130 < f32(0.0);
if l_135 {
let l_136 = -l_133;
l_mut_134 = l_136;
}
let l_137 = u32(0) + u32(1);
let l_138 = buffer_15_global[l_137];
let l_139 = l_109 * l_138;
let l_140 = u32(0) + u32(4);
let l_141 = buffer_15_global[l_140];
let l_142 = l_114 * l_141;
let l_143 = l_139 + l_142;
let l_144 = u32(0) + u32(7);
let l_145 = buffer_15_global[l_144];
let l_146 = l_119 * l_145;
let l_147 = l_143 + l_146;
let l_148 = abs(l_147);
let l_149 = l_148 + f32(0.5);
let l_150 = floor(l_149);
l_mut_151 = l_150;
let l_152 = l_147 < f32(0.0);
if l_152 {
let l_153 = -l_150;
l_mut_151 = l_153;
}
let l_154 = u32(0) + u32(2);
let l_155 = buffer_15_global[l_154];
let l_156 = l_109 * l_155;
let l_157 = u32(0) + u32(5);
let l_158 = buffer_15_global[l_157];
let l_159 = l_114 * l_158;
let l_160 = l_156 + l_159;
let l_161 = u32(0) + u32(8);
let l_162 = buffer_15_global[l_161];
let l_163 = l_119 * l_162;
let l_164 = l_160 + l_163;
let l_165 = abs(l_164);
let l_166 = l_165 + f32(0.5);
let l_167 = floor(l_166);
l_mut_168 = l_167;
let l_169 = l_164 < f32(0.0);
if l_169 {
let l_170 = -l_167;
l_mut_168 = l_170;
}
let l_171 = abs(l_mut_134);
let l_172 = l_171 < f32(4194304.0);
let l_173 = abs(l_mut_151);
let l_174 = l_173 < f32(4194304.0);
let l_175 = abs(l_mut_168);
let l_176 = l_175 < f32(4194304.0);
let l_177 = l_172 && l_174;
let l_178 = l_177 && l_176;
if l_178 {
let l_179 = i32(l_mut_134);
let l_180 = -l_179;
let l_181 = i32(l_mut_151);
let l_182 = -l_181;
let l_183 = i32(l_mut_168);
let l_184 = -l_183;
l_mut_185 = i32(0);
loop {
let l_186 = i32(2) * l_62;
let l_187 = l_186 + i32(1);
let l_188 = l_mut_185 < l_187;
let l_189 = !l_188;
if l_189 {
break;
}
let l_190 = l_180 - l_62;
let l_191 = l_190 + l_mut_185;
l_mut_192 = i32(0);
loop {
let l_193 = l_mut_192 < l_95;
let l_194 = !l_193;
if l_194 {
break;
}
let l_195 = l_182 - l_63;
let l_196 = l_195 + l_mut_192;
l_mut_197 = i32(0);
loop {
let l_198 = l_mut_197 < l_97;
let l_199 = !l_198;
if l_199 {
break;
}
let l_200 = l_184 - l_64;
let l_201 = l_200 + l_mut_197;
let l_202 = l_191 == i32(0);
let l_203 = l_196 == i32(0);
let l_204 = l_202 && l_203;
let l_205 = l_201 == i32(0);
let l_206 = l_204 && l_205;
let l_207 = l_mut_105 == l_52;
let l_208 = l_206 && l_207;
let l_209 = !l_208;
if l_209 {
let l_210 = f32(l_191);
let l_211 = f32(l_196);
let l_212 = f32(l_201);
let l_213 = l_210 * l_77;
let l_214 = l_211 * l_83;
let l_215 = l_213 + l_214;
let l_216 = l_212 * l_89;
let l_217 = l_215 + l_216;
let l_218 = l_109 + l_217;
let l_219 = l_210 * l_79;
let l_220 = l_211 * l_85;
let l_221 = l_219 + l_220;
let l_222 = l_212 * l_91;
let l_223 = l_221 + l_222;
let l_224 = l_114 + l_223;
let l_225 = l_210 * l_81;
let l_226 = l_211 * l_87;
let l_227 = l_225 + l_226;
let l_228 = l_212 * l_93;
let l_229 = l_227 + l_228;
let l_230 = l_119 + l_229;
let l_231 = l_218 * l_218;
let l_232 = l_224 * l_224;
let l_233 = l_231 + l_232;
let l_234 = l_230 * l_230;
let l_235 = l_233 + l_234;
let l_236 = l_235 < info.scalars_f32[5];
if l_236 {
let l_237 = l_235 < f32(9.99999993922529e-9);
if l_237 {
l_mut_104 = l_mut_104 | u32(1073741824);
}
l_mut_103 = l_mut_103 + u32(1);
}
}
l_mut_197 = l_mut_197 + i32(1);
}
l_mut_192 = l_mut_192 + i32(1);
}
l_mut_185 = l_mut_185 + i32(1);
}
} else {
l_mut_104 = l_mut_104 | u32(2147483648);
}
}
let l_238 = l_mut_103 | l_mut_104;
let l_239 = l_238 & u32(1073741823);
l_mut_56 = l_239;
let l_240 = l_238 & u32(1073741824);
let l_241 = l_240 != u32(0);
if l_241 {
let l_242 = &buffer_19_global[u32(3)];
let l_243 = atomicMin(l_242, l_52);}
let l_244 = l_238 & u32(2147483648);
let l_245 = l_244 != u32(0);
if l_245 {
let l_246 = &buffer_19_global[u32(7)];
let l_247 = atomicAdd(l_246, u32(1));}
let l_248 = l_51 == u32(0);
if l_248 {
let l_249 = u32(3) * l_52;
let l_250 = u32(0) + l_249;
let l_251 = buffer_2_global[l_250];
let l_252 = u32(3) * l_52;
let l_253 = l_252 + u32(1);
let l_254 = u32(0) + l_253;
let l_255 = buffer_2_global[l_254];
let l_256 = u32(3) * l_52;
let l_257 = l_256 + u32(2);
let l_258 = u32(0) + l_257;
let l_259 = buffer_2_global[l_258];
let l_260 = abs(l_251);
let l_261 = l_260 <= f32(1000000.0);
let l_262 = abs(l_255);
let l_263 = l_262 <= f32(1000000.0);
let l_264 = l_261 && l_263;
let l_265 = abs(l_259);
let l_266 = l_265 <= f32(1000000.0);
let l_267 = l_264 && l_266;
let l_268 = !l_267;
if l_268 {
let l_269 = &buffer_19_global[u32(4)];
let l_270 = atomicMin(l_269, l_52);}
}
}
shared_memory_271[local_idx] = l_mut_56;
workgroupBarrier();
let l_272 = workgroup_size_no_axis / u32(512);
l_mut_104 = l_272;
loop {
let l_273 = l_mut_104 < u32(512);
let l_274 = !l_273;
if l_274 {
break;
}
l_mut_103 = u32(0);
let l_275 = local_idx >= l_mut_104;
if l_275 {
let l_276 = local_idx - l_mut_104;
let l_277 = shared_memory_271[l_276];
l_mut_103 = l_277;
}
workgroupBarrier();
let l_278 = shared_memory_271[local_idx];
let l_279 = l_278 + l_mut_103;
shared_memory_271[local_idx] = l_279;
workgroupBarrier();
l_mut_104 = l_mut_104 * u32(2);
}
if l_55 {
l_mut_103 = u32(0);
let l_280 = l_50 > u32(0);
if l_280 {
let l_281 = l_50 * u32(512);
let l_282 = l_281 - u32(1);
let l_283 = shared_memory_271[l_282];
l_mut_103 = l_283;
}
let l_284 = l_50 * u32(512);
let l_285 = l_284 + u32(512);
let l_286 = l_285 - u32(1);
let l_287 = shared_memory_271[l_286];
let l_288 = l_287 - l_mut_103;
let l_289 = u32(0) + l_52;
let l_290 = buffer_0_global[l_289];
let l_291 = l_52 + u32(1);
let l_292 = u32(0) + l_291;
let l_293 = buffer_0_global[l_292];
l_mut_294 = l_290;
let l_295 = l_293 - l_290;
let l_296 = l_288 <= l_295;
if l_296 {
let l_297 = l_290 + l_288;
l_mut_294 = l_297;
let l_298 = l_51 * info.scalars_u32[35];
let l_299 = l_298 / u32(512);
let l_300 = l_51 + u32(1);
let l_301 = l_300 * info.scalars_u32[35];
let l_302 = l_301 / u32(512);
let l_303 = i32(info.scalars_u32[38]);
let l_304 = i32(info.scalars_u32[39]);
let l_305 = i32(info.scalars_u32[40]);
let l_306 = shared_memory_271[local_idx];
let l_307 = l_306 - l_mut_56;
let l_308 = l_307 - l_mut_103;
let l_309 = l_290 + l_308;
let l_310 = u32(3) * l_52;
let l_311 = u32(0) + l_310;
let l_312 = buffer_2_global[l_311];
let l_313 = u32(3) * l_52;
let l_314 = l_313 + u32(1);
let l_315 = u32(0) + l_314;
let l_316 = buffer_2_global[l_315];
let l_317 = u32(3) * l_52;
let l_318 = l_317 + u32(2);
let l_319 = u32(0) + l_318;
let l_320 = buffer_2_global[l_319];
let l_321 = u32(0) + u32(9);
let l_322 = buffer_15_global[l_321];
let l_323 = u32(0) + u32(10);
let l_324 = buffer_15_global[l_323];
let l_325 = u32(0) + u32(11);
let l_326 = buffer_15_global[l_325];
let l_327 = u32(0) + u32(12);
let l_328 = buffer_15_global[l_327];
let l_329 = u32(0) + u32(13);
let l_330 = buffer_15_global[l_329];
let l_331 = u32(0) + u32(14);
let l_332 = buffer_15_global[l_331];
let l_333 = u32(0) + u32(15);
let l_334 = buffer_15_global[l_333];
let l_335 = u32(0) + u32(16);
let l_336 = buffer_15_global[l_335];
let l_337 = u32(0) + u32(17);
let l_338 = buffer_15_global[l_337];
let l_339 = i32(2) * l_304;
let l_340 = l_339 + i32(1);
let l_341 = i32(2) * l_305;
let l_342 = l_341 + i32(1);
let l_343 = i32(2) * l_303;
let l_344 = l_343 + i32(1);
let l_345 = l_344 * l_340;
let l_346 = l_345 * l_342;
let l_347 = u32(l_346);
l_mut_103 = u32(0);
l_mut_56 = u32(0);

for (var l_mut_348: u32 = l_299; l_mut_348 < l_302; l_mut_348++) {
let l_349 = u32(3) * l_mut_348;
let l_350 = u32(0) + l_349;
let l_351 = buffer_2_global[l_350];
let l_352 = l_351 - l_312;
let l_353 = u32(3) * l_mut_348;
let l_354 = l_353 + u32(1);
let l_355 = u32(0) + l_354;
let l_356 = buffer_2_global[l_355];
let l_357 = l_356 - l_316;
let l_358 = u32(3) * l_mut_348;
let l_359 = l_358 + u32(2);
let l_360 = u32(0) + l_359;
let l_361 = buffer_2_global[l_360];
let l_362 = l_361 - l_320;
let l_363 = u32(0) + u32(0);
let l_364 = buffer_15_global[l_363];
let l_365 = l_352 * l_364;
let l_366 = u32(0) + u32(3);
let l_367 = buffer_15_global[l_366];
let l_368 = l_357 * l_367;
let l_369 = l_365 + l_368;
let l_370 = u32(0) + u32(6);
let l_371 = buffer_15_global[l_370];
let l_372 = l_362 * l_371;
let l_373 = l_369 + l_372;
let l_374 = abs(l_373);
let l_375 = l_374 + f32(0.5);
let l_376 = floor(l_375);
l_mut_168 = l_376;
let l_377 = l_373 < f32(0.0);
if l_377 {
let l_378 = -l_376;
l_mut_168 = l_378;
}
let l_379 = u32(0) + u32(1);
let l_380 = buffer_15_global[l_379];
let l_381 = l_352 * l_380;
let l_382 = u32(0) + u32(4);
let l_383 = buffer_15_global[l_382];
let l_384 = l_357 * l_383;
let l_385 = l_381 + l_384;
let l_386 = u32(0) + u32(7);
let l_387 = buffer_15_global[l_386];
let l_388 = l_362 * l_387;
let l_389 = l_385 + l_388;
let l_390 = abs(l_389);
let l_391 = l_390 + f32(0.5);
let l_392 = floor(l_391);
l_mut_151 = l_392;
let l_393 = l_389 < f32(0.0);
if l_393 {
let l_394 = -l_392;
l_mut_151 = l_394;
}
let l_395 = u32(0) + u32(2);
let l_396 = buffer_15_global[l_395];
let l_397 = l_352 * l_396;
let l_398 = u32(0) + u32(5);
let l_399 = buffer_15_global[l_398];
let l_400 = l_357 * l_399;
let l_401 = l_397 + l_400;
let l_402 = u32(0) + u32(8);
let l_403 = buffer_15_global[l_402];
let l_404 = l_362 * l_403;
let l_405 = l_401 + l_404;
let l_406 = abs(l_405);
let l_407 = l_406 + f32(0.5);
let l_408 = floor(l_407);
l_mut_134 = l_408;
let l_409 = l_405 < f32(0.0);
if l_409 {
let l_410 = -l_408;
l_mut_134 = l_410;
}
let l_411 = abs(l_mut_168);
let l_412 = l_411 < f32(4194304.0);
let l_413 = abs(l_mut_151);
let l_414 = l_413 < f32(4194304.0);
let l_415 = abs(l_mut_134);
let l_416 = l_415 < f32(4194304.0);
let l_417 = l_412 && l_414;
let l_418 = l_417 && l_416;
if l_418 {
let l_419 = i32(l_mut_168);
let l_420 = -l_419;
let l_421 = i32(l_mut_151);
let l_422 = -l_421;
let l_423 = i32(l_mut_134);
let l_424 = -l_423;
l_mut_197 = i32(0);
loop {
let l_425 = i32(2) * l_303;
let l_426 = l_425 + i32(1);
let l_427 = l_mut_197 < l_426;
let l_428 = !l_427;
if l_428 {
break;
}
let l_429 = l_420 - l_303;
let l_430 = l_429 + l_mut_197;
l_mut_192 = i32(0);
loop {
let l_431 = l_mut_192 < l_340;
let l_432 = !l_431;
if l_432 {
break;
}
let l_433 = l_422 - l_304;
let l_434 = l_433 + l_mut_192;
l_mut_185 = i32(0);
loop {
let l_435 = l_mut_185 < l_342;
let l_436 = !l_435;
if l_436 {
break;
}
let l_437 = l_424 - l_305;
let l_438 = l_437 + l_mut_185;
let l_439 = l_430 == i32(0);
let l_440 = l_434 == i32(0);
let l_441 = l_439 && l_440;
let l_442 = l_438 == i32(0);
let l_443 = l_441 && l_442;
let l_444 = l_mut_348 == l_52;
let l_445 = l_443 && l_444;
let l_446 = !l_445;
if l_446 {
let l_447 = f32(l_430);
let l_448 = f32(l_434);
let l_449 = f32(l_438);
let l_450 = l_447 * l_322;
let l_451 = l_448 * l_328;
let l_452 = l_450 + l_451;
let l_453 = l_449 * l_334;
let l_454 = l_452 + l_453;
let l_455 = l_352 + l_454;
let l_456 = l_447 * l_324;
let l_457 = l_448 * l_330;
let l_458 = l_456 + l_457;
let l_459 = l_449 * l_336;
let l_460 = l_458 + l_459;
let l_461 = l_357 + l_460;
let l_462 = l_447 * l_326;
let l_463 = l_448 * l_332;
let l_464 = l_462 + l_463;
let l_465 = l_449 * l_338;
let l_466 = l_464 + l_465;
let l_467 = l_362 + l_466;
let l_468 = l_455 * l_455;
let l_469 = l_461 * l_461;
let l_470 = l_468 + l_469;
let l_471 = l_467 * l_467;
let l_472 = l_470 + l_471;
let l_473 = l_472 < info.scalars_f32[5];
if l_473 {
let l_474 = l_309 + l_mut_103;
let l_475 = u32(0) + l_474;
buffer_17_global[l_475] = l_52;
let l_476 = u32(0) + l_474;
buffer_1_global[l_476] = l_mut_348;
let l_477 = u32(3) * l_474;
let l_478 = l_447 * l_322;
let l_479 = l_448 * l_328;
let l_480 = l_478 + l_479;
let l_481 = l_449 * l_334;
let l_482 = l_480 + l_481;
let l_483 = u32(0) + l_477;
buffer_3_global[l_483] = l_482;
let l_484 = u32(3) * l_474;
let l_485 = l_484 + u32(1);
let l_486 = l_447 * l_324;
let l_487 = l_448 * l_330;
let l_488 = l_486 + l_487;
let l_489 = l_449 * l_336;
let l_490 = l_488 + l_489;
let l_491 = u32(0) + l_485;
buffer_3_global[l_491] = l_490;
let l_492 = u32(3) * l_474;
let l_493 = l_492 + u32(2);
let l_494 = l_447 * l_326;
let l_495 = l_448 * l_332;
let l_496 = l_494 + l_495;
let l_497 = l_449 * l_338;
let l_498 = l_496 + l_497;
let l_499 = u32(0) + l_493;
buffer_3_global[l_499] = l_498;
let l_500 = l_mut_348 * l_347;
let l_501 = l_mut_197 * l_340;
let l_502 = l_501 + l_mut_192;
let l_503 = l_502 * l_342;
let l_504 = l_503 + l_mut_185;
let l_505 = u32(l_504);
let l_506 = l_500 + l_505;
let l_507 = u32(0) + l_474;
buffer_18_global[l_507] = l_506;
l_mut_103 = l_mut_103 + u32(1);
}
}
l_mut_185 = l_mut_185 + i32(1);
}
l_mut_192 = l_mut_192 + i32(1);
}
l_mut_197 = l_mut_197 + i32(1);
}
} else {
l_mut_56 = l_mut_56 | u32(2147483648);
}
}
let l_508 = l_mut_103 | l_mut_56;
}
let l_509 = l_mut_294 + l_51;
l_mut_294 = l_509;
loop {
let l_510 = l_mut_294 < l_293;
let l_511 = !l_510;
if l_511 {
break;
}
let l_512 = u32(0) + l_mut_294;
buffer_17_global[l_512] = l_52;
let l_513 = u32(0) + l_mut_294;
buffer_1_global[l_513] = l_52;
let l_514 = u32(3) * l_mut_294;
let l_515 = u32(0) + l_514;
buffer_3_global[l_515] = f32(10000.0);
let l_516 = u32(3) * l_mut_294;
let l_517 = l_516 + u32(1);
let l_518 = u32(0) + l_517;
buffer_3_global[l_518] = f32(0.0);
let l_519 = u32(3) * l_mut_294;
let l_520 = l_519 + u32(2);
let l_521 = u32(0) + l_520;
buffer_3_global[l_521] = f32(0.0);
let l_522 = u32(0) + l_mut_294;
buffer_18_global[l_522] = u32(4294967295);
l_mut_294 = l_mut_294 + u32(512);
}
let l_523 = l_51 == u32(0);
if l_523 {
let l_524 = &buffer_19_global[u32(0)];
let l_525 = atomicAdd(l_524, l_288);let l_526 = &buffer_19_global[u32(10)];
let l_527 = atomicMax(l_526, l_288);let l_528 = l_293 - l_290;
let l_529 = l_288 > l_528;
if l_529 {
let l_530 = &buffer_19_global[u32(2)];
let l_531 = atomicAdd(l_530, u32(1));}
}
}
if l_43 {
let l_532 = &buffer_19_global[u32(6)];
let l_533 = atomicAdd(l_532, u32(1));let l_534 = &buffer_19_global[u32(8)];
atomicStore(l_534,u32(2));
}
storageBarrier();
} else {
if l_43 {
let l_535 = &buffer_19_global[u32(8)];
atomicStore(l_535,u32(0));
}
}
}
let l_536 = info.static_meta[u32(34)];
let l_537 = l_536 - info.scalars_u32[20];
let l_538 = l_536 - info.scalars_u32[21];
let l_539 = l_536 - info.scalars_u32[22];
let l_540 = l_536 - info.scalars_u32[23];
let l_541 = l_536 - info.scalars_u32[24];
let l_542 = l_536 - info.scalars_u32[25];
let l_543 = l_536 - info.scalars_u32[26];
let l_544 = l_536 - info.scalars_u32[27];
let l_545 = l_536 - info.scalars_u32[28];
let l_546 = l_536 - info.scalars_u32[29];
let l_547 = l_536 - info.scalars_u32[30];
let l_548 = l_536 - info.scalars_u32[31];
let l_549 = l_536 - info.scalars_u32[32];
let l_550 = l_536 - info.scalars_u32[33];
let l_551 = l_536 - info.scalars_u32[34];
let l_552 = info.scalars_u32[35] + u32(1);
let l_553 = l_552 - u32(1);
let l_554 = l_553 / u32(1);
let l_555 = workgroup_id_no_axis >= l_554;
if l_555 {
return;
}
let l_556 = workgroup_id_no_axis * u32(1);
let l_557 = l_556 + u32(0);
let l_558 = l_557 < info.scalars_u32[35];
if l_558 {
let l_559 = u32(0) + l_557;
let l_560 = buffer_0_global[l_559];
let l_561 = l_560 + local_idx;
l_mut_294 = l_561;
let l_562 = l_557 + u32(1);
let l_563 = u32(0) + l_562;
let l_564 = buffer_0_global[l_563];
loop {
let l_565 = l_mut_294 < l_564;
let l_566 = !l_565;
if l_566 {
break;
}
let l_567 = u32(0) + l_mut_294;
let l_568 = buffer_1_global[l_567];
let l_569 = l_568 * u32(3);
let l_570 = u32(0) + l_569;
let l_571 = buffer_2_global[l_570];
let l_572 = l_557 * u32(3);
let l_573 = u32(0) + l_572;
let l_574 = buffer_2_global[l_573];
let l_575 = l_571 - l_574;
let l_576 = l_mut_294 * u32(3);
let l_577 = u32(0) + l_576;
let l_578 = buffer_3_global[l_577];
let l_579 = l_575 + l_578;
let l_580 = l_568 * u32(3);
let l_581 = l_580 + u32(1);
let l_582 = u32(0) + l_581;
let l_583 = buffer_2_global[l_582];
let l_584 = l_557 * u32(3);
let l_585 = l_584 + u32(1);
let l_586 = u32(0) + l_585;
let l_587 = buffer_2_global[l_586];
let l_588 = l_583 - l_587;
let l_589 = l_mut_294 * u32(3);
let l_590 = l_589 + u32(1);
let l_591 = u32(0) + l_590;
let l_592 = buffer_3_global[l_591];
let l_593 = l_588 + l_592;
let l_594 = l_568 * u32(3);
let l_595 = l_594 + u32(2);
let l_596 = u32(0) + l_595;
let l_597 = buffer_2_global[l_596];
let l_598 = l_557 * u32(3);
let l_599 = l_598 + u32(2);
let l_600 = u32(0) + l_599;
let l_601 = buffer_2_global[l_600];
let l_602 = l_597 - l_601;
let l_603 = l_mut_294 * u32(3);
let l_604 = l_603 + u32(2);
let l_605 = u32(0) + l_604;
let l_606 = buffer_3_global[l_605];
let l_607 = l_602 + l_606;
let l_608 = l_579 * l_579;
let l_609 = l_593 * l_593;
let l_610 = l_608 + l_609;
let l_611 = l_607 * l_607;
let l_612 = l_610 + l_611;
let l_613 = sqrt(l_612);
let l_614 = vec4<f32>(f32(0.0));
l_mut_615 = l_614;
l_mut_616 = l_mut_615;
l_mut_616[u32(0)] = l_613;
let l_617 = l_579 / l_613;
l_mut_616[u32(1)] = l_617;
let l_618 = l_593 / l_613;
l_mut_616[u32(2)] = l_618;
let l_619 = l_607 / l_613;
l_mut_616[u32(3)] = l_619;
let l_620 = l_mut_294 * u32(2);
let l_621 = u32(0) + l_620;
buffer_4_global[l_621] = l_mut_616;
l_mut_168 = f32(0.0);
l_mut_151 = f32(0.0);
let l_622 = l_613 < info.scalars_f32[3];
if l_622 {
let l_623 = l_613 * info.scalars_f32[4];
let l_624 = abs(l_623);
let l_625 = l_624 * f32(1.2732394933700562);
let l_626 = u32(l_625);
l_mut_104 = l_626;
let l_627 = f32(l_mut_104);
l_mut_134 = l_627;
let l_628 = l_mut_104 % u32(2);
let l_629 = l_628 == u32(1);
if l_629 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_134 = l_mut_134 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_630 = l_mut_134 * f32(0.78515625);
let l_631 = l_624 - l_630;
let l_632 = l_mut_134 * f32(0.00024187564849853516);
let l_633 = l_631 - l_632;
let l_634 = l_mut_134 * f32(3.774895063202166e-8);
let l_635 = l_633 - l_634;
let l_636 = l_635 * l_635;
let l_637 = f32(-0.00019515295571181923) * l_636;
let l_638 = l_637 + f32(0.008332161232829094);
let l_639 = l_638 * l_636;
let l_640 = l_639 - f32(0.16666655242443085);
let l_641 = l_640 * l_636;
let l_642 = l_641 * l_635;
let l_643 = l_642 + l_635;
let l_644 = f32(2.44331567955669e-5) * l_636;
let l_645 = l_644 - f32(0.0013887316454201937);
let l_646 = l_645 * l_636;
let l_647 = l_646 + f32(0.04166664555668831);
let l_648 = l_647 * l_636;
let l_649 = l_648 * l_636;
let l_650 = f32(0.5) * l_636;
let l_651 = l_649 - l_650;
let l_652 = l_651 + f32(1.0);
l_mut_134 = f32(1.0);
l_mut_653 = f32(1.0);
let l_654 = l_mut_104 > u32(3);
if l_654 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_134 = f32(-1.0);
l_mut_653 = f32(-1.0);
}
let l_655 = l_mut_104 > u32(1);
if l_655 {
let l_656 = -l_mut_653;
l_mut_653 = l_656;
}
let l_657 = l_623 < f32(0.0);
if l_657 {
let l_658 = -l_mut_134;
l_mut_134 = l_658;
}
let l_659 = l_mut_104 == u32(1);
let l_660 = l_mut_104 == u32(2);
let l_661 = l_659 || l_660;
let l_662 = select(l_643, l_652, l_661);
let l_663 = l_662 * l_mut_134;
let l_664 = select(l_652, l_643, l_661);
let l_665 = l_664 * l_mut_653;
let l_666 = l_665 + f32(1.0);
let l_667 = f32(0.5) * l_666;
l_mut_168 = l_667;
let l_668 = f32(-0.5) * info.scalars_f32[4];
let l_669 = l_668 * l_663;
l_mut_151 = l_669;
}
let l_670 = vec4<f32>(f32(0.0));
l_mut_616 = l_670;
l_mut_615 = l_mut_616;
l_mut_615[u32(0)] = l_mut_168;
l_mut_615[u32(1)] = l_mut_151;
l_mut_615[u32(2)] = f32(0.0);
l_mut_615[u32(3)] = f32(0.0);
let l_671 = l_mut_294 * u32(2);
let l_672 = l_671 + u32(1);
let l_673 = u32(0) + l_672;
buffer_4_global[l_673] = l_mut_615;
let l_674 = vec4<f32>(f32(0.0));
l_mut_616 = l_674;
l_mut_615 = l_mut_616;
let l_675 = vec4<f32>(f32(0.0));
l_mut_616 = l_675;
l_mut_676 = l_mut_616;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_677 = info.scalars_u32[36] + u32(0);
let l_678 = u32(0) + l_677;
let l_679 = buffer_7_global[l_678];
let l_680 = l_679 * l_613;
let l_681 = abs(l_680);
let l_682 = l_681 * f32(1.2732394933700562);
let l_683 = u32(l_682);
l_mut_104 = l_683;
let l_684 = f32(l_mut_104);
l_mut_151 = l_684;
let l_685 = l_mut_104 % u32(2);
let l_686 = l_685 == u32(1);
if l_686 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_687 = l_mut_151 * f32(0.78515625);
let l_688 = l_681 - l_687;
let l_689 = l_mut_151 * f32(0.00024187564849853516);
let l_690 = l_688 - l_689;
let l_691 = l_mut_151 * f32(3.774895063202166e-8);
let l_692 = l_690 - l_691;
let l_693 = l_692 * l_692;
let l_694 = f32(-0.00019515295571181923) * l_693;
let l_695 = l_694 + f32(0.008332161232829094);
let l_696 = l_695 * l_693;
let l_697 = l_696 - f32(0.16666655242443085);
let l_698 = l_697 * l_693;
let l_699 = l_698 * l_692;
let l_700 = l_699 + l_692;
let l_701 = f32(2.44331567955669e-5) * l_693;
let l_702 = l_701 - f32(0.0013887316454201937);
let l_703 = l_702 * l_693;
let l_704 = l_703 + f32(0.04166664555668831);
let l_705 = l_704 * l_693;
let l_706 = l_705 * l_693;
let l_707 = f32(0.5) * l_693;
let l_708 = l_706 - l_707;
let l_709 = l_708 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_710 = l_mut_104 > u32(3);
if l_710 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_711 = l_mut_104 > u32(1);
if l_711 {
let l_712 = -l_mut_134;
l_mut_134 = l_712;
}
let l_713 = l_680 < f32(0.0);
if l_713 {
let l_714 = -l_mut_151;
l_mut_151 = l_714;
}
let l_715 = l_mut_104 == u32(1);
let l_716 = l_mut_104 == u32(2);
let l_717 = l_715 || l_716;
let l_718 = select(l_700, l_709, l_717);
let l_719 = l_718 * l_mut_151;
let l_720 = select(l_709, l_700, l_717);
let l_721 = l_720 * l_mut_134;
let l_722 = l_719 / l_613;
l_mut_653 = l_722;
let l_723 = l_679 * l_721;
let l_724 = l_723 * l_613;
let l_725 = l_724 - l_719;
let l_726 = l_613 * l_613;
let l_727 = l_725 / l_726;
l_mut_168 = l_727;
l_mut_615[u32(0)] = l_mut_653;
l_mut_676[u32(0)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_728 = info.scalars_u32[36] + u32(1);
let l_729 = u32(0) + l_728;
let l_730 = buffer_7_global[l_729];
let l_731 = l_730 * l_613;
let l_732 = abs(l_731);
let l_733 = l_732 * f32(1.2732394933700562);
let l_734 = u32(l_733);
l_mut_104 = l_734;
let l_735 = f32(l_mut_104);
l_mut_151 = l_735;
let l_736 = l_mut_104 % u32(2);
let l_737 = l_736 == u32(1);
if l_737 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_738 = l_mut_151 * f32(0.78515625);
let l_739 = l_732 - l_738;
let l_740 = l_mut_151 * f32(0.00024187564849853516);
let l_741 = l_739 - l_740;
let l_742 = l_mut_151 * f32(3.774895063202166e-8);
let l_743 = l_741 - l_742;
let l_744 = l_743 * l_743;
let l_745 = f32(-0.00019515295571181923) * l_744;
let l_746 = l_745 + f32(0.008332161232829094);
let l_747 = l_746 * l_744;
let l_748 = l_747 - f32(0.16666655242443085);
let l_749 = l_748 * l_744;
let l_750 = l_749 * l_743;
let l_751 = l_750 + l_743;
let l_752 = f32(2.44331567955669e-5) * l_744;
let l_753 = l_752 - f32(0.0013887316454201937);
let l_754 = l_753 * l_744;
let l_755 = l_754 + f32(0.04166664555668831);
let l_756 = l_755 * l_744;
let l_757 = l_756 * l_744;
let l_758 = f32(0.5) * l_744;
let l_759 = l_757 - l_758;
let l_760 = l_759 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_761 = l_mut_104 > u32(3);
if l_761 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_762 = l_mut_104 > u32(1);
if l_762 {
let l_763 = -l_mut_134;
l_mut_134 = l_763;
}
let l_764 = l_731 < f32(0.0);
if l_764 {
let l_765 = -l_mut_151;
l_mut_151 = l_765;
}
let l_766 = l_mut_104 == u32(1);
let l_767 = l_mut_104 == u32(2);
let l_768 = l_766 || l_767;
let l_769 = select(l_751, l_760, l_768);
let l_770 = l_769 * l_mut_151;
let l_771 = select(l_760, l_751, l_768);
let l_772 = l_771 * l_mut_134;
let l_773 = l_770 / l_613;
l_mut_653 = l_773;
let l_774 = l_730 * l_772;
let l_775 = l_774 * l_613;
let l_776 = l_775 - l_770;
let l_777 = l_613 * l_613;
let l_778 = l_776 / l_777;
l_mut_168 = l_778;
l_mut_615[u32(1)] = l_mut_653;
l_mut_676[u32(1)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_779 = info.scalars_u32[36] + u32(2);
let l_780 = u32(0) + l_779;
let l_781 = buffer_7_global[l_780];
let l_782 = l_781 * l_613;
let l_783 = abs(l_782);
let l_784 = l_783 * f32(1.2732394933700562);
let l_785 = u32(l_784);
l_mut_104 = l_785;
let l_786 = f32(l_mut_104);
l_mut_151 = l_786;
let l_787 = l_mut_104 % u32(2);
let l_788 = l_787 == u32(1);
if l_788 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_789 = l_mut_151 * f32(0.78515625);
let l_790 = l_783 - l_789;
let l_791 = l_mut_151 * f32(0.00024187564849853516);
let l_792 = l_790 - l_791;
let l_793 = l_mut_151 * f32(3.774895063202166e-8);
let l_794 = l_792 - l_793;
let l_795 = l_794 * l_794;
let l_796 = f32(-0.00019515295571181923) * l_795;
let l_797 = l_796 + f32(0.008332161232829094);
let l_798 = l_797 * l_795;
let l_799 = l_798 - f32(0.16666655242443085);
let l_800 = l_799 * l_795;
let l_801 = l_800 * l_794;
let l_802 = l_801 + l_794;
let l_803 = f32(2.44331567955669e-5) * l_795;
let l_804 = l_803 - f32(0.0013887316454201937);
let l_805 = l_804 * l_795;
let l_806 = l_805 + f32(0.04166664555668831);
let l_807 = l_806 * l_795;
let l_808 = l_807 * l_795;
let l_809 = f32(0.5) * l_795;
let l_810 = l_808 - l_809;
let l_811 = l_810 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_812 = l_mut_104 > u32(3);
if l_812 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_813 = l_mut_104 > u32(1);
if l_813 {
let l_814 = -l_mut_134;
l_mut_134 = l_814;
}
let l_815 = l_782 < f32(0.0);
if l_815 {
let l_816 = -l_mut_151;
l_mut_151 = l_816;
}
let l_817 = l_mut_104 == u32(1);
let l_818 = l_mut_104 == u32(2);
let l_819 = l_817 || l_818;
let l_820 = select(l_802, l_811, l_819);
let l_821 = l_820 * l_mut_151;
let l_822 = select(l_811, l_802, l_819);
let l_823 = l_822 * l_mut_134;
let l_824 = l_821 / l_613;
l_mut_653 = l_824;
let l_825 = l_781 * l_823;
let l_826 = l_825 * l_613;
let l_827 = l_826 - l_821;
let l_828 = l_613 * l_613;
let l_829 = l_827 / l_828;
l_mut_168 = l_829;
l_mut_615[u32(2)] = l_mut_653;
l_mut_676[u32(2)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_830 = info.scalars_u32[36] + u32(3);
let l_831 = u32(0) + l_830;
let l_832 = buffer_7_global[l_831];
let l_833 = l_832 * l_613;
let l_834 = abs(l_833);
let l_835 = l_834 * f32(1.2732394933700562);
let l_836 = u32(l_835);
l_mut_104 = l_836;
let l_837 = f32(l_mut_104);
l_mut_151 = l_837;
let l_838 = l_mut_104 % u32(2);
let l_839 = l_838 == u32(1);
if l_839 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_840 = l_mut_151 * f32(0.78515625);
let l_841 = l_834 - l_840;
let l_842 = l_mut_151 * f32(0.00024187564849853516);
let l_843 = l_841 - l_842;
let l_844 = l_mut_151 * f32(3.774895063202166e-8);
let l_845 = l_843 - l_844;
let l_846 = l_845 * l_845;
let l_847 = f32(-0.00019515295571181923) * l_846;
let l_848 = l_847 + f32(0.008332161232829094);
let l_849 = l_848 * l_846;
let l_850 = l_849 - f32(0.16666655242443085);
let l_851 = l_850 * l_846;
let l_852 = l_851 * l_845;
let l_853 = l_852 + l_845;
let l_854 = f32(2.44331567955669e-5) * l_846;
let l_855 = l_854 - f32(0.0013887316454201937);
let l_856 = l_855 * l_846;
let l_857 = l_856 + f32(0.04166664555668831);
let l_858 = l_857 * l_846;
let l_859 = l_858 * l_846;
let l_860 = f32(0.5) * l_846;
let l_861 = l_859 - l_860;
let l_862 = l_861 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_863 = l_mut_104 > u32(3);
if l_863 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_864 = l_mut_104 > u32(1);
if l_864 {
let l_865 = -l_mut_134;
l_mut_134 = l_865;
}
let l_866 = l_833 < f32(0.0);
if l_866 {
let l_867 = -l_mut_151;
l_mut_151 = l_867;
}
let l_868 = l_mut_104 == u32(1);
let l_869 = l_mut_104 == u32(2);
let l_870 = l_868 || l_869;
let l_871 = select(l_853, l_862, l_870);
let l_872 = l_871 * l_mut_151;
let l_873 = select(l_862, l_853, l_870);
let l_874 = l_873 * l_mut_134;
let l_875 = l_872 / l_613;
l_mut_653 = l_875;
let l_876 = l_832 * l_874;
let l_877 = l_876 * l_613;
let l_878 = l_877 - l_872;
let l_879 = l_613 * l_613;
let l_880 = l_878 / l_879;
l_mut_168 = l_880;
l_mut_615[u32(3)] = l_mut_653;
l_mut_676[u32(3)] = l_mut_168;
let l_881 = l_mut_294 * u32(5);
let l_882 = l_881 + u32(0);
let l_883 = u32(0) + l_882;
buffer_5_global[l_883] = l_mut_615;
let l_884 = l_mut_294 * u32(5);
let l_885 = l_884 + u32(0);
let l_886 = u32(0) + l_885;
buffer_6_global[l_886] = l_mut_676;
let l_887 = vec4<f32>(f32(0.0));
l_mut_676 = l_887;
l_mut_616 = l_mut_676;
let l_888 = vec4<f32>(f32(0.0));
l_mut_676 = l_888;
l_mut_615 = l_mut_676;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_889 = info.scalars_u32[36] + u32(4);
let l_890 = u32(0) + l_889;
let l_891 = buffer_7_global[l_890];
let l_892 = l_891 * l_613;
let l_893 = abs(l_892);
let l_894 = l_893 * f32(1.2732394933700562);
let l_895 = u32(l_894);
l_mut_104 = l_895;
let l_896 = f32(l_mut_104);
l_mut_151 = l_896;
let l_897 = l_mut_104 % u32(2);
let l_898 = l_897 == u32(1);
if l_898 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_899 = l_mut_151 * f32(0.78515625);
let l_900 = l_893 - l_899;
let l_901 = l_mut_151 * f32(0.00024187564849853516);
let l_902 = l_900 - l_901;
let l_903 = l_mut_151 * f32(3.774895063202166e-8);
let l_904 = l_902 - l_903;
let l_905 = l_904 * l_904;
let l_906 = f32(-0.00019515295571181923) * l_905;
let l_907 = l_906 + f32(0.008332161232829094);
let l_908 = l_907 * l_905;
let l_909 = l_908 - f32(0.16666655242443085);
let l_910 = l_909 * l_905;
let l_911 = l_910 * l_904;
let l_912 = l_911 + l_904;
let l_913 = f32(2.44331567955669e-5) * l_905;
let l_914 = l_913 - f32(0.0013887316454201937);
let l_915 = l_914 * l_905;
let l_916 = l_915 + f32(0.04166664555668831);
let l_917 = l_916 * l_905;
let l_918 = l_917 * l_905;
let l_919 = f32(0.5) * l_905;
let l_920 = l_918 - l_919;
let l_921 = l_920 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_922 = l_mut_104 > u32(3);
if l_922 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_923 = l_mut_104 > u32(1);
if l_923 {
let l_924 = -l_mut_134;
l_mut_134 = l_924;
}
let l_925 = l_892 < f32(0.0);
if l_925 {
let l_926 = -l_mut_151;
l_mut_151 = l_926;
}
let l_927 = l_mut_104 == u32(1);
let l_928 = l_mut_104 == u32(2);
let l_929 = l_927 || l_928;
let l_930 = select(l_912, l_921, l_929);
let l_931 = l_930 * l_mut_151;
let l_932 = select(l_921, l_912, l_929);
let l_933 = l_932 * l_mut_134;
let l_934 = l_931 / l_613;
l_mut_653 = l_934;
let l_935 = l_891 * l_933;
let l_936 = l_935 * l_613;
let l_937 = l_936 - l_931;
let l_938 = l_613 * l_613;
let l_939 = l_937 / l_938;
l_mut_168 = l_939;
l_mut_616[u32(0)] = l_mut_653;
l_mut_615[u32(0)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_940 = info.scalars_u32[36] + u32(5);
let l_941 = u32(0) + l_940;
let l_942 = buffer_7_global[l_941];
let l_943 = l_942 * l_613;
let l_944 = abs(l_943);
let l_945 = l_944 * f32(1.2732394933700562);
let l_946 = u32(l_945);
l_mut_104 = l_946;
let l_947 = f32(l_mut_104);
l_mut_151 = l_947;
let l_948 = l_mut_104 % u32(2);
let l_949 = l_948 == u32(1);
if l_949 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_950 = l_mut_151 * f32(0.78515625);
let l_951 = l_944 - l_950;
let l_952 = l_mut_151 * f32(0.00024187564849853516);
let l_953 = l_951 - l_952;
let l_954 = l_mut_151 * f32(3.774895063202166e-8);
let l_955 = l_953 - l_954;
let l_956 = l_955 * l_955;
let l_957 = f32(-0.00019515295571181923) * l_956;
let l_958 = l_957 + f32(0.008332161232829094);
let l_959 = l_958 * l_956;
let l_960 = l_959 - f32(0.16666655242443085);
let l_961 = l_960 * l_956;
let l_962 = l_961 * l_955;
let l_963 = l_962 + l_955;
let l_964 = f32(2.44331567955669e-5) * l_956;
let l_965 = l_964 - f32(0.0013887316454201937);
let l_966 = l_965 * l_956;
let l_967 = l_966 + f32(0.04166664555668831);
let l_968 = l_967 * l_956;
let l_969 = l_968 * l_956;
let l_970 = f32(0.5) * l_956;
let l_971 = l_969 - l_970;
let l_972 = l_971 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_973 = l_mut_104 > u32(3);
if l_973 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_974 = l_mut_104 > u32(1);
if l_974 {
let l_975 = -l_mut_134;
l_mut_134 = l_975;
}
let l_976 = l_943 < f32(0.0);
if l_976 {
let l_977 = -l_mut_151;
l_mut_151 = l_977;
}
let l_978 = l_mut_104 == u32(1);
let l_979 = l_mut_104 == u32(2);
let l_980 = l_978 || l_979;
let l_981 = select(l_963, l_972, l_980);
let l_982 = l_981 * l_mut_151;
let l_983 = select(l_972, l_963, l_980);
let l_984 = l_983 * l_mut_134;
let l_985 = l_982 / l_613;
l_mut_653 = l_985;
let l_986 = l_942 * l_984;
let l_987 = l_986 * l_613;
let l_988 = l_987 - l_982;
let l_989 = l_613 * l_613;
let l_990 = l_988 / l_989;
l_mut_168 = l_990;
l_mut_616[u32(1)] = l_mut_653;
l_mut_615[u32(1)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_991 = info.scalars_u32[36] + u32(6);
let l_992 = u32(0) + l_991;
let l_993 = buffer_7_global[l_992];
let l_994 = l_993 * l_613;
let l_995 = abs(l_994);
let l_996 = l_995 * f32(1.2732394933700562);
let l_997 = u32(l_996);
l_mut_104 = l_997;
let l_998 = f32(l_mut_104);
l_mut_151 = l_998;
let l_999 = l_mut_104 % u32(2);
let l_1000 = l_999 == u32(1);
if l_1000 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1001 = l_mut_151 * f32(0.78515625);
let l_1002 = l_995 - l_1001;
let l_1003 = l_mut_151 * f32(0.00024187564849853516);
let l_1004 = l_1002 - l_1003;
let l_1005 = l_mut_151 * f32(3.774895063202166e-8);
let l_1006 = l_1004 - l_1005;
let l_1007 = l_1006 * l_1006;
let l_1008 = f32(-0.00019515295571181923) * l_1007;
let l_1009 = l_1008 + f32(0.008332161232829094);
let l_1010 = l_1009 * l_1007;
let l_1011 = l_1010 - f32(0.16666655242443085);
let l_1012 = l_1011 * l_1007;
let l_1013 = l_1012 * l_1006;
let l_1014 = l_1013 + l_1006;
let l_1015 = f32(2.44331567955669e-5) * l_1007;
let l_1016 = l_1015 - f32(0.0013887316454201937);
let l_1017 = l_1016 * l_1007;
let l_1018 = l_1017 + f32(0.04166664555668831);
let l_1019 = l_1018 * l_1007;
let l_1020 = l_1019 * l_1007;
let l_1021 = f32(0.5) * l_1007;
let l_1022 = l_1020 - l_1021;
let l_1023 = l_1022 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1024 = l_mut_104 > u32(3);
if l_1024 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1025 = l_mut_104 > u32(1);
if l_1025 {
let l_1026 = -l_mut_134;
l_mut_134 = l_1026;
}
let l_1027 = l_994 < f32(0.0);
if l_1027 {
let l_1028 = -l_mut_151;
l_mut_151 = l_1028;
}
let l_1029 = l_mut_104 == u32(1);
let l_1030 = l_mut_104 == u32(2);
let l_1031 = l_1029 || l_1030;
let l_1032 = select(l_1014, l_1023, l_1031);
let l_1033 = l_1032 * l_mut_151;
let l_1034 = select(l_1023, l_1014, l_1031);
let l_1035 = l_1034 * l_mut_134;
let l_1036 = l_1033 / l_613;
l_mut_653 = l_1036;
let l_1037 = l_993 * l_1035;
let l_1038 = l_1037 * l_613;
let l_1039 = l_1038 - l_1033;
let l_1040 = l_613 * l_613;
let l_1041 = l_1039 / l_1040;
l_mut_168 = l_1041;
l_mut_616[u32(2)] = l_mut_653;
l_mut_615[u32(2)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1042 = info.scalars_u32[36] + u32(7);
let l_1043 = u32(0) + l_1042;
let l_1044 = buffer_7_global[l_1043];
let l_1045 = l_1044 * l_613;
let l_1046 = abs(l_1045);
let l_1047 = l_1046 * f32(1.2732394933700562);
let l_1048 = u32(l_1047);
l_mut_104 = l_1048;
let l_1049 = f32(l_mut_104);
l_mut_151 = l_1049;
let l_1050 = l_mut_104 % u32(2);
let l_1051 = l_1050 == u32(1);
if l_1051 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1052 = l_mut_151 * f32(0.78515625);
let l_1053 = l_1046 - l_1052;
let l_1054 = l_mut_151 * f32(0.00024187564849853516);
let l_1055 = l_1053 - l_1054;
let l_1056 = l_mut_151 * f32(3.774895063202166e-8);
let l_1057 = l_1055 - l_1056;
let l_1058 = l_1057 * l_1057;
let l_1059 = f32(-0.00019515295571181923) * l_1058;
let l_1060 = l_1059 + f32(0.008332161232829094);
let l_1061 = l_1060 * l_1058;
let l_1062 = l_1061 - f32(0.16666655242443085);
let l_1063 = l_1062 * l_1058;
let l_1064 = l_1063 * l_1057;
let l_1065 = l_1064 + l_1057;
let l_1066 = f32(2.44331567955669e-5) * l_1058;
let l_1067 = l_1066 - f32(0.0013887316454201937);
let l_1068 = l_1067 * l_1058;
let l_1069 = l_1068 + f32(0.04166664555668831);
let l_1070 = l_1069 * l_1058;
let l_1071 = l_1070 * l_1058;
let l_1072 = f32(0.5) * l_1058;
let l_1073 = l_1071 - l_1072;
let l_1074 = l_1073 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1075 = l_mut_104 > u32(3);
if l_1075 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1076 = l_mut_104 > u32(1);
if l_1076 {
let l_1077 = -l_mut_134;
l_mut_134 = l_1077;
}
let l_1078 = l_1045 < f32(0.0);
if l_1078 {
let l_1079 = -l_mut_151;
l_mut_151 = l_1079;
}
let l_1080 = l_mut_104 == u32(1);
let l_1081 = l_mut_104 == u32(2);
let l_1082 = l_1080 || l_1081;
let l_1083 = select(l_1065, l_1074, l_1082);
let l_1084 = l_1083 * l_mut_151;
let l_1085 = select(l_1074, l_1065, l_1082);
let l_1086 = l_1085 * l_mut_134;
let l_1087 = l_1084 / l_613;
l_mut_653 = l_1087;
let l_1088 = l_1044 * l_1086;
let l_1089 = l_1088 * l_613;
let l_1090 = l_1089 - l_1084;
let l_1091 = l_613 * l_613;
let l_1092 = l_1090 / l_1091;
l_mut_168 = l_1092;
l_mut_616[u32(3)] = l_mut_653;
l_mut_615[u32(3)] = l_mut_168;
let l_1093 = l_mut_294 * u32(5);
let l_1094 = l_1093 + u32(1);
let l_1095 = u32(0) + l_1094;
buffer_5_global[l_1095] = l_mut_616;
let l_1096 = l_mut_294 * u32(5);
let l_1097 = l_1096 + u32(1);
let l_1098 = u32(0) + l_1097;
buffer_6_global[l_1098] = l_mut_615;
let l_1099 = vec4<f32>(f32(0.0));
l_mut_676 = l_1099;
l_mut_616 = l_mut_676;
let l_1100 = vec4<f32>(f32(0.0));
l_mut_676 = l_1100;
l_mut_615 = l_mut_676;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1101 = info.scalars_u32[36] + u32(8);
let l_1102 = u32(0) + l_1101;
let l_1103 = buffer_7_global[l_1102];
let l_1104 = l_1103 * l_613;
let l_1105 = abs(l_1104);
let l_1106 = l_1105 * f32(1.2732394933700562);
let l_1107 = u32(l_1106);
l_mut_104 = l_1107;
let l_1108 = f32(l_mut_104);
l_mut_151 = l_1108;
let l_1109 = l_mut_104 % u32(2);
let l_1110 = l_1109 == u32(1);
if l_1110 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1111 = l_mut_151 * f32(0.78515625);
let l_1112 = l_1105 - l_1111;
let l_1113 = l_mut_151 * f32(0.00024187564849853516);
let l_1114 = l_1112 - l_1113;
let l_1115 = l_mut_151 * f32(3.774895063202166e-8);
let l_1116 = l_1114 - l_1115;
let l_1117 = l_1116 * l_1116;
let l_1118 = f32(-0.00019515295571181923) * l_1117;
let l_1119 = l_1118 + f32(0.008332161232829094);
let l_1120 = l_1119 * l_1117;
let l_1121 = l_1120 - f32(0.16666655242443085);
let l_1122 = l_1121 * l_1117;
let l_1123 = l_1122 * l_1116;
let l_1124 = l_1123 + l_1116;
let l_1125 = f32(2.44331567955669e-5) * l_1117;
let l_1126 = l_1125 - f32(0.0013887316454201937);
let l_1127 = l_1126 * l_1117;
let l_1128 = l_1127 + f32(0.04166664555668831);
let l_1129 = l_1128 * l_1117;
let l_1130 = l_1129 * l_1117;
let l_1131 = f32(0.5) * l_1117;
let l_1132 = l_1130 - l_1131;
let l_1133 = l_1132 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1134 = l_mut_104 > u32(3);
if l_1134 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1135 = l_mut_104 > u32(1);
if l_1135 {
let l_1136 = -l_mut_134;
l_mut_134 = l_1136;
}
let l_1137 = l_1104 < f32(0.0);
if l_1137 {
let l_1138 = -l_mut_151;
l_mut_151 = l_1138;
}
let l_1139 = l_mut_104 == u32(1);
let l_1140 = l_mut_104 == u32(2);
let l_1141 = l_1139 || l_1140;
let l_1142 = select(l_1124, l_1133, l_1141);
let l_1143 = l_1142 * l_mut_151;
let l_1144 = select(l_1133, l_1124, l_1141);
let l_1145 = l_1144 * l_mut_134;
let l_1146 = l_1143 / l_613;
l_mut_653 = l_1146;
let l_1147 = l_1103 * l_1145;
let l_1148 = l_1147 * l_613;
let l_1149 = l_1148 - l_1143;
let l_1150 = l_613 * l_613;
let l_1151 = l_1149 / l_1150;
l_mut_168 = l_1151;
l_mut_616[u32(0)] = l_mut_653;
l_mut_615[u32(0)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1152 = info.scalars_u32[36] + u32(9);
let l_1153 = u32(0) + l_1152;
let l_1154 = buffer_7_global[l_1153];
let l_1155 = l_1154 * l_613;
let l_1156 = abs(l_1155);
let l_1157 = l_1156 * f32(1.2732394933700562);
let l_1158 = u32(l_1157);
l_mut_104 = l_1158;
let l_1159 = f32(l_mut_104);
l_mut_151 = l_1159;
let l_1160 = l_mut_104 % u32(2);
let l_1161 = l_1160 == u32(1);
if l_1161 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1162 = l_mut_151 * f32(0.78515625);
let l_1163 = l_1156 - l_1162;
let l_1164 = l_mut_151 * f32(0.00024187564849853516);
let l_1165 = l_1163 - l_1164;
let l_1166 = l_mut_151 * f32(3.774895063202166e-8);
let l_1167 = l_1165 - l_1166;
let l_1168 = l_1167 * l_1167;
let l_1169 = f32(-0.00019515295571181923) * l_1168;
let l_1170 = l_1169 + f32(0.008332161232829094);
let l_1171 = l_1170 * l_1168;
let l_1172 = l_1171 - f32(0.16666655242443085);
let l_1173 = l_1172 * l_1168;
let l_1174 = l_1173 * l_1167;
let l_1175 = l_1174 + l_1167;
let l_1176 = f32(2.44331567955669e-5) * l_1168;
let l_1177 = l_1176 - f32(0.0013887316454201937);
let l_1178 = l_1177 * l_1168;
let l_1179 = l_1178 + f32(0.04166664555668831);
let l_1180 = l_1179 * l_1168;
let l_1181 = l_1180 * l_1168;
let l_1182 = f32(0.5) * l_1168;
let l_1183 = l_1181 - l_1182;
let l_1184 = l_1183 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1185 = l_mut_104 > u32(3);
if l_1185 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1186 = l_mut_104 > u32(1);
if l_1186 {
let l_1187 = -l_mut_134;
l_mut_134 = l_1187;
}
let l_1188 = l_1155 < f32(0.0);
if l_1188 {
let l_1189 = -l_mut_151;
l_mut_151 = l_1189;
}
let l_1190 = l_mut_104 == u32(1);
let l_1191 = l_mut_104 == u32(2);
let l_1192 = l_1190 || l_1191;
let l_1193 = select(l_1175, l_1184, l_1192);
let l_1194 = l_1193 * l_mut_151;
let l_1195 = select(l_1184, l_1175, l_1192);
let l_1196 = l_1195 * l_mut_134;
let l_1197 = l_1194 / l_613;
l_mut_653 = l_1197;
let l_1198 = l_1154 * l_1196;
let l_1199 = l_1198 * l_613;
let l_1200 = l_1199 - l_1194;
let l_1201 = l_613 * l_613;
let l_1202 = l_1200 / l_1201;
l_mut_168 = l_1202;
l_mut_616[u32(1)] = l_mut_653;
l_mut_615[u32(1)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1203 = info.scalars_u32[36] + u32(10);
let l_1204 = u32(0) + l_1203;
let l_1205 = buffer_7_global[l_1204];
let l_1206 = l_1205 * l_613;
let l_1207 = abs(l_1206);
let l_1208 = l_1207 * f32(1.2732394933700562);
let l_1209 = u32(l_1208);
l_mut_104 = l_1209;
let l_1210 = f32(l_mut_104);
l_mut_151 = l_1210;
let l_1211 = l_mut_104 % u32(2);
let l_1212 = l_1211 == u32(1);
if l_1212 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1213 = l_mut_151 * f32(0.78515625);
let l_1214 = l_1207 - l_1213;
let l_1215 = l_mut_151 * f32(0.00024187564849853516);
let l_1216 = l_1214 - l_1215;
let l_1217 = l_mut_151 * f32(3.774895063202166e-8);
let l_1218 = l_1216 - l_1217;
let l_1219 = l_1218 * l_1218;
let l_1220 = f32(-0.00019515295571181923) * l_1219;
let l_1221 = l_1220 + f32(0.008332161232829094);
let l_1222 = l_1221 * l_1219;
let l_1223 = l_1222 - f32(0.16666655242443085);
let l_1224 = l_1223 * l_1219;
let l_1225 = l_1224 * l_1218;
let l_1226 = l_1225 + l_1218;
let l_1227 = f32(2.44331567955669e-5) * l_1219;
let l_1228 = l_1227 - f32(0.0013887316454201937);
let l_1229 = l_1228 * l_1219;
let l_1230 = l_1229 + f32(0.04166664555668831);
let l_1231 = l_1230 * l_1219;
let l_1232 = l_1231 * l_1219;
let l_1233 = f32(0.5) * l_1219;
let l_1234 = l_1232 - l_1233;
let l_1235 = l_1234 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1236 = l_mut_104 > u32(3);
if l_1236 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1237 = l_mut_104 > u32(1);
if l_1237 {
let l_1238 = -l_mut_134;
l_mut_134 = l_1238;
}
let l_1239 = l_1206 < f32(0.0);
if l_1239 {
let l_1240 = -l_mut_151;
l_mut_151 = l_1240;
}
let l_1241 = l_mut_104 == u32(1);
let l_1242 = l_mut_104 == u32(2);
let l_1243 = l_1241 || l_1242;
let l_1244 = select(l_1226, l_1235, l_1243);
let l_1245 = l_1244 * l_mut_151;
let l_1246 = select(l_1235, l_1226, l_1243);
let l_1247 = l_1246 * l_mut_134;
let l_1248 = l_1245 / l_613;
l_mut_653 = l_1248;
let l_1249 = l_1205 * l_1247;
let l_1250 = l_1249 * l_613;
let l_1251 = l_1250 - l_1245;
let l_1252 = l_613 * l_613;
let l_1253 = l_1251 / l_1252;
l_mut_168 = l_1253;
l_mut_616[u32(2)] = l_mut_653;
l_mut_615[u32(2)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1254 = info.scalars_u32[36] + u32(11);
let l_1255 = u32(0) + l_1254;
let l_1256 = buffer_7_global[l_1255];
let l_1257 = l_1256 * l_613;
let l_1258 = abs(l_1257);
let l_1259 = l_1258 * f32(1.2732394933700562);
let l_1260 = u32(l_1259);
l_mut_104 = l_1260;
let l_1261 = f32(l_mut_104);
l_mut_151 = l_1261;
let l_1262 = l_mut_104 % u32(2);
let l_1263 = l_1262 == u32(1);
if l_1263 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1264 = l_mut_151 * f32(0.78515625);
let l_1265 = l_1258 - l_1264;
let l_1266 = l_mut_151 * f32(0.00024187564849853516);
let l_1267 = l_1265 - l_1266;
let l_1268 = l_mut_151 * f32(3.774895063202166e-8);
let l_1269 = l_1267 - l_1268;
let l_1270 = l_1269 * l_1269;
let l_1271 = f32(-0.00019515295571181923) * l_1270;
let l_1272 = l_1271 + f32(0.008332161232829094);
let l_1273 = l_1272 * l_1270;
let l_1274 = l_1273 - f32(0.16666655242443085);
let l_1275 = l_1274 * l_1270;
let l_1276 = l_1275 * l_1269;
let l_1277 = l_1276 + l_1269;
let l_1278 = f32(2.44331567955669e-5) * l_1270;
let l_1279 = l_1278 - f32(0.0013887316454201937);
let l_1280 = l_1279 * l_1270;
let l_1281 = l_1280 + f32(0.04166664555668831);
let l_1282 = l_1281 * l_1270;
let l_1283 = l_1282 * l_1270;
let l_1284 = f32(0.5) * l_1270;
let l_1285 = l_1283 - l_1284;
let l_1286 = l_1285 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1287 = l_mut_104 > u32(3);
if l_1287 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1288 = l_mut_104 > u32(1);
if l_1288 {
let l_1289 = -l_mut_134;
l_mut_134 = l_1289;
}
let l_1290 = l_1257 < f32(0.0);
if l_1290 {
let l_1291 = -l_mut_151;
l_mut_151 = l_1291;
}
let l_1292 = l_mut_104 == u32(1);
let l_1293 = l_mut_104 == u32(2);
let l_1294 = l_1292 || l_1293;
let l_1295 = select(l_1277, l_1286, l_1294);
let l_1296 = l_1295 * l_mut_151;
let l_1297 = select(l_1286, l_1277, l_1294);
let l_1298 = l_1297 * l_mut_134;
let l_1299 = l_1296 / l_613;
l_mut_653 = l_1299;
let l_1300 = l_1256 * l_1298;
let l_1301 = l_1300 * l_613;
let l_1302 = l_1301 - l_1296;
let l_1303 = l_613 * l_613;
let l_1304 = l_1302 / l_1303;
l_mut_168 = l_1304;
l_mut_616[u32(3)] = l_mut_653;
l_mut_615[u32(3)] = l_mut_168;
let l_1305 = l_mut_294 * u32(5);
let l_1306 = l_1305 + u32(2);
let l_1307 = u32(0) + l_1306;
buffer_5_global[l_1307] = l_mut_616;
let l_1308 = l_mut_294 * u32(5);
let l_1309 = l_1308 + u32(2);
let l_1310 = u32(0) + l_1309;
buffer_6_global[l_1310] = l_mut_615;
let l_1311 = vec4<f32>(f32(0.0));
l_mut_676 = l_1311;
l_mut_616 = l_mut_676;
let l_1312 = vec4<f32>(f32(0.0));
l_mut_676 = l_1312;
l_mut_615 = l_mut_676;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1313 = info.scalars_u32[36] + u32(12);
let l_1314 = u32(0) + l_1313;
let l_1315 = buffer_7_global[l_1314];
let l_1316 = l_1315 * l_613;
let l_1317 = abs(l_1316);
let l_1318 = l_1317 * f32(1.2732394933700562);
let l_1319 = u32(l_1318);
l_mut_104 = l_1319;
let l_1320 = f32(l_mut_104);
l_mut_151 = l_1320;
let l_1321 = l_mut_104 % u32(2);
let l_1322 = l_1321 == u32(1);
if l_1322 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1323 = l_mut_151 * f32(0.78515625);
let l_1324 = l_1317 - l_1323;
let l_1325 = l_mut_151 * f32(0.00024187564849853516);
let l_1326 = l_1324 - l_1325;
let l_1327 = l_mut_151 * f32(3.774895063202166e-8);
let l_1328 = l_1326 - l_1327;
let l_1329 = l_1328 * l_1328;
let l_1330 = f32(-0.00019515295571181923) * l_1329;
let l_1331 = l_1330 + f32(0.008332161232829094);
let l_1332 = l_1331 * l_1329;
let l_1333 = l_1332 - f32(0.16666655242443085);
let l_1334 = l_1333 * l_1329;
let l_1335 = l_1334 * l_1328;
let l_1336 = l_1335 + l_1328;
let l_1337 = f32(2.44331567955669e-5) * l_1329;
let l_1338 = l_1337 - f32(0.0013887316454201937);
let l_1339 = l_1338 * l_1329;
let l_1340 = l_1339 + f32(0.04166664555668831);
let l_1341 = l_1340 * l_1329;
let l_1342 = l_1341 * l_1329;
let l_1343 = f32(0.5) * l_1329;
let l_1344 = l_1342 - l_1343;
let l_1345 = l_1344 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1346 = l_mut_104 > u32(3);
if l_1346 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1347 = l_mut_104 > u32(1);
if l_1347 {
let l_1348 = -l_mut_134;
l_mut_134 = l_1348;
}
let l_1349 = l_1316 < f32(0.0);
if l_1349 {
let l_1350 = -l_mut_151;
l_mut_151 = l_1350;
}
let l_1351 = l_mut_104 == u32(1);
let l_1352 = l_mut_104 == u32(2);
let l_1353 = l_1351 || l_1352;
let l_1354 = select(l_1336, l_1345, l_1353);
let l_1355 = l_1354 * l_mut_151;
let l_1356 = select(l_1345, l_1336, l_1353);
let l_1357 = l_1356 * l_mut_134;
let l_1358 = l_1355 / l_613;
l_mut_653 = l_1358;
let l_1359 = l_1315 * l_1357;
let l_1360 = l_1359 * l_613;
let l_1361 = l_1360 - l_1355;
let l_1362 = l_613 * l_613;
let l_1363 = l_1361 / l_1362;
l_mut_168 = l_1363;
l_mut_616[u32(0)] = l_mut_653;
l_mut_615[u32(0)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1364 = info.scalars_u32[36] + u32(13);
let l_1365 = u32(0) + l_1364;
let l_1366 = buffer_7_global[l_1365];
let l_1367 = l_1366 * l_613;
let l_1368 = abs(l_1367);
let l_1369 = l_1368 * f32(1.2732394933700562);
let l_1370 = u32(l_1369);
l_mut_104 = l_1370;
let l_1371 = f32(l_mut_104);
l_mut_151 = l_1371;
let l_1372 = l_mut_104 % u32(2);
let l_1373 = l_1372 == u32(1);
if l_1373 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1374 = l_mut_151 * f32(0.78515625);
let l_1375 = l_1368 - l_1374;
let l_1376 = l_mut_151 * f32(0.00024187564849853516);
let l_1377 = l_1375 - l_1376;
let l_1378 = l_mut_151 * f32(3.774895063202166e-8);
let l_1379 = l_1377 - l_1378;
let l_1380 = l_1379 * l_1379;
let l_1381 = f32(-0.00019515295571181923) * l_1380;
let l_1382 = l_1381 + f32(0.008332161232829094);
let l_1383 = l_1382 * l_1380;
let l_1384 = l_1383 - f32(0.16666655242443085);
let l_1385 = l_1384 * l_1380;
let l_1386 = l_1385 * l_1379;
let l_1387 = l_1386 + l_1379;
let l_1388 = f32(2.44331567955669e-5) * l_1380;
let l_1389 = l_1388 - f32(0.0013887316454201937);
let l_1390 = l_1389 * l_1380;
let l_1391 = l_1390 + f32(0.04166664555668831);
let l_1392 = l_1391 * l_1380;
let l_1393 = l_1392 * l_1380;
let l_1394 = f32(0.5) * l_1380;
let l_1395 = l_1393 - l_1394;
let l_1396 = l_1395 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1397 = l_mut_104 > u32(3);
if l_1397 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1398 = l_mut_104 > u32(1);
if l_1398 {
let l_1399 = -l_mut_134;
l_mut_134 = l_1399;
}
let l_1400 = l_1367 < f32(0.0);
if l_1400 {
let l_1401 = -l_mut_151;
l_mut_151 = l_1401;
}
let l_1402 = l_mut_104 == u32(1);
let l_1403 = l_mut_104 == u32(2);
let l_1404 = l_1402 || l_1403;
let l_1405 = select(l_1387, l_1396, l_1404);
let l_1406 = l_1405 * l_mut_151;
let l_1407 = select(l_1396, l_1387, l_1404);
let l_1408 = l_1407 * l_mut_134;
let l_1409 = l_1406 / l_613;
l_mut_653 = l_1409;
let l_1410 = l_1366 * l_1408;
let l_1411 = l_1410 * l_613;
let l_1412 = l_1411 - l_1406;
let l_1413 = l_613 * l_613;
let l_1414 = l_1412 / l_1413;
l_mut_168 = l_1414;
l_mut_616[u32(1)] = l_mut_653;
l_mut_615[u32(1)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1415 = info.scalars_u32[36] + u32(14);
let l_1416 = u32(0) + l_1415;
let l_1417 = buffer_7_global[l_1416];
let l_1418 = l_1417 * l_613;
let l_1419 = abs(l_1418);
let l_1420 = l_1419 * f32(1.2732394933700562);
let l_1421 = u32(l_1420);
l_mut_104 = l_1421;
let l_1422 = f32(l_mut_104);
l_mut_151 = l_1422;
let l_1423 = l_mut_104 % u32(2);
let l_1424 = l_1423 == u32(1);
if l_1424 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1425 = l_mut_151 * f32(0.78515625);
let l_1426 = l_1419 - l_1425;
let l_1427 = l_mut_151 * f32(0.00024187564849853516);
let l_1428 = l_1426 - l_1427;
let l_1429 = l_mut_151 * f32(3.774895063202166e-8);
let l_1430 = l_1428 - l_1429;
let l_1431 = l_1430 * l_1430;
let l_1432 = f32(-0.00019515295571181923) * l_1431;
let l_1433 = l_1432 + f32(0.008332161232829094);
let l_1434 = l_1433 * l_1431;
let l_1435 = l_1434 - f32(0.16666655242443085);
let l_1436 = l_1435 * l_1431;
let l_1437 = l_1436 * l_1430;
let l_1438 = l_1437 + l_1430;
let l_1439 = f32(2.44331567955669e-5) * l_1431;
let l_1440 = l_1439 - f32(0.0013887316454201937);
let l_1441 = l_1440 * l_1431;
let l_1442 = l_1441 + f32(0.04166664555668831);
let l_1443 = l_1442 * l_1431;
let l_1444 = l_1443 * l_1431;
let l_1445 = f32(0.5) * l_1431;
let l_1446 = l_1444 - l_1445;
let l_1447 = l_1446 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1448 = l_mut_104 > u32(3);
if l_1448 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1449 = l_mut_104 > u32(1);
if l_1449 {
let l_1450 = -l_mut_134;
l_mut_134 = l_1450;
}
let l_1451 = l_1418 < f32(0.0);
if l_1451 {
let l_1452 = -l_mut_151;
l_mut_151 = l_1452;
}
let l_1453 = l_mut_104 == u32(1);
let l_1454 = l_mut_104 == u32(2);
let l_1455 = l_1453 || l_1454;
let l_1456 = select(l_1438, l_1447, l_1455);
let l_1457 = l_1456 * l_mut_151;
let l_1458 = select(l_1447, l_1438, l_1455);
let l_1459 = l_1458 * l_mut_134;
let l_1460 = l_1457 / l_613;
l_mut_653 = l_1460;
let l_1461 = l_1417 * l_1459;
let l_1462 = l_1461 * l_613;
let l_1463 = l_1462 - l_1457;
let l_1464 = l_613 * l_613;
let l_1465 = l_1463 / l_1464;
l_mut_168 = l_1465;
l_mut_616[u32(2)] = l_mut_653;
l_mut_615[u32(2)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1466 = info.scalars_u32[36] + u32(15);
let l_1467 = u32(0) + l_1466;
let l_1468 = buffer_7_global[l_1467];
let l_1469 = l_1468 * l_613;
let l_1470 = abs(l_1469);
let l_1471 = l_1470 * f32(1.2732394933700562);
let l_1472 = u32(l_1471);
l_mut_104 = l_1472;
let l_1473 = f32(l_mut_104);
l_mut_151 = l_1473;
let l_1474 = l_mut_104 % u32(2);
let l_1475 = l_1474 == u32(1);
if l_1475 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1476 = l_mut_151 * f32(0.78515625);
let l_1477 = l_1470 - l_1476;
let l_1478 = l_mut_151 * f32(0.00024187564849853516);
let l_1479 = l_1477 - l_1478;
let l_1480 = l_mut_151 * f32(3.774895063202166e-8);
let l_1481 = l_1479 - l_1480;
let l_1482 = l_1481 * l_1481;
let l_1483 = f32(-0.00019515295571181923) * l_1482;
let l_1484 = l_1483 + f32(0.008332161232829094);
let l_1485 = l_1484 * l_1482;
let l_1486 = l_1485 - f32(0.16666655242443085);
let l_1487 = l_1486 * l_1482;
let l_1488 = l_1487 * l_1481;
let l_1489 = l_1488 + l_1481;
let l_1490 = f32(2.44331567955669e-5) * l_1482;
let l_1491 = l_1490 - f32(0.0013887316454201937);
let l_1492 = l_1491 * l_1482;
let l_1493 = l_1492 + f32(0.04166664555668831);
let l_1494 = l_1493 * l_1482;
let l_1495 = l_1494 * l_1482;
let l_1496 = f32(0.5) * l_1482;
let l_1497 = l_1495 - l_1496;
let l_1498 = l_1497 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1499 = l_mut_104 > u32(3);
if l_1499 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1500 = l_mut_104 > u32(1);
if l_1500 {
let l_1501 = -l_mut_134;
l_mut_134 = l_1501;
}
let l_1502 = l_1469 < f32(0.0);
if l_1502 {
let l_1503 = -l_mut_151;
l_mut_151 = l_1503;
}
let l_1504 = l_mut_104 == u32(1);
let l_1505 = l_mut_104 == u32(2);
let l_1506 = l_1504 || l_1505;
let l_1507 = select(l_1489, l_1498, l_1506);
let l_1508 = l_1507 * l_mut_151;
let l_1509 = select(l_1498, l_1489, l_1506);
let l_1510 = l_1509 * l_mut_134;
let l_1511 = l_1508 / l_613;
l_mut_653 = l_1511;
let l_1512 = l_1468 * l_1510;
let l_1513 = l_1512 * l_613;
let l_1514 = l_1513 - l_1508;
let l_1515 = l_613 * l_613;
let l_1516 = l_1514 / l_1515;
l_mut_168 = l_1516;
l_mut_616[u32(3)] = l_mut_653;
l_mut_615[u32(3)] = l_mut_168;
let l_1517 = l_mut_294 * u32(5);
let l_1518 = l_1517 + u32(3);
let l_1519 = u32(0) + l_1518;
buffer_5_global[l_1519] = l_mut_616;
let l_1520 = l_mut_294 * u32(5);
let l_1521 = l_1520 + u32(3);
let l_1522 = u32(0) + l_1521;
buffer_6_global[l_1522] = l_mut_615;
let l_1523 = vec4<f32>(f32(0.0));
l_mut_676 = l_1523;
l_mut_616 = l_mut_676;
let l_1524 = vec4<f32>(f32(0.0));
l_mut_676 = l_1524;
l_mut_615 = l_mut_676;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1525 = info.scalars_u32[36] + u32(16);
let l_1526 = u32(0) + l_1525;
let l_1527 = buffer_7_global[l_1526];
let l_1528 = l_1527 * l_613;
let l_1529 = abs(l_1528);
let l_1530 = l_1529 * f32(1.2732394933700562);
let l_1531 = u32(l_1530);
l_mut_104 = l_1531;
let l_1532 = f32(l_mut_104);
l_mut_151 = l_1532;
let l_1533 = l_mut_104 % u32(2);
let l_1534 = l_1533 == u32(1);
if l_1534 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1535 = l_mut_151 * f32(0.78515625);
let l_1536 = l_1529 - l_1535;
let l_1537 = l_mut_151 * f32(0.00024187564849853516);
let l_1538 = l_1536 - l_1537;
let l_1539 = l_mut_151 * f32(3.774895063202166e-8);
let l_1540 = l_1538 - l_1539;
let l_1541 = l_1540 * l_1540;
let l_1542 = f32(-0.00019515295571181923) * l_1541;
let l_1543 = l_1542 + f32(0.008332161232829094);
let l_1544 = l_1543 * l_1541;
let l_1545 = l_1544 - f32(0.16666655242443085);
let l_1546 = l_1545 * l_1541;
let l_1547 = l_1546 * l_1540;
let l_1548 = l_1547 + l_1540;
let l_1549 = f32(2.44331567955669e-5) * l_1541;
let l_1550 = l_1549 - f32(0.0013887316454201937);
let l_1551 = l_1550 * l_1541;
let l_1552 = l_1551 + f32(0.04166664555668831);
let l_1553 = l_1552 * l_1541;
let l_1554 = l_1553 * l_1541;
let l_1555 = f32(0.5) * l_1541;
let l_1556 = l_1554 - l_1555;
let l_1557 = l_1556 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1558 = l_mut_104 > u32(3);
if l_1558 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1559 = l_mut_104 > u32(1);
if l_1559 {
let l_1560 = -l_mut_134;
l_mut_134 = l_1560;
}
let l_1561 = l_1528 < f32(0.0);
if l_1561 {
let l_1562 = -l_mut_151;
l_mut_151 = l_1562;
}
let l_1563 = l_mut_104 == u32(1);
let l_1564 = l_mut_104 == u32(2);
let l_1565 = l_1563 || l_1564;
let l_1566 = select(l_1548, l_1557, l_1565);
let l_1567 = l_1566 * l_mut_151;
let l_1568 = select(l_1557, l_1548, l_1565);
let l_1569 = l_1568 * l_mut_134;
let l_1570 = l_1567 / l_613;
l_mut_653 = l_1570;
let l_1571 = l_1527 * l_1569;
let l_1572 = l_1571 * l_613;
let l_1573 = l_1572 - l_1567;
let l_1574 = l_613 * l_613;
let l_1575 = l_1573 / l_1574;
l_mut_168 = l_1575;
l_mut_616[u32(0)] = l_mut_653;
l_mut_615[u32(0)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1576 = info.scalars_u32[36] + u32(17);
let l_1577 = u32(0) + l_1576;
let l_1578 = buffer_7_global[l_1577];
let l_1579 = l_1578 * l_613;
let l_1580 = abs(l_1579);
let l_1581 = l_1580 * f32(1.2732394933700562);
let l_1582 = u32(l_1581);
l_mut_104 = l_1582;
let l_1583 = f32(l_mut_104);
l_mut_151 = l_1583;
let l_1584 = l_mut_104 % u32(2);
let l_1585 = l_1584 == u32(1);
if l_1585 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1586 = l_mut_151 * f32(0.78515625);
let l_1587 = l_1580 - l_1586;
let l_1588 = l_mut_151 * f32(0.00024187564849853516);
let l_1589 = l_1587 - l_1588;
let l_1590 = l_mut_151 * f32(3.774895063202166e-8);
let l_1591 = l_1589 - l_1590;
let l_1592 = l_1591 * l_1591;
let l_1593 = f32(-0.00019515295571181923) * l_1592;
let l_1594 = l_1593 + f32(0.008332161232829094);
let l_1595 = l_1594 * l_1592;
let l_1596 = l_1595 - f32(0.16666655242443085);
let l_1597 = l_1596 * l_1592;
let l_1598 = l_1597 * l_1591;
let l_1599 = l_1598 + l_1591;
let l_1600 = f32(2.44331567955669e-5) * l_1592;
let l_1601 = l_1600 - f32(0.0013887316454201937);
let l_1602 = l_1601 * l_1592;
let l_1603 = l_1602 + f32(0.04166664555668831);
let l_1604 = l_1603 * l_1592;
let l_1605 = l_1604 * l_1592;
let l_1606 = f32(0.5) * l_1592;
let l_1607 = l_1605 - l_1606;
let l_1608 = l_1607 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1609 = l_mut_104 > u32(3);
if l_1609 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1610 = l_mut_104 > u32(1);
if l_1610 {
let l_1611 = -l_mut_134;
l_mut_134 = l_1611;
}
let l_1612 = l_1579 < f32(0.0);
if l_1612 {
let l_1613 = -l_mut_151;
l_mut_151 = l_1613;
}
let l_1614 = l_mut_104 == u32(1);
let l_1615 = l_mut_104 == u32(2);
let l_1616 = l_1614 || l_1615;
let l_1617 = select(l_1599, l_1608, l_1616);
let l_1618 = l_1617 * l_mut_151;
let l_1619 = select(l_1608, l_1599, l_1616);
let l_1620 = l_1619 * l_mut_134;
let l_1621 = l_1618 / l_613;
l_mut_653 = l_1621;
let l_1622 = l_1578 * l_1620;
let l_1623 = l_1622 * l_613;
let l_1624 = l_1623 - l_1618;
let l_1625 = l_613 * l_613;
let l_1626 = l_1624 / l_1625;
l_mut_168 = l_1626;
l_mut_616[u32(1)] = l_mut_653;
l_mut_615[u32(1)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1627 = info.scalars_u32[36] + u32(18);
let l_1628 = u32(0) + l_1627;
let l_1629 = buffer_7_global[l_1628];
let l_1630 = l_1629 * l_613;
let l_1631 = abs(l_1630);
let l_1632 = l_1631 * f32(1.2732394933700562);
let l_1633 = u32(l_1632);
l_mut_104 = l_1633;
let l_1634 = f32(l_mut_104);
l_mut_151 = l_1634;
let l_1635 = l_mut_104 % u32(2);
let l_1636 = l_1635 == u32(1);
if l_1636 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1637 = l_mut_151 * f32(0.78515625);
let l_1638 = l_1631 - l_1637;
let l_1639 = l_mut_151 * f32(0.00024187564849853516);
let l_1640 = l_1638 - l_1639;
let l_1641 = l_mut_151 * f32(3.774895063202166e-8);
let l_1642 = l_1640 - l_1641;
let l_1643 = l_1642 * l_1642;
let l_1644 = f32(-0.00019515295571181923) * l_1643;
let l_1645 = l_1644 + f32(0.008332161232829094);
let l_1646 = l_1645 * l_1643;
let l_1647 = l_1646 - f32(0.16666655242443085);
let l_1648 = l_1647 * l_1643;
let l_1649 = l_1648 * l_1642;
let l_1650 = l_1649 + l_1642;
let l_1651 = f32(2.44331567955669e-5) * l_1643;
let l_1652 = l_1651 - f32(0.0013887316454201937);
let l_1653 = l_1652 * l_1643;
let l_1654 = l_1653 + f32(0.04166664555668831);
let l_1655 = l_1654 * l_1643;
let l_1656 = l_1655 * l_1643;
let l_1657 = f32(0.5) * l_1643;
let l_1658 = l_1656 - l_1657;
let l_1659 = l_1658 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1660 = l_mut_104 > u32(3);
if l_1660 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1661 = l_mut_104 > u32(1);
if l_1661 {
let l_1662 = -l_mut_134;
l_mut_134 = l_1662;
}
let l_1663 = l_1630 < f32(0.0);
if l_1663 {
let l_1664 = -l_mut_151;
l_mut_151 = l_1664;
}
let l_1665 = l_mut_104 == u32(1);
let l_1666 = l_mut_104 == u32(2);
let l_1667 = l_1665 || l_1666;
let l_1668 = select(l_1650, l_1659, l_1667);
let l_1669 = l_1668 * l_mut_151;
let l_1670 = select(l_1659, l_1650, l_1667);
let l_1671 = l_1670 * l_mut_134;
let l_1672 = l_1669 / l_613;
l_mut_653 = l_1672;
let l_1673 = l_1629 * l_1671;
let l_1674 = l_1673 * l_613;
let l_1675 = l_1674 - l_1669;
let l_1676 = l_613 * l_613;
let l_1677 = l_1675 / l_1676;
l_mut_168 = l_1677;
l_mut_616[u32(2)] = l_mut_653;
l_mut_615[u32(2)] = l_mut_168;
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
let l_1678 = info.scalars_u32[36] + u32(19);
let l_1679 = u32(0) + l_1678;
let l_1680 = buffer_7_global[l_1679];
let l_1681 = l_1680 * l_613;
let l_1682 = abs(l_1681);
let l_1683 = l_1682 * f32(1.2732394933700562);
let l_1684 = u32(l_1683);
l_mut_104 = l_1684;
let l_1685 = f32(l_mut_104);
l_mut_151 = l_1685;
let l_1686 = l_mut_104 % u32(2);
let l_1687 = l_1686 == u32(1);
if l_1687 {
l_mut_104 = l_mut_104 + u32(1);
l_mut_151 = l_mut_151 + f32(1.0);
}
l_mut_104 = l_mut_104 % u32(8);
let l_1688 = l_mut_151 * f32(0.78515625);
let l_1689 = l_1682 - l_1688;
let l_1690 = l_mut_151 * f32(0.00024187564849853516);
let l_1691 = l_1689 - l_1690;
let l_1692 = l_mut_151 * f32(3.774895063202166e-8);
let l_1693 = l_1691 - l_1692;
let l_1694 = l_1693 * l_1693;
let l_1695 = f32(-0.00019515295571181923) * l_1694;
let l_1696 = l_1695 + f32(0.008332161232829094);
let l_1697 = l_1696 * l_1694;
let l_1698 = l_1697 - f32(0.16666655242443085);
let l_1699 = l_1698 * l_1694;
let l_1700 = l_1699 * l_1693;
let l_1701 = l_1700 + l_1693;
let l_1702 = f32(2.44331567955669e-5) * l_1694;
let l_1703 = l_1702 - f32(0.0013887316454201937);
let l_1704 = l_1703 * l_1694;
let l_1705 = l_1704 + f32(0.04166664555668831);
let l_1706 = l_1705 * l_1694;
let l_1707 = l_1706 * l_1694;
let l_1708 = f32(0.5) * l_1694;
let l_1709 = l_1707 - l_1708;
let l_1710 = l_1709 + f32(1.0);
l_mut_151 = f32(1.0);
l_mut_134 = f32(1.0);
let l_1711 = l_mut_104 > u32(3);
if l_1711 {
l_mut_104 = l_mut_104 - u32(4);
l_mut_151 = f32(-1.0);
l_mut_134 = f32(-1.0);
}
let l_1712 = l_mut_104 > u32(1);
if l_1712 {
let l_1713 = -l_mut_134;
l_mut_134 = l_1713;
}
let l_1714 = l_1681 < f32(0.0);
if l_1714 {
let l_1715 = -l_mut_151;
l_mut_151 = l_1715;
}
let l_1716 = l_mut_104 == u32(1);
let l_1717 = l_mut_104 == u32(2);
let l_1718 = l_1716 || l_1717;
let l_1719 = select(l_1701, l_1710, l_1718);
let l_1720 = l_1719 * l_mut_151;
let l_1721 = select(l_1710, l_1701, l_1718);
let l_1722 = l_1721 * l_mut_134;
let l_1723 = l_1720 / l_613;
l_mut_653 = l_1723;
let l_1724 = l_1680 * l_1722;
let l_1725 = l_1724 * l_613;
let l_1726 = l_1725 - l_1720;
let l_1727 = l_613 * l_613;
let l_1728 = l_1726 / l_1727;
l_mut_168 = l_1728;
l_mut_616[u32(3)] = l_mut_653;
l_mut_615[u32(3)] = l_mut_168;
let l_1729 = l_mut_294 * u32(5);
let l_1730 = l_1729 + u32(4);
let l_1731 = u32(0) + l_1730;
buffer_5_global[l_1731] = l_mut_616;
let l_1732 = l_mut_294 * u32(5);
let l_1733 = l_1732 + u32(4);
let l_1734 = u32(0) + l_1733;
buffer_6_global[l_1734] = l_mut_615;
l_mut_294 = l_mut_294 + u32(512);
}
}
storageBarrier();
let l_1736 = l_556 + u32(0);
let l_1737 = l_1736 < info.scalars_u32[35];
if l_1737 {
let l_1738 = local_idx % u32(128);
let l_1739 = local_idx / u32(128);
let l_1743 = info.scalars_u32[0] + u32(0);
let l_1744 = l_1743 + l_1738;
let l_1745 = u32(0) + l_1744;
let l_1746 = buffer_7_global[l_1745];
a_1740[u32(0)] = l_1746;
let l_1747 = info.scalars_u32[0] + u32(0);
let l_1748 = l_1747 + u32(128);
let l_1749 = l_1748 + l_1738;
let l_1750 = u32(0) + l_1749;
let l_1751 = buffer_7_global[l_1750];
a_1741[u32(0)] = l_1751;
let l_1752 = info.scalars_u32[0] + u32(384);
let l_1753 = l_1752 + l_1738;
let l_1754 = u32(0) + l_1753;
let l_1755 = buffer_7_global[l_1754];
a_1740[u32(1)] = l_1755;
let l_1756 = info.scalars_u32[0] + u32(384);
let l_1757 = l_1756 + u32(128);
let l_1758 = l_1757 + l_1738;
let l_1759 = u32(0) + l_1758;
let l_1760 = buffer_7_global[l_1759];
a_1741[u32(1)] = l_1760;
let l_1761 = info.scalars_u32[0] + u32(768);
let l_1762 = l_1761 + l_1738;
let l_1763 = u32(0) + l_1762;
let l_1764 = buffer_7_global[l_1763];
a_1740[u32(2)] = l_1764;
let l_1765 = info.scalars_u32[0] + u32(768);
let l_1766 = l_1765 + u32(128);
let l_1767 = l_1766 + l_1738;
let l_1768 = u32(0) + l_1767;
let l_1769 = buffer_7_global[l_1768];
a_1741[u32(2)] = l_1769;
let l_1770 = info.scalars_u32[0] + u32(1152);
let l_1771 = l_1770 + l_1738;
let l_1772 = u32(0) + l_1771;
let l_1773 = buffer_7_global[l_1772];
a_1740[u32(3)] = l_1773;
let l_1774 = info.scalars_u32[0] + u32(1152);
let l_1775 = l_1774 + u32(128);
let l_1776 = l_1775 + l_1738;
let l_1777 = u32(0) + l_1776;
let l_1778 = buffer_7_global[l_1777];
a_1741[u32(3)] = l_1778;
let l_1779 = info.scalars_u32[0] + u32(1536);
let l_1780 = l_1779 + l_1738;
let l_1781 = u32(0) + l_1780;
let l_1782 = buffer_7_global[l_1781];
a_1740[u32(4)] = l_1782;
let l_1783 = info.scalars_u32[0] + u32(1536);
let l_1784 = l_1783 + u32(128);
let l_1785 = l_1784 + l_1738;
let l_1786 = u32(0) + l_1785;
let l_1787 = buffer_7_global[l_1786];
a_1741[u32(4)] = l_1787;
let l_1788 = info.scalars_u32[0] + u32(1920);
let l_1789 = l_1788 + l_1738;
let l_1790 = u32(0) + l_1789;
let l_1791 = buffer_7_global[l_1790];
a_1740[u32(5)] = l_1791;
let l_1792 = info.scalars_u32[0] + u32(1920);
let l_1793 = l_1792 + u32(128);
let l_1794 = l_1793 + l_1738;
let l_1795 = u32(0) + l_1794;
let l_1796 = buffer_7_global[l_1795];
a_1741[u32(5)] = l_1796;
let l_1797 = info.scalars_u32[0] + u32(2304);
let l_1798 = l_1797 + l_1738;
let l_1799 = u32(0) + l_1798;
let l_1800 = buffer_7_global[l_1799];
a_1740[u32(6)] = l_1800;
let l_1801 = info.scalars_u32[0] + u32(2304);
let l_1802 = l_1801 + u32(128);
let l_1803 = l_1802 + l_1738;
let l_1804 = u32(0) + l_1803;
let l_1805 = buffer_7_global[l_1804];
a_1741[u32(6)] = l_1805;
let l_1806 = info.scalars_u32[0] + u32(2688);
let l_1807 = l_1806 + l_1738;
let l_1808 = u32(0) + l_1807;
let l_1809 = buffer_7_global[l_1808];
a_1740[u32(7)] = l_1809;
let l_1810 = info.scalars_u32[0] + u32(2688);
let l_1811 = l_1810 + u32(128);
let l_1812 = l_1811 + l_1738;
let l_1813 = u32(0) + l_1812;
let l_1814 = buffer_7_global[l_1813];
a_1741[u32(7)] = l_1814;
let l_1815 = info.scalars_u32[0] + u32(3072);
let l_1816 = l_1815 + l_1738;
let l_1817 = u32(0) + l_1816;
let l_1818 = buffer_7_global[l_1817];
a_1740[u32(8)] = l_1818;
let l_1819 = info.scalars_u32[0] + u32(3072);
let l_1820 = l_1819 + u32(128);
let l_1821 = l_1820 + l_1738;
let l_1822 = u32(0) + l_1821;
let l_1823 = buffer_7_global[l_1822];
a_1741[u32(8)] = l_1823;
let l_1824 = info.scalars_u32[0] + u32(3456);
let l_1825 = l_1824 + l_1738;
let l_1826 = u32(0) + l_1825;
let l_1827 = buffer_7_global[l_1826];
a_1740[u32(9)] = l_1827;
let l_1828 = info.scalars_u32[0] + u32(3456);
let l_1829 = l_1828 + u32(128);
let l_1830 = l_1829 + l_1738;
let l_1831 = u32(0) + l_1830;
let l_1832 = buffer_7_global[l_1831];
a_1741[u32(9)] = l_1832;
let l_1833 = info.scalars_u32[0] + u32(3840);
let l_1834 = l_1833 + l_1738;
let l_1835 = u32(0) + l_1834;
let l_1836 = buffer_7_global[l_1835];
a_1740[u32(10)] = l_1836;
let l_1837 = info.scalars_u32[0] + u32(3840);
let l_1838 = l_1837 + u32(128);
let l_1839 = l_1838 + l_1738;
let l_1840 = u32(0) + l_1839;
let l_1841 = buffer_7_global[l_1840];
a_1741[u32(10)] = l_1841;
let l_1842 = info.scalars_u32[0] + u32(4224);
let l_1843 = l_1842 + l_1738;
let l_1844 = u32(0) + l_1843;
let l_1845 = buffer_7_global[l_1844];
a_1740[u32(11)] = l_1845;
let l_1846 = info.scalars_u32[0] + u32(4224);
let l_1847 = l_1846 + u32(128);
let l_1848 = l_1847 + l_1738;
let l_1849 = u32(0) + l_1848;
let l_1850 = buffer_7_global[l_1849];
a_1741[u32(11)] = l_1850;
let l_1851 = info.scalars_u32[0] + u32(4608);
let l_1852 = l_1851 + l_1738;
let l_1853 = u32(0) + l_1852;
let l_1854 = buffer_7_global[l_1853];
a_1740[u32(12)] = l_1854;
let l_1855 = info.scalars_u32[0] + u32(4608);
let l_1856 = l_1855 + u32(128);
let l_1857 = l_1856 + l_1738;
let l_1858 = u32(0) + l_1857;
let l_1859 = buffer_7_global[l_1858];
a_1741[u32(12)] = l_1859;
let l_1860 = info.scalars_u32[0] + u32(4992);
let l_1861 = l_1860 + l_1738;
let l_1862 = u32(0) + l_1861;
let l_1863 = buffer_7_global[l_1862];
a_1740[u32(13)] = l_1863;
let l_1864 = info.scalars_u32[0] + u32(4992);
let l_1865 = l_1864 + u32(128);
let l_1866 = l_1865 + l_1738;
let l_1867 = u32(0) + l_1866;
let l_1868 = buffer_7_global[l_1867];
a_1741[u32(13)] = l_1868;
let l_1869 = info.scalars_u32[0] + u32(5376);
let l_1870 = l_1869 + l_1738;
let l_1871 = u32(0) + l_1870;
let l_1872 = buffer_7_global[l_1871];
a_1740[u32(14)] = l_1872;
let l_1873 = info.scalars_u32[0] + u32(5376);
let l_1874 = l_1873 + u32(128);
let l_1875 = l_1874 + l_1738;
let l_1876 = u32(0) + l_1875;
let l_1877 = buffer_7_global[l_1876];
a_1741[u32(14)] = l_1877;
let l_1878 = info.scalars_u32[0] + u32(5760);
let l_1879 = l_1878 + l_1738;
let l_1880 = u32(0) + l_1879;
let l_1881 = buffer_7_global[l_1880];
a_1740[u32(15)] = l_1881;
let l_1882 = info.scalars_u32[0] + u32(5760);
let l_1883 = l_1882 + u32(128);
let l_1884 = l_1883 + l_1738;
let l_1885 = u32(0) + l_1884;
let l_1886 = buffer_7_global[l_1885];
a_1741[u32(15)] = l_1886;
let l_1887 = info.scalars_u32[0] + u32(6144);
let l_1888 = l_1887 + l_1738;
let l_1889 = u32(0) + l_1888;
let l_1890 = buffer_7_global[l_1889];
a_1740[u32(16)] = l_1890;
let l_1891 = info.scalars_u32[0] + u32(6144);
let l_1892 = l_1891 + u32(128);
let l_1893 = l_1892 + l_1738;
let l_1894 = u32(0) + l_1893;
let l_1895 = buffer_7_global[l_1894];
a_1741[u32(16)] = l_1895;
let l_1896 = info.scalars_u32[0] + u32(6528);
let l_1897 = l_1896 + l_1738;
let l_1898 = u32(0) + l_1897;
let l_1899 = buffer_7_global[l_1898];
a_1740[u32(17)] = l_1899;
let l_1900 = info.scalars_u32[0] + u32(6528);
let l_1901 = l_1900 + u32(128);
let l_1902 = l_1901 + l_1738;
let l_1903 = u32(0) + l_1902;
let l_1904 = buffer_7_global[l_1903];
a_1741[u32(17)] = l_1904;
let l_1905 = info.scalars_u32[0] + u32(6912);
let l_1906 = l_1905 + l_1738;
let l_1907 = u32(0) + l_1906;
let l_1908 = buffer_7_global[l_1907];
a_1740[u32(18)] = l_1908;
let l_1909 = info.scalars_u32[0] + u32(6912);
let l_1910 = l_1909 + u32(128);
let l_1911 = l_1910 + l_1738;
let l_1912 = u32(0) + l_1911;
let l_1913 = buffer_7_global[l_1912];
a_1741[u32(18)] = l_1913;
let l_1914 = info.scalars_u32[0] + u32(7296);
let l_1915 = l_1914 + l_1738;
let l_1916 = u32(0) + l_1915;
let l_1917 = buffer_7_global[l_1916];
a_1740[u32(19)] = l_1917;
let l_1918 = info.scalars_u32[0] + u32(7296);
let l_1919 = l_1918 + u32(128);
let l_1920 = l_1919 + l_1738;
let l_1921 = u32(0) + l_1920;
let l_1922 = buffer_7_global[l_1921];
a_1741[u32(19)] = l_1922;
a_1742[u32(0)] = f32(0.0);
let l_1923 = info.scalars_u32[1] + l_1738;
let l_1924 = u32(0) + l_1923;
let l_1925 = buffer_7_global[l_1924];
let l_1926 = info.scalars_u32[1] + u32(128);
let l_1927 = l_1926 + l_1738;
let l_1928 = u32(0) + l_1927;
let l_1929 = buffer_7_global[l_1928];
l_mut_653 = f32(0.0);
l_mut_168 = f32(0.0);
l_mut_151 = f32(0.0);
l_mut_134 = f32(0.0);
l_mut_1930 = f32(0.0);
let l_1931 = u32(0) + l_1736;
let l_1932 = buffer_0_global[l_1931];
let l_1933 = l_1736 + u32(1);
let l_1934 = u32(0) + l_1933;
let l_1935 = buffer_0_global[l_1934];
let l_1937 = l_1935 - l_1932;
l_mut_294 = l_1937;
l_mut_1938 = bool(true);
l_mut_104 = u32(4294967295);
let l_1940 = l_1935 - l_1932;
let l_1941 = l_1940 <= u32(512);
if l_1941 {
let l_1942 = l_1932 + local_idx;
l_mut_103 = u32(0);
let l_1943 = l_1942 < l_1935;
if l_1943 {
let l_1944 = l_1942 * u32(2);
let l_1945 = l_1944 + u32(1);
let l_1946 = u32(0) + l_1945;
let l_1947 = buffer_4_global[l_1946];
let l_1948 = l_1947[u32(0)];
let l_1949 = l_1948 != f32(0.0);
let l_1950 = l_1947[u32(1)];
let l_1951 = l_1950 != f32(0.0);
let l_1952 = l_1949 || l_1951;
if l_1952 {
l_mut_103 = u32(1);
}
}
shared_memory_1939[local_idx] = l_mut_103;
workgroupBarrier();
l_mut_56 = u32(1);
loop {
let l_1953 = l_mut_56 < u32(512);
let l_1954 = !l_1953;
if l_1954 {
break;
}
let l_1955 = shared_memory_1939[local_idx];
l_mut_1956 = l_1955;
let l_1957 = local_idx >= l_mut_56;
if l_1957 {
let l_1958 = local_idx - l_mut_56;
let l_1959 = shared_memory_1939[l_1958];
l_mut_1956 = l_mut_1956 + l_1959;
}
workgroupBarrier();
shared_memory_1939[local_idx] = l_mut_1956;
workgroupBarrier();
l_mut_56 = l_mut_56 * u32(2);
}
let l_1960 = l_mut_103 == u32(1);
if l_1960 {
let l_1961 = shared_memory_1939[local_idx];
let l_1962 = l_1961 - u32(1);
shared_memory_1936[l_1962] = l_1942;
}
let l_1963 = shared_memory_1939[u32(511)];
l_mut_104 = l_1963;
workgroupBarrier();
}
let l_1964 = l_mut_104 != u32(4294967295);
if l_1964 {
l_mut_294 = l_mut_104;
l_mut_1938 = bool(false);
}
l_mut_1956 = l_1739;
loop {
let l_1965 = l_mut_1956 + u32(4);
let l_1966 = l_1965 < l_mut_294;
let l_1967 = !l_1966;
if l_1967 {
break;
}
let l_1968 = l_1932 + l_mut_1956;
l_mut_104 = l_1968;
let l_1969 = !l_mut_1938;
if l_1969 {
let l_1970 = shared_memory_1936[l_mut_1956];
l_mut_104 = l_1970;
}
let l_1971 = l_mut_1956 + u32(4);
let l_1972 = l_1932 + l_1971;
l_mut_103 = l_1972;
let l_1973 = !l_mut_1938;
if l_1973 {
let l_1974 = shared_memory_1936[l_1971];
l_mut_103 = l_1974;
}
l_mut_1975 = l_1925;
l_mut_1976 = l_1929;
l_mut_1977 = l_mut_653;
let l_1978 = l_mut_104 * u32(5);
let l_1979 = l_1978 + u32(0);
let l_1980 = u32(0) + l_1979;
let l_1981 = buffer_5_global[l_1980];
let l_1982 = l_1981[u32(0)];
let l_1983 = a_1740[u32(0)];
let l_1984 = l_1983 * l_1982;
l_mut_1975 = l_mut_1975 + l_1984;
let l_1985 = a_1741[u32(0)];
let l_1986 = l_1985 * l_1982;
l_mut_1976 = l_mut_1976 + l_1986;
let l_1987 = l_1981[u32(1)];
let l_1988 = a_1740[u32(1)];
let l_1989 = l_1988 * l_1987;
l_mut_1975 = l_mut_1975 + l_1989;
let l_1990 = a_1741[u32(1)];
let l_1991 = l_1990 * l_1987;
l_mut_1976 = l_mut_1976 + l_1991;
let l_1992 = l_1981[u32(2)];
let l_1993 = a_1740[u32(2)];
let l_1994 = l_1993 * l_1992;
l_mut_1975 = l_mut_1975 + l_1994;
let l_1995 = a_1741[u32(2)];
let l_1996 = l_1995 * l_1992;
l_mut_1976 = l_mut_1976 + l_1996;
let l_1997 = l_1981[u32(3)];
let l_1998 = a_1740[u32(3)];
let l_1999 = l_1998 * l_1997;
l_mut_1975 = l_mut_1975 + l_1999;
let l_2000 = a_1741[u32(3)];
let l_2001 = l_2000 * l_1997;
l_mut_1976 = l_mut_1976 + l_2001;
let l_2002 = l_mut_104 * u32(5);
let l_2003 = l_2002 + u32(1);
let l_2004 = u32(0) + l_2003;
let l_2005 = buffer_5_global[l_2004];
let l_2006 = l_2005[u32(0)];
let l_2007 = a_1740[u32(4)];
let l_2008 = l_2007 * l_2006;
l_mut_1975 = l_mut_1975 + l_2008;
let l_2009 = a_1741[u32(4)];
let l_2010 = l_2009 * l_2006;
l_mut_1976 = l_mut_1976 + l_2010;
let l_2011 = l_2005[u32(1)];
let l_2012 = a_1740[u32(5)];
let l_2013 = l_2012 * l_2011;
l_mut_1975 = l_mut_1975 + l_2013;
let l_2014 = a_1741[u32(5)];
let l_2015 = l_2014 * l_2011;
l_mut_1976 = l_mut_1976 + l_2015;
let l_2016 = l_2005[u32(2)];
let l_2017 = a_1740[u32(6)];
let l_2018 = l_2017 * l_2016;
l_mut_1975 = l_mut_1975 + l_2018;
let l_2019 = a_1741[u32(6)];
let l_2020 = l_2019 * l_2016;
l_mut_1976 = l_mut_1976 + l_2020;
let l_2021 = l_2005[u32(3)];
let l_2022 = a_1740[u32(7)];
let l_2023 = l_2022 * l_2021;
l_mut_1975 = l_mut_1975 + l_2023;
let l_2024 = a_1741[u32(7)];
let l_2025 = l_2024 * l_2021;
l_mut_1976 = l_mut_1976 + l_2025;
let l_2026 = l_mut_104 * u32(5);
let l_2027 = l_2026 + u32(2);
let l_2028 = u32(0) + l_2027;
let l_2029 = buffer_5_global[l_2028];
let l_2030 = l_2029[u32(0)];
let l_2031 = a_1740[u32(8)];
let l_2032 = l_2031 * l_2030;
l_mut_1975 = l_mut_1975 + l_2032;
let l_2033 = a_1741[u32(8)];
let l_2034 = l_2033 * l_2030;
l_mut_1976 = l_mut_1976 + l_2034;
let l_2035 = l_2029[u32(1)];
let l_2036 = a_1740[u32(9)];
let l_2037 = l_2036 * l_2035;
l_mut_1975 = l_mut_1975 + l_2037;
let l_2038 = a_1741[u32(9)];
let l_2039 = l_2038 * l_2035;
l_mut_1976 = l_mut_1976 + l_2039;
let l_2040 = l_2029[u32(2)];
let l_2041 = a_1740[u32(10)];
let l_2042 = l_2041 * l_2040;
l_mut_1975 = l_mut_1975 + l_2042;
let l_2043 = a_1741[u32(10)];
let l_2044 = l_2043 * l_2040;
l_mut_1976 = l_mut_1976 + l_2044;
let l_2045 = l_2029[u32(3)];
let l_2046 = a_1740[u32(11)];
let l_2047 = l_2046 * l_2045;
l_mut_1975 = l_mut_1975 + l_2047;
let l_2048 = a_1741[u32(11)];
let l_2049 = l_2048 * l_2045;
l_mut_1976 = l_mut_1976 + l_2049;
let l_2050 = l_mut_104 * u32(5);
let l_2051 = l_2050 + u32(3);
let l_2052 = u32(0) + l_2051;
let l_2053 = buffer_5_global[l_2052];
let l_2054 = l_2053[u32(0)];
let l_2055 = a_1740[u32(12)];
let l_2056 = l_2055 * l_2054;
l_mut_1975 = l_mut_1975 + l_2056;
let l_2057 = a_1741[u32(12)];
let l_2058 = l_2057 * l_2054;
l_mut_1976 = l_mut_1976 + l_2058;
let l_2059 = l_2053[u32(1)];
let l_2060 = a_1740[u32(13)];
let l_2061 = l_2060 * l_2059;
l_mut_1975 = l_mut_1975 + l_2061;
let l_2062 = a_1741[u32(13)];
let l_2063 = l_2062 * l_2059;
l_mut_1976 = l_mut_1976 + l_2063;
let l_2064 = l_2053[u32(2)];
let l_2065 = a_1740[u32(14)];
let l_2066 = l_2065 * l_2064;
l_mut_1975 = l_mut_1975 + l_2066;
let l_2067 = a_1741[u32(14)];
let l_2068 = l_2067 * l_2064;
l_mut_1976 = l_mut_1976 + l_2068;
let l_2069 = l_2053[u32(3)];
let l_2070 = a_1740[u32(15)];
let l_2071 = l_2070 * l_2069;
l_mut_1975 = l_mut_1975 + l_2071;
let l_2072 = a_1741[u32(15)];
let l_2073 = l_2072 * l_2069;
l_mut_1976 = l_mut_1976 + l_2073;
let l_2074 = l_mut_104 * u32(5);
let l_2075 = l_2074 + u32(4);
let l_2076 = u32(0) + l_2075;
let l_2077 = buffer_5_global[l_2076];
let l_2078 = l_2077[u32(0)];
let l_2079 = a_1740[u32(16)];
let l_2080 = l_2079 * l_2078;
l_mut_1975 = l_mut_1975 + l_2080;
let l_2081 = a_1741[u32(16)];
let l_2082 = l_2081 * l_2078;
l_mut_1976 = l_mut_1976 + l_2082;
let l_2083 = l_2077[u32(1)];
let l_2084 = a_1740[u32(17)];
let l_2085 = l_2084 * l_2083;
l_mut_1975 = l_mut_1975 + l_2085;
let l_2086 = a_1741[u32(17)];
let l_2087 = l_2086 * l_2083;
l_mut_1976 = l_mut_1976 + l_2087;
let l_2088 = l_2077[u32(2)];
let l_2089 = a_1740[u32(18)];
let l_2090 = l_2089 * l_2088;
l_mut_1975 = l_mut_1975 + l_2090;
let l_2091 = a_1741[u32(18)];
let l_2092 = l_2091 * l_2088;
l_mut_1976 = l_mut_1976 + l_2092;
let l_2093 = l_2077[u32(3)];
let l_2094 = a_1740[u32(19)];
let l_2095 = l_2094 * l_2093;
l_mut_1975 = l_mut_1975 + l_2095;
let l_2096 = a_1741[u32(19)];
let l_2097 = l_2096 * l_2093;
l_mut_1976 = l_mut_1976 + l_2097;
l_mut_2098 = l_1925;
l_mut_2099 = l_1929;
l_mut_2100 = l_mut_653;
let l_2101 = l_mut_103 * u32(5);
let l_2102 = l_2101 + u32(0);
let l_2103 = u32(0) + l_2102;
let l_2104 = buffer_5_global[l_2103];
let l_2105 = l_2104[u32(0)];
let l_2106 = a_1740[u32(0)];
let l_2107 = l_2106 * l_2105;
l_mut_2098 = l_mut_2098 + l_2107;
let l_2108 = a_1741[u32(0)];
let l_2109 = l_2108 * l_2105;
l_mut_2099 = l_mut_2099 + l_2109;
let l_2110 = l_2104[u32(1)];
let l_2111 = a_1740[u32(1)];
let l_2112 = l_2111 * l_2110;
l_mut_2098 = l_mut_2098 + l_2112;
let l_2113 = a_1741[u32(1)];
let l_2114 = l_2113 * l_2110;
l_mut_2099 = l_mut_2099 + l_2114;
let l_2115 = l_2104[u32(2)];
let l_2116 = a_1740[u32(2)];
let l_2117 = l_2116 * l_2115;
l_mut_2098 = l_mut_2098 + l_2117;
let l_2118 = a_1741[u32(2)];
let l_2119 = l_2118 * l_2115;
l_mut_2099 = l_mut_2099 + l_2119;
let l_2120 = l_2104[u32(3)];
let l_2121 = a_1740[u32(3)];
let l_2122 = l_2121 * l_2120;
l_mut_2098 = l_mut_2098 + l_2122;
let l_2123 = a_1741[u32(3)];
let l_2124 = l_2123 * l_2120;
l_mut_2099 = l_mut_2099 + l_2124;
let l_2125 = l_mut_103 * u32(5);
let l_2126 = l_2125 + u32(1);
let l_2127 = u32(0) + l_2126;
let l_2128 = buffer_5_global[l_2127];
let l_2129 = l_2128[u32(0)];
let l_2130 = a_1740[u32(4)];
let l_2131 = l_2130 * l_2129;
l_mut_2098 = l_mut_2098 + l_2131;
let l_2132 = a_1741[u32(4)];
let l_2133 = l_2132 * l_2129;
l_mut_2099 = l_mut_2099 + l_2133;
let l_2134 = l_2128[u32(1)];
let l_2135 = a_1740[u32(5)];
let l_2136 = l_2135 * l_2134;
l_mut_2098 = l_mut_2098 + l_2136;
let l_2137 = a_1741[u32(5)];
let l_2138 = l_2137 * l_2134;
l_mut_2099 = l_mut_2099 + l_2138;
let l_2139 = l_2128[u32(2)];
let l_2140 = a_1740[u32(6)];
let l_2141 = l_2140 * l_2139;
l_mut_2098 = l_mut_2098 + l_2141;
let l_2142 = a_1741[u32(6)];
let l_2143 = l_2142 * l_2139;
l_mut_2099 = l_mut_2099 + l_2143;
let l_2144 = l_2128[u32(3)];
let l_2145 = a_1740[u32(7)];
let l_2146 = l_2145 * l_2144;
l_mut_2098 = l_mut_2098 + l_2146;
let l_2147 = a_1741[u32(7)];
let l_2148 = l_2147 * l_2144;
l_mut_2099 = l_mut_2099 + l_2148;
let l_2149 = l_mut_103 * u32(5);
let l_2150 = l_2149 + u32(2);
let l_2151 = u32(0) + l_2150;
let l_2152 = buffer_5_global[l_2151];
let l_2153 = l_2152[u32(0)];
let l_2154 = a_1740[u32(8)];
let l_2155 = l_2154 * l_2153;
l_mut_2098 = l_mut_2098 + l_2155;
let l_2156 = a_1741[u32(8)];
let l_2157 = l_2156 * l_2153;
l_mut_2099 = l_mut_2099 + l_2157;
let l_2158 = l_2152[u32(1)];
let l_2159 = a_1740[u32(9)];
let l_2160 = l_2159 * l_2158;
l_mut_2098 = l_mut_2098 + l_2160;
let l_2161 = a_1741[u32(9)];
let l_2162 = l_2161 * l_2158;
l_mut_2099 = l_mut_2099 + l_2162;
let l_2163 = l_2152[u32(2)];
let l_2164 = a_1740[u32(10)];
let l_2165 = l_2164 * l_2163;
l_mut_2098 = l_mut_2098 + l_2165;
let l_2166 = a_1741[u32(10)];
let l_2167 = l_2166 * l_2163;
l_mut_2099 = l_mut_2099 + l_2167;
let l_2168 = l_2152[u32(3)];
let l_2169 = a_1740[u32(11)];
let l_2170 = l_2169 * l_2168;
l_mut_2098 = l_mut_2098 + l_2170;
let l_2171 = a_1741[u32(11)];
let l_2172 = l_2171 * l_2168;
l_mut_2099 = l_mut_2099 + l_2172;
let l_2173 = l_mut_103 * u32(5);
let l_2174 = l_2173 + u32(3);
let l_2175 = u32(0) + l_2174;
let l_2176 = buffer_5_global[l_2175];
let l_2177 = l_2176[u32(0)];
let l_2178 = a_1740[u32(12)];
let l_2179 = l_2178 * l_2177;
l_mut_2098 = l_mut_2098 + l_2179;
let l_2180 = a_1741[u32(12)];
let l_2181 = l_2180 * l_2177;
l_mut_2099 = l_mut_2099 + l_2181;
let l_2182 = l_2176[u32(1)];
let l_2183 = a_1740[u32(13)];
let l_2184 = l_2183 * l_2182;
l_mut_2098 = l_mut_2098 + l_2184;
let l_2185 = a_1741[u32(13)];
let l_2186 = l_2185 * l_2182;
l_mut_2099 = l_mut_2099 + l_2186;
let l_2187 = l_2176[u32(2)];
let l_2188 = a_1740[u32(14)];
let l_2189 = l_2188 * l_2187;
l_mut_2098 = l_mut_2098 + l_2189;
let l_2190 = a_1741[u32(14)];
let l_2191 = l_2190 * l_2187;
l_mut_2099 = l_mut_2099 + l_2191;
let l_2192 = l_2176[u32(3)];
let l_2193 = a_1740[u32(15)];
let l_2194 = l_2193 * l_2192;
l_mut_2098 = l_mut_2098 + l_2194;
let l_2195 = a_1741[u32(15)];
let l_2196 = l_2195 * l_2192;
l_mut_2099 = l_mut_2099 + l_2196;
let l_2197 = l_mut_103 * u32(5);
let l_2198 = l_2197 + u32(4);
let l_2199 = u32(0) + l_2198;
let l_2200 = buffer_5_global[l_2199];
let l_2201 = l_2200[u32(0)];
let l_2202 = a_1740[u32(16)];
let l_2203 = l_2202 * l_2201;
l_mut_2098 = l_mut_2098 + l_2203;
let l_2204 = a_1741[u32(16)];
let l_2205 = l_2204 * l_2201;
l_mut_2099 = l_mut_2099 + l_2205;
let l_2206 = l_2200[u32(1)];
let l_2207 = a_1740[u32(17)];
let l_2208 = l_2207 * l_2206;
l_mut_2098 = l_mut_2098 + l_2208;
let l_2209 = a_1741[u32(17)];
let l_2210 = l_2209 * l_2206;
l_mut_2099 = l_mut_2099 + l_2210;
let l_2211 = l_2200[u32(2)];
let l_2212 = a_1740[u32(18)];
let l_2213 = l_2212 * l_2211;
l_mut_2098 = l_mut_2098 + l_2213;
let l_2214 = a_1741[u32(18)];
let l_2215 = l_2214 * l_2211;
l_mut_2099 = l_mut_2099 + l_2215;
let l_2216 = l_2200[u32(3)];
let l_2217 = a_1740[u32(19)];
let l_2218 = l_2217 * l_2216;
l_mut_2098 = l_mut_2098 + l_2218;
let l_2219 = a_1741[u32(19)];
let l_2220 = l_2219 * l_2216;
l_mut_2099 = l_mut_2099 + l_2220;
let l_2221 = l_mut_104 * u32(2);
let l_2222 = u32(0) + l_2221;
let l_2223 = buffer_4_global[l_2222];
let l_2224 = l_mut_104 * u32(2);
let l_2225 = l_2224 + u32(1);
let l_2226 = u32(0) + l_2225;
let l_2227 = buffer_4_global[l_2226];
let l_2228 = l_2227[u32(0)];
let l_2229 = l_mut_103 * u32(2);
let l_2230 = u32(0) + l_2229;
let l_2231 = buffer_4_global[l_2230];
let l_2232 = l_mut_103 * u32(2);
let l_2233 = l_2232 + u32(1);
let l_2234 = u32(0) + l_2233;
let l_2235 = buffer_4_global[l_2234];
let l_2236 = l_2235[u32(0)];
let l_2237 = u32(0) + l_mut_104;
let l_2238 = buffer_1_global[l_2237];
let l_2239 = l_2238 * u32(3);
let l_2240 = l_2239 * u32(128);
let l_2241 = l_2240 + l_1738;
let l_2242 = u32(0) + l_2241;
let l_2243 = buffer_11_global[l_2242];
let l_2244 = l_2241 + u32(128);
let l_2245 = u32(0) + l_2244;
let l_2246 = buffer_11_global[l_2245];
l_mut_2247 = f32(0.0);
l_mut_2248 = f32(0.0);
l_mut_2249 = f32(0.0);
l_mut_2250 = f32(0.0);
let l_2251 = u32(0) + l_mut_103;
let l_2252 = buffer_1_global[l_2251];
let l_2253 = l_2252 * u32(3);
let l_2254 = l_2253 * u32(128);
let l_2255 = l_2254 + l_1738;
let l_2256 = u32(0) + l_2255;
let l_2257 = buffer_11_global[l_2256];
let l_2258 = l_2255 + u32(128);
let l_2259 = u32(0) + l_2258;
let l_2260 = buffer_11_global[l_2259];
l_mut_2261 = f32(0.0);
l_mut_2262 = f32(0.0);
l_mut_2263 = f32(0.0);
l_mut_2264 = f32(0.0);
let l_2265 = l_mut_1975 * l_2228;
let l_2266 = l_2265 * l_2243;
let l_2267 = l_mut_168 + l_2266;
let l_2268 = l_mut_1976 * l_2228;
let l_2269 = l_2268 * l_2246;
l_mut_2270 = l_mut_151;
l_mut_2271 = l_mut_134;
l_mut_2272 = l_mut_1930;
let l_2273 = l_2223[u32(1)];
let l_2274 = l_2269 * l_2273;
l_mut_2270 = l_mut_2270 + l_2274;
let l_2275 = l_2223[u32(2)];
let l_2276 = l_2269 * l_2275;
l_mut_2271 = l_mut_2271 + l_2276;
let l_2277 = l_2223[u32(3)];
let l_2278 = l_2269 * l_2277;
l_mut_2272 = l_mut_2272 + l_2278;
let l_2279 = l_mut_2098 * l_2236;
let l_2280 = l_2279 * l_2257;
let l_2281 = l_2267 + l_2280;
let l_2282 = l_mut_2099 * l_2236;
let l_2283 = l_2282 * l_2260;
l_mut_2284 = l_mut_2270;
l_mut_2285 = l_mut_2271;
l_mut_2286 = l_mut_2272;
let l_2287 = l_2231[u32(1)];
let l_2288 = l_2283 * l_2287;
l_mut_2284 = l_mut_2284 + l_2288;
let l_2289 = l_2231[u32(2)];
let l_2290 = l_2283 * l_2289;
l_mut_2285 = l_mut_2285 + l_2290;
let l_2291 = l_2231[u32(3)];
let l_2292 = l_2283 * l_2291;
l_mut_2286 = l_mut_2286 + l_2292;
l_mut_168 = l_2281;
l_mut_151 = l_mut_2284;
l_mut_134 = l_mut_2285;
l_mut_1930 = l_mut_2286;
l_mut_1956 = l_mut_1956 + u32(8);
}
loop {
let l_2293 = l_mut_1956 < l_mut_294;
let l_2294 = !l_2293;
if l_2294 {
break;
}
let l_2295 = l_1932 + l_mut_1956;
l_mut_104 = l_2295;
let l_2296 = !l_mut_1938;
if l_2296 {
let l_2297 = shared_memory_1936[l_mut_1956];
l_mut_104 = l_2297;
}
l_mut_2286 = l_1925;
l_mut_2285 = l_1929;
l_mut_2284 = l_mut_653;
let l_2298 = l_mut_104 * u32(5);
let l_2299 = l_2298 + u32(0);
let l_2300 = u32(0) + l_2299;
let l_2301 = buffer_5_global[l_2300];
let l_2302 = l_2301[u32(0)];
let l_2303 = a_1740[u32(0)];
let l_2304 = l_2303 * l_2302;
l_mut_2286 = l_mut_2286 + l_2304;
let l_2305 = a_1741[u32(0)];
let l_2306 = l_2305 * l_2302;
l_mut_2285 = l_mut_2285 + l_2306;
let l_2307 = l_2301[u32(1)];
let l_2308 = a_1740[u32(1)];
let l_2309 = l_2308 * l_2307;
l_mut_2286 = l_mut_2286 + l_2309;
let l_2310 = a_1741[u32(1)];
let l_2311 = l_2310 * l_2307;
l_mut_2285 = l_mut_2285 + l_2311;
let l_2312 = l_2301[u32(2)];
let l_2313 = a_1740[u32(2)];
let l_2314 = l_2313 * l_2312;
l_mut_2286 = l_mut_2286 + l_2314;
let l_2315 = a_1741[u32(2)];
let l_2316 = l_2315 * l_2312;
l_mut_2285 = l_mut_2285 + l_2316;
let l_2317 = l_2301[u32(3)];
let l_2318 = a_1740[u32(3)];
let l_2319 = l_2318 * l_2317;
l_mut_2286 = l_mut_2286 + l_2319;
let l_2320 = a_1741[u32(3)];
let l_2321 = l_2320 * l_2317;
l_mut_2285 = l_mut_2285 + l_2321;
let l_2322 = l_mut_104 * u32(5);
let l_2323 = l_2322 + u32(1);
let l_2324 = u32(0) + l_2323;
let l_2325 = buffer_5_global[l_2324];
let l_2326 = l_2325[u32(0)];
let l_2327 = a_1740[u32(4)];
let l_2328 = l_2327 * l_2326;
l_mut_2286 = l_mut_2286 + l_2328;
let l_2329 = a_1741[u32(4)];
let l_2330 = l_2329 * l_2326;
l_mut_2285 = l_mut_2285 + l_2330;
let l_2331 = l_2325[u32(1)];
let l_2332 = a_1740[u32(5)];
let l_2333 = l_2332 * l_2331;
l_mut_2286 = l_mut_2286 + l_2333;
let l_2334 = a_1741[u32(5)];
let l_2335 = l_2334 * l_2331;
l_mut_2285 = l_mut_2285 + l_2335;
let l_2336 = l_2325[u32(2)];
let l_2337 = a_1740[u32(6)];
let l_2338 = l_2337 * l_2336;
l_mut_2286 = l_mut_2286 + l_2338;
let l_2339 = a_1741[u32(6)];
let l_2340 = l_2339 * l_2336;
l_mut_2285 = l_mut_2285 + l_2340;
let l_2341 = l_2325[u32(3)];
let l_2342 = a_1740[u32(7)];
let l_2343 = l_2342 * l_2341;
l_mut_2286 = l_mut_2286 + l_2343;
let l_2344 = a_1741[u32(7)];
let l_2345 = l_2344 * l_2341;
l_mut_2285 = l_mut_2285 + l_2345;
let l_2346 = l_mut_104 * u32(5);
let l_2347 = l_2346 + u32(2);
let l_2348 = u32(0) + l_2347;
let l_2349 = buffer_5_global[l_2348];
let l_2350 = l_2349[u32(0)];
let l_2351 = a_1740[u32(8)];
let l_2352 = l_2351 * l_2350;
l_mut_2286 = l_mut_2286 + l_2352;
let l_2353 = a_1741[u32(8)];
let l_2354 = l_2353 * l_2350;
l_mut_2285 = l_mut_2285 + l_2354;
let l_2355 = l_2349[u32(1)];
let l_2356 = a_1740[u32(9)];
let l_2357 = l_2356 * l_2355;
l_mut_2286 = l_mut_2286 + l_2357;
let l_2358 = a_1741[u32(9)];
let l_2359 = l_2358 * l_2355;
l_mut_2285 = l_mut_2285 + l_2359;
let l_2360 = l_2349[u32(2)];
let l_2361 = a_1740[u32(10)];
let l_2362 = l_2361 * l_2360;
l_mut_2286 = l_mut_2286 + l_2362;
let l_2363 = a_1741[u32(10)];
let l_2364 = l_2363 * l_2360;
l_mut_2285 = l_mut_2285 + l_2364;
let l_2365 = l_2349[u32(3)];
let l_2366 = a_1740[u32(11)];
let l_2367 = l_2366 * l_2365;
l_mut_2286 = l_mut_2286 + l_2367;
let l_2368 = a_1741[u32(11)];
let l_2369 = l_2368 * l_2365;
l_mut_2285 = l_mut_2285 + l_2369;
let l_2370 = l_mut_104 * u32(5);
let l_2371 = l_2370 + u32(3);
let l_2372 = u32(0) + l_2371;
let l_2373 = buffer_5_global[l_2372];
let l_2374 = l_2373[u32(0)];
let l_2375 = a_1740[u32(12)];
let l_2376 = l_2375 * l_2374;
l_mut_2286 = l_mut_2286 + l_2376;
let l_2377 = a_1741[u32(12)];
let l_2378 = l_2377 * l_2374;
l_mut_2285 = l_mut_2285 + l_2378;
let l_2379 = l_2373[u32(1)];
let l_2380 = a_1740[u32(13)];
let l_2381 = l_2380 * l_2379;
l_mut_2286 = l_mut_2286 + l_2381;
let l_2382 = a_1741[u32(13)];
let l_2383 = l_2382 * l_2379;
l_mut_2285 = l_mut_2285 + l_2383;
let l_2384 = l_2373[u32(2)];
let l_2385 = a_1740[u32(14)];
let l_2386 = l_2385 * l_2384;
l_mut_2286 = l_mut_2286 + l_2386;
let l_2387 = a_1741[u32(14)];
let l_2388 = l_2387 * l_2384;
l_mut_2285 = l_mut_2285 + l_2388;
let l_2389 = l_2373[u32(3)];
let l_2390 = a_1740[u32(15)];
let l_2391 = l_2390 * l_2389;
l_mut_2286 = l_mut_2286 + l_2391;
let l_2392 = a_1741[u32(15)];
let l_2393 = l_2392 * l_2389;
l_mut_2285 = l_mut_2285 + l_2393;
let l_2394 = l_mut_104 * u32(5);
let l_2395 = l_2394 + u32(4);
let l_2396 = u32(0) + l_2395;
let l_2397 = buffer_5_global[l_2396];
let l_2398 = l_2397[u32(0)];
let l_2399 = a_1740[u32(16)];
let l_2400 = l_2399 * l_2398;
l_mut_2286 = l_mut_2286 + l_2400;
let l_2401 = a_1741[u32(16)];
let l_2402 = l_2401 * l_2398;
l_mut_2285 = l_mut_2285 + l_2402;
let l_2403 = l_2397[u32(1)];
let l_2404 = a_1740[u32(17)];
let l_2405 = l_2404 * l_2403;
l_mut_2286 = l_mut_2286 + l_2405;
let l_2406 = a_1741[u32(17)];
let l_2407 = l_2406 * l_2403;
l_mut_2285 = l_mut_2285 + l_2407;
let l_2408 = l_2397[u32(2)];
let l_2409 = a_1740[u32(18)];
let l_2410 = l_2409 * l_2408;
l_mut_2286 = l_mut_2286 + l_2410;
let l_2411 = a_1741[u32(18)];
let l_2412 = l_2411 * l_2408;
l_mut_2285 = l_mut_2285 + l_2412;
let l_2413 = l_2397[u32(3)];
let l_2414 = a_1740[u32(19)];
let l_2415 = l_2414 * l_2413;
l_mut_2286 = l_mut_2286 + l_2415;
let l_2416 = a_1741[u32(19)];
let l_2417 = l_2416 * l_2413;
l_mut_2285 = l_mut_2285 + l_2417;
let l_2418 = l_mut_104 * u32(2);
let l_2419 = u32(0) + l_2418;
let l_2420 = buffer_4_global[l_2419];
let l_2421 = l_mut_104 * u32(2);
let l_2422 = l_2421 + u32(1);
let l_2423 = u32(0) + l_2422;
let l_2424 = buffer_4_global[l_2423];
let l_2425 = l_2424[u32(0)];
let l_2426 = u32(0) + l_mut_104;
let l_2427 = buffer_1_global[l_2426];
let l_2428 = l_2427 * u32(3);
let l_2429 = l_2428 * u32(128);
let l_2430 = l_2429 + l_1738;
let l_2431 = u32(0) + l_2430;
let l_2432 = buffer_11_global[l_2431];
let l_2433 = l_2430 + u32(128);
let l_2434 = u32(0) + l_2433;
let l_2435 = buffer_11_global[l_2434];
l_mut_2272 = f32(0.0);
l_mut_2271 = f32(0.0);
l_mut_2270 = f32(0.0);
l_mut_2264 = f32(0.0);
let l_2436 = l_mut_2286 * l_2425;
let l_2437 = l_2436 * l_2432;
let l_2438 = l_mut_168 + l_2437;
let l_2439 = l_mut_2285 * l_2425;
let l_2440 = l_2439 * l_2435;
l_mut_2263 = l_mut_151;
l_mut_2262 = l_mut_134;
l_mut_2261 = l_mut_1930;
let l_2441 = l_2420[u32(1)];
let l_2442 = l_2440 * l_2441;
l_mut_2263 = l_mut_2263 + l_2442;
let l_2443 = l_2420[u32(2)];
let l_2444 = l_2440 * l_2443;
l_mut_2262 = l_mut_2262 + l_2444;
let l_2445 = l_2420[u32(3)];
let l_2446 = l_2440 * l_2445;
l_mut_2261 = l_mut_2261 + l_2446;
l_mut_168 = l_2438;
l_mut_151 = l_mut_2263;
l_mut_134 = l_mut_2262;
l_mut_1930 = l_mut_2261;
l_mut_1956 = l_mut_1956 + u32(4);
}
let l_2448 = l_1739 < u32(4);
if l_2448 {
let l_2449 = l_1739 * u32(4);
let l_2450 = l_2449 * u32(128);
let l_2451 = l_2450 + l_1738;
shared_memory_2447[l_2451] = l_mut_168;
let l_2452 = l_1739 * u32(4);
let l_2453 = l_2452 + u32(1);
let l_2454 = l_2453 * u32(128);
let l_2455 = l_2454 + l_1738;
shared_memory_2447[l_2455] = l_mut_151;
let l_2456 = l_1739 * u32(4);
let l_2457 = l_2456 + u32(2);
let l_2458 = l_2457 * u32(128);
let l_2459 = l_2458 + l_1738;
shared_memory_2447[l_2459] = l_mut_134;
let l_2460 = l_1739 * u32(4);
let l_2461 = l_2460 + u32(3);
let l_2462 = l_2461 * u32(128);
let l_2463 = l_2462 + l_1738;
shared_memory_2447[l_2463] = l_mut_1930;
}
workgroupBarrier();
let l_2464 = l_1739 == u32(0);
if l_2464 {
let l_2465 = u32(512) + l_1738;
let l_2466 = shared_memory_2447[l_2465];
l_mut_168 = l_mut_168 + l_2466;
let l_2467 = u32(640) + l_1738;
let l_2468 = shared_memory_2447[l_2467];
l_mut_151 = l_mut_151 + l_2468;
let l_2469 = u32(768) + l_1738;
let l_2470 = shared_memory_2447[l_2469];
l_mut_134 = l_mut_134 + l_2470;
let l_2471 = u32(896) + l_1738;
let l_2472 = shared_memory_2447[l_2471];
l_mut_1930 = l_mut_1930 + l_2472;
let l_2473 = u32(1024) + l_1738;
let l_2474 = shared_memory_2447[l_2473];
l_mut_168 = l_mut_168 + l_2474;
let l_2475 = u32(1152) + l_1738;
let l_2476 = shared_memory_2447[l_2475];
l_mut_151 = l_mut_151 + l_2476;
let l_2477 = u32(1280) + l_1738;
let l_2478 = shared_memory_2447[l_2477];
l_mut_134 = l_mut_134 + l_2478;
let l_2479 = u32(1408) + l_1738;
let l_2480 = shared_memory_2447[l_2479];
l_mut_1930 = l_mut_1930 + l_2480;
let l_2481 = u32(1536) + l_1738;
let l_2482 = shared_memory_2447[l_2481];
l_mut_168 = l_mut_168 + l_2482;
let l_2483 = u32(1664) + l_1738;
let l_2484 = shared_memory_2447[l_2483];
l_mut_151 = l_mut_151 + l_2484;
let l_2485 = u32(1792) + l_1738;
let l_2486 = shared_memory_2447[l_2485];
l_mut_134 = l_mut_134 + l_2486;
let l_2487 = u32(1920) + l_1738;
let l_2488 = shared_memory_2447[l_2487];
l_mut_1930 = l_mut_1930 + l_2488;
}
workgroupBarrier();
let l_2489 = l_1739 == u32(0);
if l_2489 {
let l_2490 = l_1736 * u32(128);
let l_2491 = l_2490 + l_1738;
let l_2492 = u32(0) + l_2491;
let l_2493 = buffer_12_global[l_2492];
let l_2494 = l_1736 * u32(128);
let l_2495 = l_2494 + l_1738;
let l_2496 = l_2493 + l_mut_168;
let l_2497 = info.scalars_u32[20] + l_2495;
buffer_14_global[l_2497] = l_2496;
let l_2498 = l_1736 * u32(3);
let l_2499 = l_2498 * u32(128);
let l_2500 = l_2499 + l_1738;
let l_2501 = info.scalars_u32[21] + l_2500;
buffer_14_global[l_2501] = l_mut_151;
let l_2502 = l_1736 * u32(3);
let l_2503 = l_2502 * u32(128);
let l_2504 = l_2503 + u32(128);
let l_2505 = l_2504 + l_1738;
let l_2506 = info.scalars_u32[21] + l_2505;
buffer_14_global[l_2506] = l_mut_134;
let l_2507 = l_1736 * u32(3);
let l_2508 = l_2507 * u32(128);
let l_2509 = l_2508 + u32(256);
let l_2510 = l_2509 + l_1738;
let l_2511 = info.scalars_u32[21] + l_2510;
buffer_14_global[l_2511] = l_mut_1930;
}
}
storageBarrier();
let l_2512 = u32(3) * info.scalars_u32[35];
let l_2513 = u32(3) * l_556;
l_mut_1956 = local_idx;
loop {
let l_2515 = l_mut_1956 < u32(384);
let l_2516 = !l_2515;
if l_2516 {
break;
}
let l_2517 = l_mut_1956 / u32(128);
let l_2518 = l_2513 + l_2517;
let l_2519 = l_2518 < l_2512;
if l_2519 {
let l_2520 = l_2518 * u32(128);
let l_2521 = l_mut_1956 % u32(128);
l_mut_294 = l_2521;
let l_2522 = l_2520 + l_mut_294;
let l_2523 = info.scalars_u32[21] + l_2522;
let l_2524 = buffer_14_global[l_2523];
shared_memory_2514[l_mut_1956] = l_2524;
} else {
shared_memory_2514[l_mut_1956] = f32(0.0);
}
l_mut_1956 = l_mut_1956 + u32(512);
}
workgroupBarrier();
let l_2525 = local_idx < u32(512);
if l_2525 {
let l_2526 = local_idx % u32(256);
let l_2527 = local_idx / u32(256);
a_2528[u32(0)] = f32(0.0);
a_2528[u32(1)] = f32(0.0);
a_2528[u32(2)] = f32(0.0);
let l_2529 = l_2527 * u32(64);
l_mut_1956 = l_2529;
let l_2530 = l_mut_1956 - l_2529;
let l_2531 = l_2530 * u32(256);
let l_2532 = info.scalars_u32[2] + l_2531;
l_mut_1956 = l_2526;
l_mut_294 = l_2529;
loop {
let l_2533 = l_2529 + u32(64);
let l_2534 = l_mut_294 < l_2533;
let l_2535 = !l_2534;
if l_2535 {
break;
}
let l_2537 = l_mut_294 + u32(0);
let l_2538 = l_2537 * u32(256);
let l_2539 = l_2532 + l_2538;
let l_2540 = l_2539 + l_mut_1956;
let l_2541 = u32(0) + l_2540;
let l_2542 = buffer_7_global[l_2541];
a_2536[u32(0)] = l_2542;
let l_2543 = l_mut_294 + u32(1);
let l_2544 = l_2543 * u32(256);
let l_2545 = l_2532 + l_2544;
let l_2546 = l_2545 + l_mut_1956;
let l_2547 = u32(0) + l_2546;
let l_2548 = buffer_7_global[l_2547];
a_2536[u32(1)] = l_2548;
let l_2549 = l_mut_294 + u32(2);
let l_2550 = l_2549 * u32(256);
let l_2551 = l_2532 + l_2550;
let l_2552 = l_2551 + l_mut_1956;
let l_2553 = u32(0) + l_2552;
let l_2554 = buffer_7_global[l_2553];
a_2536[u32(2)] = l_2554;
let l_2555 = l_mut_294 + u32(3);
let l_2556 = l_2555 * u32(256);
let l_2557 = l_2532 + l_2556;
let l_2558 = l_2557 + l_mut_1956;
let l_2559 = u32(0) + l_2558;
let l_2560 = buffer_7_global[l_2559];
a_2536[u32(3)] = l_2560;
let l_2561 = l_mut_294 + u32(4);
let l_2562 = l_2561 * u32(256);
let l_2563 = l_2532 + l_2562;
let l_2564 = l_2563 + l_mut_1956;
let l_2565 = u32(0) + l_2564;
let l_2566 = buffer_7_global[l_2565];
a_2536[u32(4)] = l_2566;
let l_2567 = l_mut_294 + u32(5);
let l_2568 = l_2567 * u32(256);
let l_2569 = l_2532 + l_2568;
let l_2570 = l_2569 + l_mut_1956;
let l_2571 = u32(0) + l_2570;
let l_2572 = buffer_7_global[l_2571];
a_2536[u32(5)] = l_2572;
let l_2573 = l_mut_294 + u32(6);
let l_2574 = l_2573 * u32(256);
let l_2575 = l_2532 + l_2574;
let l_2576 = l_2575 + l_mut_1956;
let l_2577 = u32(0) + l_2576;
let l_2578 = buffer_7_global[l_2577];
a_2536[u32(6)] = l_2578;
let l_2579 = l_mut_294 + u32(7);
let l_2580 = l_2579 * u32(256);
let l_2581 = l_2532 + l_2580;
let l_2582 = l_2581 + l_mut_1956;
let l_2583 = u32(0) + l_2582;
let l_2584 = buffer_7_global[l_2583];
a_2536[u32(7)] = l_2584;
let l_2585 = u32(0) + l_mut_294;
let l_2586 = l_2585 + u32(0);
let l_2587 = shared_memory_2514[l_2586];
let l_2588 = a_2536[u32(0)];
let l_2589 = l_2587 * l_2588;
let l_2590 = a_2528[u32(0)];
let l_2591 = l_2590 + l_2589;
a_2528[u32(0)] = l_2591;
let l_2592 = u32(128) + l_mut_294;
let l_2593 = l_2592 + u32(0);
let l_2594 = shared_memory_2514[l_2593];
let l_2595 = a_2536[u32(0)];
let l_2596 = l_2594 * l_2595;
let l_2597 = a_2528[u32(1)];
let l_2598 = l_2597 + l_2596;
a_2528[u32(1)] = l_2598;
let l_2599 = u32(256) + l_mut_294;
let l_2600 = l_2599 + u32(0);
let l_2601 = shared_memory_2514[l_2600];
let l_2602 = a_2536[u32(0)];
let l_2603 = l_2601 * l_2602;
let l_2604 = a_2528[u32(2)];
let l_2605 = l_2604 + l_2603;
a_2528[u32(2)] = l_2605;
let l_2606 = u32(0) + l_mut_294;
let l_2607 = l_2606 + u32(1);
let l_2608 = shared_memory_2514[l_2607];
let l_2609 = a_2536[u32(1)];
let l_2610 = l_2608 * l_2609;
let l_2611 = a_2528[u32(0)];
let l_2612 = l_2611 + l_2610;
a_2528[u32(0)] = l_2612;
let l_2613 = u32(128) + l_mut_294;
let l_2614 = l_2613 + u32(1);
let l_2615 = shared_memory_2514[l_2614];
let l_2616 = a_2536[u32(1)];
let l_2617 = l_2615 * l_2616;
let l_2618 = a_2528[u32(1)];
let l_2619 = l_2618 + l_2617;
a_2528[u32(1)] = l_2619;
let l_2620 = u32(256) + l_mut_294;
let l_2621 = l_2620 + u32(1);
let l_2622 = shared_memory_2514[l_2621];
let l_2623 = a_2536[u32(1)];
let l_2624 = l_2622 * l_2623;
let l_2625 = a_2528[u32(2)];
let l_2626 = l_2625 + l_2624;
a_2528[u32(2)] = l_2626;
let l_2627 = u32(0) + l_mut_294;
let l_2628 = l_2627 + u32(2);
let l_2629 = shared_memory_2514[l_2628];
let l_2630 = a_2536[u32(2)];
let l_2631 = l_2629 * l_2630;
let l_2632 = a_2528[u32(0)];
let l_2633 = l_2632 + l_2631;
a_2528[u32(0)] = l_2633;
let l_2634 = u32(128) + l_mut_294;
let l_2635 = l_2634 + u32(2);
let l_2636 = shared_memory_2514[l_2635];
let l_2637 = a_2536[u32(2)];
let l_2638 = l_2636 * l_2637;
let l_2639 = a_2528[u32(1)];
let l_2640 = l_2639 + l_2638;
a_2528[u32(1)] = l_2640;
let l_2641 = u32(256) + l_mut_294;
let l_2642 = l_2641 + u32(2);
let l_2643 = shared_memory_2514[l_2642];
let l_2644 = a_2536[u32(2)];
let l_2645 = l_2643 * l_2644;
let l_2646 = a_2528[u32(2)];
let l_2647 = l_2646 + l_2645;
a_2528[u32(2)] = l_2647;
let l_2648 = u32(0) + l_mut_294;
let l_2649 = l_2648 + u32(3);
let l_2650 = shared_memory_2514[l_2649];
let l_2651 = a_2536[u32(3)];
let l_2652 = l_2650 * l_2651;
let l_2653 = a_2528[u32(0)];
let l_2654 = l_2653 + l_2652;
a_2528[u32(0)] = l_2654;
let l_2655 = u32(128) + l_mut_294;
let l_2656 = l_2655 + u32(3);
let l_2657 = shared_memory_2514[l_2656];
let l_2658 = a_2536[u32(3)];
let l_2659 = l_2657 * l_2658;
let l_2660 = a_2528[u32(1)];
let l_2661 = l_2660 + l_2659;
a_2528[u32(1)] = l_2661;
let l_2662 = u32(256) + l_mut_294;
let l_2663 = l_2662 + u32(3);
let l_2664 = shared_memory_2514[l_2663];
let l_2665 = a_2536[u32(3)];
let l_2666 = l_2664 * l_2665;
let l_2667 = a_2528[u32(2)];
let l_2668 = l_2667 + l_2666;
a_2528[u32(2)] = l_2668;
let l_2669 = u32(0) + l_mut_294;
let l_2670 = l_2669 + u32(4);
let l_2671 = shared_memory_2514[l_2670];
let l_2672 = a_2536[u32(4)];
let l_2673 = l_2671 * l_2672;
let l_2674 = a_2528[u32(0)];
let l_2675 = l_2674 + l_2673;
a_2528[u32(0)] = l_2675;
let l_2676 = u32(128) + l_mut_294;
let l_2677 = l_2676 + u32(4);
let l_2678 = shared_memory_2514[l_2677];
let l_2679 = a_2536[u32(4)];
let l_2680 = l_2678 * l_2679;
let l_2681 = a_2528[u32(1)];
let l_2682 = l_2681 + l_2680;
a_2528[u32(1)] = l_2682;
let l_2683 = u32(256) + l_mut_294;
let l_2684 = l_2683 + u32(4);
let l_2685 = shared_memory_2514[l_2684];
let l_2686 = a_2536[u32(4)];
let l_2687 = l_2685 * l_2686;
let l_2688 = a_2528[u32(2)];
let l_2689 = l_2688 + l_2687;
a_2528[u32(2)] = l_2689;
let l_2690 = u32(0) + l_mut_294;
let l_2691 = l_2690 + u32(5);
let l_2692 = shared_memory_2514[l_2691];
let l_2693 = a_2536[u32(5)];
let l_2694 = l_2692 * l_2693;
let l_2695 = a_2528[u32(0)];
let l_2696 = l_2695 + l_2694;
a_2528[u32(0)] = l_2696;
let l_2697 = u32(128) + l_mut_294;
let l_2698 = l_2697 + u32(5);
let l_2699 = shared_memory_2514[l_2698];
let l_2700 = a_2536[u32(5)];
let l_2701 = l_2699 * l_2700;
let l_2702 = a_2528[u32(1)];
let l_2703 = l_2702 + l_2701;
a_2528[u32(1)] = l_2703;
let l_2704 = u32(256) + l_mut_294;
let l_2705 = l_2704 + u32(5);
let l_2706 = shared_memory_2514[l_2705];
let l_2707 = a_2536[u32(5)];
let l_2708 = l_2706 * l_2707;
let l_2709 = a_2528[u32(2)];
let l_2710 = l_2709 + l_2708;
a_2528[u32(2)] = l_2710;
let l_2711 = u32(0) + l_mut_294;
let l_2712 = l_2711 + u32(6);
let l_2713 = shared_memory_2514[l_2712];
let l_2714 = a_2536[u32(6)];
let l_2715 = l_2713 * l_2714;
let l_2716 = a_2528[u32(0)];
let l_2717 = l_2716 + l_2715;
a_2528[u32(0)] = l_2717;
let l_2718 = u32(128) + l_mut_294;
let l_2719 = l_2718 + u32(6);
let l_2720 = shared_memory_2514[l_2719];
let l_2721 = a_2536[u32(6)];
let l_2722 = l_2720 * l_2721;
let l_2723 = a_2528[u32(1)];
let l_2724 = l_2723 + l_2722;
a_2528[u32(1)] = l_2724;
let l_2725 = u32(256) + l_mut_294;
let l_2726 = l_2725 + u32(6);
let l_2727 = shared_memory_2514[l_2726];
let l_2728 = a_2536[u32(6)];
let l_2729 = l_2727 * l_2728;
let l_2730 = a_2528[u32(2)];
let l_2731 = l_2730 + l_2729;
a_2528[u32(2)] = l_2731;
let l_2732 = u32(0) + l_mut_294;
let l_2733 = l_2732 + u32(7);
let l_2734 = shared_memory_2514[l_2733];
let l_2735 = a_2536[u32(7)];
let l_2736 = l_2734 * l_2735;
let l_2737 = a_2528[u32(0)];
let l_2738 = l_2737 + l_2736;
a_2528[u32(0)] = l_2738;
let l_2739 = u32(128) + l_mut_294;
let l_2740 = l_2739 + u32(7);
let l_2741 = shared_memory_2514[l_2740];
let l_2742 = a_2536[u32(7)];
let l_2743 = l_2741 * l_2742;
let l_2744 = a_2528[u32(1)];
let l_2745 = l_2744 + l_2743;
a_2528[u32(1)] = l_2745;
let l_2746 = u32(256) + l_mut_294;
let l_2747 = l_2746 + u32(7);
let l_2748 = shared_memory_2514[l_2747];
let l_2749 = a_2536[u32(7)];
let l_2750 = l_2748 * l_2749;
let l_2751 = a_2528[u32(2)];
let l_2752 = l_2751 + l_2750;
a_2528[u32(2)] = l_2752;
l_mut_294 = l_mut_294 + u32(8);
}
let l_2753 = l_2527 * u32(3);
let l_2754 = l_2753 + u32(0);
let l_2755 = l_2754 * u32(256);
let l_2756 = l_2755 + l_2526;
let l_2757 = a_2528[u32(0)];
shared_memory_1735[l_2756] = l_2757;
let l_2758 = l_2527 * u32(3);
let l_2759 = l_2758 + u32(1);
let l_2760 = l_2759 * u32(256);
let l_2761 = l_2760 + l_2526;
let l_2762 = a_2528[u32(1)];
shared_memory_1735[l_2761] = l_2762;
let l_2763 = l_2527 * u32(3);
let l_2764 = l_2763 + u32(2);
let l_2765 = l_2764 * u32(256);
let l_2766 = l_2765 + l_2526;
let l_2767 = a_2528[u32(2)];
shared_memory_1735[l_2766] = l_2767;
}
workgroupBarrier();
l_mut_1956 = local_idx;
loop {
let l_2768 = l_mut_1956 < u32(256);
let l_2769 = !l_2768;
if l_2769 {
break;
}
l_mut_2286 = f32(0.0);
let l_2771 = info.scalars_u32[3] + l_mut_1956;
let l_2772 = u32(0) + l_2771;
let l_2773 = buffer_7_global[l_2772];
l_mut_2286 = l_2773;
a_2770[u32(0)] = l_mut_2286;
a_2770[u32(1)] = l_mut_2286;
a_2770[u32(2)] = l_mut_2286;
let l_2774 = u32(0) + l_mut_1956;
let l_2775 = shared_memory_1735[l_2774];
let l_2776 = a_2770[u32(0)];
let l_2777 = l_2776 + l_2775;
a_2770[u32(0)] = l_2777;
let l_2778 = u32(256) + l_mut_1956;
let l_2779 = shared_memory_1735[l_2778];
let l_2780 = a_2770[u32(1)];
let l_2781 = l_2780 + l_2779;
a_2770[u32(1)] = l_2781;
let l_2782 = u32(512) + l_mut_1956;
let l_2783 = shared_memory_1735[l_2782];
let l_2784 = a_2770[u32(2)];
let l_2785 = l_2784 + l_2783;
a_2770[u32(2)] = l_2785;
let l_2786 = u32(768) + l_mut_1956;
let l_2787 = shared_memory_1735[l_2786];
let l_2788 = a_2770[u32(0)];
let l_2789 = l_2788 + l_2787;
a_2770[u32(0)] = l_2789;
let l_2790 = u32(1024) + l_mut_1956;
let l_2791 = shared_memory_1735[l_2790];
let l_2792 = a_2770[u32(1)];
let l_2793 = l_2792 + l_2791;
a_2770[u32(1)] = l_2793;
let l_2794 = u32(1280) + l_mut_1956;
let l_2795 = shared_memory_1735[l_2794];
let l_2796 = a_2770[u32(2)];
let l_2797 = l_2796 + l_2795;
a_2770[u32(2)] = l_2797;
let l_2800 = l_2513 + u32(0);
let l_2801 = l_2800 < l_2512;
if l_2801 {
let l_2802 = l_2800 * u32(256);
let l_2803 = l_2802 + l_mut_1956;
let l_2804 = a_2770[u32(0)];
l_mut_2285 = l_2804;
let l_2805 = info.scalars_u32[22] + l_2803;
buffer_14_global[l_2805] = l_mut_2285;
}
let l_2806 = l_2513 + u32(1);
let l_2807 = l_2806 < l_2512;
if l_2807 {
let l_2808 = l_2806 * u32(256);
let l_2809 = l_2808 + l_mut_1956;
let l_2810 = a_2770[u32(1)];
l_mut_2285 = l_2810;
let l_2811 = info.scalars_u32[22] + l_2809;
buffer_14_global[l_2811] = l_mut_2285;
}
let l_2812 = l_2513 + u32(2);
let l_2813 = l_2812 < l_2512;
if l_2813 {
let l_2814 = l_2812 * u32(256);
let l_2815 = l_2814 + l_mut_1956;
let l_2816 = a_2770[u32(2)];
l_mut_2285 = l_2816;
let l_2817 = info.scalars_u32[22] + l_2815;
buffer_14_global[l_2817] = l_mut_2285;
}
l_mut_1956 = l_mut_1956 + u32(512);
}
storageBarrier();
l_mut_1956 = local_idx;
loop {
let l_2818 = l_mut_1956 < u32(128);
let l_2819 = !l_2818;
if l_2819 {
break;
}
let l_2820 = l_556 * u32(128);
let l_2821 = l_2820 + l_mut_1956;
let l_2822 = info.scalars_u32[35] * u32(128);
let l_2823 = l_2821 < l_2822;
if l_2823 {
let l_2824 = l_2821 / u32(128);
let l_2825 = l_2821 % u32(128);
let l_2827 = l_2824 * u32(3);
let l_2828 = l_2827 + u32(0);
let l_2829 = l_2828 * u32(2);
let l_2830 = l_2829 * u32(128);
let l_2831 = l_2830 + l_2825;
let l_2832 = info.scalars_u32[22] + l_2831;
let l_2833 = buffer_14_global[l_2832];
a_2826[u32(0)] = l_2833;
let l_2834 = l_2824 * u32(3);
let l_2835 = l_2834 + u32(1);
let l_2836 = l_2835 * u32(2);
let l_2837 = l_2836 * u32(128);
let l_2838 = l_2837 + l_2825;
let l_2839 = info.scalars_u32[22] + l_2838;
let l_2840 = buffer_14_global[l_2839];
a_2826[u32(1)] = l_2840;
let l_2841 = l_2824 * u32(3);
let l_2842 = l_2841 + u32(2);
let l_2843 = l_2842 * u32(2);
let l_2844 = l_2843 * u32(128);
let l_2845 = l_2844 + l_2825;
let l_2846 = info.scalars_u32[22] + l_2845;
let l_2847 = buffer_14_global[l_2846];
a_2826[u32(2)] = l_2847;
let l_2848 = info.scalars_u32[20] + l_2821;
let l_2849 = buffer_14_global[l_2848];
l_mut_2286 = info.scalars_f32[0];
let l_2850 = a_2826[u32(0)];
let l_2851 = a_2826[u32(0)];
let l_2852 = l_2850 * l_2851;
l_mut_2286 = l_mut_2286 + l_2852;
let l_2853 = a_2826[u32(1)];
let l_2854 = a_2826[u32(1)];
let l_2855 = l_2853 * l_2854;
l_mut_2286 = l_mut_2286 + l_2855;
let l_2856 = a_2826[u32(2)];
let l_2857 = a_2826[u32(2)];
let l_2858 = l_2856 * l_2857;
l_mut_2286 = l_mut_2286 + l_2858;
let l_2859 = sqrt(l_mut_2286);
let l_2860 = info.scalars_u32[23] + l_2821;
buffer_14_global[l_2860] = l_2859;
let l_2861 = l_2824 * u32(2);
let l_2862 = l_2861 * u32(128);
let l_2863 = l_2862 + l_2825;
let l_2864 = info.scalars_u32[24] + l_2863;
buffer_14_global[l_2864] = l_2849;
let l_2865 = l_2824 * u32(2);
let l_2866 = l_2865 * u32(128);
let l_2867 = l_2866 + u32(128);
let l_2868 = l_2867 + l_2825;
let l_2869 = info.scalars_u32[24] + l_2868;
buffer_14_global[l_2869] = l_2859;
}
l_mut_1956 = l_mut_1956 + u32(512);
}
storageBarrier();
l_mut_294 = local_idx;
loop {
let l_2872 = l_mut_294 < u32(256);
let l_2873 = !l_2872;
if l_2873 {
break;
}
let l_2874 = l_mut_294 / u32(256);
let l_2875 = l_556 + l_2874;
let l_2876 = l_2875 < info.scalars_u32[35];
if l_2876 {
let l_2877 = l_2875 * u32(256);
let l_2878 = l_mut_294 % u32(256);
l_mut_104 = l_2878;
let l_2879 = l_2877 + l_mut_104;
let l_2880 = info.scalars_u32[24] + l_2879;
let l_2881 = buffer_14_global[l_2880];
shared_memory_2870[l_mut_294] = l_2881;
} else {
shared_memory_2870[l_mut_294] = f32(0.0);
}
l_mut_294 = l_mut_294 + u32(512);
}
workgroupBarrier();
let l_2882 = local_idx < u32(512);
if l_2882 {
let l_2883 = local_idx % u32(128);
let l_2884 = local_idx / u32(128);
a_2885[u32(0)] = f32(0.0);
let l_2886 = l_2884 * u32(64);
l_mut_294 = l_2886;
let l_2887 = l_mut_294 - l_2886;
let l_2888 = l_2887 * u32(128);
let l_2889 = info.scalars_u32[5] + l_2888;
l_mut_294 = l_2883;
l_mut_104 = l_2886;
loop {
let l_2890 = l_2886 + u32(64);
let l_2891 = l_mut_104 < l_2890;
let l_2892 = !l_2891;
if l_2892 {
break;
}
let l_2894 = l_mut_104 + u32(0);
let l_2895 = l_2894 * u32(128);
let l_2896 = l_2889 + l_2895;
let l_2897 = l_2896 + l_mut_294;
let l_2898 = u32(0) + l_2897;
let l_2899 = buffer_7_global[l_2898];
a_2893[u32(0)] = l_2899;
let l_2900 = l_mut_104 + u32(1);
let l_2901 = l_2900 * u32(128);
let l_2902 = l_2889 + l_2901;
let l_2903 = l_2902 + l_mut_294;
let l_2904 = u32(0) + l_2903;
let l_2905 = buffer_7_global[l_2904];
a_2893[u32(1)] = l_2905;
let l_2906 = l_mut_104 + u32(2);
let l_2907 = l_2906 * u32(128);
let l_2908 = l_2889 + l_2907;
let l_2909 = l_2908 + l_mut_294;
let l_2910 = u32(0) + l_2909;
let l_2911 = buffer_7_global[l_2910];
a_2893[u32(2)] = l_2911;
let l_2912 = l_mut_104 + u32(3);
let l_2913 = l_2912 * u32(128);
let l_2914 = l_2889 + l_2913;
let l_2915 = l_2914 + l_mut_294;
let l_2916 = u32(0) + l_2915;
let l_2917 = buffer_7_global[l_2916];
a_2893[u32(3)] = l_2917;
let l_2918 = l_mut_104 + u32(4);
let l_2919 = l_2918 * u32(128);
let l_2920 = l_2889 + l_2919;
let l_2921 = l_2920 + l_mut_294;
let l_2922 = u32(0) + l_2921;
let l_2923 = buffer_7_global[l_2922];
a_2893[u32(4)] = l_2923;
let l_2924 = l_mut_104 + u32(5);
let l_2925 = l_2924 * u32(128);
let l_2926 = l_2889 + l_2925;
let l_2927 = l_2926 + l_mut_294;
let l_2928 = u32(0) + l_2927;
let l_2929 = buffer_7_global[l_2928];
a_2893[u32(5)] = l_2929;
let l_2930 = l_mut_104 + u32(6);
let l_2931 = l_2930 * u32(128);
let l_2932 = l_2889 + l_2931;
let l_2933 = l_2932 + l_mut_294;
let l_2934 = u32(0) + l_2933;
let l_2935 = buffer_7_global[l_2934];
a_2893[u32(6)] = l_2935;
let l_2936 = l_mut_104 + u32(7);
let l_2937 = l_2936 * u32(128);
let l_2938 = l_2889 + l_2937;
let l_2939 = l_2938 + l_mut_294;
let l_2940 = u32(0) + l_2939;
let l_2941 = buffer_7_global[l_2940];
a_2893[u32(7)] = l_2941;
let l_2942 = u32(0) + l_mut_104;
let l_2943 = l_2942 + u32(0);
let l_2944 = shared_memory_2870[l_2943];
let l_2945 = a_2893[u32(0)];
let l_2946 = l_2944 * l_2945;
let l_2947 = a_2885[u32(0)];
let l_2948 = l_2947 + l_2946;
a_2885[u32(0)] = l_2948;
let l_2949 = u32(0) + l_mut_104;
let l_2950 = l_2949 + u32(1);
let l_2951 = shared_memory_2870[l_2950];
let l_2952 = a_2893[u32(1)];
let l_2953 = l_2951 * l_2952;
let l_2954 = a_2885[u32(0)];
let l_2955 = l_2954 + l_2953;
a_2885[u32(0)] = l_2955;
let l_2956 = u32(0) + l_mut_104;
let l_2957 = l_2956 + u32(2);
let l_2958 = shared_memory_2870[l_2957];
let l_2959 = a_2893[u32(2)];
let l_2960 = l_2958 * l_2959;
let l_2961 = a_2885[u32(0)];
let l_2962 = l_2961 + l_2960;
a_2885[u32(0)] = l_2962;
let l_2963 = u32(0) + l_mut_104;
let l_2964 = l_2963 + u32(3);
let l_2965 = shared_memory_2870[l_2964];
let l_2966 = a_2893[u32(3)];
let l_2967 = l_2965 * l_2966;
let l_2968 = a_2885[u32(0)];
let l_2969 = l_2968 + l_2967;
a_2885[u32(0)] = l_2969;
let l_2970 = u32(0) + l_mut_104;
let l_2971 = l_2970 + u32(4);
let l_2972 = shared_memory_2870[l_2971];
let l_2973 = a_2893[u32(4)];
let l_2974 = l_2972 * l_2973;
let l_2975 = a_2885[u32(0)];
let l_2976 = l_2975 + l_2974;
a_2885[u32(0)] = l_2976;
let l_2977 = u32(0) + l_mut_104;
let l_2978 = l_2977 + u32(5);
let l_2979 = shared_memory_2870[l_2978];
let l_2980 = a_2893[u32(5)];
let l_2981 = l_2979 * l_2980;
let l_2982 = a_2885[u32(0)];
let l_2983 = l_2982 + l_2981;
a_2885[u32(0)] = l_2983;
let l_2984 = u32(0) + l_mut_104;
let l_2985 = l_2984 + u32(6);
let l_2986 = shared_memory_2870[l_2985];
let l_2987 = a_2893[u32(6)];
let l_2988 = l_2986 * l_2987;
let l_2989 = a_2885[u32(0)];
let l_2990 = l_2989 + l_2988;
a_2885[u32(0)] = l_2990;
let l_2991 = u32(0) + l_mut_104;
let l_2992 = l_2991 + u32(7);
let l_2993 = shared_memory_2870[l_2992];
let l_2994 = a_2893[u32(7)];
let l_2995 = l_2993 * l_2994;
let l_2996 = a_2885[u32(0)];
let l_2997 = l_2996 + l_2995;
a_2885[u32(0)] = l_2997;
l_mut_104 = l_mut_104 + u32(8);
}
let l_2998 = l_2884 * u32(1);
let l_2999 = l_2998 + u32(0);
let l_3000 = l_2999 * u32(128);
let l_3001 = l_3000 + l_2883;
let l_3002 = a_2885[u32(0)];
shared_memory_1735[l_3001] = l_3002;
}
workgroupBarrier();
l_mut_294 = local_idx;
loop {
let l_3003 = l_mut_294 < u32(128);
let l_3004 = !l_3003;
if l_3004 {
break;
}
let l_3006 = info.scalars_u32[6] + l_mut_294;
let l_3007 = u32(0) + l_3006;
let l_3008 = buffer_7_global[l_3007];
a_3005[u32(0)] = l_3008;
let l_3009 = u32(0) + l_mut_294;
let l_3010 = shared_memory_1735[l_3009];
let l_3011 = a_3005[u32(0)];
let l_3012 = l_3011 + l_3010;
a_3005[u32(0)] = l_3012;
let l_3013 = u32(128) + l_mut_294;
let l_3014 = shared_memory_1735[l_3013];
let l_3015 = a_3005[u32(0)];
let l_3016 = l_3015 + l_3014;
a_3005[u32(0)] = l_3016;
let l_3017 = u32(256) + l_mut_294;
let l_3018 = shared_memory_1735[l_3017];
let l_3019 = a_3005[u32(0)];
let l_3020 = l_3019 + l_3018;
a_3005[u32(0)] = l_3020;
let l_3021 = u32(384) + l_mut_294;
let l_3022 = shared_memory_1735[l_3021];
let l_3023 = a_3005[u32(0)];
let l_3024 = l_3023 + l_3022;
a_3005[u32(0)] = l_3024;
let l_3025 = a_3005[u32(0)];
let l_3026 = l_556 + u32(0);
let l_3027 = l_3026 < info.scalars_u32[35];
if l_3027 {
let l_3028 = l_3026 * u32(128);
let l_3029 = l_3028 + l_mut_294;
let l_3030 = info.scalars_u32[25] + l_3029;
buffer_14_global[l_3030] = l_3025;
}
let l_3031 = u32(0) + l_mut_294;
let l_3032 = -l_3025;
let l_3033 = exp(l_3032);
let l_3034 = f32(1.0) + l_3033;
let l_3035 = f32(1.0) / l_3034;
let l_3036 = l_3025 * l_3035;
shared_memory_2871[l_3031] = l_3036;
l_mut_294 = l_mut_294 + u32(512);
}
workgroupBarrier();
l_mut_104 = local_idx;
loop {
let l_3037 = l_mut_104 < u32(384);
let l_3038 = !l_3037;
if l_3038 {
break;
}
l_mut_103 = l_mut_104;
let l_3040 = info.scalars_u32[9] + l_mut_103;
let l_3041 = u32(0) + l_3040;
let l_3042 = buffer_7_global[l_3041];
a_3039[u32(0)] = l_3042;
l_mut_56 = l_mut_104;
l_mut_3043 = u32(0);
loop {
let l_3044 = u32(0) + u32(128);
let l_3045 = l_mut_3043 < l_3044;
let l_3046 = !l_3045;
if l_3046 {
break;
}
let l_3048 = l_mut_3043 + u32(0);
let l_3049 = l_3048 * u32(384);
let l_3050 = info.scalars_u32[8] + l_3049;
let l_3051 = l_3050 + l_mut_56;
let l_3052 = u32(0) + l_3051;
let l_3053 = buffer_7_global[l_3052];
a_3047[u32(0)] = l_3053;
let l_3054 = l_mut_3043 + u32(1);
let l_3055 = l_3054 * u32(384);
let l_3056 = info.scalars_u32[8] + l_3055;
let l_3057 = l_3056 + l_mut_56;
let l_3058 = u32(0) + l_3057;
let l_3059 = buffer_7_global[l_3058];
a_3047[u32(1)] = l_3059;
let l_3060 = l_mut_3043 + u32(2);
let l_3061 = l_3060 * u32(384);
let l_3062 = info.scalars_u32[8] + l_3061;
let l_3063 = l_3062 + l_mut_56;
let l_3064 = u32(0) + l_3063;
let l_3065 = buffer_7_global[l_3064];
a_3047[u32(2)] = l_3065;
let l_3066 = l_mut_3043 + u32(3);
let l_3067 = l_3066 * u32(384);
let l_3068 = info.scalars_u32[8] + l_3067;
let l_3069 = l_3068 + l_mut_56;
let l_3070 = u32(0) + l_3069;
let l_3071 = buffer_7_global[l_3070];
a_3047[u32(3)] = l_3071;
let l_3072 = l_mut_3043 + u32(4);
let l_3073 = l_3072 * u32(384);
let l_3074 = info.scalars_u32[8] + l_3073;
let l_3075 = l_3074 + l_mut_56;
let l_3076 = u32(0) + l_3075;
let l_3077 = buffer_7_global[l_3076];
a_3047[u32(4)] = l_3077;
let l_3078 = l_mut_3043 + u32(5);
let l_3079 = l_3078 * u32(384);
let l_3080 = info.scalars_u32[8] + l_3079;
let l_3081 = l_3080 + l_mut_56;
let l_3082 = u32(0) + l_3081;
let l_3083 = buffer_7_global[l_3082];
a_3047[u32(5)] = l_3083;
let l_3084 = l_mut_3043 + u32(6);
let l_3085 = l_3084 * u32(384);
let l_3086 = info.scalars_u32[8] + l_3085;
let l_3087 = l_3086 + l_mut_56;
let l_3088 = u32(0) + l_3087;
let l_3089 = buffer_7_global[l_3088];
a_3047[u32(6)] = l_3089;
let l_3090 = l_mut_3043 + u32(7);
let l_3091 = l_3090 * u32(384);
let l_3092 = info.scalars_u32[8] + l_3091;
let l_3093 = l_3092 + l_mut_56;
let l_3094 = u32(0) + l_3093;
let l_3095 = buffer_7_global[l_3094];
a_3047[u32(7)] = l_3095;
let l_3096 = u32(0) + l_mut_3043;
let l_3097 = l_3096 + u32(0);
let l_3098 = shared_memory_2871[l_3097];
let l_3099 = a_3047[u32(0)];
let l_3100 = l_3098 * l_3099;
let l_3101 = a_3039[u32(0)];
let l_3102 = l_3101 + l_3100;
a_3039[u32(0)] = l_3102;
let l_3103 = u32(0) + l_mut_3043;
let l_3104 = l_3103 + u32(1);
let l_3105 = shared_memory_2871[l_3104];
let l_3106 = a_3047[u32(1)];
let l_3107 = l_3105 * l_3106;
let l_3108 = a_3039[u32(0)];
let l_3109 = l_3108 + l_3107;
a_3039[u32(0)] = l_3109;
let l_3110 = u32(0) + l_mut_3043;
let l_3111 = l_3110 + u32(2);
let l_3112 = shared_memory_2871[l_3111];
let l_3113 = a_3047[u32(2)];
let l_3114 = l_3112 * l_3113;
let l_3115 = a_3039[u32(0)];
let l_3116 = l_3115 + l_3114;
a_3039[u32(0)] = l_3116;
let l_3117 = u32(0) + l_mut_3043;
let l_3118 = l_3117 + u32(3);
let l_3119 = shared_memory_2871[l_3118];
let l_3120 = a_3047[u32(3)];
let l_3121 = l_3119 * l_3120;
let l_3122 = a_3039[u32(0)];
let l_3123 = l_3122 + l_3121;
a_3039[u32(0)] = l_3123;
let l_3124 = u32(0) + l_mut_3043;
let l_3125 = l_3124 + u32(4);
let l_3126 = shared_memory_2871[l_3125];
let l_3127 = a_3047[u32(4)];
let l_3128 = l_3126 * l_3127;
let l_3129 = a_3039[u32(0)];
let l_3130 = l_3129 + l_3128;
a_3039[u32(0)] = l_3130;
let l_3131 = u32(0) + l_mut_3043;
let l_3132 = l_3131 + u32(5);
let l_3133 = shared_memory_2871[l_3132];
let l_3134 = a_3047[u32(5)];
let l_3135 = l_3133 * l_3134;
let l_3136 = a_3039[u32(0)];
let l_3137 = l_3136 + l_3135;
a_3039[u32(0)] = l_3137;
let l_3138 = u32(0) + l_mut_3043;
let l_3139 = l_3138 + u32(6);
let l_3140 = shared_memory_2871[l_3139];
let l_3141 = a_3047[u32(6)];
let l_3142 = l_3140 * l_3141;
let l_3143 = a_3039[u32(0)];
let l_3144 = l_3143 + l_3142;
a_3039[u32(0)] = l_3144;
let l_3145 = u32(0) + l_mut_3043;
let l_3146 = l_3145 + u32(7);
let l_3147 = shared_memory_2871[l_3146];
let l_3148 = a_3047[u32(7)];
let l_3149 = l_3147 * l_3148;
let l_3150 = a_3039[u32(0)];
let l_3151 = l_3150 + l_3149;
a_3039[u32(0)] = l_3151;
l_mut_3043 = l_mut_3043 + u32(8);
}
let l_3152 = l_556 + u32(0);
let l_3153 = l_3152 < info.scalars_u32[35];
if l_3153 {
let l_3154 = l_3152 * u32(384);
let l_3155 = l_3154 + l_mut_103;
let l_3156 = a_3039[u32(0)];
let l_3157 = info.scalars_u32[26] + l_3155;
buffer_14_global[l_3157] = l_3156;
}
l_mut_104 = l_mut_104 + u32(512);
}
storageBarrier();
l_mut_3043 = local_idx;
loop {
let l_3158 = l_mut_3043 < u32(128);
let l_3159 = !l_3158;
if l_3159 {
break;
}
let l_3160 = l_556 * u32(128);
let l_3161 = l_3160 + l_mut_3043;
let l_3162 = info.scalars_u32[35] * u32(128);
let l_3163 = l_3161 < l_3162;
if l_3163 {
let l_3164 = l_3161 / u32(128);
let l_3165 = l_3161 % u32(128);
let l_3166 = l_3164 * u32(3);
let l_3167 = l_3166 * u32(128);
let l_3168 = l_3167 + l_3165;
let l_3169 = info.scalars_u32[26] + l_3168;
let l_3170 = buffer_14_global[l_3169];
l_mut_2286 = f32(0.0);
let l_3171 = l_3164 * u32(3);
let l_3172 = l_3171 * u32(128);
let l_3173 = l_3172 + u32(128);
let l_3174 = l_3173 + l_3165;
let l_3175 = info.scalars_u32[26] + l_3174;
let l_3176 = buffer_14_global[l_3175];
l_mut_2286 = l_3176;
let l_3177 = l_3164 * u32(3);
let l_3178 = l_3177 * u32(128);
let l_3179 = l_3178 + u32(256);
let l_3180 = l_3179 + l_3165;
let l_3181 = info.scalars_u32[26] + l_3180;
let l_3182 = buffer_14_global[l_3181];
let l_3186 = l_3164 * u32(3);
let l_3187 = l_3186 + u32(0);
let l_3188 = l_3187 * u32(2);
let l_3189 = l_3188 * u32(128);
let l_3190 = l_3189 + l_3165;
let l_3191 = info.scalars_u32[22] + l_3190;
let l_3192 = buffer_14_global[l_3191];
a_3183[u32(0)] = l_3192;
let l_3193 = l_3164 * u32(3);
let l_3194 = l_3193 + u32(0);
let l_3195 = l_3194 * u32(2);
let l_3196 = l_3195 * u32(128);
let l_3197 = l_3196 + u32(128);
let l_3198 = l_3197 + l_3165;
let l_3199 = info.scalars_u32[22] + l_3198;
let l_3200 = buffer_14_global[l_3199];
a_3184[u32(0)] = l_3200;
let l_3201 = l_3164 * u32(3);
let l_3202 = l_3201 + u32(0);
let l_3203 = l_3202 * u32(128);
let l_3204 = l_3203 + l_3165;
let l_3205 = info.scalars_u32[21] + l_3204;
let l_3206 = buffer_14_global[l_3205];
a_3185[u32(0)] = l_3206;
let l_3207 = l_3164 * u32(3);
let l_3208 = l_3207 + u32(1);
let l_3209 = l_3208 * u32(2);
let l_3210 = l_3209 * u32(128);
let l_3211 = l_3210 + l_3165;
let l_3212 = info.scalars_u32[22] + l_3211;
let l_3213 = buffer_14_global[l_3212];
a_3183[u32(1)] = l_3213;
let l_3214 = l_3164 * u32(3);
let l_3215 = l_3214 + u32(1);
let l_3216 = l_3215 * u32(2);
let l_3217 = l_3216 * u32(128);
let l_3218 = l_3217 + u32(128);
let l_3219 = l_3218 + l_3165;
let l_3220 = info.scalars_u32[22] + l_3219;
let l_3221 = buffer_14_global[l_3220];
a_3184[u32(1)] = l_3221;
let l_3222 = l_3164 * u32(3);
let l_3223 = l_3222 + u32(1);
let l_3224 = l_3223 * u32(128);
let l_3225 = l_3224 + l_3165;
let l_3226 = info.scalars_u32[21] + l_3225;
let l_3227 = buffer_14_global[l_3226];
a_3185[u32(1)] = l_3227;
let l_3228 = l_3164 * u32(3);
let l_3229 = l_3228 + u32(2);
let l_3230 = l_3229 * u32(2);
let l_3231 = l_3230 * u32(128);
let l_3232 = l_3231 + l_3165;
let l_3233 = info.scalars_u32[22] + l_3232;
let l_3234 = buffer_14_global[l_3233];
a_3183[u32(2)] = l_3234;
let l_3235 = l_3164 * u32(3);
let l_3236 = l_3235 + u32(2);
let l_3237 = l_3236 * u32(2);
let l_3238 = l_3237 * u32(128);
let l_3239 = l_3238 + u32(128);
let l_3240 = l_3239 + l_3165;
let l_3241 = info.scalars_u32[22] + l_3240;
let l_3242 = buffer_14_global[l_3241];
a_3184[u32(2)] = l_3242;
let l_3243 = l_3164 * u32(3);
let l_3244 = l_3243 + u32(2);
let l_3245 = l_3244 * u32(128);
let l_3246 = l_3245 + l_3165;
let l_3247 = info.scalars_u32[21] + l_3246;
let l_3248 = buffer_14_global[l_3247];
a_3185[u32(2)] = l_3248;
let l_3249 = info.scalars_u32[20] + l_3161;
let l_3250 = buffer_14_global[l_3249];
l_mut_2285 = f32(0.0);
let l_3251 = a_3183[u32(0)];
let l_3252 = a_3184[u32(0)];
let l_3253 = l_3251 * l_3252;
l_mut_2285 = l_mut_2285 + l_3253;
let l_3254 = l_3164 * u32(3);
let l_3255 = l_3254 + u32(0);
let l_3256 = l_3255 * u32(128);
let l_3257 = l_3256 + l_3165;
let l_3258 = a_3185[u32(0)];
let l_3259 = a_3184[u32(0)];
let l_3260 = l_mut_2286 * l_3259;
let l_3261 = l_3258 + l_3260;
let l_3262 = info.scalars_u32[28] + l_3257;
buffer_14_global[l_3262] = l_3261;
let l_3263 = a_3183[u32(1)];
let l_3264 = a_3184[u32(1)];
let l_3265 = l_3263 * l_3264;
l_mut_2285 = l_mut_2285 + l_3265;
let l_3266 = l_3164 * u32(3);
let l_3267 = l_3266 + u32(1);
let l_3268 = l_3267 * u32(128);
let l_3269 = l_3268 + l_3165;
let l_3270 = a_3185[u32(1)];
let l_3271 = a_3184[u32(1)];
let l_3272 = l_mut_2286 * l_3271;
let l_3273 = l_3270 + l_3272;
let l_3274 = info.scalars_u32[28] + l_3269;
buffer_14_global[l_3274] = l_3273;
let l_3275 = a_3183[u32(2)];
let l_3276 = a_3184[u32(2)];
let l_3277 = l_3275 * l_3276;
l_mut_2285 = l_mut_2285 + l_3277;
let l_3278 = l_3164 * u32(3);
let l_3279 = l_3278 + u32(2);
let l_3280 = l_3279 * u32(128);
let l_3281 = l_3280 + l_3165;
let l_3282 = a_3185[u32(2)];
let l_3283 = a_3184[u32(2)];
let l_3284 = l_mut_2286 * l_3283;
let l_3285 = l_3282 + l_3284;
let l_3286 = info.scalars_u32[28] + l_3281;
buffer_14_global[l_3286] = l_3285;
let l_3287 = l_3250 + l_3170;
let l_3288 = l_3182 * l_mut_2285;
let l_3289 = l_3287 + l_3288;
let l_3290 = info.scalars_u32[27] + l_3161;
buffer_14_global[l_3290] = l_3289;
}
l_mut_3043 = l_mut_3043 + u32(512);
}
storageBarrier();
l_mut_294 = local_idx;
loop {
let l_3293 = l_mut_294 < u32(128);
let l_3294 = !l_3293;
if l_3294 {
break;
}
let l_3295 = l_mut_294 / u32(128);
let l_3296 = l_556 + l_3295;
let l_3297 = l_3296 < info.scalars_u32[35];
if l_3297 {
let l_3298 = l_3296 * u32(128);
let l_3299 = l_mut_294 % u32(128);
l_mut_104 = l_3299;
let l_3300 = l_3298 + l_mut_104;
let l_3301 = info.scalars_u32[27] + l_3300;
let l_3302 = buffer_14_global[l_3301];
shared_memory_3291[l_mut_294] = l_3302;
} else {
shared_memory_3291[l_mut_294] = f32(0.0);
}
l_mut_294 = l_mut_294 + u32(512);
}
workgroupBarrier();
let l_3303 = local_idx < u32(512);
if l_3303 {
let l_3304 = local_idx % u32(128);
let l_3305 = local_idx / u32(128);
a_3306[u32(0)] = f32(0.0);
let l_3307 = l_3305 * u32(32);
l_mut_294 = l_3307;
let l_3308 = l_mut_294 - l_3307;
let l_3309 = l_3308 * u32(128);
let l_3310 = info.scalars_u32[11] + l_3309;
l_mut_294 = l_3304;
l_mut_104 = l_3307;
loop {
let l_3311 = l_3307 + u32(32);
let l_3312 = l_mut_104 < l_3311;
let l_3313 = !l_3312;
if l_3313 {
break;
}
let l_3315 = l_mut_104 + u32(0);
let l_3316 = l_3315 * u32(128);
let l_3317 = l_3310 + l_3316;
let l_3318 = l_3317 + l_mut_294;
let l_3319 = u32(0) + l_3318;
let l_3320 = buffer_7_global[l_3319];
a_3314[u32(0)] = l_3320;
let l_3321 = l_mut_104 + u32(1);
let l_3322 = l_3321 * u32(128);
let l_3323 = l_3310 + l_3322;
let l_3324 = l_3323 + l_mut_294;
let l_3325 = u32(0) + l_3324;
let l_3326 = buffer_7_global[l_3325];
a_3314[u32(1)] = l_3326;
let l_3327 = l_mut_104 + u32(2);
let l_3328 = l_3327 * u32(128);
let l_3329 = l_3310 + l_3328;
let l_3330 = l_3329 + l_mut_294;
let l_3331 = u32(0) + l_3330;
let l_3332 = buffer_7_global[l_3331];
a_3314[u32(2)] = l_3332;
let l_3333 = l_mut_104 + u32(3);
let l_3334 = l_3333 * u32(128);
let l_3335 = l_3310 + l_3334;
let l_3336 = l_3335 + l_mut_294;
let l_3337 = u32(0) + l_3336;
let l_3338 = buffer_7_global[l_3337];
a_3314[u32(3)] = l_3338;
let l_3339 = l_mut_104 + u32(4);
let l_3340 = l_3339 * u32(128);
let l_3341 = l_3310 + l_3340;
let l_3342 = l_3341 + l_mut_294;
let l_3343 = u32(0) + l_3342;
let l_3344 = buffer_7_global[l_3343];
a_3314[u32(4)] = l_3344;
let l_3345 = l_mut_104 + u32(5);
let l_3346 = l_3345 * u32(128);
let l_3347 = l_3310 + l_3346;
let l_3348 = l_3347 + l_mut_294;
let l_3349 = u32(0) + l_3348;
let l_3350 = buffer_7_global[l_3349];
a_3314[u32(5)] = l_3350;
let l_3351 = l_mut_104 + u32(6);
let l_3352 = l_3351 * u32(128);
let l_3353 = l_3310 + l_3352;
let l_3354 = l_3353 + l_mut_294;
let l_3355 = u32(0) + l_3354;
let l_3356 = buffer_7_global[l_3355];
a_3314[u32(6)] = l_3356;
let l_3357 = l_mut_104 + u32(7);
let l_3358 = l_3357 * u32(128);
let l_3359 = l_3310 + l_3358;
let l_3360 = l_3359 + l_mut_294;
let l_3361 = u32(0) + l_3360;
let l_3362 = buffer_7_global[l_3361];
a_3314[u32(7)] = l_3362;
let l_3363 = u32(0) + l_mut_104;
let l_3364 = l_3363 + u32(0);
let l_3365 = shared_memory_3291[l_3364];
let l_3366 = a_3314[u32(0)];
let l_3367 = l_3365 * l_3366;
let l_3368 = a_3306[u32(0)];
let l_3369 = l_3368 + l_3367;
a_3306[u32(0)] = l_3369;
let l_3370 = u32(0) + l_mut_104;
let l_3371 = l_3370 + u32(1);
let l_3372 = shared_memory_3291[l_3371];
let l_3373 = a_3314[u32(1)];
let l_3374 = l_3372 * l_3373;
let l_3375 = a_3306[u32(0)];
let l_3376 = l_3375 + l_3374;
a_3306[u32(0)] = l_3376;
let l_3377 = u32(0) + l_mut_104;
let l_3378 = l_3377 + u32(2);
let l_3379 = shared_memory_3291[l_3378];
let l_3380 = a_3314[u32(2)];
let l_3381 = l_3379 * l_3380;
let l_3382 = a_3306[u32(0)];
let l_3383 = l_3382 + l_3381;
a_3306[u32(0)] = l_3383;
let l_3384 = u32(0) + l_mut_104;
let l_3385 = l_3384 + u32(3);
let l_3386 = shared_memory_3291[l_3385];
let l_3387 = a_3314[u32(3)];
let l_3388 = l_3386 * l_3387;
let l_3389 = a_3306[u32(0)];
let l_3390 = l_3389 + l_3388;
a_3306[u32(0)] = l_3390;
let l_3391 = u32(0) + l_mut_104;
let l_3392 = l_3391 + u32(4);
let l_3393 = shared_memory_3291[l_3392];
let l_3394 = a_3314[u32(4)];
let l_3395 = l_3393 * l_3394;
let l_3396 = a_3306[u32(0)];
let l_3397 = l_3396 + l_3395;
a_3306[u32(0)] = l_3397;
let l_3398 = u32(0) + l_mut_104;
let l_3399 = l_3398 + u32(5);
let l_3400 = shared_memory_3291[l_3399];
let l_3401 = a_3314[u32(5)];
let l_3402 = l_3400 * l_3401;
let l_3403 = a_3306[u32(0)];
let l_3404 = l_3403 + l_3402;
a_3306[u32(0)] = l_3404;
let l_3405 = u32(0) + l_mut_104;
let l_3406 = l_3405 + u32(6);
let l_3407 = shared_memory_3291[l_3406];
let l_3408 = a_3314[u32(6)];
let l_3409 = l_3407 * l_3408;
let l_3410 = a_3306[u32(0)];
let l_3411 = l_3410 + l_3409;
a_3306[u32(0)] = l_3411;
let l_3412 = u32(0) + l_mut_104;
let l_3413 = l_3412 + u32(7);
let l_3414 = shared_memory_3291[l_3413];
let l_3415 = a_3314[u32(7)];
let l_3416 = l_3414 * l_3415;
let l_3417 = a_3306[u32(0)];
let l_3418 = l_3417 + l_3416;
a_3306[u32(0)] = l_3418;
l_mut_104 = l_mut_104 + u32(8);
}
let l_3419 = l_3305 * u32(1);
let l_3420 = l_3419 + u32(0);
let l_3421 = l_3420 * u32(128);
let l_3422 = l_3421 + l_3304;
let l_3423 = a_3306[u32(0)];
shared_memory_1735[l_3422] = l_3423;
}
workgroupBarrier();
l_mut_294 = local_idx;
loop {
let l_3424 = l_mut_294 < u32(128);
let l_3425 = !l_3424;
if l_3425 {
break;
}
let l_3427 = info.scalars_u32[12] + l_mut_294;
let l_3428 = u32(0) + l_3427;
let l_3429 = buffer_7_global[l_3428];
a_3426[u32(0)] = l_3429;
let l_3430 = u32(0) + l_mut_294;
let l_3431 = shared_memory_1735[l_3430];
let l_3432 = a_3426[u32(0)];
let l_3433 = l_3432 + l_3431;
a_3426[u32(0)] = l_3433;
let l_3434 = u32(128) + l_mut_294;
let l_3435 = shared_memory_1735[l_3434];
let l_3436 = a_3426[u32(0)];
let l_3437 = l_3436 + l_3435;
a_3426[u32(0)] = l_3437;
let l_3438 = u32(256) + l_mut_294;
let l_3439 = shared_memory_1735[l_3438];
let l_3440 = a_3426[u32(0)];
let l_3441 = l_3440 + l_3439;
a_3426[u32(0)] = l_3441;
let l_3442 = u32(384) + l_mut_294;
let l_3443 = shared_memory_1735[l_3442];
let l_3444 = a_3426[u32(0)];
let l_3445 = l_3444 + l_3443;
a_3426[u32(0)] = l_3445;
let l_3446 = a_3426[u32(0)];
let l_3447 = l_556 + u32(0);
let l_3448 = l_3447 < info.scalars_u32[35];
if l_3448 {
let l_3449 = l_3447 * u32(128);
let l_3450 = l_3449 + l_mut_294;
let l_3451 = info.scalars_u32[29] + l_3450;
buffer_14_global[l_3451] = l_3446;
}
let l_3452 = u32(0) + l_mut_294;
let l_3453 = -l_3446;
let l_3454 = exp(l_3453);
let l_3455 = f32(1.0) + l_3454;
let l_3456 = f32(1.0) / l_3455;
let l_3457 = l_3446 * l_3456;
shared_memory_3292[l_3452] = l_3457;
l_mut_294 = l_mut_294 + u32(512);
}
workgroupBarrier();
l_mut_104 = local_idx;
loop {
let l_3458 = l_mut_104 < u32(384);
let l_3459 = !l_3458;
if l_3459 {
break;
}
l_mut_103 = l_mut_104;
let l_3461 = info.scalars_u32[14] + l_mut_103;
let l_3462 = u32(0) + l_3461;
let l_3463 = buffer_7_global[l_3462];
a_3460[u32(0)] = l_3463;
l_mut_56 = l_mut_104;
l_mut_3464 = u32(0);
loop {
let l_3465 = u32(0) + u32(128);
let l_3466 = l_mut_3464 < l_3465;
let l_3467 = !l_3466;
if l_3467 {
break;
}
let l_3469 = l_mut_3464 + u32(0);
let l_3470 = l_3469 * u32(384);
let l_3471 = info.scalars_u32[13] + l_3470;
let l_3472 = l_3471 + l_mut_56;
let l_3473 = u32(0) + l_3472;
let l_3474 = buffer_7_global[l_3473];
a_3468[u32(0)] = l_3474;
let l_3475 = l_mut_3464 + u32(1);
let l_3476 = l_3475 * u32(384);
let l_3477 = info.scalars_u32[13] + l_3476;
let l_3478 = l_3477 + l_mut_56;
let l_3479 = u32(0) + l_3478;
let l_3480 = buffer_7_global[l_3479];
a_3468[u32(1)] = l_3480;
let l_3481 = l_mut_3464 + u32(2);
let l_3482 = l_3481 * u32(384);
let l_3483 = info.scalars_u32[13] + l_3482;
let l_3484 = l_3483 + l_mut_56;
let l_3485 = u32(0) + l_3484;
let l_3486 = buffer_7_global[l_3485];
a_3468[u32(2)] = l_3486;
let l_3487 = l_mut_3464 + u32(3);
let l_3488 = l_3487 * u32(384);
let l_3489 = info.scalars_u32[13] + l_3488;
let l_3490 = l_3489 + l_mut_56;
let l_3491 = u32(0) + l_3490;
let l_3492 = buffer_7_global[l_3491];
a_3468[u32(3)] = l_3492;
let l_3493 = l_mut_3464 + u32(4);
let l_3494 = l_3493 * u32(384);
let l_3495 = info.scalars_u32[13] + l_3494;
let l_3496 = l_3495 + l_mut_56;
let l_3497 = u32(0) + l_3496;
let l_3498 = buffer_7_global[l_3497];
a_3468[u32(4)] = l_3498;
let l_3499 = l_mut_3464 + u32(5);
let l_3500 = l_3499 * u32(384);
let l_3501 = info.scalars_u32[13] + l_3500;
let l_3502 = l_3501 + l_mut_56;
let l_3503 = u32(0) + l_3502;
let l_3504 = buffer_7_global[l_3503];
a_3468[u32(5)] = l_3504;
let l_3505 = l_mut_3464 + u32(6);
let l_3506 = l_3505 * u32(384);
let l_3507 = info.scalars_u32[13] + l_3506;
let l_3508 = l_3507 + l_mut_56;
let l_3509 = u32(0) + l_3508;
let l_3510 = buffer_7_global[l_3509];
a_3468[u32(6)] = l_3510;
let l_3511 = l_mut_3464 + u32(7);
let l_3512 = l_3511 * u32(384);
let l_3513 = info.scalars_u32[13] + l_3512;
let l_3514 = l_3513 + l_mut_56;
let l_3515 = u32(0) + l_3514;
let l_3516 = buffer_7_global[l_3515];
a_3468[u32(7)] = l_3516;
let l_3517 = u32(0) + l_mut_3464;
let l_3518 = l_3517 + u32(0);
let l_3519 = shared_memory_3292[l_3518];
let l_3520 = a_3468[u32(0)];
let l_3521 = l_3519 * l_3520;
let l_3522 = a_3460[u32(0)];
let l_3523 = l_3522 + l_3521;
a_3460[u32(0)] = l_3523;
let l_3524 = u32(0) + l_mut_3464;
let l_3525 = l_3524 + u32(1);
let l_3526 = shared_memory_3292[l_3525];
let l_3527 = a_3468[u32(1)];
let l_3528 = l_3526 * l_3527;
let l_3529 = a_3460[u32(0)];
let l_3530 = l_3529 + l_3528;
a_3460[u32(0)] = l_3530;
let l_3531 = u32(0) + l_mut_3464;
let l_3532 = l_3531 + u32(2);
let l_3533 = shared_memory_3292[l_3532];
let l_3534 = a_3468[u32(2)];
let l_3535 = l_3533 * l_3534;
let l_3536 = a_3460[u32(0)];
let l_3537 = l_3536 + l_3535;
a_3460[u32(0)] = l_3537;
let l_3538 = u32(0) + l_mut_3464;
let l_3539 = l_3538 + u32(3);
let l_3540 = shared_memory_3292[l_3539];
let l_3541 = a_3468[u32(3)];
let l_3542 = l_3540 * l_3541;
let l_3543 = a_3460[u32(0)];
let l_3544 = l_3543 + l_3542;
a_3460[u32(0)] = l_3544;
let l_3545 = u32(0) + l_mut_3464;
let l_3546 = l_3545 + u32(4);
let l_3547 = shared_memory_3292[l_3546];
let l_3548 = a_3468[u32(4)];
let l_3549 = l_3547 * l_3548;
let l_3550 = a_3460[u32(0)];
let l_3551 = l_3550 + l_3549;
a_3460[u32(0)] = l_3551;
let l_3552 = u32(0) + l_mut_3464;
let l_3553 = l_3552 + u32(5);
let l_3554 = shared_memory_3292[l_3553];
let l_3555 = a_3468[u32(5)];
let l_3556 = l_3554 * l_3555;
let l_3557 = a_3460[u32(0)];
let l_3558 = l_3557 + l_3556;
a_3460[u32(0)] = l_3558;
let l_3559 = u32(0) + l_mut_3464;
let l_3560 = l_3559 + u32(6);
let l_3561 = shared_memory_3292[l_3560];
let l_3562 = a_3468[u32(6)];
let l_3563 = l_3561 * l_3562;
let l_3564 = a_3460[u32(0)];
let l_3565 = l_3564 + l_3563;
a_3460[u32(0)] = l_3565;
let l_3566 = u32(0) + l_mut_3464;
let l_3567 = l_3566 + u32(7);
let l_3568 = shared_memory_3292[l_3567];
let l_3569 = a_3468[u32(7)];
let l_3570 = l_3568 * l_3569;
let l_3571 = a_3460[u32(0)];
let l_3572 = l_3571 + l_3570;
a_3460[u32(0)] = l_3572;
l_mut_3464 = l_mut_3464 + u32(8);
}
let l_3573 = l_556 + u32(0);
let l_3574 = l_3573 < info.scalars_u32[35];
if l_3574 {
let l_3575 = l_3573 * u32(384);
let l_3576 = l_3575 + l_mut_103;
let l_3577 = a_3460[u32(0)];
let l_3578 = info.scalars_u32[30] + l_3576;
buffer_14_global[l_3578] = l_3577;
}
l_mut_104 = l_mut_104 + u32(512);
}
}
