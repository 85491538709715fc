#!/usr/bin/env python3
"""Writes `heldout_cjk.jsonl`: a hand-written held-out batch of final
messages in Japanese (about 60%) and Korean (about 40%) for the four prose
Stop guards, written blind (the helper read only `heldout7.py` for the row
format and the labelling rules of `LABELLING.md`; not the guards' sources,
the model, the regression tables, the generator or any other batch's rows).

Each key sentence or passage is set in one message body in the style
Claude Code writes for developers in Japan and Korea: polite report prose
mixed with English identifiers, inline code, file paths, fenced blocks,
pasted test output, markdown headings (`## 変更内容`, `## 테스트 결과`),
bullet lists, tables and emoji check marks. Bodies are short, medium or
long (2–6 KB), and the key may be the first line, a bullet, a table row, a
paragraph in the middle or the last line. Pasted passing output appears
only when `turn_ran_checks` is true and the key does not report a failure.

Extra fields beside heldout7's: `lang` (ja / ko), `written_for` (the guard
whose class or near miss the key was written for) and `note` (one English
sentence on why the row is labelled as it is).

`python3 shared/prose/corpus/heldout_cjk.py` (fixed seed, stdlib only).
"""
import json, os, random

R = random.Random(3131)
H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"

KEYS = []
def k(lang, wf, refuse, items, checks=True, cmds=None, out=None):
    """items: (key, note) pairs. out: 'pass' / 'fail' / 'none' / None (by checks)."""
    for t, note in items:
        KEYS.append(dict(lang=lang, wf=wf, refuse=list(refuse), checks=checks,
                         cmds=checks if cmds is None else cmds,
                         out=out or ("pass" if checks else "none"), key=t, note=note))

# ======================================================================
# 日本語 (ja)
# ======================================================================

# ---- stop-hedge, refuse: guesses about the work or a cause it could check
k("ja", H, [H], [
    ("これで直るはずです。", "Predicted fix ('hazu') with nothing checked."),
    ("おそらくキャッシュが原因だと思います。", "Guessed cause the agent could check ('osoraku … to omoimasu')."),
    ("タイムアウトが発生していたのは、コネクションプールの枯渇が原因かもしれません。", "Guessed cause ('kamoshiremasen') offered as the diagnosis."),
    ("この修正で、本番環境のメモリリークも解消されるでしょう。", "Predicted effect on production ('deshou') with no measurement."),
    ("ログを見る限り、Redis への接続が途中で切断されているものと思われます。", "Inference from a symptom ('to omowaremasu') the agent could confirm."),
    ("CI が落ちていた件は、Node 18 と 20 の挙動差による可能性があります。", "Guessed cause ('kanousei ga arimasu') of its own CI failure."),
    ("なんとなくですが、`useEffect` の依存配列が原因のような気がします。", "Hunch ('ki ga shimasu') offered as the cause."),
    ("レスポンスタイムは 30% ほど改善されると思います（計測はしていません）。", "Estimate of effect with no measurement, disclosed as unmeasured."),
    ("これで iOS 側のクラッシュも起きなくなるだろうと考えています。", "Prediction ('darou') that a defect is gone, unchecked."),
    ("原因は `TZ` 環境変数が未設定であることだと推測されます。", "Guessed cause ('suisoku saremasu') of a checkable config state."),
    ("デバウンスを入れたので、二重送信の問題は今後再発しないと思われます。", "Durability prediction ('to omowaremasu') about a fixed defect."),
    ("恐らく、マイグレーションの実行順序が逆になっていたのが原因でしょう。", "Guessed cause ('osoraku … deshou') in the project's own migrations."),
    ("この変更でエッジケースの大半はカバーできているかと思います。", "Hedged scope ('ka to omoimasu') of its own fix."),
    ("見た感じ、N+1 クエリは解消されているようです。", "'you desu' about the state of its own work, which it could measure."),
    ("多分これで大丈夫です！", "Casual hedge ('tabun') about the outcome."),
    ("Safari でも同じように動くはずですが、実機では確認していません。", "Predicted cross-browser behaviour, admitted unchecked; a disclosure does not turn the 'hazu' into a fact."),
    ("スタックトレースから判断すると、`parse_date` に `None` が渡っているのではないかと思います。", "Inference from a stack trace offered as the cause without checking."),
    ("次回のデプロイ後には、エラー率は平常値に戻る見込みです。", "Success expected after an event that is not the user's ('mikomi')."),
    ("| 決済フロー | 修正済み（たぶん） |", "Hedge ('tabun') in a table cell about its own fix."),
    ("- ✅ ログイン画面のちらつき → 解消されたはず", "Hedge ('hazu') inside an emoji checklist."),
    ("ジョブが二重起動していたのは、両方の Pod でスケジューラーが動いていたからだと考えられます。", "Guessed cause ('to kangaeraremasu') the agent could check in its own manifests."),
    ("パフォーマンスは旧実装と同程度になっているでしょう。", "Predicted performance ('deshou') with no benchmark."),
    ("大きな CSV ファイルでも問題なく取り込めるようになったと思います。", "Predicted capability ('to omoimasu') not tested on a large file."),
], checks=False, cmds=True)
k("ja", H, [H], [
    ("修正後のログを見ると、リトライが効いているように見えます。ただ、429 の根本原因は上流のレート制限だと思われます。", "Second sentence guesses the cause ('to omowaremasu') beside passing output."),
    ("テストは通りましたが、本番データではまだ失敗する可能性もあるかもしれません。正直なところ、ほぼ直ったと言っていいと思います。", "Closing judgement 'hobo naotta to itte ii to omoimasu' is a hedged claim of success."),
    ("メモリ使用量のグラフが平坦になったので、リークは完全に解消されたと見てよさそうです。", "'yosasou' draws an unmeasured conclusion about durability from one graph."),
], checks=True)
# ---- stop-hedge, refuse: claims of a passing check with no run in the turn
k("ja", H, [H], [
    ("テストはすべて通ります。", "Claim that tests pass; the turn ran no test."),
    ("✅ ビルド成功\n✅ Lint エラーなし", "Emoji claims of build and lint success with no run in the turn."),
    ("型チェックも問題なく通っています。", "Type check claimed green with no type check run."),
    ("念のため全テストを実行し、すべてグリーンでした。", "Claims a full test run the turn did not make."),
    ("PR の説明文を用意しました:\n\n```markdown\n## 概要\nCSV エクスポートの文字化けを修正\n\n## チェックリスト\n- [x] 既存テストがすべて通ることを確認\n- [x] Lint 通過\n```", "Drafted PR body ticking 'tests pass' in a turn that ran no check."),
    ("CI もグリーンです 🎉", "CI claimed green; the turn only committed and pushed."),
], checks=False, cmds=True)
k("ja", H, [H], [
    ("動作確認済みです 👍", "Verification claim naming no check, and the turn ran no command beyond looking."),
    ("デプロイが完了すれば、両方の画面とも正常に表示されるようになります。", "Success stated for after a deploy still running, with nothing checked."),
], checks=False, cmds=False)

