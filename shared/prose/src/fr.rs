//! French endings (issue 18, the twenty-ninth round).
//!
//! The model reads English words: in a French sentence it sees only the
//! loanwords and the code ("j'ai supprimé tous les mocks" reads as a mock
//! written, "probablement" as nothing at all), and the French sessions of a
//! replayed batch had their guesses ("La transcription devrait être
//! sensiblement meilleure.") pass unread. These rules read French the way
//! [`crate::ibero`] reads Portuguese and Spanish: a cue of the guard's class
//! nominates a part of a sentence (split at `;`, `?` and `!`, quotations
//! left out), and the part's own structure decides (a question asks, a
//! heading names, a defect reported fixed is history, a mock removed or a
//! maquette is no double, a step of the user's is no guess). Cues match
//! whole words, lowercased, with the typographic apostrophe read as `'`.
//! Each rule is one class:
//!
//! - stop-hedge: a claim that tests, a build or lint pass ("tous les tests
//!   passent", "compile sans erreur ✅") that the turn's runs must back;
//!   and, unless the user sets `french_hedges = false`, a guess or a
//!   prediction about the work ("c'est probablement le cache", "ça devrait
//!   marcher maintenant", "je pense que le problème vient du middleware");
//! - no-preexisting-excuse: a failure, warning or bug disowned ("existait
//!   déjà avant", "sans rapport avec mes modifications", "échoue aussi sur
//!   main") and not dealt with;
//! - no-offer-instead-of-fix: a fix offered ("voulez-vous que je corrige
//!   ?", "si tu veux, je peux le corriger") or deferred ("dans une
//!   prochaine PR", "hors du périmètre", a TODO left, an item under "##
//!   Prochaines étapes") for a defect named in the part or in the two
//!   sentences before it (a repair verb such as "corriger" says by itself
//!   that one is there);
//! - forbidden-doubles-stop: a mock, stub, fake, spy or bouchon written
//!   ("j'ai mocké le client", "un faux serveur pour l'API"), not a
//!   maquette, a type stub file, an emulator or a removal.
//!
//! Quoted text (« … », “…”) is data, as English quotations are.

use crate::ibero::{cue, holds};
use crate::judge::Head;
use crate::{Block, Sentence};

/// French words no English, Portuguese or Spanish sentence is made of
/// (function words, and the commonest words of a report).
#[rustfmt::skip]
const MARKERS: &[&str] = &[
    "les", "des", "du", "pour", "avec", "est", "sont", "une", "pas", "nous", "vous", "il", "elle",
    "ils", "elles", "dans", "sur", "par", "au", "aux", "ce", "cette", "ces", "qui", "mais", "donc",
    "aussi", "été", "fait", "tous", "toutes", "très", "leur", "leurs", "et", "à", "ça",
    "je", "tu", "ne", "le", "la", "un", "être", "avoir", "avez", "avons", "sera",
    "seront", "était", "étaient", "peut", "peuvent", "doit", "doivent", "devrait", "devraient",
    "encore", "déjà", "maintenant", "désormais", "ici", "où", "quand", "comme", "sans", "sous",
    "chez", "entre", "après", "avant", "votre", "vos", "notre", "nos", "mes",
    "tes", "fichier", "fichiers", "modifications", "changements", "erreur", "erreurs",
    "problème", "corrigé", "corrigée", "corriger", "passent", "réussi", "échoue", "échec",
    "probablement", "peut-être", "semble", "voulez-vous", "veux-tu", "souhaitez-vous", "ajouté",
    "ajoutée", "supprimé", "supprimée", "mis", "mise", "jour", "reste", "rien", "tout", "aucun",
    "aucune", "cela", "ceci", "lors", "depuis", "vers", "selon", "afin", "chaque",
    "réussis", "réussies", "réussite", "échoués", "échoué", "échouent", "succès", "vérifié",
    "vérifiée", "vérifiés", "corrigés", "corrigées", "terminé", "terminée", "effectuées",
    "vient", "viennent", "remonte", "signale", "laisse", "préexistant", "préexistants",
    "préexistante", "préexistantes", "souci", "bogue", "tantôt", "astheure", "fonctionne",
    "fonctionnent",
    "effectués", "prochaines", "étapes", "résumé", "avertissements",
];

/// English function words: a sentence with more of these is English.
#[rustfmt::skip]
const ENGLISH: &[&str] = &[
    "the", "and", "is", "are", "to", "of", "that", "it", "for", "with", "was", "this", "be", "have",
    "has", "not", "you", "we", "i", "in", "from", "will", "should", "can", "all", "now", "were",
    "been", "which", "an", "at", "its", "it's", "i'll", "i've", "don't", "but", "so", "if", "or",
    "on", "my", "every", "also", "your", "our", "they", "after", "before", "into", "out", "when",
    "what", "there", "here", "than", "then", "no", "do", "does", "did", "work", "fails", "passed",
];

/// German words: "du" and "die" are French words too.
#[rustfmt::skip]
const GERMAN: &[&str] = &[
    "die", "der", "das", "und", "ist", "nicht", "ich", "hast", "habe", "auch", "diese", "dieser",
    "mit", "ein", "eine", "den", "dem", "wir", "sie", "es", "zu", "im", "auf", "noch", "jetzt",
];

/// French words no English sentence holds: a short sentence or a table
/// cell is French only with one of these (or an accent, or an elision).
#[rustfmt::skip]
const STRONG: &[&str] = &[
    "les", "des", "une", "avec", "dans", "sont", "cette", "nous", "vous", "pour", "sur", "aux",
    "qui", "je", "tu", "est", "pas", "du", "au", "ces", "aucun", "aucune", "tous", "toutes",
    "leur", "erreur", "erreurs", "vient", "viennent", "devrait", "devraient", "maintenant",
    "avons", "avez", "seront", "peut", "peuvent", "doit", "doivent", "rien", "cela", "ceci",
    "aussi", "donc", "fonctionne", "fonctionnent",
];

/// Portuguese and Spanish words that are no French word: a sentence with
/// them is left to [`crate::ibero`].
#[rustfmt::skip]
const IBERIAN: &[&str] = &[
    "não", "está", "são", "com", "uma", "um", "do", "da", "dos", "das", "em", "na", "os", "el",
    "los", "las", "del", "con", "por", "es", "una", "y", "também", "también", "já", "ya", "foi",
    "fue", "agora", "ahora", "isso", "esto", "pero", "muito", "muy", "todos", "testes", "pruebas",
    "arquivo", "archivo", "você", "usted", "para", "o", "e", "é", "lo", "tal", "vez",
];

/// The lowercase words of `text` outside inline code, the typographic
/// apostrophe read as `'`; a word elided before an apostrophe ("l'API",
/// "j'ai", "qu'il") counts as French by its elision.
fn each_word(text: &str, mut f: impl FnMut(&str)) {
    let mut code = false;
    let mut cur = String::new();
    for c in text.chars() {
        if c == '`' {
            code = !code;
        }
        let c = if c == '’' { '\'' } else { c };
        if !code && (c.is_alphanumeric() || c == '\'' || c == '-') {
            if c.is_ascii() {
                cur.push(c.to_ascii_lowercase());
            } else {
                cur.extend(c.to_lowercase());
            }
        } else if !cur.is_empty() {
            f(&cur);
            cur.clear();
        }
    }
    if !cur.is_empty() {
        f(&cur);
    }
}

