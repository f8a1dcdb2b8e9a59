//! Output files that a failed command leaves as they were.
//!
//! A regular file (or a new path) is written under a temporary name in its own directory and
//! renamed onto its path by [`Output::commit`]; dropped without a commit, the temporary file is
//! removed, and [`Output::keep_partial`] renames it to `PATH.partial` instead (the reports an MD
//! run made before it failed). A FIFO, a character device or `-` (standard output) is written
//! directly: renaming would replace a device with a regular file.
//!
//! [`check_distinct`] refuses one path serving as two outputs, or as an input and an output.
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::error::{Error, Result};

/// An output being written.
pub struct Output {
    path: PathBuf,
    writer: Option<BufWriter<Box<dyn Write + Send>>>,
    /// The temporary file of a regular output.
    tmp: Option<PathBuf>,
}

/// The path `-`: standard output.
pub fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// An existing path that is neither a regular file nor a directory (a FIFO, a device, a socket).
fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).map(|m| !m.is_file() && !m.is_dir()).unwrap_or(false)
}

/// Fail before any work when `path` cannot be an output: its directory is missing, or it is a
/// directory.
pub fn check_writable(path: &Path) -> Result<()> {
    if is_stdout(path) {
        return Ok(());
    }
    let missing = |what: String| Error::io(path, std::io::Error::new(std::io::ErrorKind::NotFound, what));
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() && !dir.is_dir() => Err(missing(format!("directory {} does not exist", dir.display()))),
        _ if path.is_dir() => Err(Error::Invalid(format!("{}: is a directory", path.display()))),
        _ if path.file_name().is_none() => Err(Error::Invalid(format!("{}: not a file name", path.display()))),
        _ => Ok(()),
    }
}

impl Output {
    /// Start writing `path` (see the module documentation).
    pub fn create(path: &Path) -> Result<Output> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        check_writable(path)?;
        let (file, tmp): (Box<dyn Write + Send>, Option<PathBuf>) = if is_stdout(path) {
            (Box::new(std::io::stdout()), None)
        } else if is_special(path) {
            let file = std::fs::OpenOptions::new().write(true).open(path).map_err(|e| Error::io(path, e))?;
            (Box::new(file), None)
        } else {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let dir = match path.parent() {
                Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
                _ => PathBuf::from("."),
            };
            let tmp = dir.join(format!(".{name}.{}.{}.tmp", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed)));
            let file = std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp).map_err(|e| Error::io(path, e))?;
            (Box::new(file) as Box<dyn Write + Send>, Some(tmp))
        };
        Ok(Output { path: path.to_path_buf(), writer: Some(BufWriter::new(file)), tmp })
    }

    /// The path asked for.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Where to write.
    pub fn writer(&mut self) -> &mut dyn Write {
        self.writer.as_mut().expect("an output is written until it is committed or dropped")
    }

    fn finish(&mut self) -> Result<()> {
        let Some(mut w) = self.writer.take() else { return Ok(()) };
        w.flush().map_err(|e| Error::io(&self.path, e))?;
        if self.tmp.is_some() {
            let file = w.into_inner().map_err(|e| Error::io(&self.path, e.into_error()))?;
            drop(file);
        }
        Ok(())
    }

    /// Everything written: the output takes its path (a regular file replaces what was there).
    pub fn commit(mut self) -> Result<()> {
        self.finish()?;
        if let Some(tmp) = self.tmp.take() {
            if let Err(e) = std::fs::rename(&tmp, &self.path) {
                let _ = std::fs::remove_file(&tmp);
                return Err(Error::io(&self.path, e));
            }
        }
        Ok(())
    }

    /// The command failed after writing part of this output: keep what was written as
    /// `PATH.partial` (regular files; a FIFO or device already has it). Returns the name it was
    /// kept under, `None` for a direct output or when nothing could be kept.
    pub fn keep_partial(mut self) -> Option<PathBuf> {
        self.finish().ok()?;
        let tmp = self.tmp.take()?;
        let mut partial = self.path.clone().into_os_string();
        partial.push(".partial");
        let partial = PathBuf::from(partial);
        match std::fs::rename(&tmp, &partial) {
            Ok(()) => Some(partial),
            Err(_) => {
                let _ = std::fs::remove_file(&tmp);
                None
            }
        }
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        self.writer.take();
        if let Some(tmp) = self.tmp.take() {
            let _ = std::fs::remove_file(tmp);
        }
    }
}

