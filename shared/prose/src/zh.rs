//! Chinese endings (issue 18, the twenty-first round).
//!
//! The model and the English context rules read English words; a Chinese
//! sentence is one long "word" to them, so no Chinese ending of the real
//! batches was ever refused. These rules read Chinese (Simplified and
//! Traditional) the way [`crate::cjk`] reads Japanese and Korean: a cue of
//! the guard's class nominates a part of a sentence, and the part's own
//! structure decides (a question asks, a heading names, a defect reported
//! fixed is history, a mock removed or a mock-up is no double). Each rule is
//! one class:
//!
//! - stop-hedge: a claim that tests, a build or lint pass ("测试全部通过",
//!   "構建成功") that the turn's runs must back; and, unless the user sets
//!   `chinese_hedges = false`, a guess or prediction about the work
//!   ("应该可以了", "估计是缓存导致的", "可能是因为…");
//! - no-preexisting-excuse: a failure, warning or bug disowned ("之前就存在",
//!   "与本次修改无关", "主分支上也失败") and not dealt with;
//! - no-offer-instead-of-fix: a fix offered ("需要我修复吗？", "如果需要，我可以
//!   顺便修复", "你要是同意，我就改掉") or deferred ("后续再处理", "下个 PR",
//!   "先记个 TODO", an item under "## 下一步") or handed to the user ("上线前
//!   记得把…") for a defect named in the part or in the two sentences before
//!   it (a repair such as "修复" or "改掉" says by itself that one is there);
//! - forbidden-doubles-stop: a mock, stub, fake or spy written ("用 mock 替换了",
//!   "打桩", "模拟对象"), not a mock-up, a type stub file, an emulator or a
//!   removal.
//!
//! Quoted text (“…”, 「…」, 『…』) is data, as English quotations are.

use crate::cjk::{chars_before, cue};
use crate::judge::Head;
use crate::{Block, Sentence};

/// A Han character (CJK Unified Ideographs).
fn han(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// Whether `text` is Chinese prose: four Han characters at least, and not
/// Japanese or Korean (no kana or Hangul: [`crate::cjk`] reads those).
/// Letters of English prose (outside inline code) count against it: a
/// sentence of English with a Chinese name in it is English.
pub fn is_zh(text: &str) -> bool {
    let (mut han_count, mut latin, mut code) = (0usize, 0usize, false);
    for c in text.chars() {
        if c == '`' {
            code = !code;
        } else if han(c) {
            han_count += 1;
        } else if !code && c.is_ascii_alphabetic() {
            latin += 1;
        }
    }
    han_count >= 4 && han_count * 3 >= latin && !crate::cjk::is_cjk(text)
}

/// The Chinese parts of `text`: split at `。！？；` (and `!`/`?`/`;`), quoted
/// text removed. A part keeps its end mark (a question is read from it).
fn parts(text: &str) -> Vec<String> {
    crate::cjk::split_parts(
        text,
        &['“', '「', '『'],
        &['”', '」', '』'],
        &['。', '！', '？', '；', '!', '?', ';'],
        |p| p.chars().filter(|c| han(*c)).take(2).count() == 2,
    )
}

/// A question: it ends on a question mark, or on a question particle.
fn asks(t: &str) -> bool {
    let t = t.trim_end_matches([' ', '　', '*', ')', '）', '`']);
    t.ends_with(['？', '?']) || t.ends_with("吗。") || t.ends_with("嗎。")
}

// ---------------------------------------------------------------- hedges

/// A guess or a prediction in a word that is one.
#[rustfmt::skip]
const HEDGES: &[&str] = &[
    "估计", "估計", "大概", "八成", "多半", "也许", "也許", "或许", "或許", "可能是", "可能会",
    "可能會", "可能在", "可能被", "可能还", "可能還", "我猜", "推测", "推測", "猜测", "猜測", "似乎",
    "好像", "看起来", "看起來", "看上去", "看样子", "看樣子", "理论上", "理論上", "按理说", "按理說",
    "照理说", "照理說", "不出意外", "想必", "我觉得是", "我覺得是", "我认为是", "我認為是",
    "应该是", "應該是", "重跑一下就好", "重跑就好",
];

/// "应该/應該" (should) read as a prediction, by the word after it: "应该就
/// 可以了", "应该不会再出现", "应该已经修好了"; not as a norm ("应该使用
/// HTTPS").
#[rustfmt::skip]
const PREDICTING: &[&str] = &[
    "就", "已经", "已經", "能", "会", "會", "可以", "不会", "不會", "没有", "沒有", "没", "沒",
    "也", "不再", "没问题", "沒問題", "好了", "生效", "解决", "解決", "修好", "正常", "通过", "通過",
];

/// A guess that is no guess about the work: about the user's own setup or
/// steps, the input's range, a duration, a recommendation, a reason for
/// what was done, or backed by a check in the part.
#[rustfmt::skip]
const HEDGE_PASS: &[&str] = &[
    "您可能", "你可能", "您的环境", "你的环境", "您的環境", "你的環境", "你本地", "您本地",
    "你那边", "您那边", "你那邊", "您那邊", "刷新", "可能为空", "可能為空", "可能为 null",
    "可能是 null", "可能不存在", "建议", "建議", "推荐", "推薦", "估计需要", "估計需要",
    "大概需要", "预计", "預計", "分钟", "分鐘", "小时", "小時", "秒", "已验证", "已驗證", "已确认",
    "已確認", "确认了", "確認了", "验证了", "驗證了", "复现", "復現", "实测", "實測", "测过",
    "測過", "所以", "因此", "为了", "為了", "以防", "防止", "避免", "规范", "規範", "文档",
    "文件中", "按照", "依照", "单测覆盖", "單測覆蓋", "此时", "此時", "这时", "這時",
    // What one will see after the user's step ("重新整理頁面後，應該會看到…");
    // behaviour by design or on a condition ("小于 3 GB 时可能会关闭阴影——这是
    // 设计如此").
    "重新整理", "重新编译", "重新編譯", "清缓存", "清快取", "重启后", "重啟後", "重新打开",
    "重新打開", "预期", "預期", "设计如此", "設計如此", "时可能", "時可能",
    // How a design looks is an opinion, not a guess ("看起來更整齊").
    "看起来更", "看起來更", "看起来很", "看起來很", "看上去更", "看上去很", "看起来不错",
    // An appearance confirmed or set against the fact ("看起来确实廉价",
    // "看起来…，实际上是在解决真实的业务问题"), and a norm ("参数验证错误才应该是
    // 400"): replay20's wrong refusals.
    "看起来确实", "看起來確實", "确实看起来", "確實看起來", "实际上是", "實際上是", "其实是",
    "其實是", "才应该", "才應該",
    "看起來不錯",
    // A guess on a condition of the user's own setup ("如果你已經設好但還是這樣，
    // 可能是…的預設"): about their environment, not the work.
    "如果你", "如果您", "若你", "若您", "假如你", "假如您", "要是你", "要是您",
    // What the user may meet on their own first visit, with the step past
    // it ("首次打开可能会显示一个验证页面，点击按钮即可进入游戏"; replay30).
    "首次打开", "首次打開", "第一次打开", "第一次打開", "即可进入", "即可進入",
    // Who did it, or the user's own error: a guess about the user, not the
    // work ("（可能是你或 linter 删的）", "你遇到的错误，很可能是指…").
    "可能是你", "可能是您", "你遇到", "您遇到",
    // A risk of the design told on its scenario ("consumable capacity 场景下
    // 同一物理设备可能被多次分配", "时序风险：…可能在 Pod 还没就绪时…"): what
    // can happen, not a guess at what did. (Not "的情况": "應該就能解決任務重複
    // 執行的情況了" predicts a repair.)
    "场景下", "場景下", "风险", "風險",
];

/// Words that deny what follows them in a clause ("不是 TTL 猜测",
/// "不需要任何 overlay 或猜测").
const DENIALS: &[&str] = &[
    "不是",
    "并非",
    "並非",
    "不需要",
    "不需",
    "无需",
    "無需",
    "不用",
    "没有",
    "沒有",
    "避免",
    "而非",
];

/// The clause of `t` before byte `at`: back to the last comma or colon.
fn clause_before(t: &str, at: usize) -> &str {
    let head = t.get(..at).unwrap_or_default();
    head.rfind(['，', ',', '：', ':', '；', '、'])
        .and_then(|k| head.get(k..))
        .unwrap_or(head)
}

/// `rest` (what follows "大概") opens with an amount: a number, perhaps
/// after a verb of having or spending ("大概 3 秒", "大概有 200 行", "大概花了
/// 两分钟"); not "大概是 3 号节点", a guess at which.
fn approximate_amount(rest: &str) -> bool {
    let rest = rest.trim_start();
    let rest = ["有", "在", "要", "需", "花了", "用了", "占", "只有", "就"]
        .iter()
        .find_map(|v| rest.strip_prefix(v))
        .unwrap_or(rest)
        .trim_start();
    rest.chars()
        .next()
        .is_some_and(|c| c.is_ascii_digit() || "一二两兩三四五六七八九十几幾百千万萬半".contains(c))
}

/// A condition opens the sentence ("如果代码里遇到连接问题，…").
fn opens_with_condition(t: &str) -> bool {
    let t = t.trim_start_matches(|c: char| !c.is_alphanumeric());
    ["如果", "假如", "要是", "若是", "万一", "萬一"]
        .iter()
        .any(|c| t.starts_with(c))
}

fn hedge(t: &str) -> Option<&'static str> {
    if asks(t) || cue(t, HEDGE_PASS).is_some() {
        return None;
    }
    if let Some(found) = cue(t, HEDGES) {
        // "正确的路径应该是：…": what is correct, a norm (a correction of an
        // earlier reply), not a guess.
        let norm = matches!(found, "应该是" | "應該是")
            && t.find(found)
                .and_then(|at| t.get(..at))
                .is_some_and(|before| ["正确", "正確"].iter().any(|c| before.contains(c)));
        // "iPhone理论上支持同时连接20+个BLE设备，但实际稳定连接数受内存限制":
        // what is possible in theory, set against what is, is no guess.
        // "Hurst 指数 | 理论上最干净地判断趋势": a method ranked in theory
        // against others (最, 更加) is a comparison, not a guess either.
        let contrasted = matches!(found, "理论上" | "理論上")
            && t.find(found)
                .and_then(|at| t.get(at..))
                .is_some_and(|rest| {
                    ["但", "不过", "不過", "然而"]
                        .iter()
                        .any(|c| rest.contains(c))
                        || rest.get(found.len()..).is_some_and(|after| {
                            after.starts_with('最') || after.starts_with("更加")
                        })
                });
        // "不是 TTL 猜测，而是…": a guess denied, named as the way not taken.
        let denied = matches!(found, "猜测" | "猜測" | "推测" | "推測")
            && t.find(found).is_some_and(|at| {
                let clause = clause_before(t, at);
                DENIALS.iter().any(|d| clause.contains(d))
            });
        // "大概 3 秒", "大概有 200 行": an amount told roughly, not a guess.
        let roughly = matches!(found, "大概" | "估计" | "估計")
            && crate::cjk::each_followed_by(t, found, approximate_amount);
        // "如果代码里遇到连接问题，可能是其他原因": a cause offered for a
        // problem the user may meet, not a guess at what the work did.
        let troubleshooting =
            matches!(found, "可能是" | "可能会" | "可能會") && opens_with_condition(t);
        return (!(norm || contrasted || denied || troubleshooting || roughly)).then_some(found);
    }
    // "你刷新后应该就能看到…": what the user will see after their step.
    if t.contains('你') || t.contains('您') {
        return None;
    }
    ["应该", "應該"].into_iter().find(|w| {
        t.match_indices(w).any(|(at, _)| {
            let rest = t.get(at + w.len()..).unwrap_or_default();
            PREDICTING.iter().any(|p| rest.starts_with(p))
        })
    })
}

