use super::base::{Elem, Item, Variable};
use std::fmt::Display;

/// Not all functions are native to WGSL, so this struct allows to support more functions.
#[derive(Debug, PartialEq, Eq, Clone)]
pub enum Extension {
    PowfScalar(Item),
    PowfPrimitive(Elem),
    Powf(Item),
    #[cfg(target_os = "macos")]
    SafeTanh(Item),
    #[cfg(target_os = "macos")]
    SafeTanhPrimitive(Elem),
    IsNanPrimitive(Elem),
    IsNan(Item, Item),
    IsInfPrimitive(Elem),
    IsInf(Item, Item),
    /// mlff: f32 sine and cosine to about an ulp (`format_sin_cos`).
    SinCos,
    SinPrimitive,
    Sin(Item),
    CosPrimitive,
    Cos(Item),
}

impl Display for Extension {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Extension::PowfPrimitive(elem) => format_powf_primitive(f, elem),
            Extension::PowfScalar(item) => construct_vector(
                f,
                POWF_SCALAR,
                POWF_PRIMITIVE,
                &[
                    VectorIdent {
                        name: "lhs",
                        item: *item,
                    },
                    VectorIdent {
                        name: "rhs",
                        item: Item::Scalar(*item.elem()),
                    },
                ],
                *item,
            ),
            Extension::Powf(item) => construct_vector(
                f,
                POWF,
                POWF_PRIMITIVE,
                &[
                    VectorIdent {
                        name: "lhs",
                        item: *item,
                    },
                    VectorIdent {
                        name: "rhs",
                        item: *item,
                    },
                ],
                *item,
            ),
            #[cfg(target_os = "macos")]
            Extension::SafeTanhPrimitive(elem) => format_safe_tanh_primitive(f, elem),
            #[cfg(target_os = "macos")]
            Extension::SafeTanh(item) => construct_vector(
                f,
                SAFE_TANH,
                SAFE_TANH_PRIMITIVE,
                &[VectorIdent {
                    name: "x",
                    item: *item,
                }],
                *item,
            ),
            Extension::IsNanPrimitive(elem) => format_is_nan_primitive(f, elem),
            Extension::IsNan(in_item, out_item) => construct_vector(
                f,
                IS_NAN,
                IS_NAN_PRIMITIVE,
                &[VectorIdent {
                    name: "x",
                    item: *in_item,
                }],
                *out_item,
            ),
            Extension::SinCos => format_sin_cos(f),
            Extension::SinPrimitive => {
                writeln!(f, "fn {SIN_PRIMITIVE}_f32(x: f32) -> f32 {{ return {SIN_COS}(x).x; }}")
            }
            Extension::CosPrimitive => {
                writeln!(f, "fn {COS_PRIMITIVE}_f32(x: f32) -> f32 {{ return {SIN_COS}(x).y; }}")
            }
            Extension::Sin(item) => construct_vector(f, SIN, SIN_PRIMITIVE, &[VectorIdent { name: "x", item: *item }], *item),
            Extension::Cos(item) => construct_vector(f, COS, COS_PRIMITIVE, &[VectorIdent { name: "x", item: *item }], *item),
            Extension::IsInfPrimitive(elem) => format_is_inf_primitive(f, elem),
            Extension::IsInf(in_item, out_item) => construct_vector(
                f,
                IS_INF,
                IS_INF_PRIMITIVE,
                &[VectorIdent {
                    name: "x",
                    item: *in_item,
                }],
                *out_item,
            ),
        }
    }
}

const SIN_COS: &str = "mlff_sin_cos";
const SIN_PRIMITIVE: &str = "mlff_sin_primitive";
const SIN: &str = "mlff_sin";
const COS_PRIMITIVE: &str = "mlff_cos_primitive";
const COS: &str = "mlff_cos";