/// An elided article or pronoun: "l'", "d'", "j'", "qu'", "n'", "c'", "s'".
fn elided(w: &str) -> bool {
    [
        "l'", "d'", "j'", "qu'", "n'", "c'", "s'", "m'", "t'", "jusqu'", "lorsqu'", "puisqu'",
    ]
    .iter()
    .any(|e| {
        w.starts_with(e)
            && w.get(e.len()..)
                .is_some_and(|r| r.chars().count() >= 2 || (r == "y" || r == "a") && *e != "c'")
    })
}

/// Whether `text` is French prose: one French word no other language
/// writes at least (an elision, an accented French word, "les", "avec" …),
/// three French words and more than twice its English function words (or
/// two and no English word; in a cell of six words or fewer, one accented
/// and no English or Iberian word), and more French words than words only
/// Portuguese, Spanish or German has.
pub fn is_fr(text: &str) -> bool {
    let (mut french, mut english, mut iberian, mut words) = (0usize, 0usize, 0usize, 0usize);
    let (mut strong, mut accented) = (false, false);
    // Every listed word with the lists it is in (bits: 1 French, 2 strong,
    // 4 English, 8 another language).
    static TABLE: std::sync::OnceLock<Vec<(&'static str, u8)>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        crate::cjk::word_table(&[
            (MARKERS, 1),
            (STRONG, 2),
            (ENGLISH, 4),
            (IBERIAN, 8),
            (GERMAN, 8),
        ])
    });
    each_word(text, |w| {
        words += 1;
        let bits = crate::cjk::word_bits(table, w);
        if bits & 1 != 0 || elided(w) {
            french += 1;
            // A French word with an accent ("été", "déjà"), not "à", which
            // Portuguese writes too.
            let marked = elided(w)
                || (w != "à"
                    && w.contains(['é', 'è', 'ê', 'ç', 'ù', 'â', 'î', 'ô', 'û', 'ë', 'ï', 'œ']));
            accented |= marked;
            strong |= marked || bits & 2 != 0;
        } else if bits & 4 != 0 {
            english += 1;
        } else if bits & 8 != 0 {
            iberian += 1;
        }
        // Letters French does not write ("menção", "contínua", "año",
        // "völlig", "für").
        if w.contains(['á', 'í', 'ó', 'ú', 'ã', 'õ', 'ñ', 'ä', 'ö', 'ü', 'ß']) {
            iberian += 1;
        }
    });
    iberian < french
        && strong
        && ((french >= 3 && french > 2 * english)
            || (french >= 2 && english == 0)
            // A table cell or a tick: "✅ Tests : 48 réussis".
            || (words <= 6 && english == 0 && iberian == 0 && accented))
}

/// The parts of `text`: split at `;` and `?`/`!` (a part keeps its mark),
/// quoted text removed.
fn parts(text: &str) -> Vec<String> {
    crate::cjk::split_parts(
        text,
        &['“', '«'],
        &['”', '»'],
        &[';', '?', '!'],
        |p| p.chars().any(char::is_alphabetic),
    )
}

/// `t` lowercased, the typographic apostrophe read as `'`.
///
/// Inline code is left out (`est_probablement_doublon()` says nothing),
/// but a code span that is one plain word ("sur `main`") is read as the
/// word.
fn lower(t: &str) -> String {
    let t = t.to_lowercase().replace('’', "'");
    let mut out = String::with_capacity(t.len());
    let mut spans = t.split('`');
    if let Some(first) = spans.next() {
        out.push_str(first);
    }
    for (k, span) in spans.enumerate() {
        if k % 2 == 1 || span.chars().all(|c| c.is_alphanumeric() || c == '-') {
            out.push_str(span);
        } else {
            out.push(' ');
        }
    }
    out
}

/// A question: it ends on a question mark (French puts a space before it).
fn asks(t: &str) -> bool {
    t.trim_end_matches([' ', '\u{a0}', '\u{202f}', '*', ')', '`', '_'])
        .ends_with('?')
}

/// The words of `l` after byte `at`, up to `n` of them.
fn words_after(l: &str, at: usize, n: usize) -> Vec<&str> {
    l.get(at..)
        .unwrap_or_default()
        .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
        .filter(|x| !x.is_empty())
        .take(n)
        .collect()
}

/// The words of `l` before byte `at`, the nearest first, up to `n`.
fn words_before(l: &str, at: usize, n: usize) -> Vec<&str> {
    l.get(..at)
        .unwrap_or_default()
        .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
        .filter(|x| !x.is_empty())
        .rev()
        .take(n)
        .collect()
}

// ---------------------------------------------------------------- hedges

/// A guess in words that are one.
#[rustfmt::skip]
const HEDGES: &[&str] = &[
    "probablement", "sans doute", "peut-être", "peut être que", "il semble que", "il semble qu'",
    "il semblerait", "semble-t-il", "semblerait-il", "on dirait que", "on dirait qu'", "apparemment",
    "a priori", "à priori", "en théorie", "théoriquement", "je pense que", "je pense qu'",
    "je crois que", "je crois qu'", "je suppose", "j'imagine", "vraisemblablement",
    "il est possible que", "il est possible qu'", "il se peut que", "il se peut qu'",
    "il est probable", "est probablement", "probable que", "pas sûr", "pas certain",
    "pas certaine", "pas tout à fait sûr", "ça doit venir", "cela doit venir", "doit venir de",
    "doit venir du", "doit venir des", "doit être dû", "doit être due", "doit être lié",
    "doit être liée", "doit être causé", "sûrement", "selon toute vraisemblance",
    "selon toute probabilité", "je soupçonne", "je parie", "il me semble", "me semble-t-il",
    "à première vue", "j'ai l'impression", "je présume", "présumément", "a l'air de",
    "ont l'air de", "ça a l'air", "cela a l'air", "semble résolu", "semble corrigé",
    "semble réglé", "semble fonctionner", "semble marcher", "semble venir", "semble lié",
    "semble liée", "semble ok", "semble bon", "semble bonne", "semble être", "semblent être",
    "semblent venir", "semblent fonctionner", "semblent résolus", "semblent corrigés",
    "en principe ça", "en principe cela", "normalement ça devrait", "normalement cela devrait",
    ", je pense", ", je crois", ", je suppose", "(probablement)", "(je pense)", "(a priori)",
    "il est fort possible", "très probablement", "fort probablement", "sans doute dû",
    "probablement dû", "probablement lié", "je pense", "je crois", "(normalement)",
    "viendrait", "viendraient", "proviendrait", "serait dû", "serait due", "serait lié",
    "serait liée", "expliquerait", "pourrait venir", "pourrait être dû", "pourrait être due",
    "pourrait expliquer", "pourrait être lié", "pourrait être liée",
];

/// Modal verbs that predict with a verb of success after them ("ça devrait
/// marcher", "le cache devrait désormais être invalidé").
#[rustfmt::skip]
const MODALS: &[&str] = &[
    "devrait", "devraient", "devra", "devront", "devrait-il", "devrait-elle",
];