/// One identity per file: device and inode where the file exists (so two spellings of one file,
/// or two hard links, are one), else the canonical directory and the name.
fn identity(path: &Path) -> Option<String> {
    if is_stdout(path) {
        return Some("-".into());
    }
    #[cfg(unix)]
    if let Ok(m) = std::fs::metadata(path) {
        use std::os::unix::fs::MetadataExt;
        return Some(format!("inode {}:{}", m.dev(), m.ino()));
    }
    if let Ok(p) = path.canonicalize() {
        return Some(p.display().to_string());
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.canonicalize().ok()?,
        _ => std::env::current_dir().ok()?,
    };
    Some(dir.join(path.file_name()?).display().to_string())
}

/// Refuse a path given as two outputs, or as an input and an output. Character devices (such as
/// `/dev/null`) may serve as several outputs.
pub fn check_distinct(inputs: &[(&str, &Path)], outputs: &[(&str, &Path)]) -> Result<()> {
    let char_device = |p: &Path| {
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            std::fs::metadata(p).map(|m| m.file_type().is_char_device()).unwrap_or(false)
        }
        #[cfg(not(unix))]
        {
            let _ = p;
            false
        }
    };
    let mut seen: Vec<(&str, &Path, String)> = Vec::new();
    for (i, &(what, path)) in inputs.iter().chain(outputs).enumerate() {
        let is_output = i >= inputs.len();
        let Some(id) = identity(path) else { continue };
        if let Some((other, other_path, _)) = seen.iter().find(|(_, _, s)| *s == id) {
            if is_output && !char_device(path) {
                return Err(Error::Invalid(format!(
                    "{what} {} is the same file as {other} {}: give each output its own file",
                    path.display(),
                    other_path.display()
                )));
            }
        }
        seen.push((what, path, id));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commit_replaces_drop_keeps_partial_renames() {
        let dir = std::env::temp_dir().join(format!("mlff-output-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("out.txt");
        std::fs::write(&path, "old").unwrap();
        let mut o = Output::create(&path).unwrap();
        o.writer().write_all(b"new").unwrap();
        drop(o);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        let mut o = Output::create(&path).unwrap();
        o.writer().write_all(b"half").unwrap();
        let partial = o.keep_partial().unwrap();
        assert_eq!(partial, dir.join("out.txt.partial"));
        assert_eq!(std::fs::read_to_string(&partial).unwrap(), "half");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        let mut o = Output::create(&path).unwrap();
        o.writer().write_all(b"new").unwrap();
        o.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left.len(), 2, "{left:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn one_file_may_not_serve_twice() {
        let dir = std::env::temp_dir().join(format!("mlff-distinct-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let input = dir.join("in.xyz");
        std::fs::write(&input, "").unwrap();
        let other = dir.join("sub/../in.xyz");
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let (a, b) = (dir.join("a.xyz"), dir.join("./a.xyz"));
        assert!(check_distinct(&[("input", &input)], &[("--traj", &a), ("--log", &dir.join("b.csv"))]).is_ok());
        let e = check_distinct(&[("input", &input)], &[("--traj", &other)]).unwrap_err().to_string();
        assert!(e.contains("same file as input"), "{e}");
        assert!(check_distinct(&[], &[("--traj", &a), ("--log", &b)]).is_err());
        assert!(check_distinct(&[], &[("--traj", Path::new("-")), ("--log", Path::new("-"))]).is_err());
        if Path::new("/dev/null").exists() {
            assert!(check_distinct(&[], &[("--traj", Path::new("/dev/null")), ("--log", Path::new("/dev/null"))]).is_ok());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
