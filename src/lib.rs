//! gatehouse: the management library behind the `gatehouse` command and the
//! `gatehouse-dispatch` entry point.
//!
//! - [`registry`]: the fleet's registrations (`settings/settings.json`,
//!   compiled in) and the forms they are written in (settings file, plugin,
//!   Codex);
//! - [`settings`]: reading, merging and writing a settings file without
//!   damaging it;
//! - [`install`]: versioned binaries and `install` / `uninstall`;
//! - [`managed`]: the organisation's install (`--scope managed`, as root);
//! - [`codex`]: Codex hook trust (recorded by install, checked by doctor);
//! - [`doctor`]: proves the registrations load and fire;
//! - [`info`]: `list`, `explain`, `test`;
//! - [`log_cmd`]: `log` and `stats`, over the decision log;
//! - [`plugin`]: the Claude Code plugin directory;
//! - [`selfinstall`]: a `cargo install` root gets the guards from cargo;
//! - [`dispatch`]: repo scoping for user scope and the plugin;
//! - [`fanout`]: one hook process running a group of guards.

pub mod codex;
pub mod dispatch;
pub mod doctor;
pub mod fanout;
pub mod info;
pub mod install;
pub mod log_cmd;
pub mod managed;
pub mod manifest;
pub mod plugin;
pub mod prose_check;
pub mod registry;
pub mod replay;
pub mod selfinstall;
pub mod settings;
pub mod team;