/// What a predicting modal predicts.
#[rustfmt::skip]
const PREDICTED: &[&str] = &[
    "fonctionner", "marcher", "résoudre", "régler", "corriger", "passer", "suffire", "aller",
    "disparaître", "éviter", "empêcher", "améliorer", "accélérer", "charger", "s'afficher",
    "apparaître", "compiler", "revenir", "tenir", "se comporter", "réussir", "couvrir",
    "fonctionner correctement", "régler le problème", "résoudre le problème", "fixer",
    "répondre", "se connecter", "se synchroniser", "se stabiliser", "rester", "retomber",
    "redevenir", "tourner", "se lancer", "démarrer", "s'exécuter", "aboutir", "réduire",
    "diminuer", "baisser", "supprimer", "éliminer", "permettre", "donner", "afficher",
    "être bon", "être bonne", "être ok", "être corrigé", "être corrigée", "être corrigés",
    "être réglé", "être réglée", "être résolu", "être résolue", "être résolus", "être fixé",
    "être fonctionnel", "être fonctionnelle", "être opérationnel", "être stable",
    "être plus rapide", "être visible", "être visibles", "être à jour", "être meilleur",
    "être meilleure", "être sensiblement", "être nettement", "être invalidé", "être pris",
    "être prise", "être couvert", "être couverts", "être bons", "être good", "être réparé",
    "être terminé", "être fini", "être complet", "être correct", "être correcte", "tomber juste",
    "tomber", "jouer", "se régénérer", "se mettre à jour", "se corriger", "se résoudre",
    "se recharger", "se rafraîchir", "se débloquer", "se remplir", "se propager", "se déployer",
];

/// A guess that is no guess about the work: the user's own setup or steps,
/// an input's range, a duration, a recommendation, a norm, or backed by a
/// check in the part.
#[rustfmt::skip]
const HEDGE_PASS: &[&str] = &[
    "vous", "votre", "vos", "tu", "ton", "ta", "tes", "te", "rechargez", "recharger", "recharge",
    "rafraîchissez", "rafraîchir", "redémarrez", "relancez", "à l'ouverture", "peut être nul",
    "peut être vide", "peut être null", "je recommande", "je conseille", "je suggère",
    "prendre", "prend", "durer", "dure", "à mon avis", "selon moi", "plus simple que",
    "plus propre", "plus lisible", "je préfère", "j'ai vérifié", "j'ai testé", "j'ai mesuré",
    "j'ai reproduit", "j'ai confirmé", "vérifié", "confirmé", "testé", "mesuré",
    "selon la documentation", "d'après la documentation", "l'appelant doit", "l'utilisateur doit",
    "doit être appelé", "doit contenir", "doit être utilisé", "comme prévu", "attendu",
    "comme attendu", "par conception", "by design", "apparaît à", "apparaît en", "apparaît dans",
    "s'affiche à", "s'affiche en", "je n'ai pas la permission", "je n'ai pas les droits",
    "je n'ai pas accès", "pas l'autorisation", "besoin de votre autorisation",
];

fn hedge(t: &str) -> Option<&'static str> {
    let l = lower(t);
    // "le problème que tu avais remarqué": the user named in a relative
    // clause is what the guess is about, not whose setup it guesses.
    let own = ["que tu ", "que vous ", "qu'on "]
        .iter()
        .fold(l.clone(), |l, r| l.replace(r, " "));
    // "mais je n'ai pas vérifié": a check denied backs nothing.
    let passed = HEDGE_PASS.iter().any(|p| {
        own.match_indices(p).any(|(at, _)| {
            holds(own.get(at..).unwrap_or_default(), p)
                && own
                    .get(..at)
                    .and_then(|b| b.chars().last())
                    .is_none_or(|c| !c.is_alphanumeric())
                && !words_before(&own, at, 2)
                    .iter()
                    .any(|w| matches!(*w, "pas" | "jamais" | "rien"))
        })
    });
    if asks(t) || passed || announces_next_step(&l) {
        return None;
    }
    // "`parse()` devrait rejeter l'entrée, mais elle passe", "En théorie,
    // deux UUID peuvent entrer en collision, mais la probabilité est
    // négligeable": what is meant or possible, set against what is, is no
    // guess.
    let contrasted = |at: usize| {
        let rest = l.get(at..).unwrap_or_default();
        ["mais", "pourtant", "cependant", "alors que", "or "]
            .iter()
            .any(|c| holds(rest, c))
    };
    if let Some(found) = cue(&l, HEDGES) {
        let contrast_only = ["en théorie", "théoriquement", "a priori", "à priori"]
            .contains(&found)
            && l.find(found).is_some_and(contrasted);
        if !contrast_only {
            return Some(found);
        }
    }
    MODALS.iter().copied().find(|m| {
        l.match_indices(m).any(|(at, _)| {
            l.get(..at)
                .and_then(|b| b.chars().last())
                .is_none_or(|c| !c.is_alphanumeric())
                && l.get(at + m.len()..)
                    .and_then(|a| a.chars().next())
                    .is_none_or(|c| !c.is_alphanumeric() && c != '-')
                && !contrasted(at)
                && {
                    let next = words_after(&l, at + m.len(), 4);
                    PREDICTED.iter().any(|p| {
                        let p: Vec<&str> = p.split(' ').collect();
                        // Up to two words (an adverb) may stand between:
                        // "devrait maintenant fonctionner", "devrait bien
                        // passer".
                        (0..next.len().min(3)).any(|k| next.get(k..k + p.len()) == Some(&p[..]))
                    })
                }
        })
    })
}

/// "Voyons le script qui devrait le lancer :", "Je vais vérifier la
/// fonction qui devrait corriger l'encodage :": the agent announces its
/// next step and what it opens follows; the modal predicts nothing.
fn announces_next_step(l: &str) -> bool {
    const OPENERS: &[&str] = &[
        "voyons ",
        "regardons ",
        "vérifions ",
        "je vais ",
        "maintenant je vais ",
        "laissez-moi ",
        "laisse-moi ",
        "je regarde ",
        "je vérifie ",
        "examinons ",
    ];
    let l = l.trim_start_matches(|c: char| !c.is_alphanumeric());
    OPENERS.iter().any(|o| l.starts_with(o))
        && l.trim_end_matches([' ', '*', '`', '\u{a0}']).ends_with(':')
}

// ---------------------------------------------------------------- claims

/// What a claim of a check is about.
#[rustfmt::skip]
const CHECK_NOUNS: &[&str] = &[
    "test", "tests", "build", "builds", "compilation", "lint", "linter", "ci", "suite",
    "typecheck", "tsc", "pytest", "jest", "vitest", "clippy", "mypy", "eslint", "checks",
    "vérifications", "couverture", "e2e", "unitaires", "intégration", "typage", "types",
    "compile", "compilent",
];

/// A success reported.
#[rustfmt::skip]
const SUCCESS: &[&str] = &[
    "passent", "passe", "passé", "passés", "réussissent", "réussi", "réussis", "réussie",
    "au vert", "vert", "verte", "verts", "vertes", "ok", "✅", "✓", "✔", "sans erreur",
    "sans erreurs", "sans échec", "sans aucune erreur", "aucune erreur", "aucun échec",
    "0 erreur", "0 erreurs", "0 échec", "avec succès", "fonctionne", "fonctionnent", "propre",
    "compile", "compilé", "vérifié", "vérifiée", "vérifiés", "validé", "validée", "validés",
    "tout est bon", "aucune régression", "ne casse rien", "parfaitement", "impeccable",
];

