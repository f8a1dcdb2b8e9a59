//! Stopping a run on a signal (SIGINT, SIGTERM): while a [`StopOnSignals`] is alive the handler
//! only sets the run's [`Stop`] and notes the signal, so that the run ends at its next step
//! through its usual error path (reports kept as `.partial`, temporaries removed) instead of
//! the process dying where it stands.
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, OnceLock};

use super::Stop;

static STOP: OnceLock<Stop> = OnceLock::new();
static CAUGHT: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_signal(signal: libc::c_int) {
    // Only atomic stores: what a signal handler may do.
    CAUGHT.store(signal, Ordering::SeqCst);
    if let Some(stop) = STOP.get() {
        stop.store(true, Ordering::SeqCst);
    }
}

/// The handlers of some signals replaced by one that sets [`StopOnSignals::stop`]; dropping it
/// puts the earlier handlers back. Signal handlers belong to the process: one at a time.
pub struct StopOnSignals {
    previous: Vec<(libc::c_int, libc::sigaction)>,
}

impl StopOnSignals {
    /// Catch `signals` (e.g. `libc::SIGINT`) from now on; the [`Stop`] and [`caught`] start
    /// cleared.
    pub fn install(signals: &[libc::c_int]) -> std::io::Result<StopOnSignals> {
        STOP.get_or_init(|| Arc::new(AtomicBool::new(false))).store(false, Ordering::SeqCst);
        CAUGHT.store(0, Ordering::SeqCst);
        let mut installed = StopOnSignals { previous: Vec::new() };
        for &signal in signals {
            // SAFETY: a zeroed sigaction is a valid value; the handler only stores atomics.
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
                libc::sigemptyset(&mut action.sa_mask);
                action.sa_flags = libc::SA_RESTART;
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(signal, &action, &mut old) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                installed.previous.push((signal, old));
            }
        }
        Ok(installed)
    }

    /// The [`Stop`] the signals set: give it to the run ([`super::run::Sinks::stop`]).
    pub fn stop(&self) -> Stop {
        STOP.get().expect("set by install").clone()
    }
}

impl Drop for StopOnSignals {
    fn drop(&mut self) {
        for (signal, old) in self.previous.drain(..).rev() {
            // SAFETY: `old` is what sigaction returned for this signal.
            unsafe {
                libc::sigaction(signal, &old, std::ptr::null_mut());
            }
        }
    }
}

/// The last signal a [`StopOnSignals`] caught since it was installed, if any.
pub fn caught() -> Option<libc::c_int> {
    match CAUGHT.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// The usual name of the signals a run stops on.
pub fn name(signal: libc::c_int) -> String {
    match signal {
        libc::SIGINT => "SIGINT".into(),
        libc::SIGTERM => "SIGTERM".into(),
        other => format!("signal {other}"),
    }
}

/// SIGINT (Ctrl-C), for callers without `libc`.
pub const SIGINT: libc::c_int = libc::SIGINT;

/// SIGTERM, for callers without `libc`.
pub const SIGTERM: libc::c_int = libc::SIGTERM;
