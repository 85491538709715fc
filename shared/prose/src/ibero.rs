//! Portuguese and Spanish endings (issue 18, the twenty-second round).
//!
//! The model reads English words: in a Portuguese or Spanish sentence it
//! sees only the loanwords and the code ("removi todos os mocks" reads as a
//! mock written, "provavelmente" as nothing at all), and a third of one
//! real batch's labels to refuse stood in Portuguese endings. These rules
//! read the two languages the way [`crate::zh`] reads Chinese: a cue of the
//! guard's class nominates a part of a sentence (split at `;`, quotations
//! left out), and the part's own structure decides (a question asks, a
//! heading names, a defect reported fixed is history, a mock removed or a
//! mock-up is no double, a step of the user's is no guess). Cues match
//! whole words, lowercased. Each rule is one class:
//!
//! - stop-hedge: a claim that tests, a build or lint pass ("todos os testes
//!   passam", "compila sin errores ✅") that the turn's runs must back; and,
//!   unless the user sets `portuguese_spanish_hedges = false`, a guess or a
//!   prediction about the work ("provavelmente é o cache", "agora deve
//!   funcionar", "creo que el problema está en…");
//! - no-preexisting-excuse: a failure, warning or bug disowned ("já existia
//!   antes", "no está relacionado con mi cambio", "também falha na main")
//!   and not dealt with;
//! - no-offer-instead-of-fix: a fix offered ("quer que eu corrija?", "si
//!   quieres, puedo arreglarlo") or deferred ("fica para um próximo PR",
//!   "queda pendiente", a TODO left, an item under "## Próximos passos")
//!   for a defect named in the part or in the two sentences before it (a
//!   repair verb such as "corrigir" or "arreglar" says by itself that one is
//!   there);
//! - forbidden-doubles-stop: a mock, stub, fake or spy written ("mockei o
//!   cliente", "un objeto falso para la API"), not a mock-up, a type stub
//!   file, an emulator or a removal.
//!
//! Quoted text (“…”, «…», "…") is data, as English quotations are.

use crate::judge::Head;
use crate::{Block, Sentence};

/// Words that mark a sentence as Portuguese or Spanish (function words and
/// the commonest words of a report, none of them English).
#[rustfmt::skip]
const MARKERS: &[&str] = &[
    "não", "que", "está", "estão", "são", "com", "uma", "um", "do", "da", "dos", "das", "em", "na",
    "nas", "nos", "os", "el", "los", "las", "del", "con", "por", "es", "una", "y", "también",
    "também", "já", "ya", "foi", "fue", "agora", "ahora", "isso", "isto", "esto", "eso", "pero",
    "mas", "mais", "más", "muito", "muy", "todos", "todas", "testes", "pruebas", "arquivo",
    "arquivos", "archivo", "archivos", "você", "usted", "quer", "quieres", "puedo", "posso", "ser",
    "fazer", "hacer", "ficou", "quedó", "sem", "sin", "ao", "al", "pelo", "pela", "para", "se",
    "ou", "o", "e", "é", "de", "la", "lo", "le", "les", "mi", "meu", "minha", "su", "seu", "sua",
    "nesta", "neste", "esta", "este", "ese", "esa", "essa", "esse", "aqui", "aquí", "onde", "donde",
    "quando", "cuando", "porque", "antes", "depois", "después", "ainda", "todavía", "aún", "só",
    "solo", "sólo", "cada", "tudo", "todo", "nada", "nenhum", "ningún", "ninguna", "nenhuma", "há",
    "hay", "tem", "tiene", "têm", "tienen", "pode", "puede", "deve", "debe", "en", "si", "te",
    "otro", "otra", "otros", "otras", "outro", "outra", "eu", "yo", "me", "mis", "fica", "queda",
    "vou", "voy", "quiere", "corrijo", "arreglo", "usei", "usé", "passando", "pasando", "passam",
    "pasan", "cobertura", "funcionando", "funciona", "verificado", "verificada", "corrigido",
    "corregido", "arreglado", "falhando", "fallando", "falla", "falha", "falhava", "fallaba",
    "erro", "erros", "errores", "aviso", "avisos", "teste", "prueba", "código", "mudança", "cambio",
    "alteração", "pendente", "pendiente", "próximo", "próxima", "próximos", "siguiente",
    "pré-existente", "preexistente", "provavelmente", "probablemente", "talvez", "quizás", "acho",
    "julgo", "luego", "tarefa", "tarea", "problema", "relacionado", "relacionada",
];

/// English function words: a sentence with more of these is English.
#[rustfmt::skip]
const ENGLISH: &[&str] = &[
    "the", "and", "is", "are", "to", "of", "that", "it", "for", "with", "was", "this", "be", "have",
    "has", "not", "you", "we", "i", "in", "on", "by", "from", "will", "should", "can", "all", "now",
    "were", "been", "which", "an", "at", "its", "it's", "i'll", "i've", "don't",
];

/// French function words: French shares letters and some words with the
/// two languages.
#[rustfmt::skip]
const FRENCH: &[&str] = &[
    "les", "des", "du", "pour", "avec", "est", "sont", "une", "pas", "j'ai", "nous", "vous", "il",
    "elle", "dans", "sur", "par", "au", "aux", "ce", "cette", "qui", "mais", "donc", "aussi", "été",
    "fait", "tous", "toutes", "très", "plus", "leur", "c'est", "n'est", "l'", "d'",
];

/// Calls `f` with each lowercase word of `text` outside inline code, in a
/// buffer reused from word to word (no allocation per word).
fn each_word(text: &str, mut f: impl FnMut(&str)) {
    let mut code = false;
    let mut cur = String::new();
    // "TODO" in capitals is the marker of work left ("highlights TODO
    // comments", a replayed real session), not the Spanish "todo": not a
    // word of either language.
    let mut upper = true;
    let mut emit = |cur: &mut String, upper: bool| {
        if !(upper && matches!(cur.as_str(), "todo" | "todos")) {
            f(cur);
        }
        cur.clear();
    };
    for c in text.chars() {
        if c == '`' {
            code = !code;
        }
        if !code && (c.is_alphanumeric() || c == '\'' || c == '-') {
            upper &= !c.is_lowercase();
            if c.is_ascii() {
                cur.push(c.to_ascii_lowercase());
            } else {
                cur.extend(c.to_lowercase());
            }
        } else if !cur.is_empty() {
            emit(&mut cur, upper);
            upper = true;
        }
    }
    if !cur.is_empty() {
        emit(&mut cur, upper);
    }
}