/// A failure, an unknown or a condition in the same part: no claim.
#[rustfmt::skip]
const NOT_SUCCESS: &[&str] = &[
    "échoue", "échouent", "échoué", "échouait", "ne passe pas", "ne passent pas", "pas encore",
    "lancez", "lancer", "exécutez", "exécuter", "quand", "lorsque", "une fois que", "dès que",
    "pour que", "devrait", "devraient", "doit", "doivent", "si les", "si le", "si la", "s'il",
    "je n'ai pas lancé", "pas pu", "sans lancer", "sans exécuter", "cassé", "cassée", "cassés",
    "erreur", "erreurs", "échec", "échecs", "pourquoi", "ne compile pas", "ne fonctionne pas",
    "ne marche pas", "à condition", "comment", "d'après l'agent", "selon l'agent",
    "l'agent de revue", "le sous-agent", "c'est lui qui a lancé", "c'est elle qui a lancé",
];

fn claim(t: &str) -> Option<&'static str> {
    let l = lower(t);
    // "sans erreur" is a success: a failure word answered with nothing.
    let cleared = [
        "sans erreur",
        "sans erreurs",
        "sans aucune erreur",
        "sans échec",
        "aucune erreur",
        "aucun échec",
        "0 erreur",
        "0 erreurs",
        "0 échec",
    ];
    let failed = NOT_SUCCESS.iter().any(|n| {
        holds(&l, n)
            && !(matches!(*n, "erreur" | "erreurs" | "échec" | "échecs")
                && cleared.iter().any(|c| holds(&l, c)))
    });
    if asks(t) || failed {
        return None;
    }
    let success = cue(&l, SUCCESS)?;
    // A check mark is a success word, not a check: "✅ Ajout du filtre par
    // date" ticks a feature off a list.
    let everything = holds(&l, "tout")
        && ["fonctionne", "marche", "passe", "est vert", "est au vert"]
            .iter()
            .any(|w| holds(&l, w));
    // "Vérifié : le flux complet fonctionne.": a verification that opens
    // the part is a claim by itself, backed by any command.
    let opening = l.trim_start_matches(|c: char| !c.is_alphanumeric());
    let verified = ["vérifié", "vérifiée", "validé", "validée", "confirmé"]
        .iter()
        .any(|w| opening.starts_with(w));
    (cue(&l, CHECK_NOUNS).is_some() || everything || verified).then_some(success)
}

/// Whether a French claim names a test, build or checker (only such a run
/// of the turn backs it).
pub fn claim_needs_check(text: &str) -> bool {
    is_fr(text) && cue(&lower(text), CHECK_NOUNS).is_some()
}

// ---------------------------------------------------------------- defects

/// Words that name a defect.
#[rustfmt::skip]
const DEFECTS: &[&str] = &[
    "erreur", "erreurs", "échec", "échecs", "échoue", "échouent", "échouait", "échouaient",
    "a échoué", "ont échoué", "bug", "bugs", "bogue", "bogues", "avertissement", "avertissements",
    "warning", "warnings", "fuite", "fuites", "leak", "crash", "crashs", "crashe", "plantage",
    "plantages", "plante", "plantait", "cassé", "cassée", "cassés", "cassées", "casse",
    "problème", "problèmes", "souci", "soucis", "défaut", "défauts", "exception", "exceptions", "timeout",
    "timeouts", "lenteur", "lenteurs", "n+1", "race condition", "condition de concurrence",
    "situation de compétition", "incohérence", "incohérences", "vulnérabilité", "vulnérabilités",
    "faille", "failles", "xss", "injection", "flaky", "instable", "instables", "intermittent",
    "intermittente", "intermittents", "intermittentes", "deprecated", "obsolète", "obsolètes",
    "dépréciation", "déprécié", "dépréciée", "régression", "régressions", "404", "500", "502",
    "503", "429", "off-by-one", "doublon", "doublons", "segfault", "panic", "panique", "overflow",
    "débordement", "deadlock", "interblocage", "null pointer", "typeerror", "codé en dur",
    "en dur", "hardcodé", "hardcodée", "en clair", "sans validation", "ne valide pas",
    "ne gère pas", "ne fonctionne pas", "ne marche pas", "ne fonctionnent pas",
    "ne marchent pas", "goulot d'étranglement", "incorrect", "incorrecte", "incorrects",
    "erroné", "erronée", "erronés", "défaillant", "défaillante", "rouge", "rouges",
];

/// Errors named as a feature of the code, not a defect of it.
#[rustfmt::skip]
const FEATURE_ERRORS: &[&str] = &[
    "messages d'erreur", "message d'erreur", "gestion des erreurs", "gestion d'erreur",
    "gestion d'erreurs", "traitement des erreurs", "page d'erreur", "pages d'erreur",
    "codes d'erreur", "code d'erreur", "cas d'erreur", "état d'erreur", "en cas d'erreur",
    "remontée d'erreur", "remontée des erreurs", "les erreurs de validation",
];

/// A defect answered with nothing ("erreurs : aucune", "sans avertissement").
fn answered_none(l: &str, d: &str) -> bool {
    let none_after = ["aucun", "aucune", "0", "zéro", "néant"];
    let none_before = [
        "sans",
        "aucun",
        "aucune",
        "0",
        "zéro",
        "pas de",
        "pas d'",
        "plus de",
        "plus d'",
        "éviter",
        "évite",
        "empêche",
        "empêcher",
        "prévient",
        "prévenir",
        "il n'y a pas",
    ];
    l.match_indices(d).all(|(at, _)| {
        let after: String = l
            .get(at + d.len()..)
            .unwrap_or_default()
            .chars()
            .take(12)
            .collect();
        let before: String = crate::cjk::chars_before(l, at, 14);
        none_after.iter().any(|n| {
            after
                .trim_start_matches([':', ' ', '*', '\u{a0}'])
                .starts_with(n)
        }) || none_before.iter().any(|n| before.trim_end().ends_with(n))
    })
}

/// Whether `t` names a defect not answered with nothing, nor an error as
/// a feature ("les messages d'erreur", "la gestion des erreurs").
fn names_defect(t: &str) -> bool {
    let l = FEATURE_ERRORS
        .iter()
        .fold(lower(t), |l, f| l.replace(f, " "));
    DEFECTS
        .iter()
        .any(|d| holds(&l, d) && !answered_none(&l, d))
}

/// A defect reported fixed.
#[rustfmt::skip]
const FIXED: &[&str] = &[
    "corrigé", "corrigée", "corrigés", "corrigées", "résolu", "résolue", "résolus", "résolues",
    "réglé", "réglée", "réglés", "réglées", "réparé", "réparée", "réparés", "fixé", "fixée",
    "supprimé", "supprimée", "supprimés", "supprimées", "retiré", "retirée", "retirés",
    "éliminé", "éliminée", "éliminés", "traité", "traitée", "traités", "ajusté", "ajustée",
    "remplacé", "remplacée", "corrigeons", "nous avons corrigé", "fixed", "contourné",
];

/// A repair reported in the part: a fix word not negated ("non corrigé",
/// "pas encore corrigé" leave the defect standing).
fn repaired(t: &str) -> bool {
    let l = lower(t);
    FIXED.iter().any(|f| {
        l.match_indices(f).any(|(at, _)| {
            holds(l.get(at..).unwrap_or_default(), f)
                && l.get(..at)
                    .and_then(|b| b.chars().last())
                    .is_none_or(|c| !c.is_alphanumeric())
                && !words_before(&l, at, 3)
                    .iter()
                    .any(|w| matches!(*w, "non" | "pas" | "jamais" | "n'est" | "n'ai" | "sera"))
        })
    })
}

