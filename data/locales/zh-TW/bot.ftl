### Boardroom 自己的話：斜線指令（下一步起也包括裁判的回覆）。
### 指令名稱：小寫，1 到 32 個字母、數字、- 或 _（中日文字算字母）；說明 1 到 100 字。

## /game 與其子指令

bot-cmd-game = 遊戲
    .description = 在這個頻道玩桌遊
bot-cmd-game-new = 開桌
    .description = 在這個頻道開一張新桌
bot-opt-game-new-game = 遊戲
    .description = 玩哪個遊戲
bot-opt-game-new-options = 選項
    .description = 用一般文字寫選項：side=lion、tycoons on、tycoon_sides=reward,penalty,reward,reward
bot-opt-game-new-language = 語言
    .description = 這桌使用的語言（預設為伺服器的語言）
bot-cmd-game-language = 語言
    .description = 更改這桌使用的語言（限桌主）
bot-opt-game-language-language = 語言
    .description = 這桌訊息與圖片使用的語言
bot-cmd-game-join = 加入
    .description = 在這桌入座
bot-cmd-game-leave = 離開
    .description = 離開這桌（遊戲開始前）
bot-cmd-game-add-ai = 加入電腦
    .description = 加入電腦玩家
bot-opt-game-add-ai-n = 人數
    .description = 幾位（預設 1 位）
bot-opt-game-add-ai-level = 難度
    .description = 電腦玩家的強度（預設為普通）
bot-cmd-game-remove-ai = 移除電腦
    .description = 移除電腦玩家
bot-opt-game-remove-ai-n = 人數
    .description = 幾位（預設 1 位）
bot-cmd-game-start = 開始
    .description = 完成遊戲設置並開始遊戲
bot-cmd-game-status = 狀態
    .description = 這桌的情況、圖板，以及輪到誰；桌主可以切換是否分享網頁
bot-cmd-game-hand = 手牌
    .description = 你的祕密手牌與持有物（只有你看得到）
bot-cmd-game-rules = 規則
    .description = 遊戲怎麼玩
bot-opt-game-rules-game = 遊戲
    .description = 哪個遊戲（預設為這桌的遊戲）
bot-cmd-game-history = 紀錄
    .description = 這桌最近的動作
bot-opt-game-history-last = 筆數
    .description = 顯示幾個動作（預設 15 個）
bot-cmd-game-scores = 分數
    .description = 目前的分數（或最終結果）
bot-cmd-game-abandon = 放棄
    .description = 結束遊戲，不計結果（限桌主或有「管理伺服器」權限者）
bot-cmd-game-rematch = 再來一局
    .description = 以相同的座位再玩一局
bot-cmd-game-hand-to-ai = 交給電腦
    .description = 把離開的玩家的座位交給電腦（限桌主）
bot-opt-game-hand-to-ai-member = 玩家
    .description = 由電腦接手座位的玩家

## /game new 與 /game rules 提供的遊戲

bot-choice-easy = 簡單
bot-choice-normal = 普通
bot-choice-en = English
bot-choice-zh-tw = 繁體中文
bot-choice-ja = 日本語
bot-choice-hard = 困難

## 遊戲動作

bot-cmd-bid = 競標
    .description = 競標（從清單中選，或輸入如 `2 6000`）
bot-opt-bid-choice = 選擇
    .description = 要做什麼（建議來自你現在可以走的步）
bot-cmd-buy = 買進
    .description = 買進（從清單中選，或輸入要買什麼）
bot-opt-buy-choice = 選擇
    .description = 要做什麼（建議來自你現在可以走的步）
bot-cmd-sell = 賣出
    .description = 賣出（從清單中選，或輸入要賣什麼）
bot-opt-sell-choice = 選擇
    .description = 要做什麼（建議來自你現在可以走的步）
bot-cmd-place = 放置
    .description = 放置（從清單中選，或輸入放在哪裡）
bot-opt-place-choice = 選擇
    .description = 要做什麼（建議來自你現在可以走的步）
bot-cmd-pass = 跳過
    .description = 跳過（從清單中選，或留空）
bot-opt-pass-choice = 選擇
    .description = 要做什麼（建議來自你現在可以走的步）
bot-cmd-play = 出牌
    .description = 打出一張卡牌或板塊（從清單中選）
bot-opt-play-choice = 選擇
    .description = 要做什麼（建議來自你現在可以走的步）
