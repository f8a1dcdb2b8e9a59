//! Finding devices without panicking: NVIDIA GPUs through the CUDA driver (probed by loading
//! libcuda and NVRTC ourselves before cubecl touches them) and WebGPU adapters through wgpu.
use crate::error::{Error, Result};

/// What mlff knows about one device.
#[derive(Clone, Debug)]
pub struct DeviceInfo {
    /// "cuda" or "wgpu".
    pub backend: &'static str,
    /// Index among the devices of that backend.
    pub index: usize,
    /// Device name.
    pub name: String,
    /// Kind: "discrete GPU", "integrated GPU", "CPU (software)", ...
    pub kind: String,
    /// Device memory in bytes, where known.
    pub memory_bytes: Option<u64>,
    /// The largest buffer the device allows, bytes, where it sets a limit of its own (WebGPU:
    /// the least of `max_buffer_size` and `max_storage_buffer_binding_size`).
    pub max_buffer_bytes: Option<u64>,
    /// Streaming multiprocessors / compute units, where known.
    pub compute_units: Option<u32>,
    /// Warp / subgroup size (min, max).
    pub warp_size: (u32, u32),
    /// Shared memory per cube (workgroup), bytes.
    pub shared_memory_bytes: usize,
    /// Hardware float64 arithmetic.
    pub f64: bool,
    /// Float32 atomic add in kernels (mlff does not need it: its scatters are gathers).
    pub float_atomics: bool,
    /// Compute capability (CUDA) or graphics API and driver (wgpu).
    pub detail: String,
}

fn backend_err(backend: &str, msg: impl Into<String>) -> Error {
    Error::Backend { backend: backend.into(), msg: msg.into() }
}

/// The error for a backend ("cuda" or "wgpu") whose cargo feature this build was made without.
pub fn not_in_this_build(backend: &str) -> Error {
    let name = if backend == "cuda" { "CUDA" } else { "WebGPU" };
    backend_err(backend, format!("this build has no {name} backend (cargo feature `{backend}`)"))
}

/// The NVIDIA GPUs the CUDA driver reports. An error says why CUDA cannot be used (no driver,
/// no device, no NVRTC, a build without the `cuda` feature) in one line.
#[cfg(not(feature = "cuda"))]
pub fn cuda_devices() -> Result<Vec<DeviceInfo>> {
    Err(not_in_this_build("cuda"))
}

/// The system's CUDA driver library, loaded once and kept; `None` where there is none.
#[cfg(feature = "cuda")]
fn libcuda() -> Option<&'static libloading::Library> {
    static LIB: std::sync::OnceLock<Option<libloading::Library>> = std::sync::OnceLock::new();
    // SAFETY: loading the system CUDA driver library runs its initialisers, as any CUDA program's
    // start does.
    LIB.get_or_init(|| unsafe { libloading::Library::new("libcuda.so.1").or_else(|_| libloading::Library::new("libcuda.so")).ok() })
        .as_ref()
}

