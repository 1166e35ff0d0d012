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
    .description = 這桌的情況、圖板，以及輪到誰
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

bot-choice-stockpile = { stockpile-title }
bot-choice-acquire = { acquire-title }
bot-choice-futures = { futures-title }
bot-choice-qin = { qin-title }
bot-choice-wallstreet = { wallstreet-title }
bot-choice-easy = 簡單
bot-choice-normal = 普通
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

## 牌桌所在與時間（issue 13：討論串、/game tables、/game mine、回合計時）

bot-opt-game-new-thread = 討論串
    .description = 在此頻道的新討論串中開桌（預設為是）
bot-opt-game-new-timer = 計時
    .description = 每回合的時間；時間到由電腦行動（預設不計時）
bot-cmd-game-tables = 牌桌列表
    .description = 此伺服器開著的牌桌（只有你看得到）
bot-cmd-game-mine = 我的牌桌
    .description = 你在各伺服器的牌桌，以及哪裡在等你
bot-cmd-game-timer = 計時
    .description = 此牌桌每回合的時間（主持人）
bot-opt-game-timer-length = 長度
    .description = 每回合最長多久；時間到由電腦行動
bot-choice-off = 不計時
bot-choice-5m = 5 分鐘
bot-choice-15m = 15 分鐘
bot-choice-1h = 1 小時
bot-choice-24h = 24 小時