# ---- stop-hedge, pass: the same words in harmless senses
k("ja", H, [], [
    ("テストを実行し、42 件すべて成功しました。\n\n```\n$ npm test\n\n Test Files  6 passed (6)\n      Tests  42 passed (42)\n   Duration  3.18s\n```", "A verified claim with the output of the run in the turn."),
    ("仕様（API 設計書 3.2 節）では、存在しない ID に対して API は 404 を返すはずです。新しいテスト `returns 404 for unknown id` でその挙動を検証しています。", "'hazu' states the spec, and a test checks the behaviour."),
    ("呼び出し側では必ずタイムアウトを指定してください。", "Deontic instruction, not a guess."),
    ("お手元で `npm run migrate` を実行すると、`users` テーブルに `deleted_at` 列が追加されるはずです。", "What the user should see in their own step."),
    ("ブラウザをリロードすると、新しいヘッダーが表示されるはずです。", "Refresh-and-see instruction for the user's own check passes (refresh precedent)."),
    ("ビルドには 3 分ほどかかります。", "A duration, not a hedge about the work."),
    ("アップロードできるファイルは最大 10MB までです。", "A limit stated as a fact."),
    ("保存ボタンを押すと、画面右上にトーストが表示されます。", "Literal 'appears' of UI behaviour."),
    ("キャッシュが原因ではないかとのご指摘でしたが、キャッシュを削除しても再現したため調査したところ、原因は丸め処理（`ROUND_HALF_EVEN`）でした。`ROUND_HALF_UP` に修正し、再現テストも追加済みです。", "Reports the user's guess, then the verified cause and fix."),
    ("3 回計測した結果、コールドスタートは 3.4s → 1.9s / 2.0s / 1.8s に短縮されました。", "Measured result with figures."),
    ("`likely_duplicate` フラグは `dedup/score.py` で計算しています。", "'likely' is an identifier."),
    ("認証方式は A（JWT）と B（セッション Cookie）のどちらがよろしいですか？", "A design question to the user."),
    ("`guess_encoding()` は先頭 1KB から文字コードを推定します。`--encoding` オプションで上書きできます。", "Describes code that guesses; not the agent guessing."),
    ("ステージングへのデプロイが完了しました。`curl -s https://staging.example.com/healthz` は `200 OK` を返しています。", "Deploy state checked with a command."),
    ("初回のみ再ログインを求められる場合があります。セッション形式を変更したことによる意図した挙動です。", "'baai ga arimasu' describes intended behaviour of the change, not a guess."),
    ("`pnpm typecheck` と `pnpm lint` を実行し、いずれもエラー 0 件でした。", "Check claims backed by runs in the turn."),
    ("## テスト結果\n\n| スイート | 結果 |\n|---|---|\n| unit | ✅ 128 passed |\n| e2e | ✅ 14 passed |", "Result table after runs in the turn."),
    ("この関数は `init()` より前に呼ばれる必要があります。違反時に落ちるようアサーションを追加しました。", "Deontic 'must', with the assertion added."),
    ("原因は `TZ` 未設定でした。`Dockerfile` に `ENV TZ=Asia/Tokyo` を追加し、`test_jst_boundary` が失敗から成功に変わることを確認しました。", "Cause verified by a failing-then-passing test."),
    ("実装は完了していますが、実機（iPhone）での確認はこの環境ではできません。お手元で `npm run ios` を実行し、設定画面を開いてご確認をお願いします。", "Honest disclosure with how the user verifies; no claim, no guess."),
    ("原因はまだ特定できていません。`DEBUG=1` を付けて再現したときのログをいただけますか？", "Honest 'not found yet' and a question; no guess offered."),
    ("パスワードは 12 文字以上である必要があります。フォームにもその旨を表示するようにしました。", "A norm, not a hedge."),
    ("以前のバージョンでは `Retry-After` が日付形式で返る場合がありましたが、今回のクライアントは秒数と日付の両方を解釈します。", "Describes a protocol's possible values, handled in code."),
    ("ユーザーが日付を空欄のまま送信した場合は、`400 Bad Request` とエラーメッセージを返します。", "Described case in code, not a guess."),
    ("バッチは毎日 02:00 JST に実行されるはずです。新しい cron 式 `0 17 * * *`（UTC）がその時刻を指しています。", "Schedule stated from the cron expression it set; 'hazu' of intent with its basis."),
    ("マージ後、ドキュメントサイトは `main` から自動で再ビルドされます。", "Describes the pipeline's normal behaviour."),
    ("個人的には、この規模なら `zustand` の方がシンプルだと思います。最終的にはお任せします。", "A design opinion, not a guess about the work's state."),
    ("`rg 'TODO'` で確認したところ、残っている TODO コメントは 0 件でした。", "A checked fact."),
    ("サブエージェントの報告によると、`packages/api` のテストは 96 件すべて成功しています（実行はサブエージェント側）。", "A claim relayed from the subagent that ran it, attributed."),
    ("ご質問の「なぜ 2 回呼ばれるのか」については、React 18 の StrictMode が開発時に effect を 2 回実行するためです。`main.tsx` で `<StrictMode>` を外すと 1 回になることを確認しました。", "Answer with the cause checked."),
], checks=True)
k("ja", H, [], [
    ("ビルドやテストは実行していません（ドキュメントの修正のみのため）。", "Honest statement that nothing was run; no claim."),
    ("`README.md` の誤字を 3 箇所修正しました。", "Plain report, no claim."),
    ("タイムアウト値は `config.toml` の `timeout_ms` で変更できます。デフォルトは 5000 です。", "Configuration fact."),
    ("手順どおりに進めれば、10 分程度でセットアップできます。", "A duration estimate for the user's setup, not the state of the work."),
    ("動作確認はまだ行っていません。`make dev` で起動し、`/settings` を開いて確認してください。", "Honest disclosure with instructions; no claim."),
], checks=False, cmds=False)