/// The NVIDIA GPUs the CUDA driver reports. An error says why CUDA cannot be used (no driver,
/// no device, no NVRTC, a build without the `cuda` feature) in one line.
#[cfg(feature = "cuda")]
pub fn cuda_devices() -> Result<Vec<DeviceInfo>> {
    use std::ffi::c_char;
    type CuInit = unsafe extern "C" fn(u32) -> i32;
    type CuCount = unsafe extern "C" fn(*mut i32) -> i32;
    type CuGet = unsafe extern "C" fn(*mut i32, i32) -> i32;
    type CuName = unsafe extern "C" fn(*mut c_char, i32, i32) -> i32;
    type CuMem = unsafe extern "C" fn(*mut usize, i32) -> i32;
    type CuAttr = unsafe extern "C" fn(*mut i32, i32, i32) -> i32;
    // SAFETY: loading the system CUDA driver library; the symbols below have the C signatures of
    // the CUDA driver API (cuda.h) and are called with valid out-pointers.
    unsafe {
        let lib = libcuda().ok_or_else(|| backend_err("cuda", "no NVIDIA driver (libcuda.so.1 not found)"))?;
        let sym = |name: &[u8]| -> Result<*const ()> {
            lib.get::<*const ()>(name)
                .map(|s| *s)
                .map_err(|e| backend_err("cuda", format!("libcuda lacks {}: {e}", String::from_utf8_lossy(name))))
        };
        let cu_init: CuInit = std::mem::transmute(sym(b"cuInit")?);
        let cu_count: CuCount = std::mem::transmute(sym(b"cuDeviceGetCount")?);
        let cu_get: CuGet = std::mem::transmute(sym(b"cuDeviceGet")?);
        let cu_name: CuName = std::mem::transmute(sym(b"cuDeviceGetName")?);
        let cu_mem: CuMem = std::mem::transmute(sym(b"cuDeviceTotalMem_v2")?);
        let cu_attr: CuAttr = std::mem::transmute(sym(b"cuDeviceGetAttribute")?);
        let rc = cu_init(0);
        if rc != 0 {
            return Err(backend_err("cuda", format!("cuInit failed (CUDA error {rc}): no usable NVIDIA GPU")));
        }
        let mut n = 0;
        cu_count(&mut n);
        if n <= 0 {
            return Err(backend_err("cuda", "the CUDA driver reports no GPU"));
        }
        nvrtc_available()?;
        let mut out = Vec::new();
        for i in 0..n {
            let mut dev = 0;
            if cu_get(&mut dev, i) != 0 {
                continue;
            }
            let mut name = [0 as c_char; 256];
            cu_name(name.as_mut_ptr(), 255, dev);
            let name = std::ffi::CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned();
            let mut mem = 0usize;
            cu_mem(&mut mem, dev);
            let attr = |a: i32| {
                let mut v = 0;
                cu_attr(&mut v, a, dev);
                v
            };
            // CU_DEVICE_ATTRIBUTE_*: 16 multiprocessors, 10 warp size, 97 shared memory per block
            // (opt-in), 75/76 compute capability.
            out.push(DeviceInfo {
                backend: "cuda",
                index: i as usize,
                name,
                kind: "discrete GPU".into(),
                memory_bytes: Some(mem as u64),
                max_buffer_bytes: None,
                compute_units: Some(attr(16) as u32),
                warp_size: (attr(10) as u32, attr(10) as u32),
                shared_memory_bytes: attr(97) as usize,
                f64: true,
                float_atomics: true,
                detail: format!("compute capability {}.{}", attr(75), attr(76)),
            });
        }
        Ok(out)
    }
}

/// The bytes free on CUDA device `index` now, as the driver reports them (`cuMemGetInfo`, in the
/// device's primary context, the one cubecl runs in); `None` where the driver does not answer.
#[cfg(feature = "cuda")]
pub fn cuda_free_memory(index: usize) -> Option<u64> {
    use std::ffi::c_void;
    type CuGet = unsafe extern "C" fn(*mut i32, i32) -> i32;
    type CuRetain = unsafe extern "C" fn(*mut *mut c_void, i32) -> i32;
    type CuRelease = unsafe extern "C" fn(i32) -> i32;
    type CuPush = unsafe extern "C" fn(*mut c_void) -> i32;
    type CuPop = unsafe extern "C" fn(*mut *mut c_void) -> i32;
    type CuMemInfo = unsafe extern "C" fn(*mut usize, *mut usize) -> i32;
    // SAFETY: the symbols have the C signatures of the CUDA driver API (cuda.h) and are called
    // with valid out-pointers; the context pushed is popped and released before returning.
    unsafe {
        let lib = libcuda()?;
        let sym = |name: &[u8]| lib.get::<*const ()>(name).ok().map(|s| *s);
        let cu_get: CuGet = std::mem::transmute(sym(b"cuDeviceGet")?);
        let retain: CuRetain = std::mem::transmute(sym(b"cuDevicePrimaryCtxRetain")?);
        let release: CuRelease = std::mem::transmute(sym(b"cuDevicePrimaryCtxRelease_v2")?);
        let push: CuPush = std::mem::transmute(sym(b"cuCtxPushCurrent_v2")?);
        let pop: CuPop = std::mem::transmute(sym(b"cuCtxPopCurrent_v2")?);
        let mem_info: CuMemInfo = std::mem::transmute(sym(b"cuMemGetInfo_v2")?);
        let mut dev = 0;
        if cu_get(&mut dev, i32::try_from(index).ok()?) != 0 {
            return None;
        }
        let mut ctx = std::ptr::null_mut();
        if retain(&mut ctx, dev) != 0 {
            return None;
        }
        let (mut free, mut total) = (0usize, 0usize);
        let ok = push(ctx) == 0 && {
            let rc = mem_info(&mut free, &mut total);
            let mut popped = std::ptr::null_mut();
            pop(&mut popped);
            rc == 0
        };
        release(dev);
        ok.then_some(free as u64)
    }
}