bot-cmd-move = 走步
    .description = 任何一步，照你會說的方式輸入（從清單挑選或直接輸入）
bot-opt-move-text = 內容
    .description = 你要走的一步，例如 `found tower`（建議來自你現在能走的步）

## 牌桌所在與時間（issue 13：討論串、/game tables、回合計時）

bot-opt-game-new-thread = 討論串
    .description = 在此頻道的新討論串中開桌（預設為是）
bot-opt-game-new-timer = 計時
    .description = 每回合的時間；時間到由電腦行動（預設不計時）
bot-cmd-game-tables = 牌桌列表
    .description = 開著的牌桌：此伺服器的，或你在各伺服器的（只有你看得到）
bot-opt-game-tables-where = 範圍
    .description = 這裡：此伺服器的牌桌（預設）；我的：你在各伺服器的牌桌，以及哪裡在等你
bot-choice-tables-here = 這裡
bot-choice-tables-mine = 我的
bot-cmd-game-timer = 計時
    .description = 此牌桌每回合的時間（主持人）
bot-opt-game-timer-length = 長度
    .description = 每回合最長多久；時間到由電腦行動
bot-choice-off = 不計時
bot-choice-5m = 5 分鐘
bot-choice-15m = 15 分鐘
bot-choice-1h = 1 小時
bot-choice-24h = 24 小時
## 裁判的話（bot/*.py）：大廳、遊戲進行、回覆、私訊、拒絕

bot-state-lobby = 等待開始
bot-state-playing = 進行中
bot-state-finished = 已結束
bot-state-abandoned = 已放棄
bot-language-en = English
bot-language-zh-TW = 繁體中文
bot-language-ja = 日本語

bot-unknown-game = 我不認識「{ $game }」這個遊戲。可以玩的遊戲：{ $known }。
bot-game-known = { $key }（{ $game }）
bot-game-not-installed = 這裡沒有安裝遊戲 { $game }。
bot-channel-has-table = 這個頻道已經有一桌{ $game }（#{ $table }，{ $status }）。請先玩完，或用 `/game abandon` 放棄。
bot-channel-busy = 這個頻道已經有一桌了。
bot-no-table = 這個頻道沒有遊戲桌。用 `/game new <game>` 開一桌。
bot-no-table-yet = 這個頻道還沒有遊戲桌。
bot-no-such-table = 沒有第 #{ $table } 桌。
bot-never-started = 第 #{ $table } 桌從未開始。
bot-aside = 這個頻道的第 #{ $table } 桌無法從資料庫讀取，因此暫時擱置。機器人管理者可以用 `boardroom verify` 檢查。
bot-table-opened = { $host } 開了一桌{ $game }（{ $least }–{ $most } 人）。用 `/game join` 入座；桌主用 `/game add-ai` 加入電腦玩家，用 `/game start` 開始。
bot-table-open = 第 #{ $table } 桌已開。
bot-unknown-language = 請從 { $choices } 中選擇這桌的語言。
bot-language-changed = 這桌現在使用{ $language }。
bot-language-now = 從現在起，這桌使用{ $language }。
bot-already-started = 遊戲已經開始了。
bot-only-host = 只有桌主 { $host } 可以{ $what ->
        [add-ai] 加入電腦玩家
        [remove-ai] 移除電腦玩家
        [options] 更改選項
        [start] 開始遊戲
        [abandon] 放棄這桌
        [hand-over] 把座位交給電腦
        [language] 更改這桌的語言
       *[other] 這麼做
    }。
