mod base;
mod body;
mod compiler;
mod extension;
mod instructions;
mod packed;
pub(crate) mod shader;
mod subgroup;

pub(crate) use base::*;
pub(crate) use body::*;
pub use compiler::*;
pub(crate) use extension::*;
pub(crate) use instructions::*;
pub(crate) use packed::*;
pub(crate) use shader::*;
pub(crate) use subgroup::*;
