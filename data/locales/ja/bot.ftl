### Boardroom 自身の言葉：スラッシュコマンド（次の段階からは審判の返答も）。
### コマンド名：小文字、1〜32 文字の文字・数字・- または _（漢字・かなも文字）。説明は 1〜100 文字。

## /game とそのサブコマンド

bot-cmd-game = ゲーム
    .description = このチャンネルでボードゲームを遊ぶ
bot-cmd-game-new = 新規
    .description = このチャンネルに新しい卓を立てる
bot-opt-game-new-game = ゲーム
    .description = 遊ぶゲーム
bot-opt-game-new-options = オプション
    .description = オプションを普通の言葉で：side=lion、tycoons on、tycoon_sides=reward,penalty,reward,reward
bot-cmd-game-join = 参加
    .description = 卓に着席する
bot-cmd-game-leave = 退席
    .description = 卓を離れる（開始前のみ）
bot-cmd-game-add-ai = コンピューター追加
    .description = コンピューターのプレイヤーを加える
bot-opt-game-add-ai-n = 人数
    .description = 何人か（既定は 1 人）
bot-opt-game-add-ai-level = 強さ
    .description = コンピューターの強さ（既定はふつう）
bot-cmd-game-remove-ai = コンピューター削除
    .description = コンピューターのプレイヤーを外す
bot-opt-game-remove-ai-n = 人数
    .description = 何人か（既定は 1 人）
bot-cmd-game-start = 開始
    .description = 準備をしてゲームを始める
bot-cmd-game-status = 状況
    .description = 卓と盤面、誰の手番か
bot-cmd-game-hand = 手札
    .description = あなたの秘密の手札と持ち物（あなたにだけ見えます）
bot-cmd-game-rules = ルール
    .description = ゲームの遊び方
bot-opt-game-rules-game = ゲーム
    .description = どのゲームか（既定はこの卓のゲーム）
bot-cmd-game-history = 履歴
    .description = この卓の最近の手
bot-opt-game-history-last = 件数
    .description = 何手分か（既定は 15）
bot-cmd-game-scores = 得点
    .description = 現在の得点（または最終結果）
bot-cmd-game-abandon = 中止
    .description = 結果なしでゲームを終える（ホストか「サーバー管理」権限を持つ人のみ）
bot-cmd-game-rematch = 再戦
    .description = 同じ席でもう一度遊ぶ
bot-cmd-game-hand-to-ai = コンピューターに交代
    .description = 抜けたプレイヤーの席をコンピューターに任せる（ホストのみ）
bot-opt-game-hand-to-ai-member = プレイヤー
    .description = コンピューターが席を引き継ぐプレイヤー

## /game new と /game rules で選べるゲーム

bot-choice-stockpile = { stockpile-title }
bot-choice-acquire = { acquire-title }
bot-choice-futures = { futures-title }
bot-choice-qin = { qin-title }
bot-choice-wallstreet = { wallstreet-title }
bot-choice-easy = やさしい
bot-choice-normal = ふつう
bot-choice-hard = つよい

## ゲームの手

bot-cmd-bid = 入札
    .description = 入札（一覧から選ぶか、`2 6000` のように入力）
bot-opt-bid-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-buy = 購入
    .description = 購入（一覧から選ぶか、買うものを入力）
bot-opt-buy-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-sell = 売却
    .description = 売却（一覧から選ぶか、売るものを入力）
bot-opt-sell-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-place = 配置
    .description = 配置（一覧から選ぶか、置く場所を入力）
bot-opt-place-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-pass = パス
    .description = パス（一覧から選ぶか、空欄のまま）
bot-opt-pass-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-play = プレイ
    .description = カードかタイルを出す（一覧から選ぶ）
bot-opt-play-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）

## テーブルの場所と時間（issue 13：スレッド、/game tables、/game mine、手番タイマー）

bot-opt-game-new-thread = スレッド
    .description = このチャンネルの新しいスレッドに開く（既定ははい）
bot-opt-game-new-timer = タイマー
    .description = 各手番の持ち時間。切れたらコンピューターが指す（既定はなし）
bot-cmd-game-tables = テーブル一覧
    .description = このサーバーで開いているテーブル（あなただけに表示）
bot-cmd-game-mine = 自分のテーブル
    .description = すべてのサーバーのあなたのテーブルと、手番待ちの場所
bot-cmd-game-timer = タイマー
    .description = このテーブルの各手番の持ち時間（ホスト）
bot-opt-game-timer-length = 長さ
    .description = 各手番の最長時間。切れたらコンピューターが指す
bot-choice-off = なし
bot-choice-5m = 5 分
bot-choice-15m = 15 分
bot-choice-1h = 1 時間
bot-choice-24h = 24 時間