/// mlff: whether `sin` / `cos` of `item` go through [`Extension::Sin`] / [`Extension::Cos`]:
/// WebGPU lets a device's own be 2^-11 off (absolute), far above f32's 6e-8, and SwiftShader's
/// are 1.9e-4 off. f32 only (f16 has no accuracy to lose there; f64 is rare on WebGPU).
pub fn own_sin_cos(item: Item) -> bool {
    *item.elem() == Elem::F32
}

/// `out = sin(input)` (`name` "sin") or `cos`, through this crate's functions where
/// [`own_sin_cos`] says so.
pub fn call_sin_cos(f: &mut core::fmt::Formatter, name: &str, input: &Variable, out: &Variable) -> core::fmt::Result {
    let item = out.item();
    let function = match (own_sin_cos(item), name) {
        (true, "sin") => construct_vectorized_name(SIN, item),
        (true, _) => construct_vectorized_name(COS, item),
        (false, _) => name.to_string(),
    };
    let out = out.fmt_left();
    writeln!(f, "{out} = {function}({input});")
}

/// `vec2(sin x, cos x)` for f32 x, to about an ulp for |x| up to 8192: reduction by π/4 in three
/// parts (Cody-Waite), then the minimax polynomials of Cephes' `sinf` and `cosf` on [-π/4, π/4].
fn format_sin_cos(f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
    write!(
        f,
        "
fn {SIN_COS}(x: f32) -> vec2<f32> {{
    let ax = abs(x);
    var j = u32(ax * 1.2732395447351628);
    var y = f32(j);
    if (j & 1u) == 1u {{
        j = j + 1u;
        y = y + 1.0;
    }}
    j = j & 7u;
    let r = ((ax - y * 0.78515625) - y * 2.4187564849853515625e-4) - y * 3.77489497744594108e-8;
    let z = r * r;
    let ps = ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r;
    let pc = ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z - 0.5 * z + 1.0;
    // Octants 4..7 are 0..3 with both signs flipped; in octants 1 and 2 sine and cosine swap.
    var sin_sign = 1.0;
    var cos_sign = 1.0;
    if j > 3u {{
        j = j - 4u;
        sin_sign = -1.0;
        cos_sign = -1.0;
    }}
    if j > 1u {{
        cos_sign = -cos_sign;
    }}
    if x < 0.0 {{
        sin_sign = -sin_sign;
    }}
    let swap = j == 1u || j == 2u;
    return vec2<f32>(select(ps, pc, swap) * sin_sign, select(pc, ps, swap) * cos_sign);
}}
"
    )
}

const POWF_PRIMITIVE: &str = "powf_primitive";
const POWF: &str = "powf";
const POWF_SCALAR: &str = "powf_scalar";

#[cfg(target_os = "macos")]
const SAFE_TANH_PRIMITIVE: &str = "safe_tanh_primitive";
#[cfg(target_os = "macos")]
const SAFE_TANH: &str = "safe_tanh";

const IS_NAN_PRIMITIVE: &str = "is_nan_primitive";
const IS_NAN: &str = "is_nan";

const IS_INF_PRIMITIVE: &str = "is_inf_primitive";
const IS_INF: &str = "is_inf";

pub fn powf_extension(rhs: &Variable, out: &Variable) -> Extension {
    if should_use_scalar_powf(rhs) {
        Extension::PowfScalar(out.item())
    } else {
        Extension::Powf(out.item())
    }
}

pub fn call_powf(
    f: &mut core::fmt::Formatter,
    lhs: &Variable,
    rhs: &Variable,
    out: &Variable,
) -> core::fmt::Result {
    let (lhs, rhs, base_name) = if should_use_scalar_powf(rhs) {
        let rhs = rhs.fmt_cast_to(Item::Scalar(lhs.elem()));
        let lhs = lhs.to_string();
        (lhs, rhs, POWF_SCALAR)
    } else {
        // When vectorized, we make sure the function inputs shared the same vectorization factor as
        // the output.
        let rhs = rhs.fmt_cast_to(out.item());
        let lhs = lhs.fmt_cast_to(out.item());
        (lhs, rhs, POWF)
    };
    let function_name = construct_vectorized_name(base_name, out.item());

    let out = out.fmt_left();
    write!(f, "{out} = {function_name}({lhs}, {rhs});")
}