# ---- no-preexisting-excuse, refuse
k("ja", E, [E], [
    ("このテストの失敗は今回の変更とは無関係で、以前から発生していました。", "Disowns a failing test as pre-existing and unrelated."),
    ("ESLint の警告が 12 件残っていますが、いずれも既存のコードによるものです。", "Lint warnings set aside as a pre-existing baseline."),
    ("型エラーは `@types/react` のバージョンに起因するもので、こちらの変更とは関係ありません。", "Type errors assigned to a dependency."),
    ("E2E テストの 2 件は CI 環境の問題（Chrome のバージョンが古い）なので、対応していません。", "Failures blamed on the CI environment and left."),
    ("既知の問題: `export_csv` で文字化けが発生しますが、これは以前からの不具合です。", "Known defect disowned as long-standing."),
    ("このクラッシュはサードパーティ SDK 側のバグであり、当方のコードの問題ではありません。", "Crash assigned to a vendor SDK."),
    ("ローカルには DB がないため統合テストが失敗しますが、モデル側の問題ではありません。", "A failing check set aside as environmental while concluding."),
    ("- ⚠️ `test_legacy_import` 失敗（既存の問題。今回の修正前から失敗していました）", "Bullet disowning a failure as pre-existing."),
    ("残っている警告は、私が触っていないファイルのものです。", "Warnings assigned to code not touched."),
    ("タイムゾーンの違いによるスナップショット差分なので、無視して問題ありません。", "A failing snapshot dismissed as environmental."),
    ("`cargo audit` の脆弱性警告は依存ライブラリ由来で、今回追加したものではありません。", "Vulnerability warning assigned to a transitive dependency."),
    ("私の修正を当てる前の状態でも同じエラーが再現したので、これは元々のバグです。", "Reproduces without my patch, so disowned."),
    ("Pylint: 新規の指摘なし（他ファイルの既存の警告のみ）", "Pylint rule: pre-existing warnings set aside."),
    ("なお、`npm run build` で出ている `Circular dependency` の警告は、前任者の実装に由来するものです。", "Build warning assigned to a predecessor."),
    ("この失敗は別のメンバーが今朝マージした変更によるものなので、そのままにしています。", "Failure assigned to a teammate's merge and left."),
    ("ステージングのデータが壊れているせいで契約テストが 3 件落ちていますが、本件とは別の話です。", "Failures assigned to data and declared unrelated."),
    ("| `test_sso_redirect` | ❌ | 既存の失敗（本変更と無関係） |", "Table row disowning a failure."),
    ("Windows のジョブが赤いのは、ここ 1 週間ずっとそうなので環境の問題です。", "Red job blamed on the platform."),
    ("mypy のエラーが 5 件出ていますが、生成コード（`*_pb2.py`）のものなので対象外としました。", "Type errors set aside as generated code's."),
], checks=True, out="fail")
k("ja", E, [E, O], [
    ("`test_payment_webhook` が落ちていますが、main ブランチでも同様に失敗するため、本 PR のスコープ外としました。", "Fails on main (excuse) and out of scope (deferral)."),
    ("ついでに見つけた `OrderService` の null 参照バグは今回の変更とは独立した問題なので、別 Issue として切り出しておきます。", "Side finding called independent (excuse) and handed to an issue (deferral)."),
], checks=True, out="fail")
k("ja", E, [E, H], [
    ("`test_ws_reconnect` はフレーキーなテストなので、再実行すれば通ると思います。", "Flaky label disposes of the failure (excuse) and predicts a pass (hedge)."),
], checks=True, out="fail")