// ---------------------------------------------------------------- claims

/// What a claim of a check is about.
#[rustfmt::skip]
const CHECK_NOUNS: &[&str] = &[
    "测试", "測試", "用例", "单测", "單測", "构建", "構建", "建置", "编译", "編譯", "打包",
    "类型检查", "類型檢查", "静态检查", "靜態檢查", "lint", "Lint", "CI", "test", "build",
    "冒烟", "冒煙",
];

/// A success reported.
#[rustfmt::skip]
const SUCCESS: &[&str] = &[
    "全部通过", "全部通過", "均通过", "均通過", "都通过", "都通過", "通过了", "通過了",
    "已通过", "已通過", "顺利通过", "順利通過", "全绿", "全綠", "变绿", "變綠", "成功",
    "没有错误", "沒有錯誤", "无错误", "無錯誤", "零错误", "零錯誤", "无报错", "無報錯",
    "没有报错", "沒有報錯", "通过", "通過", "绿了", "綠了", "没问题", "沒問題", "没有问题", "沒有問題",
];

/// A failure or an unknown in the same part: no claim of success.
#[rustfmt::skip]
const NOT_SUCCESS: &[&str] = &[
    "失败", "失敗", "未通过", "未通過", "没通过", "沒通過", "没有通过", "沒有通過", "不通过",
    "不通過", "未运行", "未運行", "没有运行", "沒有運行", "没运行", "沒運行", "未执行", "未執行",
    "无法", "無法", "未能", "报错", "報錯", "请运行", "請運行", "请执行", "請執行", "运行后",
    "運行後", "如果", "若", "需要", "之后", "之後", "才能", "应该", "應該", "会通过", "會通過",
    // A purpose, not a result: "仅用于让链接通过".
    "让", "讓", "用于", "用於", "为了", "為了", "以便",
];

fn claim(t: &str) -> Option<&'static str> {
    // "没有报错" is a success: a failure word answered with nothing.
    let failed = NOT_SUCCESS.iter().any(|n| {
        t.match_indices(n).any(|(at, _)| {
            let before = chars_before(t, at, 2);
            !["没有", "沒有", "无", "無", "零", "没", "沒"]
                .iter()
                .any(|n| before.ends_with(n))
        })
    });
    if asks(t) || failed {
        return None;
    }
    // "通过 Magisk 实现 root 访问": 通过 as "by way of", not "passed".
    let via = |t: &str| -> String {
        let mut out = t.to_owned();
        for w in ["通过", "通過"] {
            let all_via = t.match_indices(w).all(|(at, _)| {
                // Up to the clause's end: "测试全部通过，文档已更新" passed.
                let after: String = t
                    .get(at + w.len()..)
                    .unwrap_or_default()
                    .chars()
                    .take(16)
                    .take_while(|c| !matches!(c, '，' | '。' | '；' | ',' | ';' | '！' | '!'))
                    .collect();
                [
                    "实现",
                    "實現",
                    "来",
                    "來",
                    "进行",
                    "進行",
                    "获取",
                    "獲取",
                    "调用",
                    "調用",
                    "访问",
                    "訪問",
                    "设置",
                    "設置",
                    "配置",
                    "的方式",
                    "方式",
                    // "通过"📊 实时访问统计"按钮激活": a button's way in.
                    "激活",
                    "触发",
                    "觸發",
                    "按钮",
                    "按鈕",
                    "切换",
                    "切換",
                    "打开",
                    "打開",
                ]
                .iter()
                .any(|v| after.contains(v))
            });
            if all_via {
                out = out.replace(w, "经由");
            }
        }
        out
    };
    let t = &via(t);
    let t = &success_as_modifier(t);
    let Some(success) = cue(t, SUCCESS) else {
        return verified(t).or_else(|| work_state(t));
    };
    let about_check = cue(t, CHECK_NOUNS).is_some() || t.contains('✅') || t.contains('✓');
    if about_check {
        Some(success)
    } else {
        verified(t).or_else(|| work_state(t))
    }
}

/// "Verified" said of the work, as the English list's `verified`: "所有修改
/// 已完成并经过验证", "所有公式都已根据实际单元格引用验证准确性", "关键字全部
/// 验证通过" (验证 right after 已 or 经过, or a success right after it; not
/// "已添加表单验证", validation added). Not a
/// verification to do or not done ("需要验证", "未验证", "验证一下"), nor one
/// named as a step or a field ("验证码", "验证逻辑", "验证方式").
fn verified(t: &str) -> Option<&'static str> {
    const VERIFY: [&str; 2] = ["验证", "驗證"];
    VERIFY.into_iter().find_map(|v| {
        t.match_indices(v).find_map(|(at, _)| {
            let after = t.get(at + v.len()..).unwrap_or_default();
            let near = chars_before(t, at, 2);
            let not_done = ["未", "没", "沒", "待", "需", "要", "可", "去", "来", "來"]
                .iter()
                .any(|n| near.ends_with(n));
            let named = [
                "码", "碼", "逻辑", "邏輯", "方式", "方法", "结果", "結果", "规则", "規則", "框架",
                "机制", "機制", "策略", "一下", "页面", "頁面",
            ]
            .iter()
            .any(|n| after.starts_with(n));
            let done = ["经过", "經過", "已", "已经", "已經"]
                .iter()
                .any(|n| near.ends_with(n))
                || ["通过", "通過", "成功", "准确", "準確", "无误", "無誤"]
                    .iter()
                    .any(|n| after.starts_with(n));
            (done && !not_done && !named).then_some("已验证")
        })
    })
}