/// Whether `text` is Portuguese or Spanish prose: three marker words at
/// least and more than twice its English function words, or (a short
/// sentence, a table cell: "Fica para um próximo PR.", "✅ Testes: 112
/// passando") two markers and no English function word; and fewer French
/// function words than markers ("Pour les tests, j'ai remplacé…" is French).
pub fn is_ibero(text: &str) -> bool {
    // Every listed word with the lists it is in (bits: 1 marker, 2
    // English, 4 French).
    static TABLE: std::sync::OnceLock<Vec<(&'static str, u8)>> = std::sync::OnceLock::new();
    let table =
        TABLE.get_or_init(|| crate::cjk::word_table(&[(MARKERS, 1), (ENGLISH, 2), (FRENCH, 4)]));
    let (mut marked, mut english, mut french) = (0usize, 0usize, 0usize);
    each_word(text, |w| {
        let bits = crate::cjk::word_bits(table, w);
        marked += usize::from(bits & 1 != 0);
        english += usize::from(bits & 2 != 0);
        french += usize::from(bits & 4 != 0);
    });
    french < marked
        && ((marked >= 3 && marked > 2 * english) || (marked >= 2 && english == 0))
        // "Apparemment, le webhook arrive avant que la commande soit
        // enregistrée": French shares "que", "la", "le" with the two
        // languages; [`crate::fr`] reads what it takes for French.
        && !crate::fr::is_fr(text)
        // "| **PostToolUse** (TodoWrite) | TODO リスト作成後 | TODO 操作の記録 |":
        // a sentence in Chinese, Japanese or Korean script is read by their
        // rules; its Latin words ("TODO", "a", "de") are names, not
        // Portuguese or Spanish.
        && !crate::cjk::is_cjk(text)
        && !crate::zh::is_zh(text)
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

/// Whether the lowercase phrase `cue` stands in `t` (lowercase) as whole
/// words.
pub(crate) fn holds(t: &str, cue: &str) -> bool {
    t.match_indices(cue).any(|(at, _)| {
        let before = t.get(..at).and_then(|b| b.chars().last());
        let after = t.get(at + cue.len()..).and_then(|a| a.chars().next());
        let edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
        (edge(before) || !cue.starts_with(char::is_alphanumeric))
            && (edge(after) || !cue.ends_with(char::is_alphanumeric))
    })
}

/// The first cue of `list` standing in `t` (lowercase) as whole words.
pub(crate) fn cue(t: &str, list: &[&'static str]) -> Option<&'static str> {
    list.iter().copied().find(|c| holds(t, c))
}

/// A question: it ends on a question mark or opens with "¿".
fn asks(t: &str) -> bool {
    let t = t.trim_end_matches([' ', '*', ')', '`', '_']);
    t.ends_with('?') || t.trim_start().starts_with('¿')
}

// ---------------------------------------------------------------- hedges

/// A guess or a prediction in words that are one.
#[rustfmt::skip]
const HEDGES: &[&str] = &[
    // Portuguese
    "provavelmente", "talvez", "possivelmente", "aparentemente", "acho que", "creio que",
    "parece que", "parece ser", "pelo visto", "ao que tudo indica", "tudo indica", "suponho",
    "imagino que", "em teoria", "teoricamente", "presumivelmente", "pode ser que", "é possível que",
    "não tenho certeza", "não tenho 100%", "me parece", "deve ter sido", "deve ser por",
    "deve estar relacionado", "provável", "é provável", "muito provavelmente", "quase certamente",
    "tenho a impressão", "a meu ver o problema", "desconfio que", "suspeito que", "chuto que",
    "aposto que", "em princípio", "a princípio deve",
    // Spanish
    "probablemente", "quizás", "quizá", "tal vez", "posiblemente", "al parecer", "creo que",
    "supongo", "me imagino", "en teoría", "teóricamente", "seguramente", "puede que",
    "es posible que", "no estoy seguro", "no estoy segura", "todo indica", "a lo mejor",
    "lo más probable", "es probable", "casi seguro", "sospecho que", "intuyo que", "diría que",
    "apuesto a que", "en principio debería", "debe de ser", "debe de estar", "por lo visto",
    "ao que parece", "pelo que parece", "por lo que parece", "julgo que", "penso que", "pienso que",
    "calculo que", "estimo que", "acho eu", "creo yo", ", acho", ", creo", ", supongo", ", suponho",
    "(provavelmente)", "(probablemente)", "(acho)", "(creo)",
];

/// Modal verbs that predict with a verb of success after them ("agora deve
/// funcionar", "ya debería quedar resuelto").
#[rustfmt::skip]
const MODALS: &[&str] = &[
    "deve", "devem", "deveria", "deveriam", "debe", "deben", "debería", "deberían", "deberia",
    "deverá", "deverão", "deberá", "deberán", "há de", "ha de",
];

/// What a predicting modal predicts ("funcionar", "resolver", "estar ok").
#[rustfmt::skip]
const PREDICTED: &[&str] = &[
    "funcionar", "resolver", "corrigir", "arreglar", "solucionar", "estar", "ficar", "quedar",
    "voltar", "volver", "normalizar", "sumir", "desaparecer", "compilar", "passar", "pasar",
    "carregar", "cargar", "rodar", "correr", "bastar", "dar conta", "evitar", "eliminar", "impedir",
    "melhorar", "mejorar", "acelerar", "cobrir", "cubrir", "tratar", "resolverse", "corregirse",
    "ser suficiente", "andar", "responder", "parar", "aparecer", "comportarse", "comportar-se",
    "comportar", "seguir", "continuar", "subir", "levantar", "conectar", "sincronizar",
    "estabilizar", "resolvê-lo", "arreglarse", "solucionarse", "corrigir-se", "mostrar",
    "exibir", "mantener", "manter",
];

/// A guess that is no guess about the work: the user's own setup or steps,
/// an input's range, a duration, a recommendation, a norm, or backed by a
/// check in the part.
#[rustfmt::skip]
const HEDGE_PASS: &[&str] = &[
    "você", "vocês", "voce", "tú", "usted", "ustedes", "vos", "te ", "seu ambiente", "su entorno",
    "tu entorno", "sua máquina", "tu máquina", "recarregar", "recarregue", "recarga", "recargar",
    "reinicie", "reinicia", "ao abrir", "al abrir", "pode ser nulo", "puede ser nulo",
    "pode ser vazio", "puede estar vacío", "pode ser null", "puede ser null", "recomendo",
    "recomiendo", "sugiro", "sugiero", "verifiquei", "verifiqué",
    // An estimate of how long something takes, an opinion on a design,
    // the user's own output read back.
    "levar", "demorar", "tardar", "durar", "na minha opinião", "en mi opinión", "mais simples que",
    "más simple que", "mais cômodo", "más cómodo", "prefiro", "prefiero", "tu", "tus", "pegaste",
    "colaste", "você colou", "que me mandaste", "que você mandou", "confirmei", "confirmé",
    "testei", "probé", "rodei", "ejecuté", "medi", "medí", "reproduzi", "reproduje",
    "conforme a documentação", "según la documentación", "segundo a documentação",
    "o chamador deve", "el llamador debe", "quem chama deve", "quien llama debe", "o usuário deve",
    "el usuario debe", "deve ser usado", "debe usarse", "deve conter", "debe contener",
    "deve ser chamado", "debe llamarse", "parece melhor", "parece mejor", "parece mais limpo",
    "parece más limpio", "se preferir", "si prefieres", "por design", "por diseño", "esperado",
    "como esperado", "como se esperaba", "o botão aparece", "el botón aparece", "aparece na tela",
    "aparece en la pantalla", "aparece à direita", "aparece a la derecha",
    // The agent's own permission, which the harness or the user grants: a
    // blocker told, not a guess about the work.
    "tenho permissão", "preciso de permissão", "tenho acesso", "preciso de acesso",
    "tengo permiso", "tengo permisos", "necesito permiso", "necesito permisos", "tengo acceso",
    "necesito acceso",
    // What the user has ("parece que ya tienes algo empezado"): a guess
    // about their side, not the work; what a step is expected to show
    // ("Exemplo do que deve aparecer:").
    "ya tienes", "tienes algo", "ya tenés", "o que deve", "do que deve", "do que deveria", "o que deveria", "lo que debe", "lo que debería",
    // The user's browser ("Após o hard refresh, o console do browser deve
    // mostrar:"), as Japanese "ブラウザ" is.
    "navegador", "browser", "hard refresh",
];

fn hedge(t: &str) -> Option<&'static str> {
    let l = t.to_lowercase();
    if asks(t) || cue(&l, HEDGE_PASS).is_some() || announces_next_step(&l) {
        return None;
    }
    if let Some(found) = cue(&l, HEDGES) {
        // "O único suspeito que sobrou é o Cursor": the noun, not "I suspect".
        let noun = matches!(found, "suspeito que" | "desconfio que")
            && l.find(found).is_some_and(|at| {
                l.get(..at)
                    .unwrap_or_default()
                    .split_whitespace()
                    .next_back()
                    .is_some_and(|w| {
                        matches!(
                            w,
                            "o" | "um" | "único" | "principal" | "el" | "un" | "primeiro"
                        )
                    })
            });
        if !noun {
            return Some(found);
        }
    }
    // "o DiscoveryManager DEVERIA estar filtrando…, mas algo está…": what
    // the code is meant to do, set against what it does, is no prediction.
    // "debería funcionar igual que chilkat2 pero preservando los
    // espacios": a manner after the conjunction (a gerund), no contrast.
    let contrasted = |at: usize| {
        let rest = l.get(at..).unwrap_or_default();
        let words: Vec<&str> = rest
            .split(|c: char| !c.is_alphanumeric())
            .filter(|x| !x.is_empty())
            .collect();
        let gerund = |w: Option<&&str>| {
            w.is_some_and(|w| w.ends_with("ando") || w.ends_with("endo") || w.ends_with("indo"))
        };
        words
            .iter()
            .enumerate()
            .any(|(k, w)| matches!(*w, "mas" | "pero" | "porém") && !gerund(words.get(k + 1)))
            || ["sin embargo", "no entanto", "só que", "solo que"]
                .iter()
                .any(|c| holds(rest, c))
    };
    MODALS.iter().copied().find(|m| {
        l.match_indices(m).any(|(at, _)| {
            // The modal as a whole word at `at` ("deve", not "devemos").
            l.get(..at)
                .and_then(|b| b.chars().last())
                .is_none_or(|c| !c.is_alphanumeric())
                && l.get(at + m.len()..)
                    .and_then(|a| a.chars().next())
                    .is_none_or(|c| !c.is_alphanumeric())
                && !contrasted(at)
                && {
                    let rest = l.get(at + m.len()..).unwrap_or_default();
                    let next: Vec<&str> = rest
                        .split(|c: char| !c.is_alphanumeric() && c != '-')
                        .filter(|x| !x.is_empty())
                        .take(3)
                        .collect();
                    PREDICTED.iter().any(|p| {
                        let p: Vec<&str> = p.split(' ').collect();
                        // Up to two words (an adverb, a pronoun) may stand
                        // between: "deve agora funcionar", "debería ya quedar".
                        (0..next.len()).any(|k| next.get(k..k + p.len()) == Some(&p[..]))
                    })
                }
        })
    })
}

/// "Vamos ver o comando que deveria corrigir o `mime`:", "Voy a revisar el
/// script que debería arrancarlo:": the agent announces its next step and
/// what it opens (a command, a file) follows; the modal describes that,
/// it predicts nothing (a replayed real session's turn that ended there).
fn announces_next_step(l: &str) -> bool {
    const OPENERS: &[&str] = &[
        "vamos ",
        "vou ",
        "agora vou ",
        "agora vamos ",
        "deixa eu ",
        "deixe-me ",
        "veamos ",
        "voy a ",
        "vamos a ",
        "ahora voy ",
        "ahora vamos ",
        "déjame ",
    ];
    let l = l.trim_start_matches(|c: char| !c.is_alphanumeric());
    OPENERS.iter().any(|o| l.starts_with(o)) && l.trim_end_matches([' ', '*', '`']).ends_with(':')
}

// ---------------------------------------------------------------- claims

/// What a claim of a check is about.
#[rustfmt::skip]
const CHECK_NOUNS: &[&str] = &[
    "teste", "testes", "test", "tests", "prueba", "pruebas", "build", "builds", "compilação",
    "compilación", "lint", "linter", "ci", "suite", "suíte", "typecheck", "tsc", "pytest", "jest",
    "vitest", "clippy", "mypy", "eslint", "checks", "verificações", "verificaciones", "checagem",
    "tipos", "cobertura", "e2e", "unitários", "unitarios",
];

/// A success reported.
#[rustfmt::skip]
const SUCCESS: &[&str] = &[
    "passam", "passaram", "passando", "passou", "passa", "pasan", "pasaron", "pasando", "pasó",
    "pasa", "verde", "verdes", "ok", "✅", "✓", "✔", "sem erros", "sin errores", "sem falhas",
    "sin fallos", "com sucesso", "con éxito", "exitosamente", "exitoso", "funcionando", "funcionan",
    "funciona", "limpo", "limpio", "limpa", "limpia", "compila", "compilou", "compiló",
    "verificado", "verificada", "verificados", "validado", "validada", "tudo certo", "todo bien",
    "aprovados", "aprobados", "sucesso", "éxito", "0 erros", "0 errores", "0 falhas", "0 fallos",
    "perfeitamente", "perfectamente",
];

/// A failure, an unknown or a condition in the same part: no claim of
/// success.
#[rustfmt::skip]
const NOT_SUCCESS: &[&str] = &[
    "falha", "falham", "falhou", "falharam", "falhando", "falla", "fallan", "falló", "fallaron",
    "fallando", "não passa", "não passam", "no pasa", "no pasan", "ainda não", "todavía no",
    "aún no", "rode", "rodar", "rodei?", "ejecuta", "ejecutar", "execute", "executar", "quando",
    "cuando", "depois que", "assim que", "una vez que", "para que", "deve", "devem", "deveria",
    "debe", "deben", "debería", "se os", "se o", "si los", "si el", "si la", "não rodei",
    "no ejecuté", "não executei", "não consegui", "no pude", "sem rodar", "sin ejecutar",
    "quebrado", "roto", "erro", "error", "errores", "erros", "por que", "por qué", "porquê",
    // "Todo funciona en cuanto Vercel haga el deploy": a success to come.
    "en cuanto", "tan pronto", "logo que",
    // Whether it works, for a check still to make ("Teste o novo link para
    // ver se funciona no seu navegador"): replay27's wrong refusal.
    "ver se", "ver si", "veja se", "vea si", "verificar se", "verifique se", "verificar si",
    "verifique si", "comprobar si", "compruebe si", "confirmar se", "confirme se", "confirmar si",
    "checar se", "cheque se", "saber se", "saber si",
];

fn claim(t: &str) -> Option<&'static str> {
    let l = t.to_lowercase();
    // "sem erros" is a success: a failure word answered with nothing.
    let cleared = [
        "sem erros",
        "sin errores",
        "0 erros",
        "0 errores",
        "nenhum erro",
        "ningún error",
    ];
    let failed = NOT_SUCCESS.iter().any(|n| {
        holds(&l, n)
            && !(matches!(*n, "erro" | "error" | "errores" | "erros")
                && cleared.iter().any(|c| holds(&l, c)))
    });
    if asks(t) || failed {
        return None;
    }
    let success = cue(&l, SUCCESS)?;
    // A check mark is a success word, not a check: "✅ Adicionei o filtro"
    // ticks a feature off a list (LABELLING.md: checklists of features are
    // no claims).
    let everything = ["tudo", "todo"].iter().any(|w| holds(&l, w))
        && ["funcionando", "funciona"].iter().any(|w| holds(&l, w));
    // "Verificado: el flujo completo funciona.": a verification claimed is
    // a claim by itself (LABELLING.md: "verified"), backed by any command.
    // Only a verification that opens the part ("Verificado:", "✅
    // Validado"): "totalFiles: TODOS os arquivos verificados" describes a
    // count.
    let opening = l.trim_start_matches(|c: char| !c.is_alphanumeric());
    let verified = [
        "verificado",
        "verificada",
        "verificados",
        "validado",
        "validada",
        "confirmado",
    ]
    .iter()
    .any(|w| opening.starts_with(w));
    // "✅ Exemplos de teste", "✅ Dados de prueba": under a bare check mark,
    // a check noun after "de" names what a thing is for (the contents of a
    // document written), no check that passed.
    let marks_only = SUCCESS
        .iter()
        .filter(|w| holds(&l, w))
        .all(|w| matches!(*w, "✅" | "✓" | "✔"));
    let words: Vec<&str> = l
        .split(|c: char| !c.is_alphanumeric())
        .filter(|x| !x.is_empty())
        .collect();
    let modifier_only = words
        .iter()
        .enumerate()
        .filter(|(_, w)| CHECK_NOUNS.contains(w))
        .all(|(k, _)| k > 0 && words.get(k - 1) == Some(&"de"));
    let named = cue(&l, CHECK_NOUNS).is_some() && !(marks_only && modifier_only);
    (named || everything || verified).then_some(success)
}

/// Whether a Portuguese or Spanish claim names a test, build or checker
/// (only such a run of the turn backs it).
pub fn claim_needs_check(text: &str) -> bool {
    is_ibero(text) && cue(&text.to_lowercase(), CHECK_NOUNS).is_some()
}

// ---------------------------------------------------------------- defects

/// Words that name a defect.
#[rustfmt::skip]
const DEFECTS: &[&str] = &[
    "erro", "erros", "error", "errores", "falha", "falhas", "falla", "fallas", "fallo", "fallos",
    "bug", "bugs", "aviso", "avisos", "warning", "warnings", "advertencia", "advertencias",
    "vazamento", "fuga", "leak", "crash", "crashes", "travamento", "trava", "cuelgue", "quebrado",
    "quebrada", "quebrados", "roto", "rota", "rotos", "problema", "problemas", "defeito",
    "defeitos", "defecto", "defectos", "exceção", "exceções", "excepción", "excepciones",
    "exception", "timeout", "timeouts", "lento", "lenta", "lentidão", "lentitud", "n+1",
    "race condition", "condição de corrida", "condición de carrera", "inconsistência",
    "inconsistencia", "vulnerabilidade", "vulnerabilidad", "xss", "injeção", "inyección", "flaky",
    "instável", "instáveis", "inestable", "inestables", "intermitente", "intermitentes",
    "deprecated", "obsoleto", "depreciado", "deprecation", "falhando", "fallando", "quebra",
    "rompe", "404", "500", "off-by-one", "duplicado", "duplicados", "duplicada", "duplicadas",
    "segfault", "panic", "overflow", "estouro", "desbordamiento", "deadlock", "null pointer",
    "nullpointerexception", "typeerror", "falhar", "fallar", "vulnerável", "vulnerable",
    "regressão", "regresión", "gargalo", "cuello de botella", "hardcoded", "hardcodeado",
    "fixo no código", "texto plano", "em texto claro", "sem validação", "sin validación",
    "não valida", "no valida", "não trata", "no maneja", "não funciona", "no funciona", "falhava",
    "falhavam", "falhou", "falharam", "fallaba", "fallaban", "falló", "fallaron", "quebrou",
    "quebrava", "rompió", "rompía", "revienta", "reventó", "estoura", "estourando", "estourou",
    "explota", "deprecación", "depreciação", "descontinuado", "429", "502", "503",
    "aceita valores inválidos", "acepta valores inválidos", "caído", "caída", "fora do ar",
    "sem espaço", "sin espacio", "sin memoria", "sem memória", "está mal", "está errado",
    "está errada",
];

/// A defect reported fixed in the part.
#[rustfmt::skip]
const FIXED: &[&str] = &[
    "corrigi", "corrigido", "corrigida", "corrigidos", "corrigidas", "resolvi", "resolvido",
    "resolvida", "resolvidos", "consertei", "consertado", "consertada", "arrumei", "arrumado",
    "arreglé", "arreglado", "arreglada", "arreglados", "corregí", "corregido", "corregida",
    "corregidos", "solucioné", "solucionado", "solucionada", "resolví", "resuelto", "resuelta",
    "resueltos", "removi", "eliminei", "eliminé", "quité", "eliminado", "eliminada", "removido",
    "removida", "tratei", "tratado", "tratada", "ajustei", "ajusté", "fixed", "já corrigido",
    "foi corrigido", "fue corregido", "foi resolvido", "fue resuelto", "corrigimos", "corregimos",
    "arreglamos", "resolvemos", "atualizei", "actualicé", "substituí", "reemplacé",
];

/// A defect answered with nothing ("erros: nenhum", "sem avisos").
fn answered_none(l: &str, d: &str) -> bool {
    let none_after = [
        "nenhum", "nenhuma", "ningún", "ninguno", "ninguna", "0", "zero", "cero",
    ];
    let none_before = [
        "sem", "sin", "nenhum", "nenhuma", "ningún", "ninguna", "ninguno", "0", "zero", "cero",
        "não há", "no hay", "evitar", "evita", "previne", "previene", "impede", "impide",
    ];
    l.match_indices(d).all(|(at, _)| {
        let after: String = l
            .get(at + d.len()..)
            .unwrap_or_default()
            .chars()
            .take(12)
            .collect();
        let before: String = crate::cjk::chars_before(l, at, 12);
        none_after
            .iter()
            .any(|n| after.trim_start_matches([':', ' ', '*']).starts_with(n))
            || none_before.iter().any(|n| before.trim_end().ends_with(n))
    })
}

/// Whether `t` names a defect not answered with nothing, nor an error as
/// a feature ("as mensagens de erro", "el manejo de errores").
fn names_defect(t: &str) -> bool {
    let l = FEATURE_ERRORS
        .iter()
        .fold(t.to_lowercase(), |l, f| l.replace(f, " "));
    DEFECTS
        .iter()
        .any(|d| holds(&l, d) && !answered_none(&l, d))
}

/// Errors named as a feature of the code, not a defect of it.
#[rustfmt::skip]
const FEATURE_ERRORS: &[&str] = &[
    "mensagens de erro", "mensagem de erro", "mensajes de error", "mensaje de error",
    "tratamento de erros", "tratamento de erro", "manejo de errores", "manejo de error",
    "tratamiento de errores", "páginas de erro", "página de erro", "páginas de error",
    "página de error", "códigos de erro", "código de erro", "códigos de error", "código de error",
    "casos de erro", "casos de error", "caso de erro", "caso de error", "estado de erro",
    "estado de error", "avisos de validação", "avisos de validación",
];

/// A repair reported in the part.
fn repaired(t: &str) -> bool {
    cue(&t.to_lowercase(), FIXED).is_some()
}

// ---------------------------------------------------------------- excuses

#[rustfmt::skip]
const EXCUSES: &[&str] = &[
    "pré-existente", "pré-existentes", "preexistente", "preexistentes", "pre-existente",
    "pre-existentes", "já existia", "já existiam", "ya existía", "ya existían", "já falhava",
    "já falhavam", "ya fallaba", "ya fallaban", "antes da minha", "antes das minhas",
    "antes do meu", "antes de mi", "antes de mis", "não tem relação", "não têm relação",
    "no tiene relación", "no tienen relación", "não está relacionado", "não estão relacionados",
    "no está relacionado", "no están relacionados", "não relacionado", "não relacionados",
    "não relacionada", "no relacionado", "no relacionados", "sem relação com", "sin relación con",
    "nada a ver com", "nada que ver con", "não foi causado", "no fue causado",
    "não foi introduzido", "no fue introducido", "não fui eu", "no fui yo", "não introduzi",
    "no introduje", "também falha na main", "também falha no main", "também falha na master",
    "también falla en main", "también falla en master", "na main também", "en main también",
    "na branch principal", "en la rama principal", "problema do ambiente", "problema del entorno",
    "do ambiente", "del entorno", "de ambiente", "de entorno", "da biblioteca", "de la librería",
    "de la biblioteca", "upstream", "de terceiros", "de terceros", "código legado", "código legacy",
    "herdado", "heredado", "problema conhecido", "problema conocido", "bug conhecido",
    "bug conocido", "não mexi", "no toqué", "não toquei", "não alterei", "no modifiqué",
    "fora do meu", "fuera de mi", "não é do meu", "no es de mi", "não vem da minha",
    "no viene de mi", "não veio da minha", "independente da minha", "independiente de mi",
    "pode ignorar", "pode ser ignorado", "podem ser ignorados", "puede ignorarse",
    "se puede ignorar", "pueden ignorarse", "não é culpa", "no es culpa", "não faz parte desta",
    "no forma parte de este", "anterior à minha", "anterior a mi", "já vinha", "ya venía",
    "de antes", "desde antes", "não é nosso", "no es nuestro", "não é da nossa", "no es de nuestra",
    "não são da minha", "no son de mi", "sem o meu patch", "sem meu patch", "sin mi parche",
    "sin mi cambio", "sem a minha mudança", "sem a minha alteração", "reproduz sem",
    "se reproduce sin", "anterior a este", "anterior a esta", "anterior ao meu",
    "anterior às minhas", "anterior a mis", "é anterior", "es anterior", "no viene de esta",
    "no viene de este", "não vem desta", "não vem deste", "otro equipo", "outro time",
    "outra equipe", "não o meu", "não a minha", "não do meu", "não da minha", "no mi", "no de mi",
    "não pela minha", "não pelo meu", "no por mi", "não por causa da", "não por causa do",
    "no por causa de", "de siempre", "de sempre", "en otros archivos", "em outros arquivos",
    "noutros ficheiros", "código generado", "código gerado", "no forma parte de esta tarea",
    "não faz parte desta tarefa", "não tem a ver", "no tiene que ver", "no tiene nada que ver",
    "do runner", "del runner", "da máquina", "de la máquina", "não é regressão",
    "não é uma regressão", "no es una regresión", "no es regresión", "na main", "no main",
    "en main", "na master", "en master", "no ramo principal", "não é responsabilidade",
    "no es responsabilidad", "não do nosso", "no de nuestro", "não é bug nosso",
    "não é um bug nosso", "no es bug nuestro", "no es un bug nuestro", "no lo introduje",
    "não o introduzi", "no la introduje", "viene del merge", "vem do merge", "fora do meu código",
    "fuera de mi código", "já estava quebrado", "já estava falhando", "já estava com erro",
    "já estavam falhando", "ya estaba roto", "ya estaba fallando", "ya estaba con error",
    "ya estaban fallando",
];

/// The environment named as part of the code or the setup, not as where
/// a defect comes from.
#[rustfmt::skip]
const ENVIRONMENT_FEATURES: &[&str] = &[
    "variables de entorno", "variable de entorno", "variáveis de ambiente", "variável de ambiente",
    "archivo de entorno", "arquivo de ambiente", "ficheiro de ambiente", "configuración de entorno",
    "configuração de ambiente", "entorno de desarrollo", "ambiente de desenvolvimento",
    "entorno de pruebas", "ambiente de testes", "entorno virtual", "ambiente virtual",
];

/// "Flaky" or "intermittent" given as the reason a failure stays.
fn flaky_disposes(l: &str) -> Option<&'static str> {
    const CAUSAL: &[&str] = &[
        "porque", "pois", "então", "entonces", "por isso", "por eso", "é", "es", "são", "son",
    ];
    [
        "flaky",
        "intermitente",
        "intermitentes",
        "instável",
        "inestable",
    ]
    .iter()
    .copied()
    .find(|f| holds(l, f) && CAUSAL.iter().any(|c| holds(l, c)))
}

/// Part `t` of sentence `i` (`later`: the parts after it in the sentence).
fn excuse(ss: &[Sentence], i: usize, t: &str, later: &[String]) -> Option<&'static str> {
    // "variables de entorno nuevas": the environment as a feature of the
    // code, not a place a defect is put.
    let l = ENVIRONMENT_FEATURES
        .iter()
        .fold(t.to_lowercase(), |l, f| l.replace(f, " "));
    // The defect is named in the part or in the sentence before ("O teste
    // `X` falha. Reproduz sem o meu patch.").
    let named = || {
        names_defect(t)
            || crate::cjk::parts_before(ss, i, 1, parts)
                .iter()
                .any(|p| names_defect(p) && !repaired(p))
    };
    // "O erro era que eu estava …": the cause found, told in the past.
    let cause_told = [
        "o erro era",
        "el error era",
        "o problema era",
        "el problema era",
        "a causa era",
        "la causa era",
    ]
    .iter()
    .any(|c| holds(&l, c));
    if asks(t) || repaired(t) || cause_told || !named() {
        return None;
    }
    let found = cue(&l, EXCUSES).or_else(|| flaky_disposes(&l))?;
    // "No toqué el bug de X": a defect left alone (the offer guard's
    // deferral), not one placed in code the agent did not touch.
    let left_alone = [
        "no toqué",
        "não mexi",
        "não toquei",
        "no modifiqué",
        "não alterei",
    ]
    .contains(&found)
        && l.find(found).is_some_and(|at| {
            let after: String = l
                .get(at + found.len()..)
                .unwrap_or_default()
                .chars()
                .take(24)
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

/// An offer asked as a question ("quer que eu corrija?").
#[rustfmt::skip]
const ASK_OFFERS: &[&str] = &[
    "quer que eu", "queres que eu", "quer que a gente", "gostaria que eu", "prefere que eu",
    "posso", "devo", "corrijo", "conserto", "arrumo", "faço", "sigo", "continuo", "quiere que",
    "quieres que", "querés que", "quiere usted que", "prefieres que", "prefiere que", "puedo",
    "debo", "arreglo", "hago", "te parece", "le parece", "lhe parece", "vamos", "bora", "quer que",
    "queres que", "podríamos", "poderíamos",
];

/// An offer made on a condition ("se quiser, posso corrigir").
#[rustfmt::skip]
const IF_OFFERS: &[&str] = &[
    "se quiser", "se você quiser", "se vocês quiserem", "se preferir", "caso queira",
    "caso prefira", "si quieres", "si querés", "si lo deseas", "si desea", "si usted desea",
    "si prefieres", "si prefiere", "me avise", "me avisa", "avise-me", "avísame", "avíseme",
    "me dices", "me dice", "me diga", "me fala", "é só pedir", "es solo decirlo", "basta pedir",
    "basta con decir", "posso também", "puedo también", "também posso", "también puedo",
    "posso corrigir", "puedo corregir", "puedo arreglar", "posso arrumar", "posso consertar",
    "posso resolver", "puedo resolver", "puedo solucionar", "com seu ok", "con tu ok",
    "se der o ok", "si me das el ok", "se concordar", "si estás de acuerdo", "si está de acuerdo",
    "se achar", "se você achar", "se fizer sentido", "si tiene sentido", "si te sirve", "si lo ves",
    "decime", "dime", "diga-me", "diz-me", "me dizes", "avisame", "si te parece", "se te parecer",
];

/// Repairs that say by themselves a defect is there.
#[rustfmt::skip]
const STRONG_REPAIR: &[&str] = &[
    "corrigir", "corrija", "corrijo", "corrigindo", "consertar", "conserte", "conserto", "arrumar",
    "arrume", "arrumo", "corregir", "arreglar", "arregle", "arreglo", "arreglarlo", "arreglarla",
    "arreglarlos", "corregirlo", "corregirla", "solucionar", "solucione", "solucionarlo", "fix",
    "corrigi-lo", "corrigi-la", "corrigi-los", "consertá-lo", "correção", "corrección",
];

/// Words of repairing: what an asked or conditional offer must offer when
/// no strong repair is there.
#[rustfmt::skip]
const REPAIR: &[&str] = &[
    "resolver", "resolva", "resuelva", "resolverlo", "ajustar", "ajuste", "ajusto", "alterar",
    "mudar", "cambiar", "cambio", "atualizar", "actualizar", "remover", "removo", "quitar", "quito",
    "eliminar", "elimino", "tratar", "trato", "limpar", "limpo", "limpiar", "limpio", "melhorar",
    "mejorar", "refatorar", "refactorizar", "implementar", "investigar", "olhar", "mirar",
    "revisar", "atacar", "cuidar", "encargarme", "encarregar", "mexer", "miro", "reviso", "veo",
    "olho", "vejo", "investigo", "resolvo", "resuelvo", "manejar",
];

/// A defect handed to later work: counts with a defect named near.
#[rustfmt::skip]
const DEFERRALS: &[&str] = &[
    "fica para depois", "ficar para depois", "deixo para depois", "deixei para depois",
    "para depois", "mais tarde", "depois eu", "num próximo pr", "em um próximo pr", "no próximo pr",
    "em outro pr", "num pr separado", "em um pr separado", "pr separado", "próxima sprint",
    "próximo sprint", "próxima iteração", "próxima sessão", "futuramente", "no futuro",
    "fora do escopo", "fuera del alcance", "lo dejo para después", "para después", "más adelante",
    "en otro pr", "en un pr aparte", "pr aparte", "en el próximo pr", "próxima iteración",
    "próxima sesión", "a futuro", "queda pendiente", "quedan pendientes", "quedó pendiente",
    "fica pendente", "ficam pendentes", "ficou pendente", "lo retomo", "retomo depois",
    "retomo luego", "volto nisso", "vuelvo a esto", "não vou mexer", "no voy a tocar",
    "deixei como está", "lo dejé como está", "lo dejo como está", "deixo como está", "por enquanto",
    "por ahora", "de momento", "em outra tarefa", "en otra tarea", "outro momento", "otro momento",
    "depois vemos", "luego vemos", "após o merge", "después del merge", "num segundo momento",
    "en una segunda fase", "numa próxima", "en una próxima", "fica como melhoria",
    "queda como mejora", "próximo pr", "proximo pr", "próxima pr", "outro pr", "otro pr",
    "pr futuro", "pr seguinte", "trabalho futuro", "trabajo futuro", "siguiente sprint",
    "la próxima sprint", "siguiente iteración", "nos próximos passos", "nos próximos pasos",
    "en los próximos pasos", "próximos passos", "próximos pasos",
];

/// A defect handed over whatever the verb: a TODO left, an issue filed,
/// scope drawn around it, the repair told to the user.
#[rustfmt::skip]
const HANDED_OVER: &[&str] = &[
    "abri uma issue", "abrir uma issue", "criei uma issue", "abri um issue", "abrí un issue",
    "abrí una issue", "abrir un issue", "crear un issue", "creé un issue", "ticket", "backlog",
    "dívida técnica", "deuda técnica", "recomendo que vocês", "recomendo corrigir",
    "recomiendo corregir", "sugiro que você", "sugiero que", "você pode corrigir",
    "puedes corregir", "podés corregir", "vale a pena corrigir", "vale la pena corregir",
    "convém corrigir", "conviene corregir", "seria bom corrigir", "sería bueno corregir",
    "precisa ser corrigido", "necesita ser corregido", "hay que corregir", "é preciso corrigir",
    "numa issue", "em uma issue", "en un issue", "en una issue", "anotei", "anoté", "registrei",
    "registré",
];

/// The user asked for it this way, or a courtesy that offers no repair.
#[rustfmt::skip]
const OFFER_PASS: &[&str] = &[
    "se tiver dúvidas", "si tienes dudas", "qualquer dúvida", "cualquier duda",
    "se precisar de mais", "si necesitas algo más", "algo mais", "algo más", "conforme solicitado",
    "como pediste", "como pediu", "como solicitaste", "como você pediu", "como usted pidió",
    "mais alguma coisa", "alguna otra cosa", "outra coisa", "otra cosa",
];

/// Headings whose items are work left: an item there that names a defect
/// hands the defect over.
#[rustfmt::skip]
const LEFT_HEADINGS: &[&str] = &[
    "próximos passos", "siguientes pasos", "próximos pasos", "pendências", "pendientes",
    "pendentes", "a fazer", "por hacer", "problemas conhecidos", "problemas conocidos",
    "limitações conhecidas", "limitaciones conocidas", "trabalho restante", "trabajo restante",
    "o que falta", "lo que falta", "faltando", "pendente", "pendiente",
];

fn offer(ss: &[Sentence], i: usize, t: &str, defect_en: bool) -> Option<&'static str> {
    let l = t.to_lowercase();
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
    // "isso", "esse", "eso": the part points back at the sentences before.
    let pointed = || {
        [
            "isso", "isto", "esse", "essa", "esses", "essas", "eso", "esto", "ese", "esa", "esos",
            "esas", "lo", "la", "los", "las",
        ]
        .iter()
        .any(|d| holds(&l, d))
            && before(2)
    };
    // A document rewritten is no repair.
    let document = [
        "plano",
        "plan",
        "documentação",
        "documentación",
        "readme",
        "documento",
    ]
    .iter()
    .any(|d| holds(&l, d));
    if document && !strong {
        return None;
    }
    if asks(t) {
        return cue(&l, ASK_OFFERS).filter(|_| strong || (repair && (here || before(2))));
    }
    if let Some(found) = cue(&l, IF_OFFERS)
        && (strong || (repair && (here || before(3))))
    {
        return Some(found);
    }
    // "TODO" as written: lowercase "todo" is Spanish and Portuguese for
    // "all".
    // "Carrega TODO o conteúdo": "TODO" before an article is "all" for
    // emphasis.
    let marker = ["TODO", "FIXME"].into_iter().find(|m| {
        t.match_indices(m).any(|(at, _)| {
            let next = t
                .get(at + m.len()..)
                .unwrap_or_default()
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_lowercase();
            holds(t, m)
                && !matches!(
                    next.as_str(),
                    "o" | "a"
                        | "os"
                        | "as"
                        | "el"
                        | "la"
                        | "los"
                        | "las"
                        | "lo"
                        | "un"
                        | "una"
                        | "um"
                        | "uma"
                        | "mundo"
                )
        })
    });
    if let Some(found) = marker.or_else(|| cue(&l, HANDED_OVER)) {
        return (here || pointed() || before(2)).then_some(found);
    }
    if let Some(found) = cue(&l, DEFERRALS) {
        return (here || pointed() || before(2)).then_some(found);
    }
    // An item under a "Próximos passos" heading that names a defect.
    let s = ss.get(i)?;
    if here && matches!(s.block, Block::Item | Block::Table) {
        let heading = ss
            .get(..i)
            .unwrap_or_default()
            .iter()
            .rev()
            .find(|p| p.block == Block::Heading)?;
        return cue(&heading.text.to_lowercase(), LEFT_HEADINGS);
    }
    None
}

// ---------------------------------------------------------------- doubles

#[rustfmt::skip]
const DOUBLES: &[&str] = &[
    "mock", "mocks", "mockei", "mockado", "mockada", "mockados", "mockadas", "mockamos", "mockar",
    "mockear", "mockeé", "mockeado", "mockeada", "mockeados", "mockeamos", "stub", "stubs",
    "stubbed", "fake", "fakes", "spy", "spies", "monkeypatch", "dublê", "dublês", "doble de prueba",
    "dobles de prueba", "objeto falso", "objetos falsos", "implementação falsa",
    "implementación falsa", "servidor falso", "cliente falso", "repositório falso",
    "repositorio falso", "serviço falso", "servicio falso", "jest.fn", "vi.fn", "vi.mock", "sinon",
    "mockito", "mocker", "httpretty", "nock", "msw", "vcr", "cassete", "cassette", "freezegun",
    "respostas gravadas", "respuestas grabadas", "simulei a api", "simulé la api",
    "simulei o serviço", "simulé el servicio", "versão falsa", "versión falsa", "espião", "espía",
    "substituí por um falso", "reemplacé por uno falso", "mockk", "wiremock", "moq", "nsubstitute",
    "fakeiteasy", "testdouble", "falsear", "falseé", "falsifiquei", "falsifiqué", "para falsificar",
    "respostas prontas", "respuestas preparadas", "respuestas enlatadas", "respuestas fijas",
    "respostas fixas", "fazer o papel", "hacer el papel", "fazendo o papel", "haciendo el papel",
];

/// The nouns of a double that also name an app's sample data.
#[rustfmt::skip]
const GENERIC_DOUBLES: &[&str] = &[
    "mock", "mocks", "stub", "stubs", "fake", "fakes", "spy", "spies", "mockado", "mockada",
    "mockados", "mockadas", "mockeado", "mockeada", "mockeados",
];

/// Verbs of making or using a double: "Criei um stub", "Añadí un spy".
#[rustfmt::skip]
const MAKING: &[&str] = &[
    "criei", "creé", "adicionei", "añadí", "agregué", "acrescentei", "fiz", "hice", "gerei",
    "generé", "generar", "gerar", "escrevi", "escribí", "implementei", "implementé", "coloquei",
    "puse", "usei", "usé", "montei", "monté", "configurei", "configuré", "criar", "crear", "usando",
    "utilizando",
];

/// Words that put a double in a test.
#[rustfmt::skip]
const TEST_WORDS: &[&str] = &[
    "teste", "testes", "test", "tests", "prueba", "pruebas", "spec", "specs", "unitário",
    "unitários", "unitario", "unitarios", "e2e", "testar", "probar", "fixture", "fixtures",
    "pytest", "jest", "vitest", "junit", "rspec",
];

/// A double named but not used: removed, replaced by the real thing, a
/// mock-up of a screen, a type stub file, an emulator.
#[rustfmt::skip]
const DOUBLES_PASS: &[&str] = &[
    "removi", "remover", "removidos", "removidas", "removemos", "eliminei", "eliminé", "quité",
    "eliminamos", "eliminados", "sem mock", "sem mocks", "sin mock", "sin mocks", "nenhum mock",
    "ningún mock", "mock-up", "mockup", "mockups", "maqueta", "maquetas", "protótipo", "prototipo",
    "wireframe", "figma", ".pyi", "stubs de tipo", "stubs de tipos", "type stubs", "emulador",
    "simulador", "contas falsas", "cuentas falsas", "perfis falsos", "perfiles falsos",
    "em vez de mock", "en lugar de mock", "no lugar de mock", "não usei mock", "no usé mock",
    "não usamos mock", "no usamos mock", "sem usar mock", "sin usar mock", "não usar", "no usar",
    "preguntaste", "perguntou", "retirei", "retiré", "contas fake", "cuentas fake", "perfis fake",
    "proibido", "prohibido", "não permite", "no permite", "dados falsos", "datos falsos",
    "placeholder", "tela", "pantalla",
    // Sample data a screen shows before its backend exists.
    "dados mock", "datos mock", "mock data", "dados mockados", "datos mockeados",
    "dados de exemplo", "datos de ejemplo", "dados fictícios", "datos ficticios",
];

fn double(s: &Sentence, t: &str) -> Option<&'static str> {
    let l = t.to_lowercase();
    if asks(t) || cue(&l, DOUBLES_PASS).is_some() {
        return None;
    }
    // A double's bare noun ("usuário mock para desenvolvimento", "funcionais
    // com mock") is the app's sample data unless a test is named in the
    // sentence or a verb of making stands before it ("Criei um stub");
    // a verb of mocking ("mockei") or a library ("sinon", `unittest.mock`)
    // says so itself.
    let sl = s.text.to_lowercase();
    let test_named = TEST_WORDS.iter().any(|w| holds(&sl, w));
    let made = |d: &str| {
        l.find(d).is_some_and(|at| {
            let before = l.get(..at).unwrap_or_default();
            before
                .split(|c: char| !c.is_alphanumeric())
                .rev()
                .filter(|x| !x.is_empty())
                .take(4)
                .any(|x| MAKING.contains(&x))
        })
    };
    let found = DOUBLES
        .iter()
        .copied()
        .filter(|d| holds(&l, d))
        .find(|d| !GENERIC_DOUBLES.contains(d) || test_named || made(d))
        .or_else(|| crate::cjk::coded_double(s, t, false))?;
    // "mocks: nenhum": a double answered with nothing.
    (!DOUBLES.iter().any(|d| holds(&l, d) && answered_none(&l, d))).then_some(found)
}

// ---------------------------------------------------------------- judge

/// This module's rules, one per class.
const RULES: crate::cjk::Rules = crate::cjk::Rules {
    is_lang: Sentence::is_ibero,
    parts,
    hedge,
    claim,
    excuse,
    offer,
    double,
};

/// The cue for which `head` refuses Portuguese or Spanish sentence `i` of
/// `ss`, with the part of the sentence it stands in (`defect_en`: the
/// English defect vocabulary found a defect in the sentence; `hedges`:
/// `stop-hedge`'s `portuguese_spanish_hedges`).
pub fn refusing(
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
) -> Option<(&'static str, String)> {
    let s = ss.get(i)?;
    if !s.is_ibero() {
        return None;
    }
    refusing_known(head, ss, i, defect_en, hedges)
}

/// [`refusing`] for a sentence already known to be Portuguese or Spanish.
pub fn refusing_known(
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
) -> Option<(&'static str, String)> {
    crate::cjk::refusing_unless_checked(&RULES, head, ss, i, defect_en, hedges, |next| {
        let l = next.to_lowercase();
        CHECK_NEXT.iter().any(|c| l.trim_start().starts_with(c))
    })
}

/// How a sentence that goes to check something opens.
#[rustfmt::skip]
const CHECK_NEXT: &[&str] = &[
    "vou verificar", "vou checar", "vou conferir", "vou procurar", "vou investigar", "vou olhar",
    "vou ver", "deixa eu", "deixe-me", "deixa-me", "vamos verificar", "vamos ver", "vamos checar",
    "voy a revisar", "voy a verificar", "voy a buscar", "voy a investigar", "voy a mirar",
    "voy a ver", "déjame", "dejame", "vamos a ver", "vamos a revisar", "vamos a verificar",
    // Or asks the user for what only they can see.
    "você pode me dizer", "pode me dizer", "você poderia me dizer", "me diga", "me conta",
    "puedes decirme", "me puedes decir", "podrías decirme", "¿puedes decirme", "¿me puedes decir",
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
                "Agora o login deve funcionar normalmente.",
                true,
            ),
            (
                Head::Hedge,
                "Provavelmente o problema é o cache do Redis.",
                true,
            ),
            (
                Head::Hedge,
                "Creo que el error viene del middleware de sesión.",
                true,
            ),
            (
                Head::Hedge,
                "Con este cambio ya debería quedar resuelto el timeout.",
                true,
            ),
            (
                Head::Hedge,
                "O chamador deve passar um timeout explícito.",
                false,
            ),
            (
                Head::Hedge,
                "Depois de recarregar a página você deve ver o botão novo.",
                false,
            ),
            (
                Head::Hedge,
                "O campo pode ser nulo, e isso é tratado no parser.",
                false,
            ),
            (Head::Hedge, "¿Prefieres que use Redis o Memcached?", false),
            (
                Head::Hedge,
                "Então o 1192 deve estar vindo de outro lugar. Você pode me dizer qual diretório selecionou?",
                false,
            ),
            (Head::Hedge, "Então o erro deve estar vindo do cache.", true),
            // What a change should show or keep, and a manner after "pero"
            // (replay29's read half); a contrast with what it does passes.
            (
                Head::Hedge,
                "Ahora debería mostrar el XML más limpio sin tantos xmlns.",
                true,
            ),
            (
                Head::Hedge,
                "Esto debería mantener funcionando los checkboxes mientras intenta preservar los espacios.",
                true,
            ),
            (
                Head::Hedge,
                "Ahora prueba el sistema - debería funcionar igual que chilkat2 pero preservando los espacios en blanco.",
                true,
            ),
            (
                Head::Hedge,
                "El DiscoveryManager debería estar filtrando los nodos, pero algo está fallando.",
                false,
            ),
            (Head::Claim, "✅ Exemplos de teste", false),
            (Head::Claim, "✅ Casos de teste passando", true),
            (Head::Claim, "✅ Todos os testes de integração", true),
            (
                Head::Hedge,
                "Após o hard refresh, o console do browser deve mostrar:\n\n```\n[ok] loaded\n```",
                false,
            ),
            // The next step announced, and what it opens after the colon
            // (a replayed real session).
            (
                Head::Hedge,
                "Vamos ver o comando que deveria corrigir o `mime`:",
                false,
            ),
            (
                Head::Hedge,
                "Voy a revisar el script que debería arrancarlo:",
                false,
            ),
            (Head::Hedge, "Vamos ver: agora deve funcionar.", true),
            (
                Head::Hedge,
                "O comando deveria corrigir o `mime` agora.",
                true,
            ),
            (
                Head::Hedge,
                "Parece que não tenho permissão para editar o arquivo.",
                false,
            ),
            (
                Head::Hedge,
                "Parece que necesito permiso para escribir en `config/`.",
                false,
            ),
            (
                Head::Hedge,
                "O DiscoveryManager deveria estar filtrando por extensão, mas algo está contando todos os arquivos.",
                false,
            ),
            (
                Head::Hedge,
                "Na minha opinião, o Zustand provavelmente é mais simples que Redux aqui.",
                false,
            ),
            (Head::Claim, "✅ Testes: 112 passando", true),
            // Read off replay25 (a fresh live replay): a success to come,
            // what the user has, a step's expected output, a noun.
            (
                Head::Claim,
                "Todo funciona en cuanto Vercel haga el deploy automático.",
                false,
            ),
            (Head::Claim, "Todo funciona y las pruebas pasan.", true),
            // Read off replay27: whether it works, a check left to the user.
            (
                Head::Claim,
                "Teste o novo link para ver se funciona corretamente no seu navegador.",
                false,
            ),
            (Head::Claim, "Prueba el enlace para ver si funciona.", false),
            (
                Head::Hedge,
                "El repo `shield` me llama la atención — parece que ya tienes algo empezado.",
                false,
            ),
            (Head::Hedge, "Exemplo do que deve aparecer:", false),
            (
                Head::Hedge,
                "O único suspeito que sobrou é o extensionHost consumindo 23% CPU.",
                false,
            ),
            (
                Head::Hedge,
                "Suspeito que o problema é o cache do extensionHost.",
                true,
            ),
            (
                Head::Claim,
                "✅ Adicionei o filtro por data na listagem.",
                false,
            ),
            (
                Head::Claim,
                "totalFiles: TODOS os arquivos verificados (1192)",
                false,
            ),
            (
                Head::Offer,
                "Carrega TODO o conteúdo de cada arquivo.",
                false,
            ),
            (
                Head::Offer,
                "O parser ainda quebra com BOM. Deixei um TODO no código.",
                true,
            ),
            (
                Head::Excuse,
                "As mensagens de erro seguem o padrão que já existia no projeto.",
                false,
            ),
            (
                Head::Excuse,
                "No lo introduje yo; el fallo viene del merge de la semana pasada.",
                true,
            ),
            (
                Head::Double,
                "O sistema irá funcionar com usuário mock para desenvolvimento.",
                false,
            ),
            (
                Head::Double,
                "Criei um stub do twilio/sdk que devolve sempre sucesso.",
                true,
            ),
            (
                Head::Double,
                "Mockeé el cliente HTTP con `unittest.mock.patch` para no llamar a la API real.",
                true,
            ),
            (
                Head::Claim,
                "Todos os testes passam e o build está verde.",
                true,
            ),
            (Head::Claim, "Las pruebas pasan sin errores ✅", true),
            (Head::Claim, "Dois testes ainda falham no CI.", false),
            (
                Head::Excuse,
                "Esse erro no teste de pagamento já existia antes da minha mudança.",
                true,
            ),
            (
                Head::Excuse,
                "El fallo de `test_sync` no está relacionado con mi cambio.",
                true,
            ),
            (
                Head::Excuse,
                "Mantive o loader pré-existente, como pedido.",
                false,
            ),
            (
                Head::Excuse,
                "O erro pré-existente no parser também foi corrigido.",
                false,
            ),
            (
                Head::Offer,
                "Quer que eu corrija o vazamento de memória também?",
                true,
            ),
            (
                Head::Offer,
                "Si quieres, puedo arreglar el N+1 en el listado de pedidos.",
                true,
            ),
            (
                Head::Offer,
                "O teste de exportação continua falhando. Fica para um próximo PR.",
                true,
            ),
            (Head::Offer, "Se tiver dúvidas, é só chamar.", false),
            (
                Head::Offer,
                "¿Quieres que agregue la exportación a CSV?",
                false,
            ),
            (
                Head::Double,
                "Mockei o cliente do Stripe nos testes de checkout.",
                true,
            ),
            (
                Head::Double,
                "Usé un objeto falso para la API de pagos en las pruebas.",
                true,
            ),
            (
                Head::Double,
                "Removi todos os mocks dos testes de integração.",
                false,
            ),
            (
                Head::Double,
                "Criei o mockup da tela de login no Figma.",
                false,
            ),
        ];
        for (head, message, want) in cases {
            assert_eq!(refused(*head, message), *want, "{} {message}", head.name());
        }
    }

    #[test]
    fn english_is_not_read_here() {
        assert!(!is_ibero("This should work now, and the tests pass."));
        assert!(!is_ibero("I ran `cargo test` on the de-dup branch."));
        assert!(is_ibero("Agora o login deve funcionar normalmente."));
        assert!(is_ibero(
            "Las pruebas pasan sin errores en la rama principal."
        ));
        assert!(!is_ibero(
            "Pour les tests, j'ai remplacé l'API météo par des réponses enregistrées (cassettes)."
        ));
        assert!(is_ibero("¿Lo arreglo?"));
    }

    #[test]
    fn cjk_script_is_not_read_here() {
        // Two "TODO"s are two Spanish markers ("todo"): in a Japanese
        // table row they are the tool's name.
        assert!(!is_ibero(
            "PostToolUse (TodoWrite) ; TODO リスト作成後 ; TODO 操作の記録"
        ));
        assert!(!is_ibero("TODO 项目列表 ; TODO 操作的记录"));
        // In capitals "TODO" is the marker of work left in English too.
        assert!(!is_ibero("**TODO Highlight** — highlights TODO comments"));
        assert!(is_ibero("Carrega todo o conteúdo do arquivo de uma vez"));
        assert!(!refused(
            Head::Offer,
            "| イベント | タイミング |\n|---|---|\n| **PostToolUse** (TodoWrite) | TODO リスト作成後 | TODO 操作の記録 |\n"
        ));
    }
}