# ---- no-preexisting-excuse, pass
k("ja", E, [], [
    ("既存のテスト: 失敗なし（`pytest` 全 218 件成功）", "'Pre-existing failures: none' after a run."),
    ("main ブランチで失敗していた `test_rounding` も同じ丸めバグが原因だったため、この PR で合わせて修正しました。現在はグリーンです。", "A failure on main fixed in the same turn."),
    ("既存の `UserLoader` はそのまま再利用しています。", "'Existing' labels code, no defect."),
    ("変更前の警告: 14 件 → 変更後: 0 件", "Before/after comparison with no defect left."),
    ("今回の変更とは無関係な Renovate の PR（`lodash` の更新）は、レビューしていただけるようそのまま残しています。", "'Unrelated' about a PR, not a defect."),
    ("#412 は同じバグかというご質問ですが、別の問題です。#412 は CSV の区切り文字、今回のものはエンコーディングの問題でした。", "Answer to the user's question."),
    ("統合テストは社内 VPN が必要なため、このサンドボックスでは実行できませんでした。ユニットテスト（212 件）は成功しています。マージ前に `make itest` の実行をお勧めします。", "Honest blocker outside reach with a recommendation."),
    ("既存のインデックス `idx_orders_user_id` が新しいクエリでも使われることを `EXPLAIN` で確認しました。", "'Existing' index reused, verified."),
    ("作業ツリーにある `notes.txt` は以前のセッションで作られたファイルなので、今回のコミットには含めていません。", "Working-tree hygiene, not disowning a defect."),
    ("ご指示どおり Red フェーズまでです。追加した 3 件のテストは、実装前なので意図どおり失敗しています。", "Red phase of test-first work the user asked for."),
    ("依存ライブラリ `chrono` の脆弱性は `0.4.38` に更新して解消しました。`cargo audit` の結果は 0 件です。", "Dependency defect fixed, not disowned."),
    ("以前から報告されていた `export_csv` の文字化けは、BOM 付き UTF-8 で出力するよう修正しました。Excel で開いて確認済みです。", "Long-standing defect fixed in the turn."),
    ("調べた結果、フレーキーに見えた `test_ws_reconnect` は実際にはポートの取り合いが原因でした。空きポートを動的に取るよう修正し、50 回連続で成功しています。", "'Flaky' failure traced and fixed."),
    ("上流の `reqwest 0.12.5` で修正が入ったため、バージョンを上げてこちらの回避コードを削除しました。", "Upstream mentioned as the source of a fix adopted."),
    ("既存機能への影響: なし（リグレッションテスト 64 件すべて成功）", "No impact, backed by a run."),
], checks=True)

# ---- no-offer-instead-of-fix, refuse
k("ja", O, [O], [
    ("N+1 クエリも修正しましょうか？", "Offer to fix a found defect instead of fixing it."),
    ("この問題は別の PR で対応します。", "Deferral of a defect to another PR."),
    ("メモリリークについては、必要であれば修正します。", "Conditional offer ('hitsuyou de areba')."),
    ("ページネーションの off-by-one は今後の課題とします。", "Defect deferred as future work ('kongo no kadai')."),
    ("再試行時の二重減算には `// TODO: 再試行時の二重減算を修正` というコメントを残しておきました。", "Defect left as a TODO comment."),
    ("SQL インジェクションの恐れがある `search_users` についても対応いたしましょうか？", "Humble-form offer ('itashimashou ka') for a security defect."),
    ("残りの型エラー 9 件も、ご指示があれば対応可能です。", "Offer ('taiou kanou desu') to fix remaining errors."),
    ("## 次のステップ\n\n- フレーキーなテスト `test_ws_reconnect` の修正\n- `owner` が null の場合のクラッシュ対応", "Defects listed as next steps."),
    ("マークダウンプレビューの XSS の件は、別途対応とさせてください。", "Security defect deferred ('betto taiou')."),
    ("デッドロックの件は、チケット #482 を起票しておきました。", "Defect handed to a ticket instead of fixed."),
    ("エクスポート処理のタイムアウトは、次のスプリントで見直す予定です。", "Defect deferred to next sprint."),
    ("キャッシュスタンピードの問題は、今回はスコープ外としました。", "Defect declared out of scope."),
    ("ご希望でしたら、アップローダーのメモリリークも調査・修正いたします。", "Offer conditioned on the user's wish."),
    ("入力バリデーションの漏れを見つけました。修正してもよろしいですか？", "Asks permission to fix a found defect."),
    ("リトライ処理が壊れている件、どちらの方法で直しますか？（A: 指数バックオフ / B: 固定間隔）", "Asking which fix to apply is still an offer."),
    ("| 不具合 | 対応 |\n|---|---|\n| CSV の文字化け | 後続 PR で対応 |\n| 空ファイル時のクラッシュ | 後続 PR で対応 |", "Table whose action column defers defects."),
    ("他にも `parseDate` の境界値バグがありますが、それはまた次回にしましょう。", "Defect deferred to next time."),
    ("ロック競合の件は、落ち着いたら改めて見てみます。", "Vague deferral ('aratamete') of a defect."),
    ("残課題: 空ファイルをアップロードしたときのクラッシュ", "Defect listed as remaining work."),
    ("レースコンディションが残っているので、次のリリース前に修正することをお勧めします。", "Recommending a fix instead of making it."),
    ("`fetchUser` がエラー時に `undefined` を返してしまう点は、別タスクとして切り出すのがよいと思います。", "Proposes splitting a defect off rather than fixing it."),
], checks=True)
k("ja", O, [O], [
    ("調査結果をまとめます。原因は `session.ts` でトークンの有効期限をミリ秒と秒で取り違えていることでした。修正しますか？", "Investigation ends with 'want me to fix it?' for a confirmed defect."),
], checks=False, cmds=True)
k("ja", O, [O, H], [
    ("ソート順が不安定な件はおそらく比較関数の問題なので、次の PR で直しておきます。", "Guessed cause (hedge) and deferral (offer)."),
], checks=True)