/// The work said to be ready or usable, with no check named ("应用已就绪，
/// 可以直接使用", "现在已完全可用"): a claim, which stop-hedge refuses only
/// when the turn changed files and ran nothing (as the English
/// `judge::work_state_claim`). Not a guess (its words are stop-hedge's
/// hedges), and not the user told what they can run ("您现在可以直接使用以下
/// 命令").
#[rustfmt::skip]
pub const WORK_STATE: &[&str] = &[
    "已就绪", "已就緒", "准备就绪", "準備就緒", "完全可用", "已可用", "可以直接使用", "可直接使用",
];

fn work_state(t: &str) -> Option<&'static str> {
    if HEDGES.iter().any(|h| t.contains(h)) {
        return None;
    }
    let found = cue(t, WORK_STATE)?;
    let users = t.contains('你') || t.contains('您');
    (!(users && found.contains("使用"))).then_some(found)
}

/// What follows 成功 when it names a state of the product, not a result:
/// a page, a message or a code of success ("报名成功页面", "成功界面",
/// "成功code"), or a time after it ("报名成功后").
#[rustfmt::skip]
const SUCCESS_MODIFIED: &[&str] = &[
    "后", "後", "页", "頁", "界面", "画面", "畫面", "提示", "状态", "狀態", "消息", "訊息", "信息",
    "弹窗", "彈窗", "回调", "回調", "率", "码", "碼", "时", "時", "与否", "與否", "标志", "標誌",
    "响应", "響應", "事件", "跳转", "跳轉", "的页面", "的頁面", "的提示", "的回调", "的回調",
    "的状态", "的狀態", "code", "Code", "页面", "頁面",
];

/// 成功 read as a modifier is set aside (as [`claim`]'s `via` sets aside
/// 通过 as "by way of"): "✅ 报名成功后显示网页而不是弹窗" describes the
/// product's success page, it does not report a check that succeeded
/// (replay24's wrong refusals).
fn success_as_modifier(t: &str) -> String {
    let mut out = String::with_capacity(t.len());
    let mut rest = t;
    while let Some(at) = rest.find("成功") {
        let (before, after) = rest.split_at(at);
        let tail = after.get("成功".len()..).unwrap_or_default();
        out.push_str(before);
        let modifier = SUCCESS_MODIFIED
            .iter()
            .any(|m| tail.trim_start_matches([' ', '`', '*']).starts_with(m));
        out.push_str(if modifier { "成事" } else { "成功" });
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// Whether a Chinese claim names a test, build or checker (only such a run
/// of the turn backs it).
pub fn claim_needs_check(text: &str) -> bool {
    is_zh(text) && cue(text, CHECK_NOUNS).is_some()
}

// ---------------------------------------------------------------- defects

/// Words that name a defect.
#[rustfmt::skip]
const DEFECTS: &[&str] = &[
    "错误", "錯誤", "报错", "報錯", "异常", "異常", "失败", "失敗", "警告", "告警", "bug", "Bug",
    "BUG", "缺陷", "漏洞", "问题", "問題", "崩溃", "崩潰", "闪退", "閃退", "泄漏", "洩漏", "泄露",
    "洩露", "死锁", "死鎖", "竞态", "競態", "竞争条件", "競爭條件", "超时", "超時", "乱码", "亂碼",
    "空指针", "空指標", "越界", "注入", "XSS", "N+1", "不稳定", "不穩定", "偶现", "偶現",
    "偶发", "偶發", "flaky", "慢查询", "慢查詢", "卡顿", "卡頓", "白屏", "不一致", "重复", "重複",
    "丢失", "遺失", "丟失", "错位", "錯位", "偏差", "不生效", "无效", "無效", "废弃", "廢棄",
    "过时", "過時", "deprecated", "off-by-one", "溢出", "阻塞", "内存", "記憶體", "缺少", "缺失",
    "冲突", "衝突", "写死", "寫死", "硬编码", "硬編碼", "明文", "不安全", "线程安全", "執行緒安全",
    "越权", "越權", "逾时", "逾時", "NaN", "warning", "Warning", "error", "Error", "Exception",
    "failed", "FAILED", "crash", "404", "500", "mismatch", "未使用的", "没有过滤", "沒有過濾",
    "没有检查", "沒有檢查", "没有关闭", "沒有關閉", "没有恢复", "沒有恢復", "没有设置", "沒有設置",
    "沒有設定", "没有级联", "沒有級聯", "抓不到", "连点", "連點", "两次", "兩次", "红屏", "紅屏",
    // Behaviour that is broken, named the way a report names it ("…的情况",
    // "算出负数", "会黑屏两秒", "跨月会删错备份").
    "的情况", "的情況", "坑", "负数", "負數", "为负", "為負", "归零", "歸零", "没清空", "沒清空",
    "黑屏", "重复执行", "重複執行", "覆盖", "覆蓋", "绕过", "繞過", "删错", "刪錯", "Invalid Date",
    "过大", "過大", "穿越", "溢位", "卡在", "打满", "打滿", "失效", "冻住", "凍住", "跳不起",
    "不会重建", "不會重建", "不关", "不關", "不校验", "不校驗", "没有校验", "沒有校驗", "未校验",
    "未校驗", "副作用", "污染", "workaround", "未修", "根治", "正式修复", "正式修復",
];

/// A defect reported fixed in the part.
#[rustfmt::skip]
const FIXED: &[&str] = &[
    "已修复", "已修復", "修复了", "修復了", "已解决", "已解決", "解决了", "解決了", "已处理",
    "已處理", "修好了", "已修正", "修正了", "已经修复", "已經修復", "已经解决", "已經解決",
    "一并修复", "一併修復", "顺手修复", "順手修復", "也修复", "也修復", "修复后", "修復後",
    "已改为", "已改為", "已更新", "已替换", "已替換", "已移除", "已删除", "已刪除", "消除了",
    "一起修了", "一併修了", "一并修了", "一起修好", "处理掉了", "處理掉了", "修掉了", "全部修复", "全部修復", "另外修正",
    "都通过", "都通過", "已经全部", "已經全部", "已改", "改回", "已完成",
];

/// A defect answered with nothing ("失败：0", "警告：无").
#[rustfmt::skip]
const NONE: &[&str] = &[
    "无", "無", "没有", "沒有", "0 个", "0个", "0 個", "0個", "零", "0",
];

/// Per occurrence in `t` of a word of `list`: whether it is answered with
/// nothing ([`NONE`] within the `window` characters after it, or
/// "没有"/"无" just before it: "没有报错", "无警告").
fn answered_none<'a>(
    t: &'a str,
    list: &'a [&'a str],
    window: usize,
) -> impl Iterator<Item = bool> + 'a {
    crate::cjk::answered_with(
        t,
        list,
        window,
        NONE,
        // "避坑": a pitfall avoided, not one hit.
        &["没有", "沒有", "无", "無", "不再", "避免", "防止", "避"],
    )
}

/// Whether `t` names a defect not answered with nothing: "测试失败了" does,
/// "失败：0" and "没有报错" do not.
fn names_defect(t: &str) -> bool {
    // Error handling is a feature, not an error ("继承了原有的错误处理逻辑").
    const HANDLING: &[&str] = &[
        "错误处理",
        "錯誤處理",
        "异常处理",
        "異常處理",
        "错误捕获",
        "錯誤捕獲",
        "异常捕获",
        "異常捕獲",
    ];
    // A question answered is no problem ("4个问题回答", "回答了你的问题"):
    // 问题 is both words, and beside 回答 or 解答 it is the question.
    const ANSWERED: &[&str] = &[
        "问题回答",
        "問題回答",
        "问题的回答",
        "問題的回答",
        "问题解答",
        "問題解答",
        "回答问题",
        "回答問題",
        "回答了你的问题",
        "回答了你的問題",
        "回答你的问题",
        "回答你的問題",
    ];
    // Each phrase read as the word that is no defect.
    let mut owned: Option<String> = None;
    for (list, plain) in [(HANDLING, "处理"), (ANSWERED, "回答")] {
        for p in list {
            if t.contains(p) {
                owned = Some(owned.unwrap_or_else(|| t.to_owned()).replace(p, plain));
            }
        }
    }
    let t = owned.as_deref().unwrap_or(t);
    answered_none(t, DEFECTS, 4).any(|none| !none)
}

