//! Fuzz target: `shell::analyse` on arbitrary text. Properties: no panic, no hang (the
//! fuzzer's `-timeout`), limits hold, loop references resolve, deterministic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    let a = shell::analyse(src);
    assert!(a.commands.len() <= shell::Limits::default().max_commands + 1);
    for c in &a.commands {
        for r in &c.ctx.loops {
            assert!(r.id < a.loops.len());
        }
    }
    assert_eq!(a, shell::analyse(src));
});
