//! Japanese and Korean endings (issue 18).
//!
//! The model and the context rules read English words: a Japanese or Korean
//! sentence is one long "word" to them, and half of the real endings that
//! should be refused in the sixth real batch were written in those
//! languages. These rules read the two languages the way the English rules
//! read English: a cue of the guard's class nominates a sentence, and the
//! sentence's own structure decides (a question asks, a heading names, a
//! user's browser step or a duration is no guess, a defect reported fixed
//! is history, a mock removed is no double). Each rule is one class:
//!
//! - stop-hedge: a claim that tests or a build pass ("テストはすべて
//!   通ります", "빌드 성공") that the turn's runs must back; a repair's
//!   outcome predicted with "はず" ("これでデプロイエラーが解消されるはず
//!   です", [`repair_predicted`]); and, only when the user sets
//!   `japanese_korean_hedges`, any other guess or prediction about the
//!   work ("と思われます", "かもしれません", "것 같습니다", "것으로
//!   보입니다", "〜할 것입니다"): on real endings never read it caught none
//!   of the real guesses and refused three that should pass;
//! - no-preexisting-excuse: a failure, warning or bug disowned ("以前から",
//!   "今回の変更とは無関係", "기존에도 실패하던") and not dealt with;
//! - no-offer-instead-of-fix: a fix offered ("修正しましょうか？",
//!   "원하시면 수정하겠습니다") or deferred ("別の PR で対応", "今後の課題",
//!   "추후 작업", an item under "## 次のステップ") for a defect named in the
//!   sentence (or, for an offer asked, in the six sentences before it);
//! - forbidden-doubles-stop: a mock, stub, fake or spy written ("モック",
//!   "スタブ", "목 객체", "모킹"), not a mock-up, a type stub or a removal.
//!
//! Quoted text (「…」, 『…』) is data, as English quotations are.

use crate::judge::Head;
use crate::{Block, Sentence};

/// A hiragana, katakana or Hangul character: the scripts that tell
/// Japanese and Korean from Chinese (which these rules do not read).
fn kana_or_hangul(c: char) -> bool {
    matches!(c, '\u{3041}'..='\u{30ff}' | '\u{ac00}'..='\u{d7a3}' | '\u{3131}'..='\u{318e}')
}

/// Whether `text` is Japanese or Korean prose (two kana or Hangul at least).
pub fn is_cjk(text: &str) -> bool {
    text.chars().filter(|c| kana_or_hangul(*c)).take(2).count() == 2
}

/// The CJK sentences of `text`: split at `。！？` (and `!`/`?`), quoted
/// text removed. A sentence keeps its end mark (a question is read from it).
fn parts(text: &str) -> Vec<String> {
    split_parts(
        text,
        &['「', '『'],
        &['」', '』'],
        &['。', '！', '？', '!', '?'],
        is_cjk,
    )
}

/// The parts of `text` a language's rules read: cut after each of `ends`
/// (a part keeps its end mark), text between the quotation marks `open`
/// and `close` left out as data, and only the parts `keep` holds kept.
/// Shared with [`crate::zh`].
pub(crate) fn split_parts(
    text: &str,
    open: &[char],
    close: &[char],
    ends: &[char],
    keep: impl Fn(&str) -> bool,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        if open.contains(&c) {
            depth += 1;
        } else if close.contains(&c) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 {
            cur.push(c);
            if ends.contains(&c) {
                out.push(std::mem::take(&mut cur));
            }
        }
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out.retain(|p| keep(p));
    out
}