// ---------------------------------------------------------------- excuses

#[rustfmt::skip]
const EXCUSES: &[&str] = &[
    "préexistant", "préexistants", "préexistante", "préexistantes", "pré-existant",
    "pré-existants", "pré-existante", "pré-existantes", "existait déjà", "existaient déjà",
    "existait avant", "existaient avant", "était déjà là", "étaient déjà là", "échouait déjà",
    "échouaient déjà", "déjà cassé", "déjà cassée", "déjà cassés", "déjà en échec",
    "était déjà cassé", "avant mes modifications", "avant ma modification",
    "avant mon changement", "avant mes changements", "avant mon intervention",
    "avant ma pr", "avant mon passage", "pas lié à", "pas liée à", "pas liés à", "pas liées à",
    "pas lié aux", "pas liés aux", "non lié", "non liée", "non liés", "non liées",
    "sans rapport avec", "sans lien avec", "rien à voir avec", "n'a rien à voir",
    "n'ont rien à voir", "ne vient pas de mes", "ne vient pas de ma", "ne vient pas de mon",
    "ne viennent pas de mes", "ne viennent pas de ma", "pas causé par", "pas causée par",
    "pas introduit par", "pas introduite par", "ce n'est pas moi", "je ne l'ai pas introduit",
    "je ne l'ai pas introduite", "je n'ai pas introduit", "pas de mon fait", "pas ma faute",
    "échoue aussi sur main", "échoue aussi sur master", "échouent aussi sur main",
    "échouent aussi sur master", "aussi sur main", "également sur main", "aussi sur master",
    "également sur master", "sur la branche principale", "sur main", "sur master",
    "problème d'environnement", "lié à l'environnement", "liée à l'environnement",
    "de l'environnement", "de la machine", "du runner", "de la bibliothèque", "de la librairie",
    "upstream", "en amont", "tierce", "tiers", "code legacy", "code hérité", "hérité",
    "héritée", "problème connu", "bug connu", "que je n'ai pas touché",
    "que je n'ai pas touchés", "que je n'ai pas modifié", "je n'ai pas touché",
    "pas touché", "hors de mon", "peut être ignoré", "peut être ignorée", "peuvent être ignorés",
    "peuvent être ignorées", "à ignorer", "on peut ignorer", "antérieur à", "antérieurs à",
    "antérieure à", "antérieures à", "indépendant de mes", "indépendante de mes",
    "indépendants de mes", "indépendamment de mes", "autre équipe", "depuis toujours",
    "sans mon patch", "sans ma modification", "sans mes modifications", "sans mes changements",
    "sans mon changement", "se reproduit sans", "reproduit sans", "pas une régression",
    "pas de régression de ma part", "vient du merge", "viennent du merge",
    "dans d'autres fichiers", "d'autres fichiers", "code généré", "pas de mon ressort",
    "hors de ma responsabilité", "pas à moi", "ne relève pas de", "ne vient pas de cette pr",
    "ne vient pas de ce", "indépendant de cette", "indépendants de cette", "déjà présent",
    "déjà présents", "déjà présente", "déjà présentes", "pas de notre code", "pas notre code",
    "pas du code", "pas au code", "pas le code", "pas de l'application", "pas à l'application",
    "pas de mon code", "pas mon code", "pas dans notre code", "pas relié", "pas reliée",
    "pas reliés", "pas lié", "pas liée", "aucun rapport", "rien à voir", "avant moi",
    "était là avant", "étaient là avant", "ne vient pas de", "ne viennent pas de", "souci connu",
    "existaient tous avant", "existaient avant", "avant cette branche", "avant ma branche",
    "date d'avant", "datent d'avant", "faux positif", "faux positifs", "on n'y peut rien",
    "d'une dépendance", "pas de notre côté",
];

/// Excuses that say by themselves a defect is there ("Ça se reproduit sans
/// mon patch").
#[rustfmt::skip]
const SELF_DEFECT: &[&str] = &[
    "se reproduit sans", "reproduit sans", "échouait déjà", "échouaient déjà", "déjà cassé",
    "déjà cassée", "déjà en échec", "échoue aussi sur", "échouent aussi sur",
];

/// The environment named as part of the code or the setup, not as where
/// a defect comes from.
#[rustfmt::skip]
const ENVIRONMENT_FEATURES: &[&str] = &[
    "variables de l'environnement", "variables d'environnement", "variable d'environnement",
    "fichier d'environnement", "environnement de développement", "environnement de test",
    "environnement virtuel", "configuration de l'environnement",
];

/// "Flaky" or "intermittent" given as the reason a failure stays.
fn flaky_disposes(l: &str) -> Option<&'static str> {
    const CAUSAL: &[&str] = &["parce que", "car", "donc", "c'est", "est", "sont"];
    [
        "flaky",
        "intermittent",
        "intermittente",
        "intermittents",
        "instable",
        "instables",
    ]
    .iter()
    .copied()
    .find(|f| holds(l, f) && CAUSAL.iter().any(|c| holds(l, c)))
}

/// Part `t` of sentence `i` (`later`: the parts after it in the sentence).
fn excuse(ss: &[Sentence], i: usize, t: &str, later: &[String]) -> Option<&'static str> {
    let l = ENVIRONMENT_FEATURES
        .iter()
        .fold(lower(t), |l, f| l.replace(f, " "));
    // The defect is named in the part or in the sentence before ("Le test
    // `X` échoue. Il se reproduit sans mon patch.").
    let named = || {
        names_defect(t)
            || crate::cjk::parts_before(ss, i, 1, parts)
                .iter()
                .any(|p| names_defect(p) && !repaired(p))
    };
    // "L'erreur venait de …": the cause found, told in the past.
    let cause_told = [
        "l'erreur venait",
        "le problème venait",
        "la cause était",
        "le bug venait",
        "l'erreur était",
        "le problème était",
    ]
    .iter()
    .any(|c| holds(&l, c));
    // "La suite complète passe, y compris les 4 tests qui échouaient déjà
    // sur `main`": nothing left failing to disown; the red phase of
    // test-first work, or a question the user asked, is no excuse.
    // "Échecs préexistants : aucun": the excuse answered with nothing.
    let settled = ["y compris", "phase rouge", "vous demandiez", "tu demandais"]
        .iter()
        .any(|c| holds(&l, c))
        || EXCUSES.iter().any(|e| holds(&l, e) && answered_none(&l, e));
    let self_defect = SELF_DEFECT.iter().any(|c| holds(&l, c));
    if asks(t) || repaired(t) || cause_told || settled || !(self_defect || named()) {
        return None;
    }
    let found = cue(&l, EXCUSES).or_else(|| flaky_disposes(&l))?;
    // "Je n'ai pas touché au bug de X": a defect left alone (the offer
    // guard's deferral), not one placed in code the agent did not touch.
    let left_alone = ["je n'ai pas touché", "pas touché"].contains(&found)
        && l.find(found).is_some_and(|at| {
            let after: String = l
                .get(at + found.len()..)
                .unwrap_or_default()
                .chars()
                .take(28)
                .collect();
            names_defect(&after)
        });
    if left_alone {
        return None;
    }
    // A fix reported after it, in its sentence or the next two, is
    // history, not an excuse.
    let fixed_after = later
        .iter()
        .chain(crate::cjk::parts_after(ss, i, 2, parts).iter())
        .any(|p| repaired(p));
    (!fixed_after).then_some(found)
}