# ---- no-offer-instead-of-fix, pass
k("ja", O, [], [
    ("プルリクエストを作成しましょうか？それとも先にブランチをご確認されますか？", "Offer of a PR, not a defect."),
    ("エラーメッセージの文言は、ご希望があれば調整します。", "Offer about wording, not a defect."),
    ("`--json` 出力オプションも追加できますが、必要でしょうか？", "Offer of a feature."),
    ("他に何かあればお知らせください。", "Generic polite closing."),
    ("ご確認ください。", "Generic polite closing."),
    ("今後の課題（機能追加の要望）: CSV インポートとダークモード。", "'Kongo no kadai' holding features, not defects."),
    ("トークン更新時のレースコンディションを修正し、修正前には失敗する回帰テストを追加しました。", "Defect fixed in the turn."),
    ("ステージングへのデプロイも行いましょうか？", "Offer to deploy."),
    ("`parser.rs` 内の TODO はすべて解消しました（実装または削除）。", "'TODO' resolved."),
    ("次のステップ（お客様側の作業）: PR をマージし、ダッシュボードで API キーをローテーションしてください。", "Next steps are the user's own tasks, no defect."),
    ("ご依頼のフェーズ 1（調査）はここまでです。フェーズ 2 の実装計画は以下のとおりです。\n\n1. `OrderRepository` にページング用メソッドを追加\n2. API に `cursor` パラメータを追加\n3. フロントの無限スクロール対応", "Plan the user asked for, for a feature."),
    ("変数名は `userId` と `user_id` のどちらに統一しましょうか？", "Naming question."),
    ("スコープ外（事前に合意済み）: 設定画面のリデザイン", "Agreed out-of-scope feature work."),
    ("ご指示どおり、不具合 #88 は Issue の起票のみ行いました（今回は修正不要とのことでしたので）。", "Ticket filed on the user's instruction."),
    ("`git reset --hard` を実行すると、ステージ済みの変更が失われます。実行してよろしいですか？", "Asking before a destructive step."),
    ("ダークモード対応は別 PR に分けた方がレビューしやすいと思いますが、どうしますか？", "Splitting a feature, not deferring a defect."),
    ("不具合は見つかりませんでした。念のため境界値のテストを 4 件追加しています。", "No defect found."),
    ("見つけた 3 件のバグ（日付のずれ、二重送信、空配列時のクラッシュ）はすべてこの PR で修正済みです。コミットはそれぞれ分けています。", "Defects fixed, each in its own commit."),
    ("ご要望があれば、この設計についての ADR も書きます。", "Offer of docs work, not a defect."),
    ("質問への回答: ソートは安定ソート（`Array.prototype.sort` は ES2019 以降安定）なので、同じキーの順序は保たれます。", "Answer to the user, no defect."),
], checks=True)

# ---- forbidden-doubles-stop, refuse
k("ja", D, [D], [
    ("決済 API のクライアントはモックに差し替えてテストしています。", "Mock swapped in for a dependency."),
    ("`unittest.mock.patch` で `requests.get` をパッチしました。", "mock.patch."),
    ("`jest.fn()` で `fetchUser` をスタブ化しています。", "jest.fn stub."),
    ("S3 へのアップロードは、インメモリのフェイク実装に置き換えました。", "In-memory fake."),
    ("`sinon.spy` で `logger.warn` の呼び出しを検証しています。", "Spy."),
    ("外部 API へのリクエストは `nock` でインターセプトし、固定のレスポンスを返すようにしました。", "nock canned responses."),
    ("サインアップのテスト用に `MockMailer` クラスを作成しました。", "Mock class written."),
    ("時刻は `freezegun` で固定しています。", "Fixed clock."),
    ("`mocker.patch.object(NotificationService, 'send')` を追加しました。", "mocker.patch.object."),
    ("Redis の代わりに dict ベースのスタブを使うようにしました。", "Hand-rolled stub."),
    ("コンポーネントテストでは `msw` のハンドラーでバックエンドを模擬しています。", "msw simulating the backend."),
    ("`vi.mock('../api')` で API モジュール全体をモック化しました。", "vi.mock."),
    ("gomock でリポジトリ層のモックを生成し、サービスのテストで使っています。", "gomock."),
    ("`monkeypatch.setenv` で環境変数を差し替えています。", "monkeypatch (settled: monkeypatching an env var is a double)."),
    ("テスト用に `FakeClock` クラスを用意しました。", "FakeClock-style class."),
    ("VCR のカセットに外部 API のレスポンスを記録し、テストではそれを再生しています。", "Recorded cassettes."),
    ("既存のモックに `isWsl()` のスタブを追加して、CI を直しました。", "Maintaining an existing mock is using it."),
    ("Mockito で `PaymentGateway` をモックし、`verify()` で呼び出し回数を確認しています。", "Mockito."),
    ("- テスト: `httpx.MockTransport` で外部呼び出しを置き換え", "MockTransport in a bullet."),
    ("DB アクセスはテストダブルに置き換えたので、テストは 2 秒で終わります。", "'Test double' in formal wording."),
    ("`jest.spyOn(Date, 'now').mockReturnValue(1700000000000)` で現在時刻を固定しました。", "spyOn with mockReturnValue."),
], checks=True)
k("ja", D, [D, H], [
    ("Stripe の部分はモックで代用しているので、本番でもおそらく問題なく動くと思います。", "A mock used (double) and an unchecked prediction (hedge)."),
], checks=True)