bot-table-changed = 這桌剛剛有了變化，請再試一次。
bot-already-seated = 你已經在這桌入座了。
bot-table-full = 這桌已滿（{ $seats } 個座位）。
bot-table-full-remove = 這桌已滿（{ $seats } 個座位）。桌主可以用 `/game remove-ai` 移除電腦玩家。
bot-player-joins = { $player } 入座。
bot-you-joined = 你已入座。
bot-no-seat = 你在這桌沒有座位。
bot-player-leaves-ai = { $player } 離開了；由電腦接手他的座位。
bot-player-leaves = { $player } 離開了這桌。
bot-player-leaves-closed = { $player } 離開了這桌。沒有人留下，這桌關閉。
bot-player-leaves-new-host = { $player } 離開了這桌。現在由 { $host } 擔任桌主。
bot-you-left = 你已離開這桌。
bot-you-left-closed = 你已離開；這桌已關閉。
bot-add-at-least-one = 請至少加入一位電腦玩家。
bot-computers-join = 電腦玩家入座：{ $names }。
bot-computers-join-some = 電腦玩家入座：{ $names }（只剩 { $count } 個空位）。
bot-computers-added = 已加入 { $count } 位電腦玩家。
bot-no-computers = 沒有可以移除的電腦玩家。
bot-computers-leave = 電腦玩家離座：{ $names }。
bot-computers-removed = 已移除 { $count } 位電腦玩家。
bot-options-now = 選項：{ $options }。
bot-options-default = 選項：預設值。
bot-options-changed = 選項已更改。
bot-seats = 座位（{ $taken }/{ $most }）：{ $seats }。
bot-seats-empty = 座位（{ $taken }/{ $most }）：還沒有人。
bot-seat-host = { $player }（桌主）
bot-game-begins = { $game } 開始（第 #{ $table } 桌）。座位順序：{ $seats }。
bot-game-started = 遊戲開始了。
bot-abandoned = { $player } 放棄了這桌{ $game }（#{ $table }）。紀錄會保留；`/game rematch` 可以用相同的座位重新開始。
bot-abandoned-answer = 這桌已放棄。
bot-table-in-play = 這個頻道已經有一桌正在進行。
bot-no-finished-table = 這個頻道沒有已結束、可以再玩一次的遊戲桌。
bot-rematch-players-only = 只有上一局的玩家可以要求再玩一局。
bot-rematch = 第 #{ $table } 桌再戰：相同座位，重新發牌。
bot-no-own-seat = 這位玩家在這桌沒有自己的座位。
bot-player-removed = { $player } 已從這桌移除。
bot-seat-handed = { $host } 把 { $player } 的座位交給電腦。
bot-done = 完成。
bot-done-move = 完成：{ $move }。
bot-score-entry = { $player } { $score }
bot-game-over = 遊戲結束。最終分數：{ $scores }。{ $count ->
       *[other] 勝者
    }：{ $winners }。用 `/game rematch` 再玩一局。
bot-your-secrets = 你在{ $game }的秘密資訊（第 #{ $table } 桌）：{ $secrets }

## 遊戲進行

bot-outdated = 這個按鈕已經過時：遊戲已經往下進行。請使用最新的訊息或 `/game status`。
bot-unreadable-move = 我看不懂這個動作。請從建議或你的面板中選擇，或用文字輸入（`/bid 2 6000`）。
bot-not-your-turn = 還沒輪到你；正在等待 { $waiting }。
bot-not-started = 遊戲還沒開始。桌主用 `/game start` 開始。
bot-not-playing = 你沒有參加這桌遊戲。
bot-computer-plays-you = 你的座位現在由電腦代玩。
bot-no-computer-to-act = 現在沒有輪到電腦玩家。
bot-computer-not-saved = 一位電腦玩家的動作無法儲存；稍後會再試一次。
bot-rules-engine-broke = 這個動作讓規則引擎出錯了；沒有任何改變。請告訴機器人管理者。
bot-moved-on = 這段時間遊戲已經往下進行；沒有任何改變。
bot-handed-over = 這個機器人程序已經把伺服器交給另一個程序；請稍後再試。

## 儲存失敗：沒有任何改變

bot-not-saved = 我無法儲存：{ $why }。沒有任何改變；請稍後再試。
bot-why-disk-full = 伺服器的磁碟已滿
bot-why-busy = 資料庫忙碌中
bot-why-read-only = 資料庫是唯讀的
bot-why-refused = 資料庫拒絕寫入
bot-why-slow = 資料庫沒有及時回應
bot-halted = 機器人已停止接受動作，因為 { $why }。沒有任何改變；請告訴機器人管理者。

## 圖片的替代文字

bot-board-alt-waiting = { $game }，第 #{ $table } 桌，第 { $move } 步：等待 { $players }。
bot-board-alt = { $game }，第 #{ $table } 桌，第 { $move } 步：{ $status }。
bot-hand-alt = 你在{ $game }的手牌。

## 狀態、手牌、紀錄、分數、規則