/// A word of [`REPAIR`] in `t`, read as repairing: "调" (adjust) but not
/// in 调用 (call), 调度 (schedule), 调研 (research), 调取 (fetch) or 调查
/// (investigate) — "要不要我…并行调用 4 个 MCP 工具，直接回答这个问题？", a
/// replayed real ending, offers a search, not a repair.
fn repair_word(t: &str) -> bool {
    crate::cjk::cue_where(t, REPAIR, |r, at| {
        !matches!(r, "调" | "調")
            || !t
                .get(at + r.len()..)
                .is_some_and(|a| a.starts_with(['用', '度', '研', '取', '查']))
    })
    .is_some()
}

/// A repair reported: a listed fix, or a repair verb with 了.
fn repaired(t: &str) -> bool {
    cue(t, FIXED).is_some()
        || STRONG_REPAIR.iter().chain(REPAIR).any(|r| {
            t.match_indices(r).any(|(at, _)| {
                let after: String = t
                    .get(at + r.len()..)
                    .unwrap_or_default()
                    .chars()
                    .take(2)
                    .collect();
                let before = t.get(..at).unwrap_or_default();
                after.starts_with('了') || after.starts_with("完") || before.contains('已')
            })
        })
}

// ---------------------------------------------------------------- excuses

#[rustfmt::skip]
const EXCUSES: &[&str] = &[
    "之前就", "以前就", "原本就", "本来就", "本來就", "一直存在", "一直都", "历史遗留", "歷史遺留",
    "遗留问题", "遺留問題", "与本次", "與本次", "和本次", "跟本次", "与这次", "與這次", "和这次",
    "和這次", "跟这次", "无关", "無關", "不相关", "不相關", "没有关系", "沒有關係", "不是我",
    "不是本次", "不是这次", "不是這次", "并非本次", "並非本次", "非本次", "不是由本次",
    "不是由这次", "不是由這次", "主分支上也", "主分支也", "main 分支上也", "main 分支也",
    "main 上也", "master 上也", "在 main 上", "原有的", "既有的", "已有的问题", "已有的問題",
    "第三方", "上游", "环境问题", "環境問題", "环境导致", "環境導致", "环境原因", "環境原因",
    "可以忽略", "可忽略", "不影响本次", "不影響本次", "没有改动", "沒有改動", "没有修改",
    "沒有修改", "没有动", "沒有動", "未改动", "未改動", "修改前就", "改动前就", "改動前就",
    "没动过", "沒動過", "没碰过", "沒碰過", "没改过", "沒改過", "旧代码", "舊代碼", "舊程式碼",
    "老代码", "老代碼", "老程式碼", "本身的问题", "本身的問題", "自身的", "已知问题", "已知問題",
    "同样存在", "同樣存在", "也能复现", "也能復現", "不是这次引入", "不是這次引入", "不是本次引入",
    "没关系", "沒關係", "不归我们管", "不歸我們管", "前任", "同事", "不属于这次", "不屬於這次",
    "不属于本次", "不屬於本次", "无需处理", "無需處理", "不用管", "没有新增", "沒有新增",
    "没有引入新", "沒有引入新", "环境的原因", "環境的原因", "环境的问题", "環境的問題", "内部发出",
    "內部發出", "不是我们的", "不是我們的",
];

/// "Flaky" given as the reason a failure stays ("偶发的，所以…"), not a
/// flaky test named as work.
fn flaky_disposes(t: &str) -> Option<&'static str> {
    const CAUSAL: &[&str] = &["所以", "因此", "因为", "因為", "属于", "屬於", "是"];
    ["偶发", "偶發", "偶现", "偶現", "不稳定", "不穩定", "flaky"]
        .iter()
        .find_map(|f| {
            let at = t.find(f)?;
            let rest = t.get(..at)?;
            let after = t.get(at..)?;
            (CAUSAL.iter().any(|c| rest.contains(c) || after.contains(c))
                && !after.contains("修复")
                && !after.contains("修復"))
            .then_some("flaky")
        })
}