/// cubecl compiles CUDA kernels with NVRTC at run time: check that it can be loaded.
#[cfg(feature = "cuda")]
fn nvrtc_available() -> Result<()> {
    let names = ["libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so.11.2"];
    for n in names {
        // SAFETY: loading a shared library by name, not calling into it.
        if unsafe { libloading::Library::new(n) }.is_ok() {
            return Ok(());
        }
    }
    Err(backend_err("cuda", "NVRTC (libnvrtc.so) not found: install the CUDA toolkit's runtime compiler"))
}

/// The WebGPU adapters this build can use (none without the `wgpu` feature).
pub fn wgpu_devices() -> Vec<DeviceInfo> {
    #[cfg(feature = "wgpu")]
    return wgpu_adapters().into_iter().map(|(info, ..)| info).collect();
    #[cfg(not(feature = "wgpu"))]
    Vec::new()
}

/// The WebGPU adapters wgpu finds, with the wgpu objects to open them.
#[cfg(feature = "wgpu")]
pub fn wgpu_adapters() -> Vec<(DeviceInfo, wgpu::Adapter, wgpu::Instance)> {
    quiet_headless_mesa();
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    if std::env::var_os("WGPU_BACKEND").is_none() {
        // Compute needs Vulkan, Metal or DX12; the GL backend has no compute shaders for cubecl.
        desc.backends = wgpu::Backends::PRIMARY;
    }
    let instance = wgpu::Instance::new(desc);
    let adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::all()));
    adapters.into_iter().enumerate().map(|(index, a)| (adapter_info(index, &a), a, instance.clone())).collect()
}

/// What mlff reports of a wgpu adapter.
#[cfg(feature = "wgpu")]
fn adapter_info(index: usize, a: &wgpu::Adapter) -> DeviceInfo {
    let info = a.get_info();
    let limits = a.limits();
    let kind = match info.device_type {
        wgpu::DeviceType::DiscreteGpu => "discrete GPU",
        wgpu::DeviceType::IntegratedGpu => "integrated GPU",
        wgpu::DeviceType::VirtualGpu => "virtual GPU",
        wgpu::DeviceType::Cpu => "CPU (software)",
        wgpu::DeviceType::Other => "other",
    };
    DeviceInfo {
        backend: "wgpu",
        index,
        name: info.name.clone(),
        kind: kind.into(),
        memory_bytes: None,
        max_buffer_bytes: Some(limits.max_buffer_size.min(limits.max_storage_buffer_binding_size)),
        compute_units: None,
        warp_size: (info.subgroup_min_size, info.subgroup_max_size),
        shared_memory_bytes: limits.max_compute_workgroup_storage_size as usize,
        f64: a.features().contains(wgpu::Features::SHADER_F64),
        float_atomics: a.features().contains(wgpu::Features::SHADER_FLOAT32_ATOMIC),
        detail: format!("{:?}, driver {} {}", info.backend, info.driver, info.driver_info),
    }
}

/// The browser's WebGPU adapter (`navigator.gpu.requestAdapter`, high performance), for
/// [`open_wgpu_async`]. An error where the browser has no WebGPU or gives no adapter.
#[cfg(all(feature = "wgpu", target_arch = "wasm32"))]
pub async fn browser_adapter() -> Result<(DeviceInfo, wgpu::Adapter, wgpu::Instance)> {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle();
    desc.backends = wgpu::Backends::BROWSER_WEBGPU;
    let instance = wgpu::Instance::new(desc);
    let options = wgpu::RequestAdapterOptions { power_preference: wgpu::PowerPreference::HighPerformance, ..Default::default() };
    let adapter = instance
        .request_adapter(&options)
        .await
        .map_err(|e| backend_err("wgpu", format!("this browser offers no WebGPU adapter ({e})")))?;
    Ok((adapter_info(0, &adapter), adapter, instance))
}