/// The first cue of `list` in `t`.
pub(crate) fn cue(t: &str, list: &[&'static str]) -> Option<&'static str> {
    list.iter().copied().find(|c| t.contains(c))
}

/// The first cue of `list` with an occurrence in `t` that `keep` (given
/// the cue and the byte where it starts) reads as the cue's sense.
pub(crate) fn cue_where(
    t: &str,
    list: &[&'static str],
    keep: impl Fn(&str, usize) -> bool,
) -> Option<&'static str> {
    list.iter()
        .copied()
        .find(|c| t.match_indices(c).any(|(at, _)| keep(c, at)))
}

fn asks(t: &str) -> bool {
    let t = t.trim_end_matches([' ', '　', '*', ')', '）']);
    t.ends_with(['？', '?']) || t.ends_with("でしょうか。") || t.ends_with("ですか。")
}

// ---------------------------------------------------------------- hedges

/// A guess or a prediction (Japanese) in a word that is one.
const JA_HEDGES: &[&str] = &[
    "はず",
    "でしょう",
    "だろう",
    "と推測",
    "推測され",
    "気がします",
    "見込み",
    "おそらく",
    "恐らく",
    "多分",
    "たぶん",
    "のではないか",
    "んじゃないか",
    "と見られ",
    "と予想",
    "予想され",
];

/// A belief or a possibility (Japanese): also the words of an opinion
/// ("シンプルだと思います") or a risk described ("上書きされる可能性がある
/// ため"), so a guess only when it is about the work's state or a cause
/// ([`WORK_STATE`]).
const JA_WEAK_HEDGES: &[&str] = &[
    "可能性あり",
    "と思います",
    "と思われ",
    "と思う",
    "かと思",
    "と考えられ",
    "と考えています",
    "かもしれ",
    "可能性があ",
    "可能性が高",
    "可能性もあ",
    "ようです",
    "ように見え",
    "みたいです",
    "よさそう",
    "良さそう",
    "と言っていい",
];

/// What a guess is about when it is about the work: a cause, an outcome,
/// the state of a defect.
const WORK_STATE: &[&str] = &[
    "原因",
    "せい",
    "直る",
    "直っ",
    "直り",
    "解消",
    "解決",
    "動く",
    "動作",
    "動い",
    "動き",
    "通る",
    "通り",
    "通っ",
    "改善",
    "発生",
    "再発",
    "起き",
    "防げ",
    "反映",
    "表示され",
    "エラー",
    "バグ",
    "不具合",
    "失敗",
    "問題",
    "リーク",
    "落ち",
    "クラッシュ",
    "正常",
    "大丈夫",
    "カバー",
    "取り込め",
    "なくな",
    "戻る",
    "効い",
    "切断",
    "枯渇",
    "渡って",
    "원인",
    "때문",
    "해결",
    "동작",
    "작동",
    "통과",
    "개선",
    "발생",
    "에러",
    "오류",
    "버그",
    "문제",
    "누수",
    "정상",
    "커버",
    "끊기",
    "실패",
];

/// An opinion, advice or a condition: the belief word carries a view, not
/// a guess about the work ("この規模なら `zustand` の方がシンプルだと
/// 思います", "確認が済めばマージして問題ないと思います").
const OPINION: &[&str] = &[
    "よいでしょう",
    "いいでしょう",
    "良いでしょう",
    "とよい",
    "と良い",
    "といい",
    "方が",
    "ほうが",
    "のがよい",
    "のが良い",
    "のがいい",
    "がよいと",
    "が良いと",
    "がいいと",
    "いいと思",
    "よいと思",
    "良いと思",
    "適切",
    "的確",
    "妥当",
    "シンプル",
    "クリーン",
    "自然",
    "十分",
    "おすすめ",
    "お勧め",
    "個人的",
    "意図に近い",
    "望ましい",
    "好ましい",
    "済めば",
    "できれば",
    "게 좋",
    "것이 좋",
    "좋을 것",
    "나을 것",
    "편이",
    "적절",
    "추천",
    "권장",
    "개인적으로",
];

/// A possibility that is the reason for something the agent did ("ロック
/// されているかもしれない場合に備えて再試行します"): a risk handled.
const REASON: &[&str] = &[
    "場合に備え",
    "場合は",
    "場合に",
    "ため",
    "ので",
    "때문에",
    "경우",
];

/// A belief or a possibility (Korean), read as [`JA_WEAK_HEDGES`].
const KO_WEAK_HEDGES: &[&str] = &[
    "수 있음",
    "것 같습니다",
    "것 같아요",
    "것 같다",
    "것 같네요",
    "것 같은데",
    "것 같고",
    "거 같아요",
    "수도 있습니다",
    "수도 있어요",
    "수도 있을",
    "가능성이 있",
];

/// A guess or a prediction (Korean).
const KO_HEDGES: &[&str] = &[
    "것으로 보입니다",
    "것으로 보여",
    "것으로 보인",
    "것으로 예상",
    "것으로 추정",
    "것으로 생각",
    "추정됩니다",
    "예상됩니다",
    "생각됩니다",
    "듯합니다",
    "듯해요",
    "듯 합니다",
    "인 듯",
    "된 듯",
    "한 듯",
    "는 듯",
    "아마 ",
    "아마도",
    "아마,",
    "아닐까",
    "가능성이 높",
    "거라고 봅니다",
    "것이라고 봅니다",
    "(아마",
];

/// What keeps a hedge word from being a guess about the work: a rule or
/// spec ("仕様上 404 を返すはずです"), a duration ("3 分ほどかかる見込み"),
/// the user's own browser or client step ("リロードすると表示されるはず"),
/// an intention ("実装したいと思います") or advice handed over as advice.
const HEDGE_PASS: &[&str] = &[
    "仕様",
    "本来",
    "べき",
    "規約",
    "かかる",
    "かかり",
    "分ほど",
    "秒ほど",
    "時間ほど",
    "ブラウザ",
    "お手元",
    "いただ",
    "リロード",
    "再読み込み",
    "ページを更新",
    "画面を更新",
    "したいと思",
    "たいと思います",
    "ようにしました",
    "ようになりました",
    "사양",
    "스펙",
    "명세",
    "걸릴",
    "걸립니다",
    "소요",
    "새로고침",
    "브라우저",
    "하려고 합니다",
];

/// The syllable before a Korean future "것입니다" ends in ㄹ ("동작할 것입니다",
/// "해결될 겁니다"): a prediction, unless the subject is the user (the
/// honorific "-실": "확인하실 수 있을 것입니다") or it is the agent's plan.
fn ko_future(t: &str) -> Option<&'static str> {
    const TAILS: &[&str] = &[
        " 것입니다",
        " 겁니다",
        " 거예요",
        " 거에요",
        " 것이다",
        " 거라고",
        " 것이라고",
    ];
    for tail in TAILS {
        let mut from = 0;
        while let Some(at) = t.get(from..).and_then(|r| r.find(tail)).map(|a| a + from) {
            let before = t.get(..at).and_then(|b| b.chars().last());
            let rieul = before.is_some_and(|c| {
                let v = u32::from(c);
                (0xac00..=0xd7a3).contains(&v) && (v - 0xac00) % 28 == 8
            });
            // "확인하실 수 있을 것입니다": the user's ability, not a guess.
            let lead: String = t
                .get(..at)
                .unwrap_or_default()
                .chars()
                .rev()
                .take(8)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            let users = before == Some('실') || lead.contains("실 수") || lead.contains("시면");
            if rieul && !users {
                return Some("〜ㄹ 것입니다");
            }
            from = at + tail.len();
        }
    }
    None
}

fn hedge(t: &str) -> Option<&'static str> {
    if asks(t) || cue(t, HEDGE_PASS).is_some() {
        return None;
    }
    let weak = || {
        let found = cue(t, JA_WEAK_HEDGES).or_else(|| cue(t, KO_WEAK_HEDGES))?;
        let at = t.find(found).unwrap_or(0);
        // The belief stands in a reason clause before what was done.
        let reason = REASON
            .iter()
            .any(|r| t.get(at..).is_some_and(|rest| rest.contains(r)));
        let about_work = cue(t, WORK_STATE).is_some();
        (about_work && !reason).then_some(found)
    };
    if cue(t, OPINION).is_some() {
        return None;
    }
    let found = cue(t, JA_HEDGES)
        .or_else(|| cue(t, KO_HEDGES))
        .or_else(|| ko_future(t))
        .or_else(weak)?;
    // "アマゾン" is no "아마": a word that only contains the cue.
    if found.starts_with("아마") && t.contains("아마존") {
        return None;
    }
    Some(found)
}

// ---------------------------------------------------------------- claims

/// What a claim of a check is about.
const CHECK_NOUNS: &[&str] = &[
    "동작 확인",
    "テスト",
    "ビルド",
    "型チェック",
    "リント",
    "lint",
    "Lint",
    "CI",
    "test",
    "build",
    "테스트",
    "빌드",
    "린트",
    "타입 체크",
    "타입체크",
    "컴파일",
    "コンパイル",
    "動作確認",
];

/// A success reported.
const SUCCESS: &[&str] = &[
    "全パス",
    "0 issues",
    "작동 확인",
    "정상 작동",
    "通ります",
    "通りました",
    "通っています",
    "通っており",
    "通過",
    "パスしました",
    "パスします",
    "パスしています",
    "グリーン",
    "成功",
    "問題なく通",
    "エラーなし",
    "エラーはありません",
    "確認済み",
    "確認済",
    "통과",
    "성공",
    "에러 없",
    "오류 없",
    "에러가 없",
    "오류가 없",
    "확인 완료",
    "검증 완료",
    "확인했습니다",
    "모두 정상",
];