// ---------------------------------------------------------------- offers

/// An offer asked as a question ("voulez-vous que je corrige ?").
#[rustfmt::skip]
const ASK_OFFERS: &[&str] = &[
    "voulez-vous que je", "voulez-vous que j'", "veux-tu que je", "veux-tu que j'",
    "tu veux que je", "tu veux que j'", "vous voulez que je", "vous voulez que j'",
    "souhaitez-vous que je", "souhaitez-vous que j'", "souhaites-tu que je",
    "préférez-vous que je", "préfères-tu que je", "dois-je", "je corrige", "je m'en occupe",
    "puis-je", "je peux", "on corrige", "on s'en occupe", "voulez-vous", "veux-tu",
    "souhaitez-vous", "est-ce que je", "faut-il que je", "je continue", "je m'attaque",
    "je règle", "je répare", "je le corrige", "je la corrige", "je les corrige", "on règle",
    "préférez-vous que j'", "laquelle préférez-vous", "lequel préférez-vous",
    "je m'y attaque", "on s'y attaque", "je traite", "je fixe",
];

/// An offer made on a condition ("si vous voulez, je peux corriger").
#[rustfmt::skip]
const IF_OFFERS: &[&str] = &[
    "si vous voulez", "si vous le voulez", "si vous le souhaitez", "si vous souhaitez",
    "si tu veux", "si tu le veux", "si tu le souhaites", "si tu souhaites", "si besoin",
    "au besoin", "si vous préférez", "si tu préfères", "dites-moi", "dis-moi",
    "faites-moi signe", "fais-moi signe", "je peux corriger", "je peux aussi", "je peux également",
    "je peux m'en occuper", "je peux régler", "je peux résoudre", "je peux réparer",
    "je peux le corriger", "je peux la corriger", "je peux les corriger", "avec votre accord",
    "avec ton accord", "si vous êtes d'accord", "si tu es d'accord", "si cela vous convient",
    "si ça vous va", "si ça te va", "je vous propose", "je te propose", "je propose de",
    "je pourrais", "je peux m'y attaquer", "sur votre feu vert", "donnez-moi le feu vert",
    "je m'en charge si", "je m'en occupe si",
];

/// Repairs that say by themselves a defect is there.
#[rustfmt::skip]
const STRONG_REPAIR: &[&str] = &[
    "corriger", "corrige", "corriges", "corrigions", "réparer", "répare", "réparions", "régler",
    "résoudre", "résolve", "fixer", "fix", "correctif", "correction", "le corriger",
    "la corriger", "les corriger", "corrigiez", "patcher", "patche", "que je règle",
    "je règle",
];

/// Words of repairing: what an asked or conditional offer must offer when
/// no strong repair is there.
#[rustfmt::skip]
const REPAIR: &[&str] = &[
    "traiter", "traite", "ajuster", "ajuste", "modifier", "modifie", "changer", "change",
    "mettre à jour", "supprimer", "supprime", "retirer", "nettoyer", "nettoie", "améliorer",
    "refactorer", "refactoriser", "implémenter", "investiguer", "enquêter", "regarder",
    "examiner", "m'occuper", "m'en occuper", "s'en occuper", "gérer", "gère", "m'attaquer",
    "creuser", "stabiliser", "optimiser", "sécuriser", "remplacer", "mettre en place", "règle",
    "regarde", "jette un œil", "m'en charger", "m'en charge", "je m'occupe", "m'en occupe",
    "boucher", "implémente",
];

/// A defect handed to later work: counts with a defect named near.
#[rustfmt::skip]
const DEFERRALS: &[&str] = &[
    "plus tard", "pour plus tard", "dans une prochaine pr", "dans une autre pr",
    "dans une pr séparée", "pr séparée", "pr dédiée", "prochaine pr", "autre pr",
    "prochaine itération", "prochain sprint", "prochaine session", "ultérieurement",
    "à l'avenir", "hors du périmètre", "hors périmètre", "hors scope", "hors du scope",
    "en dehors du périmètre", "dans un second temps", "dans un deuxième temps", "on verra",
    "je le reprendrai", "je la reprendrai", "je reviendrai", "à reprendre", "reste à faire",
    "restent à faire", "reste à corriger", "restent à corriger", "à traiter", "en suspens",
    "je laisse", "j'ai laissé", "laissé tel quel", "laissé en l'état",
    "pour l'instant", "pour le moment", "dans une autre tâche", "après le merge",
    "prochaines étapes", "amélioration future", "travail futur", "une prochaine fois",
    "un prochain ticket", "prochain ticket", "pr de suivi", "ticket de suivi", "en follow-up",
    "follow-up", "une fois mergé", "à part", "séparément", "en attendant un correctif",
    "en attendant", "semaine prochaine", "demain", "noté pour la suite", "c'est noté",
    "pas eu le temps", "je le laisse", "je la laisse", "je les laisse", "ultérieur",
    "ultérieure", "sera traité", "sera traitée", "seront traités", "prochaine étape",
];

/// A defect handed over whatever the verb: a TODO left, an issue filed,
/// scope drawn around it, the repair told to the user.
#[rustfmt::skip]
const HANDED_OVER: &[&str] = &[
    "ouvert une issue", "ouvrir une issue", "créé une issue", "créer une issue",
    "ouvert un ticket", "ouvrir un ticket", "créé un ticket", "un ticket", "backlog",
    "dette technique", "je recommande de corriger", "je vous recommande de corriger",
    "vous pouvez corriger", "tu peux corriger", "il faudrait corriger", "il faudra corriger",
    "il faut corriger", "il faudrait le corriger", "il faudra le corriger", "mériterait d'être",
    "mérite d'être corrigé", "à corriger", "doit être corrigé", "doit être corrigée",
    "devra être corrigé", "devra être corrigée", "j'ai noté", "consigné", "dans une issue",
    "une issue", "il faudrait", "il faudra", "vous devriez corriger", "tu devrais corriger",
];

/// The user asked for it this way, or a courtesy that offers no repair.
#[rustfmt::skip]
const OFFER_PASS: &[&str] = &[
    "si vous avez des questions", "si tu as des questions", "autre chose",
    "quoi que ce soit d'autre", "comme demandé", "comme vous l'avez demandé",
    "comme tu l'as demandé", "d'autres questions", "si besoin d'autre chose", "vous demandiez",
    "tu demandais", "phase rouge", "je reste disponible", "reste disponible", "votre code",
    "ton code",
];

/// Headings whose items are work left.
#[rustfmt::skip]
const LEFT_HEADINGS: &[&str] = &[
    "prochaines étapes", "étapes suivantes", "points restants", "reste à faire", "à faire",
    "limitations connues", "problèmes connus", "points ouverts", "travail restant",
    "ce qui reste", "en suspens", "suites", "améliorations futures", "pistes", "à suivre",
    "points en attente", "restant", "restants",
];