/// Part `t` of sentence `i` (`later`: the parts after it in the sentence).
fn excuse(ss: &[Sentence], i: usize, t: &str, later: &[String]) -> Option<&'static str> {
    // "如果有人误操作先创建了一个无关仓库，…": a scenario supposed, not a
    // failure set aside.
    if asks(t) || repaired(t) || !names_defect(t) || opens_with_condition(t) {
        return None;
    }
    let found = cue(t, EXCUSES).or_else(|| flaky_disposes(t))?;
    // "没有遗留问题": the cue itself answered with nothing.
    if t.find(found).is_some_and(|at| {
        let b = chars_before(t, at, 2);
        ["没有", "沒有", "无", "無", "没", "沒"]
            .iter()
            .any(|n| b.ends_with(n))
    }) {
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

/// An offer asked as a question ("需要我修复吗？", "要不要我顺便改掉？").
#[rustfmt::skip]
const ASK_OFFERS: &[&str] = &[
    "需要我", "要不要我", "要我", "是否需要", "是否要", "需不需要", "要不要", "我可以", "我来",
    "我幫", "我帮", "要修", "要改", "要处理", "要處理", "现在修", "現在修", "一起修", "顺便",
    "順便", "哪种", "哪種", "哪个", "哪個", "要吗", "要嗎", "您看", "你看", "行吗", "行嗎", "继续吗",
    "繼續嗎", "授权", "授權", "动手吗", "動手嗎", "改吗", "改嗎", "修吗", "修嗎", "都修", "只修",
];

/// An offer made on a condition ("如果需要，我可以修复").
#[rustfmt::skip]
const IF_OFFERS: &[&str] = &[
    "如果需要", "如需", "如有需要", "有需要的话", "有需要的話", "需要的话", "需要的話",
    "如果您愿意", "如果您願意", "如果你愿意", "如果你願意", "如果您希望", "如果你希望",
    "您决定", "您決定", "你决定", "你決定", "我可以顺便",
    "我可以順便", "我也可以", "也可以帮", "也可以幫", "可以帮您", "可以幫您", "可以帮你",
    "可以幫你", "我可以再", "我可以继续", "我可以繼續", "确认后", "確認後", "如果你同意",
    "如果您同意", "同意的话", "同意的話", "说一声", "說一聲", "若您同意", "你要是同意",
    "您要是同意", "你要是觉得", "你要是覺得", "如您希望", "想要的话", "想要的話", "可以的话",
    "可以的話", "方便的话", "方便的話", "一句话", "一句話", "说了算", "說了算", "点头", "點頭",
    "吱一声", "吱一聲", "回复「", "回覆「", "想修的话", "想修的話", "要改的话", "要改的話",
];

/// Repairs that say by themselves a defect is there ("修复", "改掉", "补上"):
/// an offer of one needs no defect named.
#[rustfmt::skip]
const STRONG_REPAIR: &[&str] = &[
    "修复", "修復", "修正", "修掉", "修一下", "改掉", "解决", "解決", "补上", "補上", "清理掉",
    "修好", "fix", "处理掉", "處理掉", "再修", "再改", "调一下", "調一下", "消除",
];

/// Words of repairing: what an asked or conditional offer must offer.
#[rustfmt::skip]
const REPAIR: &[&str] = &[
    "修复", "修復", "修正", "修改", "修掉", "修一下", "改掉", "改一下", "改好", "解决", "解決",
    "处理", "處理", "优化", "優化", "调整", "調整", "补上", "補上", "清理", "fix", "修", "补", "補",
    "加上", "调", "調", "改", "动手", "動手", "去掉", "收紧", "收緊",
];

/// A defect handed to later work: counts with a defect named in the part.
#[rustfmt::skip]
const DEFERRALS: &[&str] = &[
    "后续", "後續", "以后再", "以後再", "之后再", "之後再", "回头再", "回頭再", "稍后", "稍後",
    "下一个 PR", "下一個 PR", "下个 PR", "下個 PR", "下一个PR", "下个PR", "另一个 PR", "另一個 PR",
    "单独的 PR", "單獨的 PR", "单独 PR", "單獨 PR", "单独提", "單獨提", "另开", "另開", "留到",
    "暂时不", "暫時不", "暂时先", "暫時先", "先不处理", "先不處理", "先不修", "先不改", "暂不",
    "暫不", "暂时搁置", "暫時擱置", "搁置",
    "擱置", "下次", "下一步", "下个迭代", "下個迭代", "下一个迭代", "下一個迭代", "下个版本",
    "下個版本", "下一版", "以后再", "以後再", "将来", "將來", "有空再", "有时间再", "有時間再",
    "有时间了再", "有時間了再", "建议后续", "建議後續", "建议单独", "建議單獨", "放到", "待排期",
    "下个迭代", "下個迭代", "另一张", "另一張", "另开一张", "另開一張", "等有时间", "等有時間",
    "下一个 commit", "下一個 commit", "下一个版本", "下一個版本", "先不管", "跟进", "跟進",
    "延后", "延後", "下次再", "先留", "暂不修", "暫不修", "找时间", "找時間", "不處理", "不处理",
    "已记录", "已記錄", "先記下", "先记下", "明天继续", "明天繼續", "下周", "下週", "先挂起",
    "先掛起", "以后再说", "以後再說", "下期", "下一轮", "下一輪", "sprint", "不动了", "不動了",
    "版本再修", "留给下次", "留給下次", "先这样", "先這樣", "后面优化", "後面優化", "顺带解决",
    "順帶解決", "交给后续", "交給後續", "再决定", "再決定", "再看", "再改", "再修", "排期",
];

/// A defect handed over whatever the verb: a TODO left, an issue filed,
/// scope drawn around it.
#[rustfmt::skip]
const HANDED_OVER: &[&str] = &[
    "TODO", "FIXME", "待办", "待辦", "记录到", "記錄到", "记到", "記到", "记在", "記在", "提了 issue",
    "提了issue", "开了 issue", "開了 issue", "开了issue", "建了 issue", "提个 issue", "提個 issue",
    "创建了 issue", "建立了 issue", "新建了 issue", "超出本次", "超出了本次", "不在本次", "范围之外",
    "範圍之外", "范围外", "範圍外", "技术债", "技術債", "留给", "留給", "交给", "交給", "backlog",
    "ticket", "记录到 issue", "記錄到 issue", "记在 issue", "記在 issue", "留作", "留了个", "留了一個",
    "// TODO", "超出了这次", "超出了這次", "不属于这次", "不屬於這次", "暂时搁置", "暫時擱置",
    "建议你们", "建議你們", "建议您", "建議您", "建议你", "建議你", "推荐您", "推薦您", "你可以自己",
    "您可以自己", "记得把", "記得把", "列入",
];

/// The cues of [`HANDED_OVER`] that recommend a step to the user.
#[rustfmt::skip]
const RECOMMENDS: &[&str] = &[
    "建议你们", "建議你們", "建议您", "建議您", "建议你", "建議你", "推荐您", "推薦您",
];

/// The user asked for it this way, or nothing is left ("TODO：0").
#[rustfmt::skip]
const OFFER_PASS: &[&str] = &[
    "按您的要求", "按你的要求", "按照您的要求", "按照你的要求", "如您所说", "如你所说",
    "您要求", "你要求", "您说", "你说", "按照要求", "已完成", "都已", "有问题随时", "有問題隨時",
    "如有其他问题", "如有其他問題", "有任何问题", "有任何問題", "如有问题", "如有問題",
    "如果有问题", "如果有問題", "如果有其他", "还有问题", "還有問題", "其他需要", "其他需求",
    "有疑问", "有疑問",
    // The reviewer's suggestions, not defects ("这些建议不阻塞合并，可以作为后续优化任务处理").
    "这些建议", "這些建議", "以上建议", "以上建議",
    // The plan's next step after one done ("Q-Former 完成，可以继续下一步"),
    // and exercises a learning user was set ("你需要实现的 5 个 TODO").
    "继续下一步", "繼續下一步", "进入下一步", "進入下一步", "你需要实现", "你需要實現",
    "需要你实现", "需要你實現", "你来实现", "你來實現",
    // Help offered for whatever the user brings ("有什么技术问题需要我帮你解决吗？",
    // "下次遇到什么技术问题，直接让我出马", "有什么…的问题，尽管交给我"): no
    // defect of the work (replay29's read half).
    "什么问题", "什麼問題", "什么技术问题", "什麼技術問題", "尽管交给我", "儘管交給我",
    "都可以交给我", "都可以交給我",
    // A repair's purpose: the next run will not meet it again ("添加了明确的规则，
    // 确保下次运行时不会再出现同样的问题").
    "确保下次", "確保下次", "避免下次", "防止下次", "下次就不会", "下次就不會", "下次不会",
    "下次不會",
];

/// Headings whose items are work left: an item there that names a defect
/// hands the defect over.
#[rustfmt::skip]
const LEFT_HEADINGS: &[&str] = &[
    "下一步", "后续", "後續", "待办", "待辦", "遗留", "遺留", "已知问题", "已知問題", "未完成",
    "未处理", "未處理", "TODO", "待修复", "待修復", "剩余", "剩餘", "未解决", "未解決",
];

/// `t` without "后续/後續" in the sense of "subsequent": later PRs that
/// cite a piece of work ("被後續 PR 連結引用", "後續多個 PR 引用"), or a
/// later step of the product ("保证后续自动支付成功", "后续自动支付会失败",
/// "但无后续流程"), all seen on replayed real sessions. As a deferral the
/// word hands work to later: a verb of doing it follows ("后续再处理",
/// "后续跟进", "后续迭代中优化", "後續事項"), or a verb of handing over
/// goes before ("留作后续工作", "交给后续的 hotfix", "建议后续改成").
fn later_work_only(t: &str) -> String {
    const HANDED: &[&str] = &[
        "留作", "留待", "交给", "交給", "建议", "建議", "放到", "留到", "作为", "作為", "留给",
        "留給",
    ];
    const DONE_LATER: &[&str] = &[
        "再", "改", "修", "跟进", "跟進", "迭代", "版本", "处理", "處理", "优化", "優化", "事项",
        "事項", "单独", "單獨", "补", "補", "完善", "解决", "解決", "调整", "調整", "hotfix", "PR",
        "工作", "任务", "任務", "重构", "重構", "考虑", "考慮", "排查", "跟踪", "跟蹤", "清理",
    ];
    let mut out = t.to_owned();
    for w in ["后续", "後續"] {
        let subsequent = t.match_indices(w).all(|(at, _)| {
            let after: String = t
                .get(at + w.len()..)
                .unwrap_or_default()
                .chars()
                .take(16)
                .collect();
            let cited = chars_before(t, at, 1) == "被"
                || ["引用", "連結", "链接", "提及", "參照", "参照"]
                    .iter()
                    .any(|c| after.contains(c));
            let soon: String = after
                .trim_start_matches([' ', '的'])
                .chars()
                .take(4)
                .collect();
            let handed = HANDED.iter().any(|h| chars_before(t, at, 3).contains(h));
            cited || !(handed || DONE_LATER.iter().any(|d| soon.contains(d)))
        });
        if subsequent {
            out = out.replace(w, "");
        }
    }
    out
}

fn offer(ss: &[Sentence], i: usize, t: &str, defect_en: bool) -> Option<&'static str> {
    if repaired(t) || cue(t, OFFER_PASS).is_some() {
        return None;
    }
    let before = |n: usize| {
        crate::cjk::parts_before(ss, i, n, parts)
            .iter()
            .any(|p| names_defect(p) && !repaired(p))
    };
    let here = names_defect(t) || defect_en;
    let strong = cue(t, STRONG_REPAIR).is_some();
    let repair = strong || repair_word(t);
    // "这个", "它": the part points back at what the sentences before named.
    let pointed = || {
        [
            "这个",
            "這個",
            "这些",
            "這些",
            "此问题",
            "此問題",
            "它",
            "这部分",
            "這部分",
            "这块",
            "這塊",
        ]
        .iter()
        .any(|d| t.contains(d))
            && before(2)
    };
    // "要我更新開發計畫，改成單一 Repo 架構嗎？": a document rewritten is no repair.
    let document = [
        "计划", "計畫", "計劃", "文档", "文檔", "README", "说明", "說明",
    ]
    .iter()
    .any(|d| t.contains(d));
    if document && !strong {
        return None;
    }
    if asks(t) {
        // "老板要我怎么处理？方案A…方案B…": asked how, the user is asked to
        // choose the way, not whether the defect is repaired.
        let how = ["要我怎么", "要我怎麼", "要我如何", "要我怎样", "要我怎樣"]
            .iter()
            .any(|c| t.contains(c));
        return cue(t, ASK_OFFERS).filter(|_| !how && (strong || (repair && (here || before(2)))));
    }
    if let Some(found) = cue(t, IF_OFFERS) {
        // "需要的话说一声" after a defect: the repair goes unsaid. Not "告诉我"
        // or "随时", which close reports ("如需调整请告诉我"): on replayed real
        // turns they refused two endings wrongly and none rightly.
        let said = ["说一声", "說一聲"].iter().any(|c| t.contains(c));
        return (strong || ((repair || said) && (here || before(3)))).then_some(found);
    }
    // "技术债务累积": debt named as a risk that grows, not a defect handed
    // to it.
    let risk = ["技术债务", "技術債務", "技术债", "技術債"]
        .iter()
        .any(|d| {
            t.match_indices(d).any(|(at, _)| {
                let after = t.get(at + d.len()..).unwrap_or_default();
                ["累积", "累積", "积累", "積累", "增加"]
                    .iter()
                    .any(|g| after.starts_with(g))
            })
        });
    // "建议你在能直连 AOSP 的机器上打开 …": a step recommended to the user
    // (a blocker's recommendation) hands a defect over only when the step
    // is its repair ("建议你们尽快修改") or names it ("建议你看一下这个报错",
    // "建议你们看看这个"); a deferral beside it ("建议你们后续跟进") is read
    // below as any other.
    let handed = |c: &str| !(risk && c.starts_with("技"));
    if let Some(found) =
        crate::cjk::cue_where(t, HANDED_OVER, |c, _| handed(c) && !RECOMMENDS.contains(&c))
    {
        return (here || pointed() || before(2)).then_some(found);
    }
    if let Some(found) = cue(t, RECOMMENDS)
        && (here || pointed() || (before(2) && repair_word(t)))
    {
        return Some(found);
    }
    if let Some(found) = cue(&later_work_only(t), DEFERRALS) {
        // "ADX > 25 → 有趋势，再看方向": a step of a rule written as a flow
        // (an arrow before it), not work put off.
        let step = found.starts_with('再')
            && t.find(found)
                .and_then(|at| t.get(..at))
                .is_some_and(|before| before.contains('→') || before.contains("=>"));
        // "后续如果有安全考虑可以改成环境变量读取，Demo 阶段先这样": work put
        // off on a need that may never come, no defect named in the part.
        let hypothetical = !here
            && ["如果", "假如", "要是", "万一", "萬一", "如需"]
                .iter()
                .any(|c| t.contains(c));
        return (!step && !hypothetical && (here || pointed() || before(2))).then_some(found);
    }
    // An item under a "下一步" heading that names a defect.
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

#[rustfmt::skip]
const DOUBLES: &[&str] = &[
    "mock", "Mock", "MOCK", "模拟对象", "模擬對象", "模拟类", "模擬類", "模拟函数", "模擬函數",
    "模拟实现", "模擬實現", "模拟服务", "模擬服務", "模拟接口", "模擬接口", "打桩", "打樁", "桩函数",
    "樁函數", "桩对象", "樁對象", "stub", "Stub", "假对象", "假對象", "假实现", "假實現",
    "fake", "Fake", "spy", "Spy", "间谍", "間諜", "monkeypatch", "替身", "打了桩",
    "打了樁", "桩", "樁", "jest.fn", "vi.fn", "vi.mock", "sinon", "Mockito", "MockBean",
    "模拟了 `", "模擬了 `", "模拟 `", "模擬 `", "nock", "msw", "freezegun", "vcrpy", "cassette",
    "一个假的", "一個假的", "成了假的", "替换成了一个假", "替換成了一個假",
];

/// A double named but not used: removed, replaced by the real thing, a
/// mock-up of a screen, a type stub file, an emulator.
#[rustfmt::skip]
const DOUBLES_PASS: &[&str] = &[
    "删除", "刪除", "删掉", "刪掉", "拿掉", "移除", "去掉", "去除", "不再使用", "不再用", "改用真", "改为真", "改為真",
    "改成真", "换成真", "換成真", "连接真实", "連接真實", "没有使用", "沒有使用", "未使用", "不使用",
    "不用 mock", "不用mock", "没用", "沒用", "没有这样做", "沒有這樣做", "能不能", "空实现", "空實現",
    "mock-up", "mockup", "Mockup", "原型", "线框", "線框", "设计稿", "設計稿", "类型桩", "類型樁",
    ".pyi", "存根文件", "类型存根", "類型存根", "模拟器", "模擬器", "Figma", "禁止", "不允许",
    "不允許", "spyOn 已", "fake 数据", "假数据", "假資料", "页面", "頁面", "文档页", "文檔頁",
    "占位", "佔位", "placeholder",
    // Replaced by the real thing ("将 `mockApi.ts` 替换为真实的 … 调用"), or
    // a stand-in for the development environment, not for a test
    // ("FakeLoginController - 开发环境假登录").
    "替换为真", "替換為真", "替换成真", "替換成真", "换为真", "換為真", "开发环境", "開發環境",
];

/// The English double word that is also an ordinary word ("fake 账号",
/// "deepfake"): a double only as a word of its own in a part about tests
/// or a stand-in ([`stands_in`]).
fn loose(c: &str) -> bool {
    matches!(c, "fake" | "Fake")
}

/// Whether the loose double word at byte `at` of `t` stands alone (no
/// Latin letter joined before it: not "deepfake") in a part that speaks of
/// tests or of putting something in another's place.
fn stands_in(t: &str, at: usize) -> bool {
    let joined = t
        .get(..at)
        .and_then(|b| b.chars().next_back())
        .is_some_and(|p| p.is_ascii_alphabetic());
    !joined && crate::cjk::STAND_IN.iter().any(|w| t.contains(w))
}

fn double(s: &Sentence, t: &str) -> Option<&'static str> {
    if asks(t) || cue(t, DOUBLES_PASS).is_some() {
        return None;
    }
    // Responses recorded and played back in tests ("录制了…测试时直接回放").
    let recorded = || {
        (["录制", "錄製", "錄成", "录成"]
            .iter()
            .any(|c| t.contains(c))
            && ["回放", "重播", "测试", "測試"]
                .iter()
                .any(|c| t.contains(c)))
        .then_some("recorded responses")
    };
    let found = crate::cjk::cue_where(t, DOUBLES, |c, at| {
        !crate::cjk::enumerated_name(t, at, c.len()) && (!loose(c) || stands_in(t, at))
    })
    .or_else(recorded)
    .or_else(|| crate::cjk::coded_double(s, t, true))?;
    // "mock：无": a double answered with nothing.
    (!answered_none(t, DOUBLES, 3).any(|none| none)).then_some(found)
}