bot-status-last = 目前沒有進行中的遊戲。上一桌：{ $game } #{ $table }，{ $status }。
bot-status-last-won = 目前沒有進行中的遊戲。上一桌：{ $game } #{ $table }，{ $status }。{ $count ->
       *[other] 勝者
    }：{ $winners }。
bot-status-lobby = { $game } 第 #{ $table } 桌，等待開始。{ $least }–{ $most } 人。
bot-status-lobby-options = { $game } 第 #{ $table } 桌，等待開始（選項：{ $options }）。{ $least }–{ $most } 人。
bot-status-playing = { $game } 第 #{ $table } 桌（第 { $move } 步）。座位：{ $seats }。{ $count ->
        [0] 沒有人需要行動。
       *[other] 等待 { $waiting }。
    }
bot-not-dealt = 遊戲開始時才會發牌。
bot-your-hand = 你在{ $game }的秘密資訊：{ $secrets }
bot-your-hand-moves = 你在{ $game }的秘密資訊：{ $secrets } 你可以：{ $moves }{ $more ->
        [0] {""}
       *[other] ，還有 { $more } 種
    }。
bot-history-head = { $game } 第 #{ $table } 桌（{ $status }），最近 { $count } 步：
bot-history-none = { $game } 第 #{ $table } 桌（{ $status }）：還沒有任何動作。
bot-history-told = { $version }. { $told }
bot-history-more = {"   "}{ $told }
bot-told-move = { $player } 行動了。
bot-no-scores = 還沒有分數：遊戲還沒開始。
bot-final-scores = 第 #{ $table } 桌的最終分數：{ $scores }。
bot-your-score = 你目前的分數：{ $score }。
bot-scores-shown = 公開的分數：{ $scores }。
bot-scores-at-end = 最終分數在遊戲結束時計算；圖板上顯示的是公開資訊。
bot-rules-head = **{ $game }**，{ $least }–{ $most } 人。選項（預設值）：{ $options }。
bot-rules-head-plain = **{ $game }**，{ $least }–{ $most } 人。
bot-replay-head = 第 #{ $table } 桌的重播（{ $count } 步）：
bot-options-unreadable = { $why }
bot-options-key-value = 選項的寫法是 key=value，例如 `rounds=5`；「{ $option }」不是。

## 離線主控台（bot/console/terminal.py、bot/console/commands.py）

bot-console-welcome = Boardroom 主控台。遊戲：{ $games }。輸入 /help 查看指令；輸入結束（Ctrl-D）會離開並保留遊戲桌。
bot-console-waiting-table = 第 #{ $table } 桌（{ $game }）在這裡等著；`/game status` 可以查看。
bot-console-to = [給 { $name }] { $line }
bot-console-dm = [私訊給 { $name }] { $line }
bot-console-picture = 圖片：{ $path }
bot-console-board = [圖板] { $path }
bot-console-your-move = >>> { $player }，輪到你了：`/choices` 列出你可以做的動作。
bot-console-their-move = >>> { $player }，輪到你了：`/choices` 列出你可以做的動作（輸入 `/as { $name }` 代他操作）。
bot-console-whom = 要切換成誰？`/as NAME`。
bot-console-typing-as = 現在以 { $name } 的身分輸入。
bot-console-slash = 指令以斜線開頭，例如 `/game status` 或 `/help`。
bot-console-empty = 請在斜線後輸入指令；`/help` 會列出所有指令。
bot-console-what = 要做什麼？{ $commands }。
bot-console-no-such-command = 沒有 { $command } 這個指令。可以試試：{ $commands }。
bot-console-not-a-count = 「{ $text }」不是玩家人數。
bot-console-add-ai = 請輸入 `/game add-ai [n] [level]`，例如 `/game add-ai 2 hard`（難度：easy、normal、hard）。
bot-console-no-game = 你現在沒有要做的事：這裡沒有進行中的遊戲。
bot-console-waiting = 你現在沒有要做的事；正在等待 { $waiting }。
bot-console-idle = 你現在沒有要做的事。
bot-console-choice = { $number }. { $move }    { $typed }
bot-console-which-game-new = 哪個遊戲？`/game new <game>`，例如 `/game new stockpile`。
bot-console-which-game-rules = 哪個遊戲？`/game rules <game>`。
bot-console-whose-seat = 誰的座位？`/game hand-to-ai <player>`。
bot-console-which-table = 哪一桌？`/game replay 12`。
bot-console-help =
    與 Discord 相同的指令：
      /game new <game> [option=value ...]：開一桌（你是桌主，坐第一個座位）
      /game join：入座
      /game leave：離開大廳（遊戲中則由電腦接手你的座位）
      /game add-ai [n] [level]：桌主加入 n 位電腦玩家（等級 easy、normal 或 hard）
      /game remove-ai [n]：桌主移除電腦玩家
      /game start：桌主發牌，遊戲開始
      /game status：遊戲桌、圖板與輪到誰
      /game hand：你自己的秘密資訊（只有你看得到）
      /game history [n]：最近 n 步，每一步都是一句話
      /game scores：桌上可以看到的分數（結束時顯示全部）
      /game rules [game] [page]：遊戲說明，一次一頁，用你的語言
      /game hint [on|off]：建議一步並說明理由；加上 on 或 off，桌主可開啟或關閉提示
      /game language <en|zh-TW|ja>：桌主更改這桌的語言
      /game timer <off|5m|15m|1h|24h>：桌主設定每回合的時間
      /game tables [here|mine]：這裡開著的牌桌，或你的牌桌
      /game dm <on|off>：開啟或關閉告訴你秘密資訊的私訊
      /game abandon：桌主（或管理員）結束這桌
      /game rematch：上一桌再來一次，相同座位，重新發牌
      /game hand-to-ai <player>：桌主把離開的玩家的座位交給電腦
      /game replay [table]：從種子重播一桌的每一步
      /game stats [player] [game] [hide on|off]：積分、局數、勝場與習慣（hide：不上排行榜）
      /game leaderboard [game]：這裡某個遊戲的積分排行，以及你的名次
      /game versus <player>：你和另一位玩家的對戰：局數、各自勝場、最近五局
      /move <文字>：用你會說的方式輸入任何動作，例如 /move found tower、/move place RY E7 E8
      /bid、/buy、/sell、/place、/pass、/play <內容>：照平常的打法輸入遊戲動作，例如 /bid 2 6000、/pass
      /undo：收回你的最後一個動作（之後沒有人行動，且它沒有讓隱藏的資訊曝光）