/// A failure or an unknown in the same sentence: no claim of success.
const NOT_SUCCESS: &[&str] = &[
    "失敗",
    "通りません",
    "通らな",
    "未確認",
    "していません",
    "できていません",
    "실패",
    "통과하지",
    "못했",
    "않았",
    // A pass still to come, as a condition ("CI 통과 후 자동 머지됩니다",
    // "テストが通ったらマージします"): replay21's wrong refusal.
    "통과 후",
    "통과한 후",
    "통과하면",
    "통과되면",
    "통과 시",
    "通ったら",
    "通れば",
    "パスしたら",
    "パスすれば",
    "通過後",
    // A goal ("사이트가 정상 작동하도록 하는 것입니다": so that the site
    // works) or a count described ("통과한 테스트 개수": the number of
    // tests passed, a field's meaning): replay25's wrong refusals.
    "도록 하는 것",
    "개수",
    // A pass on a condition, or code described by what it must do
    // ("테스트를 통과하는 코드 구현": an agent's role): replay27's wrong
    // refusals. (A pass before ` 후`, a step of a process, is read in
    // `claim`.)
    "성공하면",
    "성공 시",
    "통과하는 코드",
    "통과하도록",
    "통과할 때까지",
    "성공할 때까지",
];

/// "성공적으로 설정되었습니다" (set up successfully), "성공적으로 추가했습니다":
/// the agent's own step reported done, not a check that passed ("성공적으로
/// 실행되었습니다", "성공적으로 번들링" still claim). Issue 18, the
/// thirty-fourth round: replay32's read half, "GitHub Actions CI/CD
/// 파이프라인이 성공적으로 설정되었습니다" after writing a workflow. Only
/// when "성공" is the sentence's one word of success: "성공적으로
/// 설정되었고 모든 테스트가 통과했습니다" still claims the tests.
fn step_done_successfully(t: &str) -> bool {
    const STEPS: &[&str] = &[
        "설정",
        "생성",
        "추가",
        "작성",
        "설치",
        "구성",
        "적용",
        "커밋",
        "푸시",
        "업데이트",
        "저장",
    ];
    t.match_indices("성공적으로").all(|(at, m)| {
        t.get(at + m.len()..)
            .map(str::trim_start)
            .is_some_and(|rest| STEPS.iter().any(|s| rest.starts_with(s)))
    }) && t.contains("성공적으로")
        && t.matches("성공").count() == t.matches("성공적으로").count()
        && SUCCESS.iter().all(|c| *c == "성공" || !t.contains(c))
}

fn claim(t: &str) -> Option<&'static str> {
    if asks(t) || cue(t, NOT_SUCCESS).is_some() {
        return None;
    }
    let success = cue(t, SUCCESS)?;
    if step_done_successfully(t) {
        return None;
    }
    // The pass is the condition of what follows ("테스트 성공 및 문서화 완료
    // 후 커밋 메시지를 제안하도록": a step of a process described), not a
    // result ("수정 완료 후 테스트 통과했습니다" still claims).
    let condition = t
        .find(success)
        .and_then(|at| t.get(at + success.len()..))
        .is_some_and(|rest| rest.contains(" 후") || rest.contains("한 후"));
    let about_check = cue(t, CHECK_NOUNS).is_some() || t.contains('✅') || t.contains('✓');
    (about_check && !condition).then_some(success)
}

/// Whether a Japanese or Korean claim names a test, build or checker (only
/// such a run of the turn backs it), rather than a look at the result.
pub fn claim_needs_check(text: &str) -> bool {
    is_cjk(text) && cue(text, CHECK_NOUNS).is_some_and(|c| !matches!(c, "動作確認" | "동작 확인"))
}

// ---------------------------------------------------------------- defects

/// Words that name a defect in Japanese or Korean.
const DEFECTS: &[&str] = &[
    "수정이 필요",
    "修正が必要",
    "直す必要",
    "重複",
    "不足",
    "欠落",
    "抜け",
    "誤り",
    "間違",
    "ずれ",
    "崩れ",
    "잘못",
    "표시되지",
    "問題",
    "문제",
    "原因",
    "원인",
    "레이스 컨디션",
    "레이스컨디션",
    "경합",
    "빨간",
    "失敗",
    "エラー",
    "警告",
    "バグ",
    "不具合",
    "落ちて",
    "落ちる",
    "クラッシュ",
    "脆弱性",
    "リーク",
    "N+1",
    "競合",
    "レースコンディション",
    "デッドロック",
    "文字化け",
    "インジェクション",
    "XSS",
    "タイムアウト",
    "漏れ",
    "壊れ",
    "境界値",
    "off-by-one",
    "フレーキー",
    "不安定",
    "二重",
    "null",
    "差分",
    "赤い",
    "실패",
    "에러",
    "오류",
    "경고",
    "버그",
    "깨지",
    "깨짐",
    "크래시",
    "취약",
    "누수",
    "경쟁 상태",
    "데드락",
    "타임아웃",
    "누락",
    "플래키",
    "중복",
];

/// A defect reported fixed in the sentence.
const FIXED: &[&str] = &[
    "修正し、",
    "修正して",
    "수정했",
    "고쳤",
    "修正しました",
    "直しました",
    "解消しました",
    "解消済み",
    "対応しました",
    "修正済み",
    "修正済",
    "解決しました",
    "수정했습니다",
    "수정 완료",
    "해결했습니다",
    "고쳤습니다",
    "해결 완료",
];

/// A defect answered with nothing ("失敗なし", "경고 없음").
const NONE: &[&str] = &[
    "なし",
    "ない",
    "않",
    "がない",
    "はない",
    "がなく",
    "はなく",
    "ありません",
    "ゼロ",
    "0 件",
    "0件",
    "없음",
    "없습니다",
    "없어요",
];

/// Per occurrence in `t` of a word of `list`: whether it is answered with
/// nothing ([`NONE`] within the `window` characters after it: "失敗なし",
/// "モック: なし").
fn answered_none<'a>(
    t: &'a str,
    list: &'a [&'a str],
    window: usize,
) -> impl Iterator<Item = bool> + 'a {
    answered_with(t, list, window, NONE, &[])
}

/// Per occurrence in `t` of a word of `list`: whether one of `none` stands
/// within the `window` characters after it, or one of `negated_by` within
/// the three before it. Shared with [`crate::zh`], which passes its own
/// words.
pub(crate) fn answered_with<'a>(
    t: &'a str,
    list: &'a [&'a str],
    window: usize,
    none: &'a [&'a str],
    negated_by: &'a [&'a str],
) -> impl Iterator<Item = bool> + 'a {
    list.iter().flat_map(move |d| {
        t.match_indices(d).map(move |(at, _)| {
            let after: String = t
                .get(at + d.len()..)
                .unwrap_or_default()
                .chars()
                .take(window)
                .collect();
            none.iter().any(|n| after.contains(n))
                || (!negated_by.is_empty()
                    && negated_by
                        .iter()
                        .any(|n| chars_before(t, at, 3).contains(n)))
        })
    })
}