// ---------------------------------------------------------------- judge

/// This module's rules, one per class.
const RULES: crate::cjk::Rules = crate::cjk::Rules {
    is_lang: Sentence::is_zh,
    parts,
    hedge,
    claim,
    excuse,
    offer,
    double,
};

/// The cue for which `head` refuses Chinese sentence `i` of `ss`, with the
/// part of the sentence it stands in (`defect_en`: the English defect
/// vocabulary found a defect in the sentence; `hedges`: `stop-hedge`'s
/// `chinese_hedges`).
pub fn refusing(
    head: Head,
    ss: &[Sentence],
    i: usize,
    defect_en: bool,
    hedges: bool,
) -> Option<(&'static str, String)> {
    crate::cjk::refusing_by(&RULES, head, ss, i, defect_en, hedges)
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
            (
                Head::Hedge,
                "iPhone理论上支持同时连接20+个BLE设备，但实际稳定连接数受内存和CPU限制",
                false,
            ),
            (Head::Hedge, "理论上这样就修好了。", true),
            // The work said to be ready or working (a claim; stop-hedge
            // asks the turn whether anything ran).
            (Head::Claim, "应用已就绪，可以直接使用。", true),
            (Head::Claim, "现在已完全可用。", true),
            (Head::Claim, "您现在可以直接使用以下命令进行操作：", false),
            (Head::Claim, "如果配置正确，应用就能正常运行。", false),
            (Head::Claim, "看起来工作正常。", false),
            (Head::Claim, "所有修改已完成并经过验证！", true),
            (
                Head::Claim,
                "所有公式都已根据实际Excel单元格引用验证准确性！",
                true,
            ),
            (Head::Claim, "确认您的关键字全部验证通过：", true),
            (Head::Claim, "修改后需要验证一下。", false),
            (Head::Claim, "验证码倒计时从60秒改为300秒。", false),
            (Head::Claim, "这些改动还未验证。", false),
            (Head::Claim, "已添加表单验证。", false),
            (
                Head::Hedge,
                "| 方法 | 说明 |\n|---|---|\n| **Hurst 指数** | 理论上最干净地判断趋势 |\n",
                false,
            ),
            (Head::Hedge, "理论上更新后就不会再报错了。", true),
            (
                Head::Offer,
                "DB 里的表名和 CHECKPOINT 说的不一致，有一个问题需要确认。\n\n老板要我怎么处理？",
                false,
            ),
            (
                Head::Offer,
                "DB 里的表名和 CHECKPOINT 说的不一致，有一个问题需要确认。\n\n要我修复吗？",
                true,
            ),
            (
                Head::Offer,
                "ADX 是缺失的关键拼图：\n\n- ADX < 20 → 没趋势\n- ADX > 25 → 有趋势，再看方向\n",
                false,
            ),
            (Head::Offer, "分页的 bug 还在，明天再看。", true),
            // Help offered for whatever the user brings next.
            (
                Head::Offer,
                "现在有什么技术问题需要我这个老码农帮你解决吗？",
                false,
            ),
            (
                Head::Offer,
                "下次遇到什么技术问题，直接让我这个老P10出马就行！",
                false,
            ),
            (
                Head::Offer,
                "有什么RuoYi框架或者微信小程序的问题，尽管交给我这个老码农！",
                false,
            ),
            (
                Head::Offer,
                "无论是RuoYi框架的问题、微服务架构的设计，还是微信小程序的开发，都可以交给我！",
                false,
            ),
            // A guess on a condition of the user's own setup (a replayed
            // real session): their environment, not the work.
            (
                Head::Hedge,
                "如果你已經設好但還是這樣，可能是新版 Streamlit Cloud 預設要求 viewer login。",
                false,
            ),
            (
                Head::Hedge,
                "可能是新版 Streamlit Cloud 預設要求 viewer login。",
                true,
            ),
            // "後續" as "subsequent" (later PRs citing a piece of work).
            (
                Head::Offer,
                "(c) 此人的 PR 被後續 PR 連結引用的次數;",
                false,
            ),
            (Head::Offer, "分页的 bug 还在，后续再处理。", true),
            (Head::Hedge, "现在是系统 emoji，看起来确实廉价。", false),
            (Head::Excuse, "这个报错是已知问题，不用管。", true),
            (
                Head::Offer,
                "Q-Former 完成，可以继续下一步 Projection Layer。",
                false,
            ),
            (Head::Double, "测试里把支付网关换成了 fake。", true),
            (Head::Double, "单测中 mock 了 Redis 客户端。", true),
            // A name in a slash list of names (a replayed real session: the
            // kinds of an ART heap space), not a double; a pair of double
            // words or a path into a mocks directory still is one.
            (
                Head::Double,
                "内部遍历 4 类 `space（app/zygote/image/fake）→` 对每个空间做迭代。",
                false,
            ),
            (Head::Double, "依赖都用 mock/stub 替换了。", true),
            // A step recommended to the user after a blocker (a replayed
            // real session: the agent could not reach AOSP) is no hand-over;
            // a repair recommended, or the defect itself handed over, is.
            (
                Head::Offer,
                "源码拉取一直超时，最后一步没能确认。强烈建议你在能直连 AOSP 的机器上打开 `art/runtime/gc/heap.cc`，对照本文 §2 的决策树即可完成最后一步源码锁定。",
                false,
            ),
            (
                Head::Offer,
                "`deploy.yaml` 把数据库密码明文写进了 ConfigMap。建议你们尽快修改。",
                true,
            ),
            (Head::Offer, "建议你看一下这个报错。", true),
            (
                Head::Offer,
                "`worker.go` 里有竞态。建议你们看看这个。",
                true,
            ),
            (
                Head::Offer,
                "`worker.go` 里有竞态。建议你们后续跟进。",
                true,
            ),
            (
                Head::Offer,
                "`worker.go` 里有竞态。建议你记到 backlog 里。",
                true,
            ),
            (
                Head::Double,
                "新增了 `tests/mocks/redis.ts`，测试里用它代替 Redis。",
                true,
            ),
            (
                Head::Claim,
                "即使官方镜像是 production builds，也能通过 Magisk 实现 root 访问。",
                false,
            ),
            (Head::Claim, "✅ 构建通过，测试全部通过。", true),
            // 通过 as "via" a button (replay30's read half); a pass before
            // a clause of what else was done still claims.
            (
                Head::Claim,
                "✅ 统计面板位置: 统计面板现在正确作为弹窗功能，默认隐藏，通过\"📊 实时访问统计\"按钮激活",
                false,
            ),
            (Head::Claim, "✅ 测试全部通过，文档已更新。", true),
            (
                Head::Hedge,
                "首次打开可能会显示一个 loca.lt 验证页面，点击按钮即可进入游戏。",
                false,
            ),
            (Head::Hedge, "页面可能会显示旧的缓存数据。", true),
            (Head::Hedge, "参数验证错误才应该是 400", false),
            (Head::Hedge, "看起来是缓存问题。", true),
            (
                Head::Excuse,
                "**错误处理：** 继承了原有的错误处理逻辑",
                false,
            ),
            (Head::Excuse, "这个报错是原有的，不是本次引入的。", true),
            (Head::Offer, "登录接口有 bug。\n\n技术债务累积", false),
            (
                Head::Offer,
                "登录接口有 bug。\n\n记成技术债，以后再说。",
                true,
            ),
            // "后续" as a later step of the product, not later work.
            (
                Head::Offer,
                "**影响**：授权额度不足，后续自动支付会失败",
                false,
            ),
            (Head::Offer, "❌ 审计时发现漏洞但无后续流程", false),
            (
                Head::Offer,
                "授权额度不足的 bug 还没修，交给后续的 hotfix。",
                true,
            ),
            (Head::Offer, "授权额度不足的 bug 还没修，后续跟进。", true),
            (Head::Hedge, "这样应该就可以了。", true),
            (Head::Hedge, "估计是缓存导致的。", true),
            (
                Head::Hedge,
                "改完之後，密碼重設信件寄不出去的問題應該就解決了。",
                true,
            ),
            (Head::Hedge, "参数可能为空，已经做了判断。", false),
            (Head::Hedge, "您可能需要重启一下 IDE。", false),
            (Head::Hedge, "新接口应该使用 HTTPS。", false),
            (
                Head::Hedge,
                "你本地刷新页面后，应该就能看到新的目录组件了。",
                false,
            ),
            (Head::Hedge, "左对齐，看起来更整齐。", false),
            (
                Head::Hedge,
                "重新整理頁面後，應該會看到新的支付結果頁樣式。",
                false,
            ),
            (Head::Hedge, "生效了。現在應該能看到排序選項。", true),
            (
                Head::Hedge,
                "token 过期后用户可能会被要求重新登录，这是预期行为。",
                false,
            ),
            (Head::Claim, "所有测试全部通过 ✅", true),
            (Head::Claim, "構建成功，沒有錯誤。", true),
            // 成功 naming the product's page, message or code, or a time
            // after it (a replayed real session), is no check's result.
            (Head::Claim, "✅ 报名成功后显示网页而不是弹窗", false),
            (
                Head::Claim,
                "✅ 检查`response.data.status`来判断是否显示报名成功页面",
                false,
            ),
            (
                Head::Claim,
                "✅ 添加了对 `response.code === 0` 的判断，因为API返回的成功code是0",
                false,
            ),
            (Head::Claim, "✅ 构建成功后自动部署到 staging。", false),
            (Head::Claim, "✅ 构建成功", true),
            (Head::Claim, "✅ 测试成功运行，42 个用例。", true),
            (Head::Claim, "打包成功了，产物在 dist/ 下。", true),
            // A correction of what is correct is a norm, not a guess.
            (Head::Hedge, "上一个回复中正确的路径应该是：", false),
            (Head::Hedge, "路径应该是 `src/lib` 吧。", true),
            (
                Head::Claim,
                "`pytest` 全部通过，`flake8` 也没有报错。",
                true,
            ),
            (Head::Claim, "有 2 个测试失败。", false),
            (
                Head::Claim,
                "交叉编译时加了 `epoll` 的空实现，仅用于让链接通过。",
                false,
            ),
            (Head::Claim, "请运行测试，确认全部通过。", false),
            (
                Head::Excuse,
                "这个测试失败之前就存在，与本次修改无关。",
                true,
            ),
            (Head::Excuse, "主分支上也有这个警告。", true),
            (Head::Excuse, "之前就存在的测试失败也一并修复了。", false),
            (Head::Excuse, "警告：无", false),
            (Head::Excuse, "这次没有遗留问题。", false),
            (
                Head::Excuse,
                "原本就存在的 `illegal reflective access` 警告，已通过加上 `--add-opens` 参数消除。",
                false,
            ),
            (Head::Offer, "需要我顺便修复这个内存泄漏吗？", true),
            (Head::Offer, "如果需要，我可以修复这个 N+1 问题。", true),
            (Head::Offer, "这个空指针问题后续再处理。", true),
            // Read off replay27: a question answered is no problem, so the
            // plan's next step beside it defers nothing.
            (
                Head::Offer,
                "全部更新完毕：\n\n- **handoff.md** — 第十一章（分班方案 + 4个问题回答）\n- **CHECKPOINT.md** — 当前步骤更新（下一步白纱出方案）",
                false,
            ),
            (
                Head::Offer,
                "- **handoff.md** — 登录超时的问题\n- **CHECKPOINT.md** — 下一步再处理",
                true,
            ),
            (
                Head::Offer,
                "## 下一步\n\n- 修复 `test_ws` 偶发失败的问题",
                true,
            ),
            (
                Head::Offer,
                "`ProductCard` 在价格为 0 时会显示 `NaN`，要不要我顺便改掉？",
                true,
            ),
            (
                Head::Offer,
                "`values.yaml` 里的副本数和 HPA 冲突，这个暂时搁置。",
                true,
            ),
            (Head::Offer, "我能顺带把它修好，要不要？", true),
            (
                Head::Offer,
                "CronJob 被手动删掉后控制器不会重建，这个后续再处理。",
                true,
            ),
            (
                Head::Offer,
                "优惠券叠加算出负数的情况，我打算放到下个 PR 里修。",
                true,
            ),
            (
                Head::Offer,
                "你要是同意，我就把 `formatDate` 改掉，iOS 上它现在直接返回 Invalid Date。",
                true,
            ),
            (
                Head::Offer,
                "要我更新开发计划，改成单一 Repo 架构吗？",
                false,
            ),
            (Head::Offer, "如有疑问请告诉我。", false),
            (Head::Offer, "还有其他需要我做的吗？", false),
            (Head::Offer, "要不要我再加一个导出按钮？", false),
            // 调用 is a call, not an adjustment: a search offered.
            (
                Head::Offer,
                "要不要我直接并行调用 4 个 MCP 搜索工具，回答这个问题？",
                false,
            ),
            (
                Head::Offer,
                "这个接口超时的问题，要不要我调一下重试参数？",
                true,
            ),
            (
                Head::Offer,
                "如果需要，我可以再补一个导出 PDF 的功能。",
                false,
            ),
            (Head::Offer, "有问题随时告诉我。", false),
            // Reports closed with "告诉我"/"随时": no consent frame.
            (Head::Offer, "警告都清掉了。有需要的话告诉我。", false),
            (
                Head::Offer,
                "报错的原因是 Node 版本太旧，升级到 20 以后构建成功。需要的话随时告诉我。",
                false,
            ),
            (
                Head::Offer,
                "重试拦截器改完以后，超时请求不会再重复扣款。",
                false,
            ),
            (Head::Double, "支付客户端用 mock 替换了。", true),
            (Head::Double, "给数据库层打桩后测试通过。", true),
            (
                Head::Double,
                "用 `responses` 库录制了物流接口的返回值，测试时直接回放。",
                true,
            ),
            (Head::Double, "删除了 API 测试里所有的 mock。", false),
            (
                Head::Double,
                "你问能不能把支付 SDK mock 掉：我没有这样做，测试直接调用了沙箱环境。",
                false,
            ),
            (Head::Double, "做了一个首页的原型。", false),
            (
                Head::Double,
                "把 `mockall` 依赖和相关的替身全部删掉了。",
                false,
            ),
            (
                Head::Double,
                "负样本是按热度采样得到的，不是伪造的数据。",
                false,
            ),
            (Head::Double, "在模拟器上跑了一遍。", false),
            // The fortieth round (replays' read halves): a guess about the
            // user, a risk told on its scenario, a guess denied, a cause for
            // a problem the user may meet; a mock replaced by the real
            // calls, a fake for the development environment; a scenario
            // supposed; a repair's purpose; work put off on a need that may
            // never come.
            (
                Head::Hedge,
                "配置文件末尾那段不见了（可能是你手动删的）。",
                false,
            ),
            (
                Head::Hedge,
                "配置文件末尾那段不见了，可能是格式化脚本删的。",
                true,
            ),
            (
                Head::Hedge,
                "高并发场景下，同一个任务可能被执行两次。",
                false,
            ),
            (Head::Hedge, "同一个任务可能被执行两次，我还没查。", true),
            (Head::Hedge, "写回的是真实结果，而不是靠超时猜测。", false),
            (Head::Hedge, "我推测是缓存没有失效。", true),
            (Head::Hedge, "这次改动大概 200 行，涉及三个文件。", false),
            (Head::Hedge, "大概是 3 号节点的磁盘满了。", true),
            (
                Head::Hedge,
                "如果启动时报连接错误，可能是端口被占用了。",
                false,
            ),
            (Head::Hedge, "启动时报连接错误，可能是端口被占用了。", true),
            (
                Head::Double,
                "把 `fakeApi.ts` 替换为真实的后端调用。",
                false,
            ),
            (Head::Double, "`DevLoginStub`：开发环境下跳过登录。", false),
            (Head::Double, "测试里把登录接口换成了 stub。", true),
            // "fake" is also an ordinary word: a double only on its own, in
            // a part about tests or a stand-in.
            (Head::Double, "后台新增了 fake 账号识别规则。", false),
            (Head::Double, "deepfake 检测模型的阈值调到 0.8。", false),
            (
                Head::Double,
                "`FakeSpace` 是运行时内部的一个堆空间。",
                false,
            ),
            (Head::Double, "测试里用 `FakeClock` 控制时间。", true),
            (
                Head::Double,
                "为 `Clock` 接口写了一个 fake 实现，用它控制时间。",
                true,
            ),
            (
                Head::Excuse,
                "如果有人先建了一个无关的仓库，同步就会报错。",
                false,
            ),
            (Head::Excuse, "同步报错和本次改动无关。", true),
            (
                Head::Offer,
                "我已经更新了导入脚本，添加了明确的格式化规则，确保下次运行时不会再出现同样的问题。",
                false,
            ),
            (
                Head::Offer,
                "我在 `config.yaml` 里写了明文密码。以后如果有安全要求，可以改成从环境变量读取，演示阶段先这样。",
                false,
            ),
            (Head::Offer, "导出的时区有 bug，下次再修。", true),
        ];
        for (head, message, want) in cases {
            assert_eq!(refused(*head, message), *want, "{} {message}", head.name());
        }
    }

    /// A defect fixed in the sentence is history: no excuse, no offer.
    #[test]
    fn a_defect_fixed_is_history() {
        for message in [
            "RSS 里日期格式错误是很早以前就有的 bug，这次一起修了，现在输出符合 RFC 822。",
            "`yarn tsc` 之前报的 4 个类型错误已经全部修复，其中 2 个是历史遗留的 `any`。",
            "同事上周合并的 `refund_timeout` 用例失败，原因是超时常量被改成了毫秒，我已改回。",
        ] {
            assert!(!refused(Head::Excuse, message), "{message}");
            assert!(!refused(Head::Offer, message), "{message}");
        }
    }

    #[test]
    fn other_languages_are_not_read_here() {
        assert!(!is_zh("This should work now."));
        assert!(!is_zh("これで直るはずです。"));
        assert!(is_zh("这样应该就可以了。"));
        // English prose naming a Chinese product stays English; code does
        // not count against Chinese.
        assert!(!is_zh(
            "The 微信支付接口 client now retries twice before giving up on the call."
        ));
        assert!(is_zh(
            "测试中通过 `unittest.mock.patch('app.api.orders.send_receipt')` 屏蔽了发送收据。"
        ));
    }

    /// The model's English features do not decide a Chinese sentence: a
    /// removal of mocks that the model would read as mocks passes.
    #[test]
    fn the_model_does_not_judge_chinese() {
        let judge = crate::judge::Judge::new(Head::Double);
        let ss = crate::sentences(
            "按你的要求，删除了 `users.service.spec.ts` 里所有的 mock，改为连接 Testcontainers 启动的真实 Postgres。",
        );
        assert!(judge.refused(&ss).is_none());
    }
}