bot-console-help-only =
    只有主控台有的指令：
      /game options key=value ...：桌主在開始前更改選項
      /choices [verb]：你可以做的動作，附編號
      /pick <n>：做 /choices 中第 n 個動作（遊戲沒有名為 play 的動作時，/play <n> 也一樣）
      /as <name>：輪流使用同一台電腦：從現在起由 <name> 輸入
      /help：這份清單
bot-console-help-discord =
    只有 Discord 有的指令（主控台是一個不屬於任何伺服器的頻道）：
      /game permissions：機器人在頻道中缺少哪些權限
      /game limits：伺服器對牌桌與再戰的限制
bot-console-left-out-thread = 主控台只有一個頻道，不會開討論串。
bot-console-left-out-timer = 開桌後再設定計時：`/game timer 5m`。
bot-console-left-out-language = 牌桌使用主控台的語言（LANG 或 --lang）；用 `/game language ja` 更改。
bot-console-left-out-rated = 主控台的牌桌一律計入積分（視為伺服器 0）；練習用的牌桌請用 Discord 的 `/game new rated:False`。
bot-console-left-out-public = 主控台只有你一個人：每個回答都會顯示在這裡，所以沒有需要公開張貼的內容。
bot-console-discord-only-permissions = { $command } 只有 Discord 有：它說明機器人在頻道中缺少哪些權限，而主控台沒有頻道權限。
bot-console-discord-only-limits = { $command } 只有 Discord 有：它管理伺服器的牌桌上限，而主控台不屬於任何伺服器。
bot-console-dm-form = 開啟或關閉私訊：`/game dm on` 或 `/game dm off`。
bot-console-tables-form = 哪些牌桌？`/game tables`（這裡）或 `/game tables mine`（你的）。

## Discord 層（bot/discord/*）：面板、按鈕、通知