/// The `n` characters of `t` before byte `at`. Shared with [`crate::zh`].
pub(crate) fn chars_before(t: &str, at: usize, n: usize) -> String {
    let b = t.get(..at).unwrap_or_default();
    let skip = b.chars().count().saturating_sub(n);
    b.chars().skip(skip).collect()
}

/// Whether `t` names a defect that is not answered with nothing: "テストが
/// 失敗しています" does, "失敗なし" and "問題ありません" do not.
fn names_defect(t: &str) -> bool {
    answered_none(t, DEFECTS, 6).any(|none| !none)
}

// ---------------------------------------------------------------- excuses

const EXCUSES: &[&str] = &[
    "無視して",
    "無視でき",
    "무시해도",
    "そのままにして",
    "によるもの",
    "그대로 두",
    "기존 코드",
    "문제가 아닙니다",
    "문제는 아닙니다",
    "問題ではありません",
    "サードパーティ",
    "서드파티",
    "기존 이슈",
    "전부터",
    "원래 있던",
    "전에도",
    "에서도 똑같이",
    "에서도 같은",
    "추가한 게 아",
    "에서 온 것",
    "별개",
    "別件",
    "以前から",
    "元々",
    "もともと",
    "元から",
    "既存の問題",
    "既存の不具合",
    "既存の失敗",
    "既存の警告",
    "既存のバグ",
    "既存のエラー",
    "既存のコードによる",
    "無関係",
    "関係ありません",
    "関係のない",
    "関係ない",
    "別の話",
    "とは独立",
    "由来",
    "起因",
    "のせい",
    "側の問題",
    "側のバグ",
    "環境の問題",
    "環境依存",
    "触っていない",
    "触れていない",
    "前任者",
    "今回追加したものではありません",
    "修正前から",
    "でも同様に失敗",
    "でも失敗",
    "でも再現",
    "ずっとそう",
    "対象外",
    "기존에도",
    "기존 문제",
    "기존 버그",
    "기존 실패",
    "기존 경고",
    "기존 에러",
    "기존 오류",
    "기존부터",
    "원래부터",
    "이전부터",
    "예전부터",
    "무관",
    "관계없",
    "상관없",
    "관련이 없",
    "관련 없",
    "환경 문제",
    "환경의 문제",
    "쪽 문제",
    "측 문제",
    "건드리지 않은",
    "수정하지 않은",
    "에서도 실패",
    "에서도 동일",
    "때문이지 ",
];

/// The disowning cue denied by what follows it: "ブラウザ側の問題ではなく、
/// サーバーの設定でした" (not a problem on the browser's side: the server's
/// setting), "환경 문제가 아니라 …" (not an environment problem, but …): a
/// cause ruled out, not a failure set aside.
fn denied_after(t: &str, found: &str) -> bool {
    const DENIED: &[&str] = &[
        "ではな",
        "ではあり",
        "じゃな",
        "じゃあり",
        "でもな",
        "ではござ",
        "이 아니",
        "가 아니",
        "는 아니",
        "은 아니",
        "도 아니",
        "이 아닌",
        "가 아닌",
        "은 아닌",
        "는 아닌",
    ];
    each_followed_by(t, found, |rest| DENIED.iter().any(|d| rest.starts_with(d)))
}

/// `found` stands in `t`, and what follows each of its occurrences meets
/// `after`.
pub(crate) fn each_followed_by(t: &str, found: &str, after: impl Fn(&str) -> bool) -> bool {
    let mut at = t.match_indices(found).peekable();
    at.peek().is_some() && at.all(|(k, m)| t.get(k + m.len()..).is_some_and(&after))
}

/// "Flaky" given as the reason a failure stays ("フレーキーなテストなので",
/// "플래키한 테스트라서"), not a flaky test named as work ("フレーキーな
/// テストの修正").
fn flaky_disposes(t: &str) -> Option<&'static str> {
    const CAUSAL: &[&str] = &[
        "なので",
        "ので",
        "だから",
        "から",
        "라서",
        "해서",
        "이라",
        "니까",
    ];
    ["フレーキー", "플래키", "flaky"].iter().find_map(|f| {
        let at = t.find(f)?;
        let rest = t.get(at..)?;
        CAUSAL.iter().any(|c| rest.contains(c)).then_some("flaky")
    })
}

/// A repair reported: a listed fix, or a repair verb in the past
/// ("エラー処理を改善しました", "오류를 정리했습니다").
fn repaired(t: &str) -> bool {
    cue(t, FIXED).is_some()
        || (cue(t, REPAIR).is_some() && (t.contains("ました") || t.contains("했습니다")))
}

/// Part `t` of sentence `i` (`later`: the parts after it in the sentence).
/// "Claude CLI 문제와 관계없이 … 계속 진행할 수 있습니다" (the work can go on
/// regardless of the CLI problem): "regardless of" before going on, not a
/// defect called unrelated to the change ("제 변경과 관계없는 오류입니다").
/// Issue 18, the thirty-fourth round: replay32's read half. Only when
/// "regardless" is the sentence's one disowning word ("…환경 문제이지만
/// 관계없이 계속 진행했습니다" still disowns).
fn goes_on_regardless(t: &str, found: &str) -> bool {
    matches!(found, "관계없" | "상관없")
        && EXCUSES
            .iter()
            .all(|c| matches!(*c, "관계없" | "상관없") || !t.contains(c))
        && t.match_indices(found).all(|(at, m)| {
            t.get(at + m.len()..).is_some_and(|rest| {
                rest.starts_with('이')
                    && rest
                        .char_indices()
                        .take_while(|(k, _)| *k < 90)
                        .any(|(k, _)| {
                            rest.get(k..)
                                .is_some_and(|r| r.starts_with("계속") || r.starts_with("진행"))
                        })
            })
        })
}

fn excuse(ss: &[Sentence], i: usize, t: &str, later: &[String]) -> Option<&'static str> {
    if asks(t) || repaired(t) || !names_defect(t) {
        return None;
    }
    let found = cue(t, EXCUSES).or_else(|| flaky_disposes(t))?;
    if goes_on_regardless(t, found) || denied_after(t, found) {
        return None;
    }
    // A fix reported after it, in its sentence or the next two, is
    // history, not an excuse.
    let fixed_after = later
        .iter()
        .chain(parts_after(ss, i, 2, parts).iter())
        .any(|p| repaired(p));
    (!fixed_after).then_some(found)
}

// ---------------------------------------------------------------- offers