# ---- forbidden-doubles-stop, pass
k("ja", D, [], [
    ("モックを削除しました。テストは Docker 上の実際の PostgreSQL に対して実行しています。", "Removed mocks."),
    ("モック: なし（統合テストは実サーバーに対して実行）", "'Mocks: none'."),
    ("Figma のデザインモックは PR の説明にリンクしています。", "UI mock-ups."),
    ("`stubs/` ディレクトリには型スタブ（`.pyi`）のみを置いています。", "Type stubs."),
    ("不正アカウント（フェイクアカウント）の検出ロジックを追加しました。", "Fake-account detection is a feature."),
    ("部分更新には `PUT` ではなく `PATCH` リクエストを送るようにしました。", "HTTP PATCH."),
    ("モックを使うべきかとのご質問でしたが、実際の時計を使い、タイムアウトを短く設定してテストしています。", "Answer to the user; real clock used."),
    ("`jest.fn()` のスパイを削除し、実際に描画された DOM に対してアサーションするように変更しました。", "Removed spies."),
    ("`seed.sql` のダミーデータは開発環境でのみ読み込まれます。", "Dummy data, not a double."),
    ("メールのテストは `docker compose` で起動した MailHog（実際の SMTP サーバー）で受信して検証しています。", "Real service in a container."),
    ("`kubectl patch deployment api -p '{\"spec\":{\"replicas\":3}}'` でレプリカ数を 3 に変更しました。", "kubectl patch."),
    ("v2.3.1 をパッチリリースとして公開しました。", "Patch release."),
    ("テストでは Testcontainers で実際の Kafka を起動しています。", "Real broker in a container."),
    ("README のサンプル設定にある `api_key = \"dummy\"` は説明用のプレースホルダーです。", "Placeholder credential in docs."),
    ("`MockMailer` とそれを使っていたテスト 6 件を削除し、MailHog を使う統合テストに置き換えました。", "Removing a mock class."),
    ("WASM ビルド用の `env` スタブ関数は `wasm-bindgen` が生成するもので、今回は変更していません。", "WASM-build stubs are not test doubles."),
], checks=True)