/// Open a wgpu adapter for cubecl with the adapter's own features and limits (as cubecl does),
/// the storage buffers a shader may bind capped at `max_storage_buffers` if given (a browser's
/// WebGPU grants 8 to 10; on a device with such a limit every kernel runs packed, as in a
/// browser: `vendor/README.md`).
#[cfg(feature = "wgpu")]
pub fn open_wgpu(adapter: wgpu::Adapter, instance: wgpu::Instance, max_storage_buffers: Option<u32>) -> Result<cubecl::wgpu::WgpuDevice> {
    pollster::block_on(open_wgpu_async(adapter, instance, max_storage_buffers))
}

/// [`open_wgpu`], awaiting the device: the form a browser can run. Every limit is the adapter's
/// own (a browser's defaults are far below what most adapters allow: 8 storage buffers a
/// stage, 128 MiB a binding, 16 KiB of workgroup memory), and the kernels choose their variants
/// from the limits the device reports.
#[cfg(feature = "wgpu")]
pub async fn open_wgpu_async(adapter: wgpu::Adapter, instance: wgpu::Instance, max_storage_buffers: Option<u32>) -> Result<cubecl::wgpu::WgpuDevice> {
    let mut limits = adapter.limits();
    if let Some(max) = max_storage_buffers {
        limits.max_storage_buffers_per_shader_stage = limits.max_storage_buffers_per_shader_stage.min(max);
    }
    let desc = wgpu::DeviceDescriptor {
        label: Some("mlff"),
        required_features: adapter.features().difference(wgpu::Features::MAPPABLE_PRIMARY_BUFFERS),
        required_limits: limits,
        memory_hints: wgpu::MemoryHints::MemoryUsage,
        trace: wgpu::Trace::Off,
        // As cubecl itself does: the adapter features requested above may include experimental ones.
        // SAFETY: experimental features are only enabled on the device, never used by mlff directly.
        experimental_features: unsafe { wgpu::ExperimentalFeatures::enabled() },
    };
    let (device, queue) = adapter
        .request_device(&desc)
        .await
        .map_err(|e| backend_err("wgpu", format!("cannot open {}: {e}", adapter.get_info().name)))?;
    // A browser reports validation errors (a pipeline over the device's limits, ...) to this
    // handler instead of failing the call: kept for `take_webgpu_errors`.
    #[cfg(target_arch = "wasm32")]
    device.on_uncaptured_error(std::sync::Arc::new(|e: wgpu::Error| WEBGPU_ERRORS.lock().unwrap().push(e.to_string())));
    let backend = adapter.get_info().backend;
    let setup = cubecl::wgpu::WgpuSetup { instance, adapter, device, queue, backend };
    Ok(cubecl::wgpu::init_device(setup, Default::default()))
}

#[cfg(all(feature = "wgpu", target_arch = "wasm32"))]
static WEBGPU_ERRORS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// The errors the browser's WebGPU reported since the last call (wasm32): validation errors,
/// such as a shader module the browser's WGSL compiler rejects, arrive
/// asynchronously and do not fail the call that caused them, so a caller checks here after its
/// read-back and treats any as the call's failure.
#[cfg(all(feature = "wgpu", target_arch = "wasm32"))]
pub fn take_webgpu_errors() -> Vec<String> {
    std::mem::take(&mut *WEBGPU_ERRORS.lock().unwrap())
}

/// Mesa's Vulkan drivers print "XDG_RUNTIME_DIR is invalid or not set" on headless machines
/// (servers, CI) where no session set it. mlff draws nothing, so give them a private, empty
/// runtime directory instead of letting that noise reach the user's terminal.
#[cfg(feature = "wgpu")]
fn quiet_headless_mesa() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("XDG_RUNTIME_DIR").is_some() {
            return;
        }
        let user = std::env::var("USER").unwrap_or_else(|_| "user".into());
        let dir = std::env::temp_dir().join(format!("mlff-runtime-{user}"));
        if std::fs::create_dir_all(&dir).is_ok() {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                let _ = std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700));
            }
            // SAFETY: called once, before wgpu or any thread we start reads the environment
            // (device discovery is the first thing a backend does).
            unsafe { std::env::set_var("XDG_RUNTIME_DIR", &dir) };
        }
    });
}