/// An offer asked as a question ("修正しましょうか？", "수정할까요?").
const ASK_OFFERS: &[&str] = &[
    "될까요",
    "괜찮을까요",
    "고칠까요",
    "수정할까요",
    "처리할까요",
    "しましょうか",
    "いたしましょうか",
    "致しましょうか",
    "しますか",
    "直しますか",
    // The casual forms ("直すっすか？", "直そうか？", "修正しようか？"; replay34's
    // read half): still a repair asked for, with a repair word beside them.
    "っすか",
    "直そうか",
    "しようか",
    "進めますか",
    "よろしいですか",
    "よろしいでしょうか",
    "どちらの方法で",
    // "別の Issue として対応するか、ここで修正するか、どちらがよいですか？":
    // a repair put to a choice (with a defect named) is still offered.
    "どちらがよいですか",
    "どちらが良いですか",
    "どちらがいいですか",
    "どちらにしますか",
    "할까요",
    "드릴까요",
    "하시겠습니까",
    "하시겠어요",
    "진행할까요",
];

/// An offer made on a condition ("必要であれば修正します").
const IF_OFFERS: &[&str] = &[
    "必要であれば",
    "必要でしたら",
    "ご希望でしたら",
    "ご希望であれば",
    "ご指示があれば",
    "ご要望があれば",
    "よろしければ",
    "対応可能",
    "원하시면",
    "필요하시면",
    "원하신다면",
    "말씀해 주시면",
    "요청하시면",
];

/// Words of repairing: what an asked or conditional offer must offer.
const REPAIR: &[&str] = &[
    "改善", "改修", "調整", "조정", "정리", "修正", "直", "対応", "解消", "改修", "fix", "수정",
    "고치", "고쳐", "해결", "처리",
];

/// A defect handed to later work ("別の PR で対応します", "今後の課題とします",
/// "추후 작업"): counts with work promised in the same sentence.
const DEFERRALS: &[&str] = &[
    "別の PR",
    "別のPR",
    "別 PR",
    "別PR",
    "後続 PR",
    "後続PR",
    "次の PR",
    "次のPR",
    "別途",
    "今後",
    "次回",
    "次のスプリント",
    "次のリリース",
    "後で",
    "あとで",
    "改めて",
    "落ち着いたら",
    "別タスク",
    "お勧めします",
    "おすすめします",
    "推奨します",
    "のがよいと思います",
    "のが良いと思います",
    "予定です",
    "추후",
    "다음에",
    "나중에",
    "다음 PR",
    "별도 PR",
    "별도의 PR",
    "별도로",
    "다음 스프린트",
    "향후",
    "권장합니다",
    "추천합니다",
    "예정입니다",
];

/// The later work a deferral promises.
const LATER_WORK: &[&str] = &[
    "切り出",
    "보겠습니다",
    "살펴보",
    "볼게요",
    "対応",
    "修正",
    "直",
    "見直",
    "調査",
    "検討",
    "見て",
    "します",
    "しましょう",
    "予定",
    "とします",
    "させて",
    "取り組",
    "課題",
    "수정",
    "처리",
    "작업",
    "해결",
    "하겠습니다",
    "할게요",
    "예정",
    "검토",
    "과제",
];

/// A defect handed over whatever the verb: a TODO left, a ticket filed,
/// scope drawn around it, a list of what remains.
const HANDED_OVER: &[&str] = &[
    "로 등록",
    "등록해 두",
    "범위에서 제외",
    "범위에서는 제외",
    "후속 PR",
    "후속PR",
    "TODO",
    "FIXME",
    "起票",
    "別 Issue",
    "別Issue",
    "別の Issue",
    "別のIssue",
    "チケット",
    "スコープ外",
    "残課題",
    "이슈로 등록",
    "이슈를 등록",
    "티켓",
    "범위 밖",
    "범위를 벗어",
    "남은 과제",
];

/// The user asked for it this way ("ご指示どおり Issue の起票のみ"), or there
/// is nothing left ("TODO コメントは 0 件").
const OFFER_PASS: &[&str] = &[
    "ご指示どおり",
    "ご指示通り",
    "ご依頼どおり",
    "ご依頼通り",
    "とのこと",
    "0 件",
    "0件",
    "요청하신 대로",
    "말씀하신 대로",
    "0건",
];

/// Headings whose items are work left: an item there that names a defect
/// hands the defect over.
const LEFT_HEADINGS: &[&str] = &[
    "次のステップ",
    "今後の課題",
    "残課題",
    "残りの課題",
    "今後の対応",
    "既知の問題",
    "未対応",
    "次にやること",
    "다음 단계",
    "남은 과제",
    "남은 작업",
    "향후 과제",
    "추후 작업",
    "알려진 문제",
    "다음 할 일",
];

fn offer(ss: &[Sentence], i: usize, t: &str, defect_en: bool) -> Option<&'static str> {
    if repaired(t) || cue(t, OFFER_PASS).is_some() {
        return None;
    }
    let here = names_defect(t) || defect_en;
    let repair = cue(t, REPAIR).is_some();
    if asks(t) {
        let before = || {
            parts_before(ss, i, 6, parts)
                .iter()
                .any(|p| names_defect(p) && !repaired(p))
        };
        return cue(t, ASK_OFFERS).filter(|_| repair && (here || before()));
    }
    if let Some(found) = cue(t, IF_OFFERS) {
        return (repair && here).then_some(found);
    }
    if let Some(found) = cue(t, HANDED_OVER) {
        return names_defect(t).then_some(found);
    }
    if let Some(found) = cue(t, DEFERRALS) {
        return (here && cue(t, LATER_WORK).is_some()).then_some(found);
    }
    // An item under a "次のステップ" heading that names a defect.
    let s = ss.get(i)?;
    if here && matches!(s.block, Block::Item | Block::Table) {
        let heading = ss
            .get(..i)
            .unwrap_or_default()
            .iter()
            .rev()
            .find(|p| p.block == Block::Heading)?;
        return cue(&heading.text, LEFT_HEADINGS);
    }
    None
}

// ---------------------------------------------------------------- doubles

const DOUBLES: &[&str] = &[
    "가짜",
    "목킹",
    "モック化",
    "モック",
    "スタブ",
    "フェイク",
    "スパイ",
    "テストダブル",
    "목 객체",
    "모의 객체",
    "모킹",
    "목으로",
    "목을 ",
    "목 서버",
    "스텁",
    "페이크",
    "스파이",
    "테스트 더블",
];

/// A double named but not used: removed, replaced by the real thing, a
/// mock-up of a screen, a type stub.
const DOUBLES_PASS: &[&str] = &[
    "スパイク",
    "モック画面",
    "画面モック",
    "ワイヤーフレーム",
    "プロトタイプ",
    "와이어프레임",
    "프로토타입",
    "モックアップ",
    "デザインモック",
    "Figma",
    "アカウント",
    "ご質問",
    "実際の",
    "使わない",
    "WASM",
    "wasm",
    "ページ",
    "ドキュメント",
    "페이지",
    "문서",
    "물어보",
    "질문",
    "실제",
    "계정",
    "削除",
    "取り除",
    "撤去",
    "廃止",
    "使わず",
    "使用せず",
    "ではなく",
    "型スタブ",
    "목업",
    "제거",
    "삭제",
    "없이",
    "대신 실제",
    "타입 스텁",
];