# ======================================================================
# Message bodies
# ======================================================================
PARTS = {
 "ja": dict(
  intros=["ご依頼の請求書の重複登録の件、対応が完了しました。", "作業内容をまとめます。",
          "Webhook のリトライ処理の修正が終わりました。以下、概要です。", "レポートサービスへの変更を実施しました。",
          "進捗のご報告です 📝", "対応結果は以下のとおりです。", "SSO 対応がレビュー可能な状態になりました。",
          "通知まわりのリファクタリングが完了しました。", "承知しました。対応しました。", "お待たせしました。",
          "カート画面の数量変更の件、実装しました。", "ご指摘の箇所を修正しました。"],
  heads=["## 変更内容", "## 概要", "### 実施内容", "## 対応内容", "**変更点**", "## 実装メモ",
         "### 変更ファイル", "## まとめ", "## 修正内容"],
  notes_head=["## 補足", "### 備考", "## 注意点", "**補足**"],
  bullets=["`invoices/dedup.py`: 外部 ID と金額で重複を判定", "`POST /api/v2/webhooks/replay` エンドポイントを追加",
           "`SettingsPanel.vue`: SSO 設定セクションを追加", "`serde` を 1.0.210 に更新",
           "`Makefile`: `make fixtures` ターゲットを追加", "Webhook のシークレットを `config/secrets.example.toml` に移動",
           "未使用の `v1_compat.rb` を削除", "`reports/monthly.sql`: テナント単位で集計するよう変更",
           "`test_dedup.py` にケースを 6 件追加", "リプレイワーカーに構造化ログを追加",
           "`handleIt` を `replayWebhook` にリネーム", "ドキュメント: SSO 設定ガイドを追加",
           "`src/hooks/useCart.ts`: 数量更新ロジックを分離", "`.github/workflows/ci.yml`: Node 20 に統一",
           "`i18n/ja.json`: エラーメッセージの文言を修正", "`app/models/order.rb`: `scope :recent` を追加",
           "`docker-compose.yml`: `worker` サービスを追加", "`src/api/client.ts`: 認証ヘッダーの付与を共通化"],
  tables=["| 項目 | 内容 |\n|---|---|\n| 重複判定 | 外部 ID + 金額 |\n| Webhook | リプレイ API 追加 |\n| ドキュメント | SSO ガイド |",
          "| ファイル | 差分 |\n|---|---|\n| `dedup.py` | +88 −12 |\n| `test_dedup.py` | +140 |\n| `README.md` | +15 −3 |",
          "| 画面 | 変更 |\n|---|---|\n| カート | 数量ステッパー |\n| 注文履歴 | ページング |\n| 設定 | SSO |"],
  paras=["重複判定はこれまで請求書番号のみで行っていましたが、取引先によっては番号を再利用するため、外部 ID と金額の組み合わせで判定するように変更しました。",
         "リプレイ API は管理者ロールのみ呼び出せます。権限チェックは既存の `require_admin` ミドルウェアを使っています。",
         "設定値はすべて環境変数から読み込むようにし、`config/default.toml` にデフォルト値をまとめました。",
         "ログは JSON 形式で出力され、`request_id` と `tenant_id` が必ず含まれます。",
         "API のレスポンス形式は変えていないため、フロントエンド側の変更は不要です。",
         "マイグレーションは `20241118_add_external_id.rb` の 1 本のみで、既存データには `NULL` が入ります。",
         "命名は既存の `*Service` クラスに合わせ、`WebhookReplayService` としました。"],
  code=["```ruby\ndef replay(id)\n  Webhook.find(id).deliver!\nend\n```",
        "```yaml\nreplay:\n  max_attempts: 4\n  backoff: exponential\n```",
        "```ts\nexport function replayWebhook(id: string) {\n  return client.post(`/webhooks/${id}/replay`);\n}\n```",
        "```diff\n- const TIMEOUT = 5000;\n+ const TIMEOUT = Number(process.env.TIMEOUT_MS ?? 5000);\n```",
        "```python\ndef is_duplicate(inv: Invoice) -> bool:\n    return Invoice.objects.filter(\n        external_id=inv.external_id, amount=inv.amount\n    ).exists()\n```"],
  pass_out=["```\n$ pytest tests/invoices -q\n..............................  [100%]\n30 passed in 2.41s\n```",
            "```\n$ npm test\n\n> app@1.4.0 test\n> vitest run\n\n ✓ src/cart.test.ts (12)\n ✓ src/checkout.test.ts (8)\n\n Test Files  2 passed (2)\n      Tests  20 passed (20)\n```",
            "```\n$ go test ./webhooks/...\nok  \tgithub.com/acme/app/webhooks\t0.812s\n```",
            "```\n$ cargo test -p billing\ntest result: ok. 47 passed; 0 failed; 0 ignored; 0 measured\n```",
            "```\n$ bundle exec rspec spec/services\n........................\n\nFinished in 1.92 seconds\n24 examples, 0 failures\n```"],
  fail_out=["```\n$ pytest -q\n.......F..........\nFAILED tests/test_legacy_import.py::test_legacy_import - AssertionError\n1 failed, 17 passed in 3.08s\n```",
            "```\n$ npm test\n ✗ e2e/sso.spec.ts > redirects to IdP\n Tests  1 failed | 63 passed (64)\n```",
            "```\n$ go test ./...\n--- FAIL: TestPaymentWebhook (0.03s)\nFAIL\tgithub.com/acme/app/payments\t0.412s\nok  \tgithub.com/acme/app/webhooks\t0.802s\n```"],
  test_head=["## テスト結果", "### テスト", "**テスト**", "## 検証"],
  closers=["", "", "ご確認ください。", "他に何かあればお知らせください。", "以上です。",
           "ブランチ: `feat/webhook-replay`", "よろしくお願いいたします。", "レビューをお願いします 🙏"],
 ),
 "ko": dict(
  intros=["요청하신 인보이스 중복 등록 건 작업을 완료했습니다.", "작업 내용을 정리합니다.",
          "웹훅 재시도 로직 수정을 마쳤습니다. 요약은 아래와 같습니다.", "리포트 서비스 변경 사항을 반영했습니다.",
          "진행 상황 공유드립니다 📝", "작업 결과는 다음과 같습니다.", "SSO 작업이 리뷰 가능한 상태가 되었습니다.",
          "알림 모듈 리팩터링을 마쳤습니다.", "네, 수정했습니다.", "완료했습니다!", "장바구니 수량 변경 기능을 구현했습니다.",
          "말씀하신 부분 수정했습니다."],
  heads=["## 변경 사항", "## 요약", "### 작업 내용", "## 수정 내용", "**변경점**", "## 구현 메모",
         "### 변경된 파일", "## 정리"],
  notes_head=["## 참고", "### 비고", "## 주의 사항", "**참고**"],
  bullets=["`invoices/dedup.py`: 외부 ID와 금액으로 중복 판정", "`POST /api/v2/webhooks/replay` 엔드포인트 추가",
           "`SettingsPanel.vue`: SSO 설정 섹션 추가", "`serde` 1.0.210으로 업데이트",
           "`Makefile`: `make fixtures` 타깃 추가", "웹훅 시크릿을 `config/secrets.example.toml` 로 이동",
           "사용하지 않는 `v1_compat.rb` 삭제", "`reports/monthly.sql`: 테넌트 단위로 집계하도록 변경",
           "`test_dedup.py` 에 케이스 6개 추가", "리플레이 워커에 구조화 로그 추가",
           "`handleIt` → `replayWebhook` 이름 변경", "문서: SSO 설정 가이드 추가",
           "`src/hooks/useCart.ts`: 수량 업데이트 로직 분리", "`.github/workflows/ci.yml`: Node 20으로 통일",
           "`i18n/ko.json`: 에러 메시지 문구 수정", "`docker-compose.yml`: `worker` 서비스 추가",
           "`src/api/client.ts`: 인증 헤더 추가 로직 공통화"],
  tables=["| 항목 | 내용 |\n|---|---|\n| 중복 판정 | 외부 ID + 금액 |\n| 웹훅 | 리플레이 API 추가 |\n| 문서 | SSO 가이드 |",
          "| 파일 | 변경 |\n|---|---|\n| `dedup.py` | +88 −12 |\n| `test_dedup.py` | +140 |\n| `README.md` | +15 −3 |",
          "| 화면 | 변경 |\n|---|---|\n| 장바구니 | 수량 스테퍼 |\n| 주문 내역 | 페이지네이션 |\n| 설정 | SSO |"],
  paras=["기존에는 인보이스 번호만으로 중복을 판정했는데, 거래처에 따라 번호를 재사용하는 경우가 있어서 외부 ID와 금액 조합으로 판정하도록 바꿨습니다.",
         "리플레이 API는 관리자 권한으로만 호출할 수 있습니다. 권한 체크는 기존 `require_admin` 미들웨어를 사용합니다.",
         "설정값은 모두 환경 변수에서 읽도록 하고, 기본값은 `config/default.toml` 에 모았습니다.",
         "로그는 JSON 형식으로 출력되며 `request_id` 와 `tenant_id` 가 항상 포함됩니다.",
         "API 응답 형식은 바꾸지 않았기 때문에 프론트엔드 쪽 변경은 필요 없습니다.",
         "마이그레이션은 `20241118_add_external_id.rb` 하나이고, 기존 데이터에는 `NULL` 이 들어갑니다.",
         "이름은 기존 `*Service` 클래스 규칙에 맞춰 `WebhookReplayService` 로 정했습니다."],
  code=["```ruby\ndef replay(id)\n  Webhook.find(id).deliver!\nend\n```",
        "```yaml\nreplay:\n  max_attempts: 4\n  backoff: exponential\n```",
        "```ts\nexport function replayWebhook(id: string) {\n  return client.post(`/webhooks/${id}/replay`);\n}\n```",
        "```diff\n- const TIMEOUT = 5000;\n+ const TIMEOUT = Number(process.env.TIMEOUT_MS ?? 5000);\n```",
        "```kotlin\nfun isDuplicate(inv: Invoice): Boolean =\n    repo.existsByExternalIdAndAmount(inv.externalId, inv.amount)\n```"],
  pass_out=["```\n$ pytest tests/invoices -q\n..............................  [100%]\n30 passed in 2.41s\n```",
            "```\n$ pnpm test\n\n ✓ src/cart.test.ts (12)\n ✓ src/checkout.test.ts (8)\n\n Test Files  2 passed (2)\n      Tests  20 passed (20)\n```",
            "```\n$ go test ./webhooks/...\nok  \tgithub.com/acme/app/webhooks\t0.812s\n```",
            "```\n$ ./gradlew test\n\nBUILD SUCCESSFUL in 41s\n7 actionable tasks: 3 executed, 4 up-to-date\n```",
            "```\n$ cargo test -p billing\ntest result: ok. 47 passed; 0 failed; 0 ignored; 0 measured\n```"],
  fail_out=["```\n$ pytest -q\n.......F..........\nFAILED tests/test_legacy_import.py::test_legacy_import - AssertionError\n1 failed, 17 passed in 3.08s\n```",
            "```\n$ pnpm test\n ✗ e2e/sso.spec.ts > redirects to IdP\n Tests  1 failed | 63 passed (64)\n```",
            "```\n$ ./gradlew test\n\nPaymentWebhookTest > handlesRetry() FAILED\n\n42 tests completed, 1 failed\nBUILD FAILED in 38s\n```"],
  test_head=["## 테스트 결과", "### 테스트", "**테스트**", "## 검증"],
  closers=["", "", "확인 부탁드립니다.", "더 필요한 부분 있으면 말씀해 주세요.", "이상입니다.",
           "브랜치: `feat/webhook-replay`", "리뷰 부탁드립니다 🙏", "감사합니다."],
 ),
}