fn offer(ss: &[Sentence], i: usize, t: &str, defect_en: bool) -> Option<&'static str> {
    let l = lower(t);
    if repaired(t) || cue(&l, OFFER_PASS).is_some() {
        return None;
    }
    let before = |n: usize| {
        crate::cjk::parts_before(ss, i, n, parts)
            .iter()
            .any(|p| names_defect(p) && !repaired(p))
    };
    let here = names_defect(t) || defect_en;
    let strong = cue(&l, STRONG_REPAIR).is_some();
    let repair = strong || cue(&l, REPAIR).is_some();
    // "ça", "cela", "le", "la", "les": the part points back at the
    // sentences before.
    let pointed = || {
        ["ça", "cela", "ce point", "celui-ci", "celle-ci", "ceux-ci"]
            .iter()
            .any(|d| holds(&l, d))
            && before(2)
    };
    // A document rewritten is no repair.
    let document = ["plan", "documentation", "readme", "document", "notes"]
        .iter()
        .any(|d| holds(&l, d));
    if document && !strong {
        return None;
    }
    if asks(t) {
        // "… je peux ouvrir un ticket ?": the defect handed over, asked.
        let handed = || cue(&l, HANDED_OVER).filter(|_| here || before(2));
        return cue(&l, ASK_OFFERS)
            .filter(|_| strong || (repair && (here || before(2))))
            .or_else(handed);
    }
    if let Some(found) = cue(&l, IF_OFFERS)
        && (strong || (repair && (here || before(3))))
    {
        return Some(found);
    }
    let marker = ["TODO", "FIXME"].into_iter().find(|m| holds(t, m));
    // A repair verb says by itself a defect is there: "À faire dans un
    // second temps : corriger le calcul des jours fériés".
    if let Some(found) = marker.or_else(|| cue(&l, HANDED_OVER)) {
        return (here || strong || pointed() || before(2)).then_some(found);
    }
    if let Some(found) = cue(&l, DEFERRALS) {
        return (here || strong || pointed() || before(2)).then_some(found);
    }
    // An item under a "Prochaines étapes" heading that names a defect.
    let s = ss.get(i)?;
    if here && matches!(s.block, Block::Item | Block::Table) {
        let heading = ss
            .get(..i)
            .unwrap_or_default()
            .iter()
            .rev()
            .find(|p| p.block == Block::Heading)?;
        return cue(&lower(&heading.text), LEFT_HEADINGS);
    }
    None
}

// ---------------------------------------------------------------- doubles

#[rustfmt::skip]
const DOUBLES: &[&str] = &[
    "mock", "mocks", "mocké", "mockée", "mockés", "mockées", "mocker", "mockant", "moqué",
    "moquée", "moqués", "moquées", "stub", "stubs", "stubbé", "stubbée", "fake", "fakes", "spy",
    "spies", "espion", "espions", "monkeypatch", "monkeypatché", "doublure", "doublures",
    "double de test", "doubles de test", "objet factice", "objets factices", "factice",
    "factices", "faux client", "faux serveur", "faux service", "faux dépôt", "faux repository",
    "fausse implémentation", "fausse api", "faux objet", "faux objets", "fausse base",
    "bouchon", "bouchons", "bouchonné", "bouchonnée", "bouchonnés", "bouchonner",
    "simulé l'api", "simulé le service", "simulé le client", "simulé les appels", "jest.fn",
    "vi.fn", "vi.mock", "sinon", "mockito", "mocker", "nock", "msw", "vcr", "cassette",
    "cassettes", "freezegun", "wiremock", "réponses enregistrées", "réponses préenregistrées",
    "réponses figées", "réponses en dur", "httpretty", "mockk", "moq", "nsubstitute", "mox",
    "mocktail", "patché", "patchée", "patchés", "patchées", "réponses écrites en dur",
    "intercepte les appels", "interceptés avec", "interceptées avec", "intercepté les requêtes",
    "json fixe", "au lieu d'appeler le serveur", "au lieu d'appeler l'api",
    "au lieu d'appeler le vrai", "remplace le vrai", "remplace la vraie", "à la place du vrai",
    "à la place de la vraie", "implémentation en mémoire", "version en mémoire",
];

/// The nouns of a double that also name an app's sample data.
#[rustfmt::skip]
const GENERIC_DOUBLES: &[&str] = &[
    "mock", "mocks", "stub", "stubs", "fake", "fakes", "spy", "spies", "factice", "factices",
    "bouchon", "bouchons", "espion", "espions", "cassette", "cassettes", "doublure",
    "doublures",
];

/// Verbs of making or using a double: "J'ai créé un stub", "via un mock".
#[rustfmt::skip]
const MAKING: &[&str] = &[
    "créé", "crée", "ajouté", "ajoute", "écrit", "fait", "généré", "implémenté", "mis", "utilisé",
    "utilise", "utilisant", "configuré", "placé", "avec", "via", "par", "remplacé", "injecté",
    "branché", "enregistré", "créer", "ajouter", "utiliser", "défini", "définit",
];

/// Words that put a double in a test.
#[rustfmt::skip]
const TEST_WORDS: &[&str] = &[
    "test", "tests", "unitaire", "unitaires", "d'intégration", "spec", "specs", "fixture",
    "fixtures", "pytest", "jest", "vitest", "junit", "rspec", "e2e", "tester", "testé", "testés",
];

/// A double named but not used.
#[rustfmt::skip]
const DOUBLES_PASS: &[&str] = &[
    "supprimé", "supprimés", "supprimée", "supprimées", "retiré", "retirés", "enlevé",
    "enlevés", "éliminé", "éliminés", "sans mock", "sans mocks", "aucun mock", "pas de mock",
    "plus de mock", "plus aucun mock", "maquette", "maquettes", "mock-up", "mockup", "mockups",
    "prototype", "wireframe", "figma", ".pyi", "stubs de types", "stubs de typage", "type stubs",
    "émulateur", "simulateur", "faux comptes", "comptes factices", "au lieu de mock",
    "au lieu d'un mock", "au lieu des mocks", "plutôt qu'un mock", "plutôt que des mocks",
    "je n'ai pas utilisé", "sans utiliser", "n'utilise pas", "n'utilisent pas", "interdit",
    "interdits", "données factices", "données fictives", "données de démonstration",
    "données d'exemple", "données mock", "mock data", "placeholder",
    "vous demandiez", "tu demandais", "vous avez demandé", "pas de mocks", "aucun mock",
    "pas du code de test", "comportement voulu", "non supporté", "non implémenté",
    "pas implémenté", "qui utilisaient", "converti les tests", "éditeur de liens", "libsystem",
    "utilisé en production", "généré par",
];

fn double(s: &Sentence, t: &str) -> Option<&'static str> {
    let l = lower(t);
    if asks(t) || cue(&l, DOUBLES_PASS).is_some() {
        return None;
    }
    let sl = lower(&s.text);
    let test_named = TEST_WORDS.iter().any(|w| holds(&sl, w));
    let made = |d: &str| {
        l.find(d)
            .is_some_and(|at| words_before(&l, at, 4).iter().any(|x| MAKING.contains(x)))
    };
    let found = DOUBLES
        .iter()
        .copied()
        .filter(|d| holds(&l, d))
        .find(|d| !GENERIC_DOUBLES.contains(d) || test_named || made(d))
        .or_else(|| crate::cjk::coded_double(s, t, false))
        .or_else(|| coded_library(s, t))?;
    // "mocks : aucun": a double answered with nothing.
    (!DOUBLES.iter().any(|d| holds(&l, d) && answered_none(&l, d))).then_some(found)
}