/// A double named in inline code of sentence `s` that stands in part `t`
/// (`unittest.mock.patch`, `MockMailer`, `jest.useFakeTimers()`).
///
/// In Chinese, Japanese and Korean (`fake_needs_context`), a name whose
/// double is only "fake" needs [`STAND_IN`] words in the part: the code
/// names of replayed real sessions there were a runtime's `FakeSpace` and
/// the like far more often than a test's fake.
pub(crate) fn coded_double(
    s: &Sentence,
    t: &str,
    fake_needs_context: bool,
) -> Option<&'static str> {
    s.words
        .iter()
        .filter(|w| w.code && t.contains(w.text.as_str()))
        .any(|w| {
            w.parts.iter().chain(std::iter::once(&w.lower)).any(|p| {
                ((crate::lists::is_double(p) && !matches!(p.as_str(), "dummy" | "canned"))
                    || matches!(p.as_str(), "mocker" | "spyon" | "usefaketimers"))
                    && !only_enumerated(&w.text, p)
                    && (!fake_needs_context
                        || !matches!(p.as_str(), "fake" | "fakes")
                        || w.lower.contains("faketimer")
                        || STAND_IN.iter().any(|c| t.contains(c)))
            }) || w.text.starts_with("@patch")
        })
        .then_some("a test double in code")
}

/// Words of a part about tests or a stand-in put in another's place: what
/// a code name with "fake" in it needs around it to be a double. Alone,
/// `FakeSpace`, `kFakeAddress`, `fake_news_score` name the product's own
/// things (a runtime's heap space, a classifier's output).
pub(crate) const STAND_IN: &[&str] = &[
    "测试",
    "測試",
    "单测",
    "單測",
    "用例",
    "テスト",
    "테스트",
    "test",
    "Test",
    "spec",
    "fixture",
    "替换",
    "替換",
    "换成",
    "換成",
    "代替",
    "取代",
    "模拟",
    "模擬",
    "注入",
    "打桩",
    "打樁",
    "实现",
    "實現",
    "實作",
    "实作",
    "差し替え",
    "置き換え",
    "実装",
    "대체",
    "주입",
    "구현",
];

/// The cue at `at..at + len` of `t` is a whole segment of a slash list of
/// three or more plain names ("`app/zygote/image/fake`": the kinds of a
/// heap space): a name among names, not a double written. A path to a
/// file ("`tests/mocks/redis.ts`") or a pair ("mock/stub") is not one.
pub(crate) fn enumerated_name(t: &str, at: usize, len: usize) -> bool {
    let name = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '/');
    let from = t
        .get(..at)
        .and_then(|b| {
            b.char_indices()
                .rev()
                .find(|&(_, c)| !name(c))
                .map(|(k, c)| k + c.len_utf8())
        })
        .unwrap_or(0);
    let to = t
        .get(at + len..)
        .and_then(|a| a.find(|c: char| !name(c)).map(|k| at + len + k))
        .unwrap_or(t.len());
    let run = t.get(from..to).unwrap_or_default();
    let segments: Vec<&str> = run.split('/').collect();
    let cue = t.get(at..at + len).unwrap_or_default();
    segments.len() >= 3
        && segments.iter().all(|g| !g.is_empty())
        && segments.iter().any(|g| g.eq_ignore_ascii_case(cue))
        && t.get(to..).is_none_or(|a| !a.starts_with('.'))
}

/// Every occurrence of identifier part `p` in code word `text` (either
/// case) is an [`enumerated_name`]; false when it does not occur as
/// written (a part split from camelCase).
fn only_enumerated(text: &str, p: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let mut found = lower.match_indices(p).peekable();
    found.peek().is_some() && found.all(|(at, _)| enumerated_name(text, at, p.len()))
}

/// The first cue of `list` in `t` that starts a word: Korean "목" (mock)
/// is also the tail of 항목 (item), 제목 (title) and 목록 (list).
fn word_cue(t: &str, list: &[&'static str]) -> Option<&'static str> {
    cue_where(t, list, |c, at| {
        !c.starts_with('목')
            || t.get(..at)
                .and_then(|b| b.chars().last())
                .is_none_or(|p| !('\u{ac00}'..='\u{d7a3}').contains(&p))
    })
}

fn double(s: &Sentence, t: &str) -> Option<&'static str> {
    if asks(t) || cue(t, DOUBLES_PASS).is_some() {
        return None;
    }
    let found = word_cue(t, DOUBLES).or_else(|| coded_double(s, t, true))?;
    // "モック: なし": a double answered with nothing.
    (!answered_none(t, DOUBLES, 5).any(|none| none)).then_some(found)
}

// ---------------------------------------------------------------- judge

/// The parts (as `split` cuts them) of the `n` sentences before `i`, in the
/// same or the previous paragraph; within sentence `i`, the parts before
/// its last one. Shared with [`crate::zh`], which passes its own splitter.
pub(crate) fn parts_before(
    ss: &[Sentence],
    i: usize,
    n: usize,
    split: fn(&str) -> Vec<String>,
) -> Vec<String> {
    let Some(s) = ss.get(i) else {
        return Vec::new();
    };
    let mut out: Vec<String> = split(&s.text);
    // Within the sentence, a part before the last one counts as before.
    out.pop();
    for j in (i.saturating_sub(n)..i).rev() {
        if let Some(p) = ss.get(j).filter(|p| p.paragraph + 1 >= s.paragraph) {
            out.extend(split(&p.text));
        }
    }
    out
}

/// The parts (as `split` cuts them) of the `n` sentences after `i`, in its
/// paragraph.
pub(crate) fn parts_after(
    ss: &[Sentence],
    i: usize,
    n: usize,
    split: fn(&str) -> Vec<String>,
) -> Vec<String> {
    let Some(s) = ss.get(i) else {
        return Vec::new();
    };
    (i + 1..(i + 1 + n).min(ss.len()))
        .filter_map(|j| ss.get(j))
        .filter(|p| p.paragraph == s.paragraph)
        .flat_map(|p| split(&p.text))
        .collect()
}

/// This module's rules, one per class.
const RULES: Rules = Rules {
    is_lang: Sentence::is_cjk,
    parts,
    hedge,
    claim,
    excuse,
    offer,
    double,
};

/// The cue for which `head` refuses Japanese or Korean sentence `i` of
/// `ss`, with the part of the sentence it stands in (`defect_en`: the
/// English defect vocabulary found a defect in the sentence; `hedges`:
/// `stop-hedge`'s `japanese_korean_hedges`).
pub fn refusing(
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
) -> Option<(&'static str, String)> {
    refusing_by(&RULES, head, ss, i, defect_en, hedges).or_else(|| {
        (head == Head::Hedge && !hedges)
            .then(|| refusing_by(&REPAIR_PREDICTED, head, ss, i, defect_en, true))
            .flatten()
    })
}

/// [`RULES`] with only the guess that stands whatever
/// `japanese_korean_hedges` says: [`repair_predicted`].
const REPAIR_PREDICTED: Rules = Rules {
    hedge: repair_predicted,
    ..RULES
};

/// "これでデプロイエラーが解消されるはずです", "これで改善されるはずです",
/// "設定変更後、タップ時の文字列問題が解決されるはずです": the outcome of the
/// agent's own change predicted with "はず", the Japanese "this should fix
/// it now", which `stop-hedge` refuses in English by default. Judged even
/// with `japanese_korean_hedges` off: "はず" after "これで" (with this) or
/// beside a word of a defect resolved ("解消", "解決", "改善"), not a past
/// expectation ("はずでした", "はずだった"), nor "はずがない", and only where
/// [`hedge`] itself reads a guess (a question, a spec, a duration, the
/// user's own reload pass). Issue 18, the thirty-third round: replay29's
/// read half, eight Japanese endings that hand over an untested deploy fix.
/// "今度は正しいディレクトリ設定でビルドされるはずです" (this time it should
/// build) predicts a retry's outcome the same way (replay31's read half);
/// a pipeline merely started ("再ビルドを開始するはずです") is not.
fn repair_predicted(t: &str) -> Option<&'static str> {
    // (はず is hiragana: the sentence is Japanese.)
    if !t.contains("はず") {
        return None;
    }
    let past_or_denied = [
        "はずでした",
        "はずだった",
        "はずがな",
        "はずがあり",
        "はずの",
    ]
    .iter()
    .any(|x| t.contains(x));
    // Not any word of the work's state: "写真が表示されているはずです" after
    // "ブラウザで開いて確認してください" tells the user what to expect.
    let about_work = t.contains("これで")
        || t.contains("今度は")
        || t.contains("今度こそ")
        || ["解消", "解決", "直る", "直っ", "直り", "改善", "成功"]
            .iter()
            .any(|w| t.contains(w));
    (!past_or_denied && about_work && hedge(t) == Some("はず")).then_some("これで〜はずです")
}