bot-panel-choose = 選擇你的動作（{ $count } 個選項）：
bot-panel-choose-page = 選擇你的動作（{ $count } 個選項，第 { $page }/{ $pages } 頁）：
bot-panel-range = 選項 { $first }–{ $last }，共 { $count } 個
bot-panel-prev = ◀ 上一頁
bot-panel-next = 下一頁 ▶
bot-discord-your-move-panel = 輪到你了。{ $panel }
bot-discord-gone = 這個按鈕所屬的遊戲已不在這個頻道進行。
bot-discord-panel-outdated = 這個面板已經過時：遊戲在面板畫出後已經往下進行。
bot-discord-panel-outdated-here = 這個面板已經過時：遊戲在面板畫出後已經往下進行。這是目前的面板。
bot-discord-raced = 沒有套用：你點擊時遊戲已經往下進行（連點只算一次）。沒有其他改變。
bot-discord-stale-suggestion = 這個建議已經過時：遊戲在提供建議後已經往下進行。請重新輸入指令查看目前的選擇。
bot-discord-not-posted = 我無法在這個頻道發文：{ $why }。你的動作已儲存；`/game status` 會重新發布。
bot-discord-cause-gone = 頻道已不存在
bot-discord-cause-forbidden = 我在這個頻道缺少權限（檢視頻道、發送訊息或附加檔案）
bot-discord-cause-rate-limited = Discord 正在限制我的發送頻率
bot-discord-cause-server-error = Discord 的伺服器發生錯誤
bot-discord-cause-refused = Discord 拒絕了這則訊息
bot-discord-nothing = 沒有可以顯示的內容。
bot-discord-which-game = 哪個遊戲？請在 `/game rules game:` 中選一個。
bot-discord-no-rules = 這個遊戲還沒有規則頁面。
bot-discord-cannot-now = 你現在不能 { $verb }。
bot-discord-you-can = 你可以：{ $moves }{ $more ->
        [0] {""}
       *[other] （還有 { $more } 種）
    }。
bot-discord-not-in-game = 你沒有參加這局遊戲。
bot-discord-not-your-move = 現在不是你的回合。
bot-discord-panel-for = 這個面板是給 { $name } 的。
bot-discord-panel-for-other = 這個面板是給其他玩家的。
bot-discord-you-chose = 你選擇了：{ $move }
bot-discord-another-game = 這桌已經有另一局遊戲在進行。
bot-discord-failed = 我這邊出了點問題；遊戲桌已儲存。請再試一次。
bot-discord-dm-closed = 我無法私訊 { $players }（私訊已關閉）。遊戲繼續：用 `/game hand` 查看你的秘密資訊。
bot-discord-dm-lost = 我無法私訊 { $players }（Discord 發生錯誤）。用 `/game hand` 查看你的秘密資訊。
bot-discord-guild-only = Boardroom 的遊戲桌在伺服器頻道裡：請在安裝了 Boardroom 的伺服器頻道中使用這個指令。
bot-discord-old-component = 這個按鈕來自這桌較舊的版本；沒有任何改變。`/game status` 會給你目前的版本。
bot-discord-stale-command = 這個指令在 Discord 上次載入後已經改變。請等一分鐘（或重新啟動 Discord）再試。
bot-discord-not-a-number = 我無法把 `{ $text }` 讀成數字；請輸入整數。
bot-discord-unreadable-option = 我看不懂 `{ $text }`；請從建議中選擇。

# A computer seat as readers see it: its name and level (bot-choice-easy/normal/hard).
bot-seat-computer = { $name }（電腦，{ $level }）
bot-seat-computer-plain = { $name }（電腦）

# Options typed by players (bot/text/options_text.py): what could not be read, and what is allowed.
bot-options-not-an-option = 這張牌桌沒有 `{ $key }` 這個選項。{ $allowed }
bot-options-bad-value = 我看不懂 { $name } 的值 `{ $value }`。{ $hint }
bot-options-say-value = 請說明 { $name } 要設成什麼。{ $hint }
bot-options-ambiguous = `{ $word }` 可能是好幾個選項；請寫 { $which }。
bot-options-bad-word = 我看不懂 `{ $word }`。{ $allowed }
bot-options-hint = 請寫 `{ $name }=值`；{ $name }：{ $about }。
bot-options-none = 這個遊戲沒有選項。
bot-options-allowed = 選項可寫成 `key=value` 或直接寫字。選項：{ $options }。
bot-options-item = { $name }（{ $about }）
bot-options-kind-switch = on 或 off
bot-options-kind-number = 一個整數
bot-options-kind-choice = { $choices }
bot-options-kind-list = 以逗號分隔的清單
bot-options-kind-table = 以逗號分隔的值，或 key:value 配對
bot-options-kind-word = 一個字
bot-options-kind-or-auto = { $kind }，或 auto
# /game rules: an option, its default and what it does.
bot-rules-option = `{ $name }`（{ $default }）：{ $about }
bot-options-secret-set = { $name } 已設定（保密）