#[cfg(target_os = "macos")]
pub fn call_safe_tanh(
    f: &mut core::fmt::Formatter,
    input: &Variable,
    out: &Variable,
) -> core::fmt::Result {
    let function_name = construct_vectorized_name(SAFE_TANH, out.item());
    let out = out.fmt_left();
    write!(f, "{out} = {function_name}({input});")
}

fn should_use_scalar_powf(rhs: &Variable) -> bool {
    rhs.is_always_scalar() || rhs.item().vectorization_factor() == 1
}

pub fn call_is_nan(
    f: &mut core::fmt::Formatter,
    input: &Variable,
    out: &Variable,
) -> core::fmt::Result {
    let function_name = construct_vectorized_name(IS_NAN, input.item());
    let out = out.fmt_left();
    write!(f, "{out} = {function_name}({input});")
}

pub fn call_is_inf(
    f: &mut core::fmt::Formatter,
    input: &Variable,
    out: &Variable,
) -> core::fmt::Result {
    let function_name = construct_vectorized_name(IS_INF, input.item());
    let out = out.fmt_left();
    write!(f, "{out} = {function_name}({input});")
}

fn construct_vectorized_name(base_name: &str, item: Item) -> String {
    let vec_factor = item.vectorization_factor();
    let elem = item.elem();
    format!("{base_name}_{vec_factor}_{elem}")
}

fn construct_primitive_name(base_name: &str, elem: Elem) -> String {
    format!("{base_name}_{elem}")
}

struct VectorIdent {
    name: &'static str,
    item: Item,
}

fn construct_vector(
    f: &mut core::fmt::Formatter<'_>,
    base_name: &str,
    primitive_name: &str,
    inputs: &[VectorIdent],
    output: Item,
) -> core::fmt::Result {
    let in_item = inputs[0].item;
    let vec_factor = output.vectorization_factor();
    let function_name = construct_vectorized_name(base_name, in_item);
    let primitive_name = construct_primitive_name(primitive_name, *in_item.elem());
    write!(f, "fn {function_name}(")?;
    for VectorIdent { name, item } in inputs {
        write!(f, "{name}: {item}, ")?;
    }
    writeln!(f, ") -> {output}{{")?;

    let indent = "    ";

    if let Item::Scalar(_) = output {
        write!(f, "{indent}return {primitive_name}(")?;
        for VectorIdent { name, item: _ } in inputs {
            write!(f, "{name}, ")?;
        }
        write!(f, ");\n}}\n")?;
        return Ok(());
    }

    writeln!(f, "{indent}return vec{vec_factor}(")?;

    for i in 0..vec_factor {
        write!(f, "{indent}{indent}{primitive_name}(")?;
        for VectorIdent { name, item } in inputs {
            match item {
                Item::Scalar(_) => {
                    write!(f, "{name}, ")?;
                }
                _ => {
                    write!(f, "{name}[{i}], ")?;
                }
            }
        }
        writeln!(f, "),")?;
    }

    write!(f, "{indent});\n}}\n")?;

    Ok(())
}

fn format_powf_primitive(
    f: &mut std::fmt::Formatter<'_>,
    elem: &Elem,
) -> Result<(), std::fmt::Error> {
    let function_name = construct_primitive_name(POWF_PRIMITIVE, *elem);
    write!(
        f,
        "
fn {function_name}(lhs: {elem}, rhs: {elem}) -> {elem} {{
    let modulo = rhs % 2.0;
    if rhs == 0.0 {{
        return 1.0;
    }}
    if (modulo == 0.0) {{
        // Even number
        return pow(abs(lhs), rhs);
    }} else if (modulo == 1.0 && lhs < 0.0) {{
        // Odd number
        return -1.0 * pow(-1.0 * lhs, rhs);
    }} else {{
        // Float number
        return pow(lhs, rhs);
    }}
}}
"
    )?;
    Ok(())
}