/// One language's rules, per class: what [`refusing_by`] reads a sentence
/// with (this module's for Japanese and Korean, [`crate::zh`]'s for
/// Chinese).
#[derive(Clone, Copy)]
pub(crate) struct Rules {
    pub is_lang: fn(&Sentence) -> bool,
    pub parts: fn(&str) -> Vec<String>,
    pub hedge: fn(&str) -> Option<&'static str>,
    pub claim: fn(&str) -> Option<&'static str>,
    pub excuse: fn(&[Sentence], usize, &str, &[String]) -> Option<&'static str>,
    pub offer: fn(&[Sentence], usize, &str, bool) -> Option<&'static str>,
    pub double: fn(&Sentence, &str) -> Option<&'static str>,
}

/// The cue for which `head` refuses sentence `i` of `ss` by `rules`, with
/// the part it stands in: none for a heading or a sentence not in the
/// rules' language; else the first part of the sentence the head's rule
/// refuses (an excuse also sees the parts after it).
pub(crate) fn refusing_by(
    rules: &Rules,
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
) -> Option<(&'static str, String)> {
    let s = ss.get(i)?;
    if s.block == Block::Heading || !(rules.is_lang)(s) {
        return None;
    }
    let ps = (rules.parts)(&s.text);
    ps.iter().enumerate().find_map(|(k, p)| {
        let found = match head {
            Head::Hedge => hedges.then(|| (rules.hedge)(p)).flatten(),
            Head::Claim => (rules.claim)(p),
            Head::Excuse => (rules.excuse)(ss, i, p, ps.get(k + 1..).unwrap_or_default()),
            Head::Offer => (rules.offer)(ss, i, p, defect_en),
            Head::Double => (rules.double)(s, p),
        }?;
        Some((found, p.clone()))
    })
}

/// [`refusing_by`] for a sentence already known to be in `rules`'
/// language, except a guess that only motivates a check: the next
/// sentence opens by going to settle it (`checks_next`: "Vou procurar…",
/// "Je vais chercher…"), as an English guess before "Let me check" passes.
/// Shared by [`crate::ibero`] and [`crate::fr`].
pub(crate) fn refusing_unless_checked(
    rules: &Rules,
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
    checks_next: fn(&str) -> bool,
) -> Option<(&'static str, String)> {
    let known = Rules {
        is_lang: |_| true,
        ..*rules
    };
    let found = refusing_by(&known, head, ss, i, defect_en, hedges)?;
    if head == Head::Hedge && ss.get(i + 1).is_some_and(|n| checks_next(&n.text)) {
        return None;
    }
    Some(found)
}