/// A mocking library or a patch call in inline code ("interceptés avec
/// `moto`", "`patch('app.s3')`"): "moto" is also French for a motorbike,
/// so only as code.
fn coded_library(s: &Sentence, t: &str) -> Option<&'static str> {
    const LIBRARIES: &[&str] = &[
        "moto",
        "responses",
        "msw",
        "nock",
        "mocktail",
        "mox",
        "wiremock",
        "httpretty",
        "freezegun",
        "vcr",
        "respx",
        "pytest-mock",
        "sinon",
    ];
    s.words
        .iter()
        .filter(|w| w.code && t.contains(w.text.as_str()))
        .any(|w| {
            let c = w.text.to_lowercase();
            LIBRARIES.contains(&c.as_str())
                || [
                    "patch(",
                    "mock.patch",
                    "mocker.",
                    "jest.mock",
                    "vi.mock",
                    "monkeypatch.",
                ]
                .iter()
                .any(|p| c.starts_with(p))
        })
        .then_some("a mocking library in code")
}

// ---------------------------------------------------------------- judge

/// This module's rules, one per class.
const RULES: crate::cjk::Rules = crate::cjk::Rules {
    is_lang: Sentence::is_fr,
    parts,
    hedge,
    claim,
    excuse,
    offer,
    double,
};

/// The cue for which `head` refuses French sentence `i` of `ss`, with the
/// part of the sentence it stands in (`defect_en`: the English defect
/// vocabulary found a defect in the sentence; `hedges`: `stop-hedge`'s
/// `french_hedges`).
pub fn refusing(
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
) -> Option<(&'static str, String)> {
    let s = ss.get(i)?;
    if !s.is_fr() {
        return None;
    }
    refusing_known(head, ss, i, defect_en, hedges)
}

/// [`refusing`] for a sentence already known to be French.
pub fn refusing_known(
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
) -> Option<(&'static str, String)> {
    crate::cjk::refusing_unless_checked(&RULES, head, ss, i, defect_en, hedges, |next| {
        let l = lower(next);
        CHECK_NEXT.iter().any(|c| l.trim_start().starts_with(c))
    })
}

/// How a sentence that goes to check something opens.
#[rustfmt::skip]
const CHECK_NEXT: &[&str] = &[
    "je vais vérifier", "je vais regarder", "je vais chercher", "je vais examiner",
    "je vais creuser", "je vérifie", "je regarde", "vérifions", "regardons", "voyons",
    "laissez-moi vérifier", "laisse-moi vérifier", "je vais tester", "je lance",
    // Or asks the user for what only they can see.
    "pouvez-vous", "peux-tu", "pourriez-vous", "pourrais-tu", "dites-moi", "dis-moi",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(head: Head, message: &str) -> bool {
        let ss = crate::sentences(message);
        (0..ss.len()).any(|i| refusing(head, &ss, i, false, true).is_some())
    }

    #[test]
    fn each_class_refuses_and_its_neighbours_pass() {
        let cases: &[(Head, &str, bool)] = &[
            (
                Head::Hedge,
                "La transcription devrait être sensiblement meilleure.",
                true,
            ),
            (
                Head::Hedge,
                "Ça devrait marcher maintenant avec le nouveau cache.",
                true,
            ),
            (
                Head::Hedge,
                "Le problème vient probablement du middleware de session.",
                true,
            ),
            (
                Head::Hedge,
                "Je pense que l’erreur vient de la migration.",
                true,
            ),
            (
                Head::Hedge,
                "L'appelant doit passer un timeout explicite.",
                false,
            ),
            (
                Head::Hedge,
                "Après avoir rechargé la page, vous devriez voir le nouveau bouton.",
                false,
            ),
            (
                Head::Hedge,
                "Le champ peut être nul, et c'est géré dans le parser.",
                false,
            ),
            (
                Head::Hedge,
                "Préférez-vous Redis ou Memcached pour ce cache ?",
                false,
            ),
            (
                Head::Hedge,
                "Le 1192 doit venir d'ailleurs. Je vais chercher dans le loader.",
                false,
            ),
            (
                Head::Hedge,
                "Voyons la fonction qui devrait corriger l'encodage :",
                false,
            ),
            (
                Head::Hedge,
                "`parse()` devrait rejeter cette entrée, mais elle passe encore.",
                false,
            ),
            (Head::Claim, "✅ Tests : 48 réussis", true),
            // No accent, no elision: French by its words alone.
            (
                Head::Hedge,
                "Le rapport devrait maintenant fonctionner normalement.",
                true,
            ),
            (
                Head::Claim,
                "Tous les tests passent et le build est au vert.",
                true,
            ),
            (
                Head::Claim,
                "✅ Ajout du filtre par date dans la liste.",
                false,
            ),
            (Head::Claim, "Deux tests échouent encore dans la CI.", false),
            (
                Head::Excuse,
                "Cette erreur dans le test de paiement existait déjà avant mes modifications.",
                true,
            ),
            (
                Head::Excuse,
                "L’échec de `test_sync` est sans rapport avec mon changement.",
                true,
            ),
            (
                Head::Excuse,
                "J'ai gardé le loader préexistant, comme demandé.",
                false,
            ),
            (
                Head::Excuse,
                "L'erreur préexistante dans le parser a aussi été corrigée.",
                false,
            ),
            (
                Head::Excuse,
                "Les messages d'erreur suivent le format qui existait déjà dans le projet.",
                false,
            ),
            (
                Head::Offer,
                "Voulez-vous que je corrige aussi la fuite mémoire ?",
                true,
            ),
            (
                Head::Offer,
                "Si tu veux, je peux corriger le N+1 dans la liste des commandes.",
                true,
            ),
            (
                Head::Offer,
                "Le test d'export échoue toujours. Je le traiterai dans une prochaine PR.",
                true,
            ),
            (
                Head::Offer,
                "Le parser plante encore sur le BOM. J'ai laissé un TODO dans le code.",
                true,
            ),
            (
                Head::Offer,
                "Si vous avez des questions, n'hésitez pas.",
                false,
            ),
            (
                Head::Offer,
                "Voulez-vous que j'ajoute l'export CSV ?",
                false,
            ),
            (
                Head::Double,
                "J'ai mocké le client Stripe dans les tests de paiement.",
                true,
            ),
            (
                Head::Double,
                "J'ai utilisé un faux serveur pour l'API de paiement dans les tests.",
                true,
            ),
            (
                Head::Double,
                "J'ai supprimé tous les mocks des tests d'intégration.",
                false,
            ),
            (
                Head::Double,
                "J'ai fait la maquette de l'écran de connexion dans Figma.",
                false,
            ),
        ];
        for (head, message, want) in cases {
            assert_eq!(refused(*head, message), *want, "{} {message}", head.name());
        }
    }

    #[test]
    fn other_languages_are_not_read_here() {
        assert!(!is_fr("This should work now, and the tests pass."));
        assert!(!is_fr("Agora o login deve funcionar normalmente."));
        assert!(!is_fr(
            "Las pruebas pasan sin errores en la rama principal."
        ));
        assert!(is_fr(
            "Pour les tests, j'ai remplacé l'API météo par des réponses enregistrées (cassettes)."
        ));
        assert!(is_fr("Ça devrait marcher maintenant."));
        assert!(!is_fr(
            "Tal vez la causa era la versión de androidx.work; la fijé a la anterior."
        ));
        assert!(!is_fr("Todos os testes passam, mais rápido agora."));
        assert!(!is_fr("Every check passed on my machine."));
    }
}
