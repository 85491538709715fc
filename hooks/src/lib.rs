//! Shared nothing: every guard is one file under src/bin/. This library exists so tests can name the package.