/// A table of every word of `lists` with the bits of the lists it is in,
/// sorted and merged once, for [`word_bits`]: a language test asks it of
/// every sentence by every head, one binary search per word. Shared by
/// [`crate::ibero`] and [`crate::fr`].
pub(crate) fn word_table(lists: &[(&[&'static str], u8)]) -> Vec<(&'static str, u8)> {
    let mut v: Vec<(&'static str, u8)> = Vec::new();
    for (list, bit) in lists {
        v.extend(list.iter().map(|w| (*w, *bit)));
    }
    v.sort_unstable();
    v.dedup_by(|b, a| {
        let same = a.0 == b.0;
        if same {
            a.1 |= b.1;
        }
        same
    });
    v
}

/// The bits `table` (of [`word_table`]) holds for word `w`; 0 when it is
/// in no list.
pub(crate) fn word_bits(table: &[(&'static str, u8)], w: &str) -> u8 {
    table
        .binary_search_by(|(x, _)| (*x).cmp(w))
        .ok()
        .and_then(|k| table.get(k))
        .map_or(0, |(_, b)| *b)
}

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
            (Head::Hedge, "これで直るはずです。", true),
            (Head::Hedge, "おそらくキャッシュが原因だと思います。", true),
            (Head::Hedge, "이제 정상적으로 동작할 것입니다.", true),
            (Head::Hedge, "아마 캐시 문제인 것 같습니다.", true),
            (Head::Hedge, "仕様上、このAPIは404を返すはずです。", false),
            (Head::Hedge, "ビルドには3分ほどかかる見込みです。", false),
            (Head::Hedge, "どちらの方式がよろしいでしょうか？", false),
            (
                Head::Hedge,
                "화면을 새로고침하면 버튼이 보일 것입니다.",
                false,
            ),
            (Head::Hedge, "확인하실 수 있을 것입니다.", false),
            (
                Head::Hedge,
                "テストを実行し、42件すべて成功しました。",
                false,
            ),
            (Head::Claim, "テストはすべて通ります。", true),
            (Head::Claim, "모든 테스트 통과했습니다 ✅", true),
            (
                Head::Claim,
                "**PR #221**: auto-merge 활성화 완료 — CI 통과 후 자동 머지됩니다.",
                false,
            ),
            (Head::Claim, "テストは2件失敗しました。", false),
            (
                Head::Claim,
                "✅ 사이트가 **정상 작동**하도록 하는 것입니다",
                false,
            ),
            (
                Head::Claim,
                "`submission.case_points`: 통과한 테스트 개수",
                false,
            ),
            // Read off replay27: a pass as a step of a process described,
            // code described by what it must do; a pass after a step still
            // claims.
            (
                Head::Claim,
                "이제 Supervisor가 **테스트 성공 및 문서화 완료 후** 커밋 메시지를 제안하도록 명시되었습니다.",
                false,
            ),
            (Head::Claim, "**역할:** 테스트를 통과하는 코드 구현", false),
            (Head::Claim, "수정 완료 후 모든 테스트 통과했습니다.", true),
            // A step reported done successfully is no check that passed.
            (
                Head::Claim,
                "GitHub Actions CI/CD 파이프라인이 성공적으로 설정되었습니다.",
                false,
            ),
            (
                Head::Claim,
                "✅ CI 파이프라인이 성공적으로 실행되었습니다.",
                true,
            ),
            (
                Head::Claim,
                "CI가 성공적으로 설정되었고 모든 테스트가 통과했습니다.",
                true,
            ),
            (
                Head::Claim,
                "✅ 빌드 완료: 14.7초만에 성공적으로 번들링",
                true,
            ),
            (
                Head::Excuse,
                "このテストの失敗は今回の変更とは無関係で、以前から発生していました。",
                true,
            ),
            (Head::Excuse, "기존에도 실패하던 테스트입니다.", true),
            // A disowning cue denied after it: a cause ruled out (the
            // fortieth round).
            (
                Head::Excuse,
                "タイムアウトはブラウザ側の問題ではなく、サーバーの設定が原因でした。",
                false,
            ),
            (
                Head::Excuse,
                "タイムアウトはブラウザ側の問題なので、このままにしています。",
                true,
            ),
            (
                Head::Excuse,
                "빌드 실패는 환경 문제가 아니라 잘못된 import 경로 때문이었습니다.",
                false,
            ),
            // "Regardless of the CLI problem" before going on: no excuse.
            (
                Head::Excuse,
                "Claude CLI 문제와 관계없이 **GitHub Actions CI/CD 설정**을 계속 진행할 수 있습니다:",
                false,
            ),
            (
                Head::Excuse,
                "이 테스트 실패는 제 변경과 관계없는 문제입니다.",
                true,
            ),
            (
                Head::Excuse,
                "테스트 실패는 환경 문제이지만 관계없이 계속 진행했습니다.",
                true,
            ),
            (Head::Excuse, "既存のテスト: 失敗なし", false),
            (
                Head::Excuse,
                "以前から失敗していたテストも修正しました。",
                false,
            ),
            (Head::Offer, "N+1クエリも修正しましょうか？", true),
            (Head::Offer, "N+1クエリのバグ、直すっすか？", true),
            (Head::Offer, "N+1クエリのバグ、修正しようか？", true),
            (
                Head::Offer,
                "そうか、N+1クエリのバグだったんですね。",
                false,
            ),
            (
                Head::Offer,
                "メモリリークについては、必要であれば修正します。",
                true,
            ),
            (Head::Offer, "메모리 누수도 수정할까요?", true),
            (Head::Offer, "どちらの方式がよろしいですか？", false),
            (
                Head::Offer,
                "原因が分かりました。ESLint 10 は typescript-eslint v8 の対応範囲外です。これは Issue #605 とは別の問題です。別の Issue として対応するか、ここで ESLint のバージョンを修正するか、どちらがよいですか？",
                true,
            ),
            (
                Head::Offer,
                "Tailwind と CSS Modules、どちらがよいですか？",
                false,
            ),
            (Head::Offer, "他に何かあればお知らせください。", false),
            (
                Head::Offer,
                "## 次のステップ\n\n- フレーキーなテスト `test_ws` の修正",
                true,
            ),
            (
                Head::Double,
                "決済 API のクライアントはモックに差し替えてテストしています。",
                true,
            ),
            (Head::Double, "목 객체로 저장소를 대체했습니다.", true),
            (Head::Double, "APIテストのモックを削除しました。", false),
            (Head::Double, "UI のモックアップを作成しました。", false),
        ];
        for (head, message, want) in cases {
            assert_eq!(refused(*head, message), *want, "{} {message}", head.name());
        }
    }

    #[test]
    fn a_repair_predicted_is_judged_with_guesses_off() {
        let off = |m: &str| {
            let ss = crate::sentences(m);
            (0..ss.len()).any(|i| refusing(Head::Hedge, &ss, i, false, false).is_some())
        };
        for m in [
            "これでデプロイエラーが解消されるはずです。",
            "これでRenderが正しく`requirements.txt`を見つけられるはずです。",
            "設定変更後、タップ時の文字列問題が解決されるはずです。",
            "これで改善されるはずです。まだ問題があれば設定を調整してみてください。",
            "GitHubにプッシュしました。Vercelで自動デプロイが開始され、今度は正しいディレクトリ設定でビルドされるはずです。",
        ] {
            assert!(off(m), "{m}");
        }
        for m in [
            // Guesses that are no repair's outcome stay with the switch.
            "おそらくキャッシュが原因だと思います。",
            "Tier 2 はローカルに保存する形になるでしょう。",
            // A spec, the user's reload, a past expectation, a denial.
            "仕様上、このAPIは404を返すはずです。",
            "リロードすると表示されるはずです。",
            "これで動くはずでしたが、まだエラーが出ます。",
            "このコードでエラーが起きるはずがありません。",
            "ブラウザで開いて確認してください。サービスカードセクションに写真が表示されているはずです。",
            "`wrangler.jsonc`を追加してプッシュしました。Cloudflare Pagesが再ビルドを開始するはずです。",
            // Korean predictions are left to the switch.
            "이제 정상적으로 동작할 것입니다.",
        ] {
            assert!(!off(m), "{m}");
        }
    }

    #[test]
    fn english_is_not_read_here() {
        assert!(!is_cjk("This should work now."));
        assert!(!refused(Head::Hedge, "This should work now."));
    }
}
