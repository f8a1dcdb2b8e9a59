//! A value shared between threads whose calls take turns, and which refuses a call made from
//! inside a call on it on the same thread (a callback calling back into what runs it) instead
//! of waiting for itself for ever: the bindings' handles (Python's engine, the C ABI's handle).
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

/// `T` behind a mutex that knows which thread holds it.
pub struct Exclusive<T> {
    value: Mutex<T>,
    /// The [`thread_number`] of the thread holding `value`, 0 when none does.
    holder: AtomicU64,
}

/// Why [`Exclusive::hold`] refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// This thread already holds it: the call comes from inside a call on it.
    Reentered,
    /// A call on it panicked while holding it.
    Poisoned,
}

/// A number for the calling thread, unique in the process and never 0.
fn thread_number() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    thread_local! {
        static NUMBER: u64 = NEXT.fetch_add(1, Ordering::Relaxed);
    }
    NUMBER.with(|n| *n)
}

/// The value, held by this thread until dropped.
pub struct Held<'a, T> {
    guard: MutexGuard<'a, T>,
    holder: &'a AtomicU64,
}

impl<T> std::ops::Deref for Held<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.guard
    }
}

impl<T> std::ops::DerefMut for Held<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.guard
    }
}

impl<T> Drop for Held<'_, T> {
    fn drop(&mut self) {
        self.holder.store(0, Ordering::SeqCst);
    }
}

impl<T> Exclusive<T> {
    /// Share `value`.
    pub fn new(value: T) -> Self {
        Exclusive { value: Mutex::new(value), holder: AtomicU64::new(0) }
    }

    /// True while this thread holds the value (inside a call on it).
    pub fn held_here(&self) -> bool {
        self.holder.load(Ordering::SeqCst) == thread_number()
    }

    /// Take the value, waiting for other threads' calls; refused from inside this thread's own.
    pub fn hold(&self) -> Result<Held<'_, T>, Refused> {
        if self.held_here() {
            return Err(Refused::Reentered);
        }
        let guard = self.value.lock().map_err(|_| Refused::Poisoned)?;
        self.holder.store(thread_number(), Ordering::SeqCst);
        Ok(Held { guard, holder: &self.holder })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_holding_it_is_refused_and_others_wait() {
        let x = std::sync::Arc::new(Exclusive::new(0));
        let mut held = x.hold().unwrap();
        assert!(x.held_here());
        assert_eq!(x.hold().err(), Some(Refused::Reentered));
        let other = {
            let x = x.clone();
            std::thread::spawn(move || {
                assert!(!x.held_here());
                *x.hold().unwrap() += 1;
            })
        };
        *held += 10;
        drop(held);
        other.join().unwrap();
        assert_eq!(*x.hold().unwrap(), 11);
    }
}