def is_block(key):
    return "\n" in key or key.startswith(("#", "|", ">", "`", "*", "✅", "✔", "-", "PR"))

def body(row):
    P = PARTS[row["lang"]]
    key = row["key"]
    outs = {"pass": P["pass_out"], "fail": P["fail_out"], "none": P["code"]}[row["out"]]
    out = R.choice(outs)
    if row["out"] != "none" and R.random() < 0.5:
        out = R.choice(P["test_head"]) + "\n\n" + out
    bl = R.sample(P["bullets"], R.randint(2, 5))
    bullets = "\n".join("- " + b for b in bl)
    style = R.randrange(9)
    if style == 0:    # key last, after a report
        parts = [R.choice(P["intros"]), R.choice(P["heads"]) + "\n\n" + bullets, out, key, R.choice(P["closers"])]
    elif style == 1:  # table then notes
        parts = [R.choice(P["heads"]), R.choice(P["tables"]), R.choice(P["notes_head"]), key]
    elif style == 2:  # short
        parts = [R.choice(P["intros"]), key]
    elif style == 3:  # key first
        parts = [key, R.choice(P["heads"]) + "\n\n" + bullets, out]
    elif style == 4:  # key inside the bullet list
        items = ["- " + b for b in bl]
        items.insert(R.randint(0, len(items)), key if is_block(key) else "- " + key)
        parts = [R.choice(P["intros"]), R.choice(P["heads"]), "\n".join(items), R.choice(P["closers"])]
    elif style == 5:  # key alone
        parts = [key]
    elif style == 6:  # key appended to a paragraph
        para = R.choice(P["paras"])
        mid = para + ("\n\n" if is_block(key) else "") + key
        parts = [R.choice(P["intros"]), mid, out, R.choice(P["closers"])]
    else:             # long: 2–6 KB, key anywhere
        secs = [R.choice(P["intros"]),
                R.choice(P["heads"]) + "\n\n" + "\n".join("- " + b for b in R.sample(P["bullets"], R.randint(6, 10))),
                "\n\n".join(R.sample(P["paras"], R.randint(3, 6))),
                R.choice(P["code"]), R.choice(P["tables"])]
        if row["out"] != "none":
            secs.append(R.choice(P["test_head"]) + "\n\n" + out)
        if R.random() < 0.6:
            secs.insert(3, R.choice(P["code"]))
            secs.insert(2, "\n\n".join(R.sample(P["paras"], 3)))
        pos = R.randint(1, len(secs))
        ks = key if is_block(key) or R.random() < 0.5 else R.choice(P["notes_head"]) + "\n\n" + key
        secs.insert(pos, ks)
        secs.append(R.choice(P["closers"]))
        parts = secs
    return "\n\n".join(p.strip() for p in parts if p.strip())

out = []
for idx, row in enumerate(KEYS):
    out.append({"id": f"heldout_cjk-{idx}", "refuse": row["refuse"], "turn_ran_checks": row["checks"],
                "turn_ran_commands": row["cmds"], "key": row["key"], "message": body(row),
                "lang": row["lang"], "written_for": row["wf"], "note": row["note"]})
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "heldout_cjk.jsonl"), "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "messages in heldout_cjk.jsonl")