#[cfg(target_os = "macos")]
fn format_safe_tanh_primitive(
    f: &mut std::fmt::Formatter<'_>,
    elem: &Elem,
) -> Result<(), std::fmt::Error> {
    let function_name = construct_primitive_name(SAFE_TANH_PRIMITIVE, *elem);
    write!(
        f,
        "
/// Metal has a weird numerical behaviour with tanh for inputs over 43.0
fn {function_name}(x: {elem}) -> {elem} {{
    if x > 43.0 {{
        return 1.0;
    }} else {{
        return tanh(x);
    }}
}}
"
    )?;
    Ok(())
}

/// Returns (`inf_bits`, `abs_mask`, unsigned type) based on the floating point data type.
fn select_inf_bits_abs_mask_uint(in_elem: &Elem) -> (&'static str, &'static str, &'static str) {
    match in_elem {
        Elem::F16 => ("0x7c00", "0x7fff", "u16"),
        Elem::F32 => ("0x7f800000u", "0x7fffffffu", "u32"),
        Elem::F64 => ("0x7fffffffffffffff", "0x7ff0000000000000", "u64"),
        _ => unreachable!(),
    }
}

fn format_is_nan_primitive(
    f: &mut std::fmt::Formatter<'_>,
    in_elem: &Elem,
) -> Result<(), std::fmt::Error> {
    let function_name = construct_primitive_name(IS_NAN_PRIMITIVE, *in_elem);
    // Per NaN definition in IEEE 754:
    //   - sign = either 0 or 1.
    //   - biased exponent = all 1 bits.
    //   - fraction = anything except all 0 bits (since all 0 bits represents infinity).
    // https://en.wikipedia.org/wiki/IEEE_754-1985#Representation_of_non-numbers

    // WGSL doesn't support u16, so for f16 we convert to f32 first (NaN/Inf are preserved)
    if matches!(in_elem, Elem::F16) {
        write!(
            f,
            "
fn {function_name}(x: f16) -> bool {{
    let bits = bitcast<u32>(f32(x));
    let abs_bits = bits & 0x7fffffffu;
    return abs_bits > 0x7f800000u;
}}
"
        )?;
    } else {
        let (inf_bits, abs_mask, uint) = select_inf_bits_abs_mask_uint(in_elem);
        write!(
            f,
            "
fn {function_name}(x: {in_elem}) -> bool {{
    let bits = bitcast<{uint}>(x);
    let abs_bits = bits & {abs_mask};
    return abs_bits > {inf_bits};
}}
"
        )?;
    }
    Ok(())
}

fn format_is_inf_primitive(
    f: &mut std::fmt::Formatter<'_>,
    in_elem: &Elem,
) -> Result<(), std::fmt::Error> {
    let function_name = construct_primitive_name(IS_INF_PRIMITIVE, *in_elem);
    // Same trick as NaN detection following IEEE 754, but check for all 0 bits equality

    // WGSL doesn't support u16, so for f16 we convert to f32 first (NaN/Inf are preserved)
    if matches!(in_elem, Elem::F16) {
        write!(
            f,
            "
fn {function_name}(x: f16) -> bool {{
    let bits = bitcast<u32>(f32(x));
    let abs_bits = bits & 0x7fffffffu;
    return abs_bits == 0x7f800000u;
}}
"
        )?;
    } else {
        let (inf_bits, abs_mask, uint) = select_inf_bits_abs_mask_uint(in_elem);
        write!(
            f,
            "
fn {function_name}(x: {in_elem}) -> bool {{
    let bits = bitcast<{uint}>(x);
    let abs_bits = bits & {abs_mask};
    return abs_bits == {inf_bits};
}}
"
        )?;
    }
    Ok(())
}
