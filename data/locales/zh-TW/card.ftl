### 牌桌卡：每張牌桌一則即時訊息（bot/text/table_card.py、games/<key>/card.py）。

## 共用片段。

card-none = –
card-dot = { $first } · { $rest }
card-comma = { $first }、{ $rest }
card-shares = { $what } { $count } 張
card-price = { $name } { $price }
card-more = ……還有 { $count } 項
card-reveal = { $player } 持有：{ $holdings }
card-end-rank = { $rank }. { $player }：{ $score }{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}

## 卡片框架：狀態、簡短紀錄、按鈕。

card-status-turn = 輪到你了：{ $players }
card-status-waiting = 等待 { $players }
card-status-over = 遊戲結束。
card-log = 最近的動作
card-log-entry = { $player }：{ $label }
card-log-summary = { $kind }：{ $items }
card-end-scores = 最終分數
card-end-reveal = 每位玩家持有的牌
card-button-move = 輪到你
card-button-hand = 我的手牌
card-button-history = 紀錄
card-button-rematch = 再來一局
card-button-join = 加入
card-button-leave = 離開
card-button-add-ai = 加入電腦
card-button-start = 開始

## 等候室卡片。

card-lobby-status = 等待玩家加入（已入座 { $seated } 人，需 { $least }–{ $most } 人）。由 { $host } 開始遊戲。
card-lobby-seats = 座位
card-lobby-seat = { $number }. { $player }
card-lobby-options = 選項
card-lobby-option = { $name }：{ $value }
card-lobby-no-options = 這個遊戲沒有選項。
card-option-on = 開
card-option-off = 關
card-option-auto = 自動
card-option-secret = 已設定（保密）
card-level-placeholder = 電腦難度：{ $level }
card-level-easy = 簡單
card-level-normal = 普通
card-level-hard = 困難

## 華爾街1920。

card-chart-alt = 這局{ $game }的走勢圖。