# --- w4replay: /game replay ---
bot-cmd-game-replay = 重播
    .description = 逐步查看牌桌任何一步的盤面（只有你看得到）
bot-opt-game-replay-table = 牌桌
    .description = 哪一張牌桌（預設為此頻道的；編號見 /game tables）

## w4steps: /undo (bot/discord/undo_button.py)
bot-cmd-undo = 收回
    .description = 收回你的最後一個動作（之後還沒有人行動）

## w4press: /game dm (private messages on or off)

bot-cmd-game-dm = 私訊
    .description = 用私訊傳送你的秘密資訊：開啟或關閉（只有你看得到）
bot-opt-game-dm-setting = 設定
    .description = 關閉：不私訊；用「我的手牌」或 /game hand 查看手牌
bot-choice-dm-on = 開啟
bot-choice-dm-off = 關閉
bot-cmd-game-permissions = 權限
    .description = 機器人在此頻道缺少哪些權限，以及每項的用途
bot-cmd-game-limits = 上限
    .description = 本伺服器對牌桌與重賽的上限（由具管理伺服器權限者設定）
bot-opt-game-limits-tables_per_member = 每位成員牌桌數
    .description = 一位成員可主持的開著牌桌數（預設 3）
bot-opt-game-limits-tables_per_channel = 每個頻道牌桌數
    .description = 一個頻道及其討論串中開著的牌桌數（預設 10）
bot-opt-game-limits-tables_per_hour = 每小時新牌桌數
    .description = 一位成員一小時內可開的新牌桌數（預設 6）
bot-opt-game-limits-rematch_seconds = 重賽間隔秒數
    .description = 同一頻道兩次重賽之間的秒數（預設 120）

## /game hint (and hints:on|off) (bot/referee/coach.py)
bot-cmd-game-hint = 提示
    .description = 建議一步並說明理由（只有你看得到）；桌主可開啟或關閉提示
bot-opt-game-hint-hints = 提示設定
    .description = 桌主：開啟或關閉這一桌的提示（要看自己的提示就留空）
bot-choice-hints-on = 開啟
bot-choice-hints-off = 關閉
bot-console-hints-form = 開啟或關閉提示：`/game hint on` 或 `/game hint off`。

## 對局之間的排名：/game stats、/game leaderboard、/game versus（bot/discord/stats_commands.py）
bot-opt-game-new-rated = 計分
    .description = False：練習桌，不計入積分（預設計分）
bot-cmd-game-stats = 戰績
    .description = 玩家在本伺服器的積分、對局與習慣
bot-opt-game-stats-player = 玩家
    .description = 誰的戰績（預設是你）
bot-opt-game-stats-game = 遊戲
    .description = 只看一款遊戲（預設全部）
bot-opt-game-stats-hide = 隱藏
    .description = True：不在排行榜上顯示你；False：重新顯示
bot-opt-game-stats-public = 公開
    .description = True：把回答發佈在頻道中（預設只有你看得到）
bot-cmd-game-leaderboard = 排行榜
    .description = 本伺服器某款遊戲積分最高的玩家，以及你的名次
bot-opt-game-leaderboard-game = 遊戲
    .description = 哪一款遊戲（預設是這裡最常玩的）
bot-opt-game-leaderboard-public = 公開
    .description = True：把回答發佈在頻道中（預設只有你看得到）
bot-cmd-game-versus = 對戰
    .description = 你與另一位玩家在本伺服器的交手：局數、勝場、最近五局
bot-opt-game-versus-player = 玩家
    .description = 另一位玩家
bot-opt-game-versus-public = 公開
    .description = True：把回答發佈在頻道中（預設只有你看得到）
bot-opt-game-status-share = 分享網頁
    .description = 桌主：這一桌的網頁（觀戰連結）開啟或關閉；關閉後，連結會顯示「找不到」（查看狀態時不用填）
bot-choice-share-on = 開啟
bot-choice-share-off = 關閉
bot-console-share-form = 分享或停止分享這一桌的網頁：`/game status share:on` 或 `/game status share:off`（主控台用 `/game status on` 或 `off`）。
